import { describe, expect, it } from 'vitest';
import { assertPublisherIdentityFor, LOCAL_DEVELOPMENT_ORIGIN, publicSiteUrlOf } from './public-site-url.mjs';

describe('publicSiteUrlOf', () => {
  it('refuses a build without PUBLIC_SITE_URL, naming the variable', () => {
    expect(() => publicSiteUrlOf({}, 'build')).toThrow(/PUBLIC_SITE_URL is not set/);
    expect(() => publicSiteUrlOf({ PUBLIC_SITE_URL: '  ' }, 'build')).toThrow(/PUBLIC_SITE_URL/);
  });

  it('uses the configured origin for a build', () => {
    expect(publicSiteUrlOf({ PUBLIC_SITE_URL: 'https://www.dirigeo.fr/' }, 'build')).toBe(
      'https://www.dirigeo.fr',
    );
    expect(publicSiteUrlOf({ PUBLIC_SITE_URL: 'http://localhost:3000' }, 'build')).toBe(
      'http://localhost:3000',
    );
  });

  it('falls back to the local address only outside a build', () => {
    expect(publicSiteUrlOf({}, 'dev')).toBe(LOCAL_DEVELOPMENT_ORIGIN);
  });

  it.each(['www.dirigeo.fr', 'ftp://dirigeo.fr', 'https://dirigeo.fr/site'])(
    'refuses « %s », naming the variable',
    (value) => {
      expect(() => publicSiteUrlOf({ PUBLIC_SITE_URL: value }, 'build')).toThrow(/PUBLIC_SITE_URL/);
    },
  );
});

describe('assertPublisherIdentityFor', () => {
  it('refuses a build for a public address while the identity is the example, naming provider.ts', () => {
    expect(() => assertPublisherIdentityFor('https://www.dirigeo.fr', false)).toThrow(
      /provider\.ts.*registered: false/,
    );
  });

  it('builds for this machine with the example, and for a public address once registered', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(() => assertPublisherIdentityFor(origin, false)).not.toThrow();
    }
    expect(() => assertPublisherIdentityFor('https://www.dirigeo.fr', true)).not.toThrow();
  });
});
