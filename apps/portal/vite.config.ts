import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { portalRoutePatterns } from './src/lib/paths.ts';

/**
 * Where the API listens in development; `vite` and `vite preview` proxy `/api` to it. The Host
 * header is kept, so that the API's same-origin check (Origin against Host) accepts the requests.
 */
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/**
 * The libraries every first screen needs (React, the router, TanStack Query, react-hook-form and the
 * Radix parts of /auth's tabs), bundled as one chunk: a dozen small chunks gzip worse than one and
 * cost /auth ~2.5 KB of its 120 KB budget (issue 4).
 */
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|react-hook-form|@radix-ui[\\/](primitive|react-(primitive|slot|compose-refs|context|presence|collection|roving-focus|id|direction|tabs|label|visually-hidden|use-(controllable-state|effect-event|callback-ref|layout-effect|is-hydrated))))[\\/]/;

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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), portalRoutesManifest()],
  base: '/',
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
      output: { codeSplitting: { groups: [{ name: 'framework', test: framework }] } },
    },
  },
});
