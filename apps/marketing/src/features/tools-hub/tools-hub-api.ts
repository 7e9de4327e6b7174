import {
  type ApiFetch,
  type CollectiveAgreement,
  collectiveAgreementSchema,
  type LabourCodeArticle,
  type LabourCodeSearch,
  type LabourCodeTableOfContents,
  labourCodeArticleSchema,
  labourCodeSearchSchema,
  labourCodeTableOfContentsSchema,
  type OfficialDataset,
  type OfficialSource,
  officialDatasetSchema,
  type PracticalSheet,
  practicalSheetCategoryCountSchema,
  practicalSheetSchema,
} from '@dirigeo/schemas';
import { z } from 'zod';
import {
  type SheetListLocation,
  type SheetListPage,
  sheetListApiPath,
  sheetListPageOf,
} from './practical-sheets-client.ts';

/*
 * The tools hub's reads of the public API, for its on-demand pages (server side: the answers are
 * parsed with the shared zod schemas). Each says what the page must answer: the data, « not found »
 * (an unknown sheet, article or section: the page answers 404) or « unavailable » (503).
 */

export type ApiRead<T> = { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'unavailable' };

async function read<T>(
  api: ApiFetch,
  path: string,
  parse: (body: unknown, headers: { get(name: string): string | null }) => T,
): Promise<ApiRead<T>> {
  let answer: Awaited<ReturnType<ApiFetch>>;
  try {
    answer = await api(path);
  } catch {
    return { kind: 'unavailable' };
  }
  // A bad id (400, 414) is as absent as an unknown one.
  if (answer.status === 404 || answer.status === 400 || answer.status === 414) return { kind: 'not-found' };
  if (!answer.ok) return { kind: 'unavailable' };
  try {
    return { kind: 'ok', data: parse(await answer.json(), answer.headers) };
  } catch (error) {
    // An answer of another shape than the shared schema says: a bug to see in the logs, a page to keep.
    console.error(`${path}: unexpected answer`, error);
    return { kind: 'unavailable' };
  }
}

export function readSheetList(api: ApiFetch, location: SheetListLocation): Promise<ApiRead<SheetListPage>> {
  return read(api, sheetListApiPath(location), sheetListPageOf);
}

export type SheetCategoryCount = z.infer<typeof practicalSheetCategoryCountSchema>;

export function readSheetCategories(api: ApiFetch): Promise<ApiRead<SheetCategoryCount[]>> {
  return read(api, '/api/fiches-pratiques/categories', (body) =>
    z.array(practicalSheetCategoryCountSchema).parse(body),
  );
}

export function readSheet(api: ApiFetch, slug: string): Promise<ApiRead<PracticalSheet>> {
  return read(api, `/api/fiches-pratiques/${encodeURIComponent(slug)}`, (body) =>
    practicalSheetSchema.parse(body),
  );
}

export function readArticle(api: ApiFetch, id: string): Promise<ApiRead<LabourCodeArticle>> {
  return read(api, `/api/code-du-travail/articles/${encodeURIComponent(id)}`, (body) =>
    labourCodeArticleSchema.parse(body),
  );
}

/** A level of the table of contents: the code's parts (`null`) or a section (LEGISCTA…). */
export function readTableOfContents(
  api: ApiFetch,
  sectionId: string | null,
): Promise<ApiRead<LabourCodeTableOfContents>> {
  const path =
    sectionId === null
      ? '/api/code-du-travail/sommaire'
      : `/api/code-du-travail/sommaire/${encodeURIComponent(sectionId)}`;
  return read(api, path, (body) => labourCodeTableOfContentsSchema.parse(body));
}

export function searchLabourCode(
  api: ApiFetch,
  search: string,
  limit?: number,
): Promise<ApiRead<LabourCodeSearch>> {
  const params = new URLSearchParams({ q: search });
  if (limit !== undefined) params.set('limit', String(limit));
  return read(api, `/api/code-du-travail/recherche?${params}`, (body) => labourCodeSearchSchema.parse(body));
}

export function searchCollectiveAgreements(
  api: ApiFetch,
  search: string,
): Promise<ApiRead<CollectiveAgreement[]>> {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  const query = params.toString();
  return read(api, `/api/conventions-collectives${query ? `?${query}` : ''}`, (body) =>
    z.array(collectiveAgreementSchema).parse(body),
  );
}

/** Where a dataset comes from (GET /api/sources-officielles), for its pages' source line. */
export async function readOfficialSource(
  api: ApiFetch,
  dataset: OfficialDataset,
): Promise<OfficialSource | null> {
  const found = await read(api, '/api/sources-officielles', (body) =>
    z.array(officialDatasetSchema).parse(body),
  );
  if (found.kind !== 'ok') return null;
  const info = found.data.find((item) => item.jeu === dataset);
  return info
    ? { editeur: info.editeur, paquet: info.paquet, version: info.version, licence: info.licence }
    : null;
}
