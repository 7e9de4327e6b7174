/**
 * The npm packages the official content is extracted from (`pnpm data:extract`), pinned: raise a
 * version here, run the extraction, commit the data files it writes.
 */
export const OFFICIAL_PACKAGES = {
  sheets: {
    name: '@socialgouv/fiches-travail-data',
    version: '4.1174.0',
    editor: 'Ministère du Travail (travail-emploi.gouv.fr)',
  },
  code: {
    name: '@socialgouv/legi-data',
    version: '2.513.0',
    editor: 'Légifrance (DILA), Code du travail',
  },
  agreements: {
    name: '@socialgouv/kali-data',
    version: '3.449.0',
    editor: 'Légifrance (DILA), base KALI des conventions collectives',
  },
} as const;
