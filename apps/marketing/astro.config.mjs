// @ts-check
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'astro/config';

// The public site is plain static files: the API server serves `dist/` for every path that is
// not the portal's or `/api`, and answers unknown paths with `dist/404.html`.
export default defineConfig({
  output: 'static',
  integrations: [react()],
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
