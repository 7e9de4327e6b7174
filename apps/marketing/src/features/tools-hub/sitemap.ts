import {
  type ApiFetch,
  labourCodePlanSchema,
  officialContentPaths,
  officialDatasetSchema,
  PRACTICAL_SHEETS_MAX_LIMIT,
  practicalSheetSummarySchema,
} from '@dirigeo/schemas';
import { z } from 'zod';
import { letterTemplates } from '@dirigeo/letter-templates';
import { toolSimulators } from '@dirigeo/site-content';
import { paths } from '../../lib/paths.ts';
import { isoDateOf } from './practical-sheets-client.ts';

/** A page of the hub for `sitemap.xml`: its path on the site, and its last change when known. */
export interface ToolsHubSitemapEntry {
  /** `/outils/fiche/les-conges-payes`: to resolve against the site's public origin. */
  path: string;
  /** YYYY-MM-DD (the sheet's update date), for `<lastmod>`. */
  lastModified?: string;
}

/** The tabs this module's pages own (the Simulateurs and Modèles tabs list their own pages). */
export const TOOLS_HUB_SITEMAP_TABS = [
  paths.practicalSheets,
  paths.labourCode,
  paths.collectiveAgreements,
] as const;

async function readJson<T>(
  api: ApiFetch,
  path: string,
  schema: z.ZodType<T>,
): Promise<{ body: T; total: number | null }> {
  const answer = await api(path);
  if (!answer.ok) throw new Error(`tools hub sitemap: ${path} answered ${answer.status}`);
  const total = Number(answer.headers.get('x-total-count'));
  return { body: schema.parse(await answer.json()), total: Number.isInteger(total) ? total : null };
}

async function practicalSheetEntries(api: ApiFetch): Promise<ToolsHubSitemapEntry[]> {
  const entries: ToolsHubSitemapEntry[] = [];
  for (let offset = 0; ; offset += PRACTICAL_SHEETS_MAX_LIMIT) {
    const { body, total } = await readJson(
      api,
      `/api/fiches-pratiques?limit=${PRACTICAL_SHEETS_MAX_LIMIT}&offset=${offset}`,
      z.array(practicalSheetSummarySchema),
    );
    for (const sheet of body) {
      const lastModified = isoDateOf(sheet.date);
      entries.push({
        path: officialContentPaths.practicalSheet(sheet.id),
        ...(lastModified ? { lastModified } : {}),
      });
    }
    if (body.length < PRACTICAL_SHEETS_MAX_LIMIT || (total !== null && offset + body.length >= total))
      return entries;
  }
}

/** Every level of the code's table of contents and every article in force, in one read. */
async function labourCodeEntries(api: ApiFetch): Promise<ToolsHubSitemapEntry[]> {
  const { body } = await readJson(api, '/api/code-du-travail/plan', labourCodePlanSchema);
  return [
    ...body.sections.map((id) => ({ path: officialContentPaths.labourCodeSection(id) })),
    ...body.articles.map((id) => ({ path: officialContentPaths.labourCodeArticle(id) })),
  ];
}

/** The loaded versions of the sheets and the code: the list changes only when one of them does. */
async function datasetVersions(api: ApiFetch): Promise<string> {
  const { body } = await readJson(api, '/api/sources-officielles', z.array(officialDatasetSchema));
  return body
    .filter((dataset) => dataset.jeu !== 'conventions-collectives')
    .map((dataset) => `${dataset.jeu}:${dataset.paquet}@${dataset.version}:${dataset.chargeLe}`)
    .sort()
    .join('|');
}

/** By API (one per process in production): the versions the list was made for, and the list. */
const cache = new WeakMap<ApiFetch, { versions: string; entries: Promise<ToolsHubSitemapEntry[]> }>();

/**
 * The pages of the tools hub that `sitemap.xml` should list: the Fiches pratiques, Code du travail
 * and Conventions collectives tabs, every practical sheet (with its update date), every level of
 * the Code du travail's table of contents and every article in force, read through the public API
 * (`siteApi(locals)`). Kept in memory until the official data loaded changes. Throws when the API
 * cannot answer, so that a sitemap is never published with half of its pages.
 */
export async function listToolsHubSitemapEntries(api: ApiFetch): Promise<ToolsHubSitemapEntry[]> {
  const versions = await datasetVersions(api);
  const cached = cache.get(api);
  if (cached?.versions === versions) return cached.entries;
  const entries = Promise.all([practicalSheetEntries(api), labourCodeEntries(api)]).then(([sheets, code]) => [
    ...TOOLS_HUB_SITEMAP_TABS.map((path) => ({ path })),
    ...sheets,
    ...code,
  ]);
  cache.set(api, { versions, entries });
  // A failed walk is not kept: the next request tries again.
  entries.catch(() => {
    if (cache.get(api)?.entries === entries) cache.delete(api);
  });
  return entries;
}

/*
 * The pages of the Simulateurs and Modèles de documents tabs: each tab's page, then each simulator's
 * and each letter template's page, without the `#panneau` the hub's links carry. Every one of them
 * is a static page that answers 200 with its content without JavaScript.
 */

/** The Simulateurs tab and its 8 simulators' pages. */
export function simulatorSitemapPaths(): string[] {
  return [paths.simulators, ...toolSimulators.map((tool) => paths.simulator(tool.id))];
}

/** The Modèles de documents tab and every template's page. */
export function letterTemplateSitemapPaths(): string[] {
  return [paths.letterTemplates, ...letterTemplates.map((template) => paths.letterTemplate(template.slug))];
}

/** Both tabs' pages, in that order. */
export function toolsSitemapPaths(): string[] {
  return [...simulatorSitemapPaths(), ...letterTemplateSitemapPaths()];
}
