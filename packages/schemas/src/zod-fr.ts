import { z } from 'zod';
// The French locale alone: importing it from 'zod/locales' would ship every language to browsers.
import fr from 'zod/v4/locales/fr.js';

// Every message zod writes by itself (wrong type, too long…) is shown to French users:
// the API and both frontends share this zod instance through the pnpm catalog.
z.config(fr());

export { z };
