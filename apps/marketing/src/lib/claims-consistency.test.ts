import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expertiseClaims, heroClaims, marketingClaims } from '@dirigeo/site-content';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../../..');
/** Where the site's own texts are written. */
const SOURCES = [
  'apps/marketing/src',
  'packages/site-content/src',
  'packages/schemas/src',
  'packages/widgets/src',
];

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|astro)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the claims the site makes', () => {
  it('promise the quote within working hours everywhere, as the contact form confirms it', () => {
    // « sous 24 h » beside « sous 24 heures ouvrées »: one promise, said one way.
    const delay =
      /sous\s*(?:\d+|\{[^}]*\}|\$\{[^}]*\})(?:&nbsp;|\\u00a0|\s)*(?:h|heures)\b(?!(?:&nbsp;|\\u00a0|\s)*ouvrées)(?!\/24)/g;
    const loose = SOURCES.flatMap((folder) =>
      filesUnder(join(repo, folder)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(delay)].map(
          (match) => `${file.slice(repo.length + 1)}: ${match[0]}`,
        ),
      ),
    );
    expect(loose).toEqual([]);
    expect(heroClaims.map((claim) => claim.value)).toContain(
      `Devis sous ${marketingClaims.quoteWithinHours} h ouvrées`,
    );
  });

  it('say whose the 500 companies are, so that they do not read against the 100 officers', () => {
    const companies = expertiseClaims.find((claim) =>
      claim.value.includes(String(marketingClaims.companiesServed)),
    );
    expect(companies?.label).toContain('par notre équipe');
  });
});
