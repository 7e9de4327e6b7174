import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // `pnpm test` runs these beside the browser suite on 2 cores: typing simulated key by key in
    // jsdom then takes seconds. The limits bound a hang; they assert no speed (bench/ does).
    testTimeout: 30_000,
  },
});
