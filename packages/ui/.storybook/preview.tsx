import type { Preview } from '@storybook/react-vite';
import { themeClass } from '../src/theme/index.ts';

// As in the apps: the theme class and the language on <html>, so portalled layers get both.
document.documentElement.classList.add(themeClass);
document.documentElement.lang = 'fr';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
