import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Where the API listens in development; `vite` and `vite preview` proxy `/api` to it. The Host
 * header is kept, so that the API's same-origin check (Origin against Host) accepts the requests.
 */
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  base: '/',
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
  },
});
