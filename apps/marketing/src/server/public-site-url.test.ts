import { describe, expect, it } from 'vitest';
import { LOCAL_DEVELOPMENT_ORIGIN, publicSiteUrlOf } from './public-site-url.mjs';

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
