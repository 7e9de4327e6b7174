// @ts-check
/**
 * The site's public address (`PUBLIC_SITE_URL`): canonical links, Open Graph, JSON-LD, the sitemap
 * and `robots.txt` are absolute, so a build made without it would tell search engines the site is
 * `http://localhost:3000`. `astro dev` (and the tests, which render pages through Astro's Vite
 * configuration) fall back to the local address; `astro build` requires the variable. The local
 * production start (`pnpm start`) and `pnpm test` pass `http://localhost:<PORT>` explicitly.
 */

import { provider } from '@dirigeo/site-content';

/** The address `astro dev` serves the site on, used only outside a build. */
export const LOCAL_DEVELOPMENT_ORIGIN = 'http://localhost:4321';

/**
 * The origin a build or the dev server uses, from the environment.
 *
 * @param {Record<string, string | undefined>} env the process environment
 * @param {'dev' | 'build' | 'preview' | 'sync'} command what Astro is running
 * @returns {string} the origin, without a trailing slash
 */
export function publicSiteUrlOf(env, command) {
  const value = env.PUBLIC_SITE_URL?.trim();
  if (!value) {
    if (command !== 'build') return LOCAL_DEVELOPMENT_ORIGIN;
    throw new Error(
      'PUBLIC_SITE_URL is not set: a build needs the public address of the site (e.g. ' +
        'PUBLIC_SITE_URL=https://www.dirigeo.fr) for its canonical links, sitemap and robots.txt. ' +
        'For a build served on this machine only: PUBLIC_SITE_URL=http://localhost:3000.',
    );
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_SITE_URL is not an address: « ${value} » (expected https://host).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`PUBLIC_SITE_URL must be an http(s) address, not « ${value} ».`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_SITE_URL must be an origin (https://host), without a path: « ${value} ».`);
  }
  return url.origin;
}

/** Hosts of this machine: a build for them is never published. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Refuses to build the site for a public address while the publisher's identity in
 * `packages/site-content/src/provider.ts` is still the example (`registered: false`): the legal
 * notice, the terms and the invoices would give visitors a SIREN, an address and a telephone that
 * are not the company's (LCEN art. 6, III).
 *
 * @param {string} origin the site's origin, from `publicSiteUrlOf`
 * @param {boolean} registered `provider.registered`
 */
export function assertPublisherIdentityFor(origin, registered) {
  if (registered || LOCAL_HOSTS.has(new URL(origin).hostname)) return;
  throw new Error(
    `The site is built for ${origin}, but the publisher's identity in packages/site-content/src/provider.ts ` +
      "is still the example (registered: false): set the company's SIREN, VAT number, address, telephone " +
      'and director there, then registered: true. The legal notice must not show an invented identity.',
  );
}

/**
 * Fails `astro build` (with the variable's name) when PUBLIC_SITE_URL is missing or malformed, and
 * a build for a public address while the publisher's identity is still the example.
 *
 * @returns {import('astro').AstroIntegration}
 */
export function publicSiteUrlCheck() {
  return {
    name: 'dirigeo-public-site-url',
    hooks: {
      'astro:config:setup': ({ command }) => {
        const origin = publicSiteUrlOf(process.env, command);
        if (command === 'build') assertPublisherIdentityFor(origin, provider.registered);
      },
    },
  };
}
