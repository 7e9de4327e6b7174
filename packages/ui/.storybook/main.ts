import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  core: {
    // The build runs offline in CI: no telemetry, no "what's new" fetch.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  // react-docgen-typescript needs TypeScript's JS API, which TypeScript 7 (native) no longer ships.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
