import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/jsdom-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
