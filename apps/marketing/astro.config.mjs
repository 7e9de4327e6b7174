// @ts-check
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'astro/config';
import fastifyAdapter from './src/server/adapter.mjs';
import { LOCAL_DEVELOPMENT_ORIGIN, publicSiteUrlCheck } from './src/server/public-site-url.mjs';

// The public site is static files (`dist/client/`) that the API server serves for every path that
// is not the portal's or `/api`, plus a few pages rendered on demand (`export const prerender =
// false`: the blog, the tools hub's items), rendered by the same process through our adapter
// (`src/server/adapter.mjs`). Unknown paths answer `404.html`.
export default defineConfig({
  // Canonical URLs, Open Graph and the sitemap are absolute: the public address of the site,
  // required by a build (publicSiteUrlCheck fails it with the variable's name), local in `astro dev`.
  site: process.env.PUBLIC_SITE_URL?.trim() || LOCAL_DEVELOPMENT_ORIGIN,
  output: 'static',
  // Astro's HTML compression drops the space between a line of text and an inline element or an
  // expression that starts the next line ("écrivez-nous à<a>…", "pour12 mois"): French text cannot
  // afford it, and gzip already takes back most of what it saved (about 1 KB on the home page).
  compressHTML: false,
  adapter: fastifyAdapter(),
  integrations: [publicSiteUrlCheck(), react()],
  // No `security.csp`: the API serves every page with its own policy, adding the hashes of each
  // page's inline scripts (Astro's island loader) to its `script-src` (apps/api's frontends plugin).
  // No image processing (our images are SVG files), no syntax highlighting (no code blocks).
  image: { service: { entrypoint: 'astro/assets/services/noop' } },
  markdown: { syntaxHighlight: false },
  build: {
    // `/cgv` → `cgv/index.html`: @fastify/static serves a directory's index.html whether or not the
    // URL ends with a slash, so the spec's slash-less URLs work without a redirect.
    format: 'directory',
  },
  // Links are written slash-less as in the spec (`/mentions-legales`); the static server answers both
  // forms, so the dev server must not reject either.
  trailingSlash: 'ignore',
  vite: {
    plugins: [vanillaExtractPlugin()],
    // Never inline scripts (nor assets): the server's Content-Security-Policy is `script-src 'self'`.
    build: { assetsInlineLimit: 0 },
  },
});
