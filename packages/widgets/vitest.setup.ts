// The shared jsdom setup of @dirigeo/ui (cleanup, the browser APIs Radix needs), and the
// jest-dom matchers' types for this package's tests.
import '@testing-library/jest-dom/vitest';
import '@dirigeo/ui/testing/jsdom-setup';
