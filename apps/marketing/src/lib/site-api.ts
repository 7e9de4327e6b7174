import type { ApiFetch } from '@dirigeo/schemas';
import { siteEnv } from '../site-env.ts';

/** The public API over HTTP, as `astro dev` reaches it. */
const overHttp: ApiFetch = (path, init = {}) =>
  fetch(new URL(path, siteEnv.apiOrigin), {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

/**
 * The public API as an on-demand page reads it: in-process when the API renders the page (its
 * `locals.api`), over HTTP to `API_ORIGIN` under `astro dev`.
 */
export function siteApi(locals: App.Locals): ApiFetch {
  return locals.api ?? overHttp;
}
