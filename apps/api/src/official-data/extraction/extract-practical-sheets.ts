import { officialContentPaths } from '@dirigeo/schemas';
import { z } from 'zod';
import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';
import { articleIdFromNumber } from '../../modules/labour-code/article-number.ts';
import { categorizePracticalSheet } from '../../modules/practical-sheet/practical-sheet-category.ts';
import { DATA_FILE_FORMAT, type DataFileSource, type PracticalSheetsFile } from '../data-files.ts';
import { type LabourCodeIndex, resolveLabourCodeLink } from './extract-labour-code.ts';
import sanitize from 'sanitize-html';
import { rewriteLinks } from './rewrite-links.ts';

// ── The sheets as @socialgouv/fiches-travail-data gives them (data/fiches-travail.json) ─────────

const referenceSchema = z.object({
  name: z.string().optional(),
  articles: z.array(
    // References the package could not attach to a text (key UNDEFINED) have no ids.
    z.object({
      id: z.string().optional(),
      cid: z.string().optional(),
      fmt: z.string(),
      text: z.string().optional(),
    }),
  ),
});

export const ministrySheetsSchema = z.array(
  z.object({
    date: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
    description: z.string(),
    intro: z.string(),
    pubId: z.string(),
    title: z.string(),
    url: z.url(),
    sections: z.array(
      z.object({
        anchor: z.string(),
        title: z.string(),
        html: z.string(),
        text: z.string(),
        references: z.record(z.string(), referenceSchema),
      }),
    ),
  }),
);
export type MinistrySheets = z.infer<typeof ministrySheetsSchema>;

// ── Extraction ───────────────────────────────────────────────────────────────────────────────────

const MINISTRY_SITE = 'https://travail-emploi.gouv.fr';
const MINISTRY_HOST = 'travail-emploi.gouv.fr';
const CODE_DU_TRAVAIL = 'LEGITEXT000006072050';

/**
 * Sections that only point elsewhere (« Services en ligne », « À lire sur ce site »…): shown, but
 * left out of the search, where the summaries of the sheets they list would match in their place.
 */
const NAVIGATION_SECTION =
  /^(services en ligne|[àa] lire|qui contacter|mod[èe]les de documents|articles associ[ée]s|documents( [àa] t[ée]l[ée]charger)?$|(à )?lire en compl[ée]ment|(pour )?en savoir plus|pour aller plus loin|derni[èe]res actualit[ée]s)/i;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * A sheet's summary: the plain text of its introduction, so that the summary the lists, the search
 * and the assistant quote is the same version as the body (the package's own `description` lags:
 * the SMIC sheet's still said 11,88 € « à compter du 1er novembre 2024 » when its body said 12,02 €
 * from 1 January 2026). Blocks are separated by a space, inline elements are not.
 */
export function summaryOfIntro(introHtml: string): string {
  const spaced = introHtml.replace(/<\/(p|div|li|h[1-6]|td|th|tr|dd|dt)>|<br\s*\/?>/gi, '$& ');
  const text = sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
  return text.replace(/\s+/g, ' ').trim();
}

/** The last segment of a sheet's official URL: its slug, ours too. */
function sheetSlug(url: string): string {
  const slug = new URL(url).pathname.replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9-]+$/.test(slug)) throw new Error(`unexpected sheet URL ${url}`);
  return slug;
}

/**
 * Our practical sheets from the Ministry's: one per official URL (the package repeats four sheets
 * under two ids; the latest date wins, then the first), each given our category; links to the
 * Code du travail point at our article pages when we serve the article, links to another sheet we
 * serve at its page, decorative images are dropped, all HTML goes through the sanitiser.
 */
export function extractPracticalSheets(
  sheets: MinistrySheets,
  source: DataFileSource,
  code: LabourCodeIndex,
): PracticalSheetsFile {
  const bySlug = new Map<string, MinistrySheets[number]>();
  for (const sheet of sheets) {
    const slug = sheetSlug(sheet.url);
    const existing = bySlug.get(slug);
    if (!existing || sortableDate(sheet.date) > sortableDate(existing.date)) bySlug.set(slug, sheet);
  }

  const resolve = (url: URL): string | null => {
    const codeLink = resolveLabourCodeLink(code, url);
    if (codeLink) return codeLink;
    if (url.hostname === MINISTRY_HOST) {
      const slug = url.pathname.replace(/^\/+|\/+$/g, '');
      if (bySlug.has(slug)) return officialContentPaths.practicalSheet(slug) + url.hash;
    }
    return null;
  };
  const html = (raw: string) =>
    sanitizeHtml(rewriteLinks(raw, { base: MINISTRY_SITE, resolve, dropImages: true }), 'content');

  const result: PracticalSheetsFile['sheets'] = [];
  for (const [slug, sheet] of bySlug) {
    const intro = html(sheet.intro).trim() || `<p>${escapeHtml(sheet.description.trim())}</p>`;
    result.push({
      slug,
      pubId: sheet.pubId,
      title: sheet.title.trim(),
      description: summaryOfIntro(intro),
      date: sheet.date,
      url: sheet.url,
      category: categorizePracticalSheet({ title: sheet.title, slug, description: sheet.description }),
      introHtml: intro,
      sections: sheet.sections.map((section) => ({
        anchor: section.anchor,
        title: section.title.trim(),
        html: html(section.html),
        text: NAVIGATION_SECTION.test(section.title.trim()) ? '' : section.text.trim(),
      })),
      citedArticles: citedArticles(sheet, code),
    });
  }
  return { format: DATA_FILE_FORMAT, dataset: 'fiches-pratiques', source, sheets: result };
}

function sortableDate(frenchDate: string): string {
  const [day, month, year] = frenchDate.split('/');
  return `${year}-${month}-${day}`;
}

/** The Code du travail articles the sheet's sections reference, once each, in order. */
function citedArticles(
  sheet: MinistrySheets[number],
  code: LabourCodeIndex,
): PracticalSheetsFile['sheets'][number]['citedArticles'] {
  const cited = new Map<string, PracticalSheetsFile['sheets'][number]['citedArticles'][number]>();
  for (const section of sheet.sections) {
    for (const article of section.references[CODE_DU_TRAVAIL]?.articles ?? []) {
      const number = article.fmt.trim();
      const byNumber = articleIdFromNumber(number);
      const articleId =
        code.articleIdByLegifranceId.get(article.id ?? '') ??
        code.articleIdByLegifranceId.get(article.cid ?? '') ??
        (byNumber && code.articleIds.has(byNumber) ? byNumber : null);
      const legifranceId = article.id ?? article.cid;
      const key = articleId ?? number;
      if (cited.has(key) || (!articleId && !legifranceId)) continue;
      cited.set(key, {
        number,
        articleId,
        legifranceUrl: `https://www.legifrance.gouv.fr/codes/article_lc/${legifranceId ?? ''}`,
      });
    }
  }
  return [...cited.values()];
}
