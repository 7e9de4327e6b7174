import { themeClass } from '@dirigeo/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

document.documentElement.classList.add(themeClass);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
