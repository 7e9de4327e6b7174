import type { OfficialSource } from '@dirigeo/schemas';

/** The package's page on npm, at the version the data was extracted from. */
export function npmPackageUrlOf(source: Pick<OfficialSource, 'paquet' | 'version'>): string {
  return `https://www.npmjs.com/package/${source.paquet}/v/${encodeURIComponent(source.version)}`;
}

const LICENCE_URLS: Readonly<Record<string, string>> = {
  'Apache-2.0': 'https://www.apache.org/licenses/LICENSE-2.0',
};

/** The text of a licence named by its SPDX id, when we know where it is. */
export function licenceUrlOf(licence: string): string | null {
  return LICENCE_URLS[licence] ?? null;
}

/** Who publishes each dataset, for a page whose source could not be read. */
export const OFFICIAL_PUBLISHERS = {
  'fiches-pratiques': 'Ministère du Travail (travail-emploi.gouv.fr), licence Apache-2.0',
  'code-du-travail': 'Légifrance (DILA), Code du travail, licence Apache-2.0',
  'conventions-collectives': 'Légifrance (DILA), base KALI des conventions collectives, licence Apache-2.0',
} as const;
