import type { AstroIntegration } from 'astro';

/** The address `astro dev` serves the site on, used only outside a build. */
export const LOCAL_DEVELOPMENT_ORIGIN: string;
/** The origin a build (PUBLIC_SITE_URL, required) or the dev server uses; throws naming the variable. */
export function publicSiteUrlOf(
  env: Record<string, string | undefined>,
  command: 'dev' | 'build' | 'preview' | 'sync',
): string;
/** Throws, naming provider.ts, for a public origin while the publisher's identity is the example. */
export function assertPublisherIdentityFor(origin: string, registered: boolean): void;
/**
 * Fails `astro build` (with the variable's name) when PUBLIC_SITE_URL is missing or malformed, and for
 * a public address while the publisher's identity is the example.
 */
export function publicSiteUrlCheck(): AstroIntegration;
