import { configure } from '@testing-library/react';
// Testing Library's matchers and cleanup, and the jsdom stand-ins the Radix components need.
import '@dirigeo/ui/testing/jsdom-setup';

// findBy…/waitFor wait up to 10 s (1 s by default): under the full test run's load, a form's first
// validation (zod and the resolver loaded on first use) can take longer than 1 s.
configure({ asyncUtilTimeout: 10_000 });
