import { z } from 'zod';
import { fr } from 'zod/locales';

// Every message zod writes by itself (wrong type, too long…) is shown to French users:
// the API and both frontends share this zod instance through the pnpm catalog.
z.config(fr());

export { z };
