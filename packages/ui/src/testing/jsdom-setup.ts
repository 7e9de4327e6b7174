/**
 * Test setup for jsdom suites that render these components (this package's and the apps'): Testing
 * Library's matchers and cleanup, and stand-ins for the browser APIs Radix calls that jsdom lacks.
 * Used as a vitest `setupFiles` entry, through `@dirigeo/ui/testing/jsdom-setup`.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only when test globals are on; they are off here.
afterEach(() => {
  cleanup();
});

// jsdom lacks a few browser APIs that Radix calls: pointer capture (Select, Toast swipe),
// scrollIntoView (Select, menus) and ResizeObserver (popper positioning). Inert stand-ins suffice,
// since jsdom does no layout.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
