/**
 * The compact data files the official content is loaded from (`apps/api/data/official/*.json.gz`),
 * written once by the extraction (`pnpm data:extract`, see extract.ts) from the SocialGouv npm
 * packages and committed: the server reads them at start-up and never needs the packages. Each
 * file names its source package and version; its SHA-256 is the version the loader compares with
 * what the database holds.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { type OfficialDataset, practicalSheetCategorySchema } from '@dirigeo/schemas';
import { z } from 'zod';

/** Bumped when the files' shape changes (the loader refuses a file of another format). */
export const DATA_FILE_FORMAT = 1;

/** Where the committed data files live. */
export const OFFICIAL_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../data/official');

export const DATA_FILE_NAMES: Record<OfficialDataset, string> = {
  'fiches-pratiques': 'fiches-pratiques.json.gz',
  'code-du-travail': 'code-du-travail.json.gz',
  'conventions-collectives': 'conventions-collectives.json.gz',
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const frenchDate = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);

export const dataFileSourceSchema = z.object({
  /** Who publishes the content. */
  editor: z.string(),
  /** The npm package it was extracted from, its version and licence. */
  package: z.string(),
  version: z.string(),
  license: z.string(),
});
export type DataFileSource = z.infer<typeof dataFileSourceSchema>;

export const practicalSheetsFileSchema = z.object({
  format: z.literal(DATA_FILE_FORMAT),
  dataset: z.literal('fiches-pratiques'),
  source: dataFileSourceSchema,
  sheets: z.array(
    z.object({
      /** Last segment of the official URL, unique. */
      slug: z.string().regex(/^[a-z0-9-]+$/),
      /** The Ministry's own id (article375542). */
      pubId: z.string(),
      title: z.string().min(1),
      /** The summary: the plain text of `introHtml` (the same version as the body). */
      description: z.string(),
      /** Last update, dd/mm/yyyy as the Ministry writes it. */
      date: frenchDate,
      url: z.url(),
      category: practicalSheetCategorySchema,
      /** The introduction (HTML, links rewritten); the description in a paragraph when it has none. */
      introHtml: z.string(),
      sections: z.array(
        z.object({
          anchor: z.string(),
          title: z.string(),
          /** HTML with the links to the Code du travail and to other sheets rewritten to ours. */
          html: z.string(),
          /** Plain text, for the search. */
          text: z.string(),
        }),
      ),
      /** Code du travail articles cited, in order of first citation. */
      citedArticles: z.array(
        z.object({
          number: z.string(),
          /** Our article's id when it is in force (in the code file), else null. */
          articleId: z.string().nullable(),
          legifranceUrl: z.url(),
        }),
      ),
    }),
  ),
});
export type PracticalSheetsFile = z.infer<typeof practicalSheetsFileSchema>;
export type PracticalSheetRecord = PracticalSheetsFile['sheets'][number];

export const labourCodeFileSchema = z.object({
  format: z.literal(DATA_FILE_FORMAT),
  dataset: z.literal('code-du-travail'),
  source: dataFileSourceSchema.extend({
    /** Légifrance's id of the Code du travail. */
    textId: z.literal('LEGITEXT000006072050'),
    /** The date the articles are in force on (the extraction's day). */
    inForceOn: isoDate,
  }),
  /** Every section holding an article in force, parents before children, in the code's order. */
  sections: z.array(
    z.object({
      /** LEGISCTA… */
      id: z.string().regex(/^LEGISCTA\d{12}$/),
      parentId: z.string().nullable(),
      title: z.string().min(1),
    }),
  ),
  /** The articles in force, in the code's order. */
  articles: z.array(
    z.object({
      /** Our id, in URLs: the number (L1234-9), or the LEGIARTI id of an annex. */
      id: z.string(),
      /** Légifrance's id of the version served (LEGIARTI…). */
      legifranceId: z.string().regex(/^LEGIARTI\d{12}$/),
      /** As Légifrance writes it: L1234-9, R*1233-3-4, Annexe I. */
      number: z.string().min(1),
      sectionId: z.string(),
      /** HTML, links to other articles rewritten to ours. */
      html: z.string(),
      /** Plain text. */
      text: z.string(),
      notaHtml: z.string().nullable(),
      /** The served version's first day and, when already known, its end. */
      since: isoDate,
      until: isoDate.nullable(),
    }),
  ),
});
export type LabourCodeFile = z.infer<typeof labourCodeFileSchema>;

export const collectiveAgreementsFileSchema = z.object({
  format: z.literal(DATA_FILE_FORMAT),
  dataset: z.literal('conventions-collectives'),
  source: dataFileSourceSchema,
  agreements: z.array(
    z.object({
      /** 4 digits. */
      idcc: z.string().regex(/^\d{4}$/),
      title: z.string().min(1),
      shortTitle: z.string().min(1),
      /** KALICONT… */
      kaliId: z.string().regex(/^KALICONT\d{12}$/),
    }),
  ),
});
export type CollectiveAgreementsFile = z.infer<typeof collectiveAgreementsFileSchema>;

export interface DataFiles {
  'fiches-pratiques': PracticalSheetsFile;
  'code-du-travail': LabourCodeFile;
  'conventions-collectives': CollectiveAgreementsFile;
}

export const DATA_FILE_SCHEMAS: { [D in OfficialDataset]: z.ZodType<DataFiles[D]> } = {
  'fiches-pratiques': practicalSheetsFileSchema,
  'code-du-travail': labourCodeFileSchema,
  'conventions-collectives': collectiveAgreementsFileSchema,
};

/** A data file read from disk, parsed only when asked (a restart only compares its checksum). */
export interface DataFile<D extends OfficialDataset> {
  dataset: D;
  path: string;
  /** SHA-256 of the file's bytes: its version for the loader. */
  checksum: string;
  /** Size on disk, bytes. */
  size: number;
  parse(): DataFiles[D];
}

export async function readDataFile<D extends OfficialDataset>(
  dataset: D,
  directory: string = OFFICIAL_DATA_DIR,
): Promise<DataFile<D>> {
  const path = join(directory, DATA_FILE_NAMES[dataset]);
  const bytes = await readFile(path);
  return {
    dataset,
    path,
    checksum: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    parse: () => parseDataFile(dataset, bytes),
  };
}

/** The file's content, checked against its schema (a file edited by hand fails here, by name). */
function parseDataFile<D extends OfficialDataset>(dataset: D, gzipped: Buffer): DataFiles[D] {
  const json: unknown = JSON.parse(gunzipSync(gzipped).toString('utf8'));
  const result = DATA_FILE_SCHEMAS[dataset].safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `the data file of ${dataset} does not match its format: ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return result.data;
}
