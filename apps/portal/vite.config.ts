import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { portalRoutePatterns } from './src/lib/paths.ts';

/**
 * Where the API listens in development; `vite` and `vite preview` proxy `/api` to it. The Host
 * header is kept, so that the API's same-origin check (Origin against Host) accepts the requests.
 */
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/**
 * The libraries every screen needs (Preact, the router, TanStack Query), bundled as one chunk: a
 * dozen small chunks gzip worse than one. The forms' and the tabs' libraries (react-hook-form,
 * Radix) stay with the screens that use them: /dashboard has no form (issue 21 §7).
 */
const framework = /[\\/]node_modules[\\/](preact|react-router|react-router-dom|@tanstack[\\/][^\\/]+)[\\/]/;

/**
 * Writes `dist/portal-routes.json`: the router's patterns, from which the production server tells
 * a portal page (200) from an unknown path under the portal's prefixes (404), without the API
 * importing the portal.
 */
function portalRoutesManifest(): Plugin {
  return {
    name: 'dirigeo-portal-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'portal-routes.json',
        source: `${JSON.stringify({ routes: portalRoutePatterns }, null, 2)}\n`,
      });
    },
  };
}

/**
 * The portal renders with Preact through its React compatibility layer (issue 21 §7; ADR
 * docs/adr/2026-11-27-preact-for-the-portal.md): React's DOM renderer alone was 62 of /auth's
 * 121 KB, Preact with its compat layer is 11. The preset points `react` and `react-dom` at
 * `preact/compat` for the libraries written for React (the router, TanStack Query,
 * react-hook-form, Radix, Tiptap); `dedupe` resolves `preact` from here, so that the workspace
 * packages (ui, widgets), which do not depend on it, get the same copy.
 */
const preactOptions = { prerender: { enabled: false } };

export default defineConfig({
  plugins: [preact(preactOptions), vanillaExtractPlugin(), portalRoutesManifest()],
  base: '/',
  resolve: { dedupe: ['preact'] },
  // PUBLIC_BOOKING_URL, shared with the public site and the API (src/env.ts).
  envPrefix: ['VITE_', 'PUBLIC_'],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    // The production server serves /portal-assets/* from dist/portal-assets with immutable caching.
    assetsDir: 'portal-assets',
    // Vite prints every chunk with its gzipped size; keep that report.
    reportCompressedSize: true,
    // Read by scripts/check-bundle-budget.ts (not served: the server serves /portal-assets only).
    manifest: true,
    // Every browser the portal supports has <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Radix's files name their functions with top-level `__name(fn, 'name')` calls, which keep
      // unused code (react-collection's OrderedDict, ~2.5 KB gzipped on /auth) alive; the calls
      // only set Function#name, which the minifier renames anyway.
      treeshake: { manualPureFunctions: ['__name'] },
      // `import { x } from '@dirigeo/schemas'` links to x's own module rather than to the package's barrel
      // (the package declares which of its modules have side effects): each screen's chunks hold the
      // schemas it uses, not all of them (/dashboard 111.4 → 95.8 KB).
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: framework }],
        },
      },
    },
  },
});
