import { z } from 'zod';
// The French locale alone: importing it from 'zod/locales' would ship every language to browsers.
import fr from 'zod/v4/locales/fr.js';

// Every message zod writes by itself (wrong type, too long…) is shown to French users:
// the API and both frontends share this zod instance through the pnpm catalog.
z.config(fr());
// In a browser, no JIT: zod's compiled parsers need `new Function`, and probing for it is a violation
// of the pages' Content-Security-Policy (no 'unsafe-eval') that the browser reports on every screen
// parsing an object (Lighthouse's `inspector-issues`). The server has no such policy and keeps the JIT.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
