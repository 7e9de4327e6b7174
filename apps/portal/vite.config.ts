import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the API listens in development; `vite` and `vite preview` proxy `/api` to it. */
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  base: '/',
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
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
