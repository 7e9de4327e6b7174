import type { ApiFetch } from '@dirigeo/schemas';
import { siteEnv } from '../site-env.ts';

/**
 * The public API as an on-demand page reads it: in-process when the API renders the page (its
 * `locals.api`), over HTTP to `API_ORIGIN` under `astro dev`.
 */
export function siteApi(locals: App.Locals): ApiFetch {
  return locals.api ?? ((path) => fetch(new URL(path, siteEnv.apiOrigin)));
}
