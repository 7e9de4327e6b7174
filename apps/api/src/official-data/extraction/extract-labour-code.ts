import { officialContentPaths } from '@dirigeo/schemas';
import { z } from 'zod';
import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';
import { articleIdFromNumber } from '../../modules/labour-code/article-number.ts';
import { DATA_FILE_FORMAT, type DataFileSource, type LabourCodeFile } from '../data-files.ts';
import { legifranceCodeTarget, rewriteLinks } from './rewrite-links.ts';

// ── The Code du travail as @socialgouv/legi-data gives it (LEGITEXT000006072050.json) ───────────

const legiArticleSchema = z.object({
  type: z.literal('article'),
  data: z.object({
    id: z.string(),
    cid: z.string(),
    num: z.string(),
    etat: z.string(),
    /** Epoch milliseconds (UTC midnight); 2999-01-01 when open-ended. */
    dateDebut: z.number(),
    dateFin: z.number(),
    texte: z.string(),
    texteHtml: z.string(),
    notaHtml: z.string().nullish(),
    articleVersions: z.array(z.object({ id: z.string() })).nullish(),
  }),
});
type LegiArticle = z.infer<typeof legiArticleSchema>;

interface LegiSection {
  type: 'section';
  data: { cid: string; title: string };
  children: LegiNode[];
}
type LegiNode = LegiSection | LegiArticle;

const legiSectionSchema: z.ZodType<LegiSection> = z.object({
  type: z.literal('section'),
  data: z.object({ cid: z.string(), title: z.string() }),
  get children() {
    return z.array(legiNodeSchema);
  },
});
const legiNodeSchema: z.ZodType<LegiNode> = z.union([legiArticleSchema, legiSectionSchema]);

export const legiCodeSchema = z.object({
  type: z.literal('code'),
  data: z.object({ id: z.literal('LEGITEXT000006072050'), title: z.string() }),
  children: z.array(legiSectionSchema),
});
export type LegiCode = z.infer<typeof legiCodeSchema>;

// ── Extraction ───────────────────────────────────────────────────────────────────────────────────

/** Légifrance's open-ended end date (2999-01-01): the version has no known end. */
const OPEN_ENDED_YEAR = 2999;

const LEGIFRANCE = 'https://www.legifrance.gouv.fr';

/** Titles without the stray spaces and line breaks of Légifrance's. */
export function cleanTitle(title: string): string {
  return title.replace(/\s+/g, ' ').trim();
}

function isoDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** What the sheets need to point their links and citations at our articles. */
export interface LabourCodeIndex {
  /** Any Légifrance id of an article in force (each version's, the common one) → our id. */
  articleIdByLegifranceId: ReadonlyMap<string, string>;
  /** Our ids of the articles in force. */
  articleIds: ReadonlySet<string>;
  /** Ids of the sections kept in the table of contents. */
  sectionIds: ReadonlySet<string>;
}

/** Links inside the code's (or a sheet's) HTML to an article or section we serve → our pages. */
export function resolveLabourCodeLink(index: LabourCodeIndex, url: URL): string | null {
  const target = legifranceCodeTarget(url);
  if (!target) return null;
  if (target.kind === 'section') {
    return index.sectionIds.has(target.id) ? officialContentPaths.labourCodeSection(target.id) : null;
  }
  const articleId = index.articleIdByLegifranceId.get(target.id);
  return articleId ? officialContentPaths.labourCodeArticle(articleId) : null;
}

/**
 * The articles of the Code du travail in force on `inForceOn` (their version starts on or before
 * it and ends after it: « abrogé différé » articles stay until their end, those taking effect later
 * wait), with the sections that hold them, in the code's order; links between articles point at
 * our pages, relative Légifrance links become absolute, all HTML goes through the sanitiser.
 */
export function extractLabourCode(
  code: LegiCode,
  source: DataFileSource,
  inForceOn: string,
): { file: LabourCodeFile; index: LabourCodeIndex } {
  const sections: LabourCodeFile['sections'] = [];
  const kept: { article: LegiArticle; id: string; sectionId: string }[] = [];

  const isInForce = (article: LegiArticle) => {
    const since = isoDay(article.data.dateDebut);
    const until = isoDay(article.data.dateFin);
    return since <= inForceOn && inForceOn < until;
  };

  // Depth first, in the code's order; a section is kept when an article in force sits under it.
  const visit = (section: LegiSection, parentId: string | null): boolean => {
    const entry = { id: section.data.cid, parentId, title: cleanTitle(section.data.title) };
    const position = sections.length;
    sections.push(entry);
    let holdsArticles = false;
    let holdsSubsections = false;
    for (const child of section.children) {
      if (child.type === 'section') {
        const kept = visit(child, entry.id);
        holdsArticles ||= kept;
        holdsSubsections ||= kept;
      } else if (isInForce(child)) {
        // The table of contents lists a section's own articles before its sub-sections.
        if (holdsSubsections) throw new Error(`an article follows the sub-sections of ${entry.title}`);
        const id = articleIdFromNumber(child.data.num) ?? child.data.cid;
        kept.push({ article: child, id, sectionId: entry.id });
        holdsArticles = true;
      }
    }
    if (!holdsArticles) sections.splice(position, 1);
    return holdsArticles;
  };
  for (const part of code.children) visit(part, null);

  const articleIdByLegifranceId = new Map<string, string>();
  const articleIds = new Set<string>();
  for (const { article, id } of kept) {
    if (articleIds.has(id)) throw new Error(`two articles in force have the id ${id}`);
    articleIds.add(id);
    for (const legifranceId of [
      article.data.id,
      article.data.cid,
      ...(article.data.articleVersions ?? []).map((version) => version.id),
    ]) {
      articleIdByLegifranceId.set(legifranceId, id);
    }
  }
  const sectionIds = new Set(sections.map((section) => section.id));
  if (sectionIds.size !== sections.length) throw new Error('two sections have the same id');
  const index: LabourCodeIndex = { articleIdByLegifranceId, articleIds, sectionIds };

  const html = (raw: string) =>
    sanitizeHtml(
      rewriteLinks(raw, { base: LEGIFRANCE, resolve: (url) => resolveLabourCodeLink(index, url) }),
      'content',
    );

  const articles: LabourCodeFile['articles'] = kept.map(({ article, id, sectionId }) => {
    const nota = article.data.notaHtml?.trim() ? html(article.data.notaHtml) : null;
    const until = isoDay(article.data.dateFin);
    return {
      id,
      legifranceId: article.data.id,
      number: article.data.num.trim(),
      sectionId,
      html: html(article.data.texteHtml),
      text: article.data.texte.replace(/[ \t]+/g, ' ').trim(),
      notaHtml: nota?.trim() ? nota : null,
      since: isoDay(article.data.dateDebut),
      until: Number(until.slice(0, 4)) >= OPEN_ENDED_YEAR ? null : until,
    };
  });

  return {
    file: {
      format: DATA_FILE_FORMAT,
      dataset: 'code-du-travail',
      source: { ...source, textId: 'LEGITEXT000006072050', inForceOn },
      sections,
      articles,
    },
    index,
  };
}
