import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type ArticleWrite,
  articleWriteSchema,
  type BlogImportBody,
  type BlogImportReport,
} from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { ValidationError } from '../../lib/errors.ts';
import { articleInputOf } from './admin-article.dto.ts';
import { EMPTY_ARTICLE_TEXT, hasTextOnceSanitised } from './admin-articles.ts';
import { prepareArticleHtml } from './article-html.ts';
import { Article } from './article.entity.ts';
import { createArticle, type ArticleInput, updateArticle } from './save-article.ts';

/** The French name of each field, for the reasons of a rejected article. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  slug: 'Adresse',
  title: 'Titre',
  summary: 'Résumé',
  content: 'Texte',
  category: 'Catégorie',
  tags: 'Mots-clés',
  imageUrl: 'Image',
  status: 'Statut',
  publishedAt: 'Date de publication',
  author: 'Auteur',
};

/**
 * Sanitising an article's body is synchronous work of the one thread (a 500 000-character body
 * takes tens of milliseconds, a 30 MB file seconds): the import gives the event loop a turn before
 * each article, so the site's other requests (a page, `/api/health`) pass between two articles
 * instead of waiting for the whole file (issue 28 §4).
 */
function letOthersPass(): Promise<void> {
  return nextTurn();
}

type Plan = { position: number; write: ArticleWrite } & ({ kind: 'create' } | { kind: 'update'; id: number });

function textField(raw: unknown, name: string): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = (raw as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.slice(0, 300) : null;
}

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, index) => tag === b[index]);
}

/** Whether writing `input` would leave `stored` as it is (its body compared once sanitised). */
function isUnchanged(stored: Article, input: ArticleInput): boolean {
  const publishedAt =
    input.publishedAt ?? (input.status === 'published' ? (stored.publishedAt ?? null) : null);
  return (
    stored.title === input.title &&
    stored.summary === input.summary &&
    stored.content === prepareArticleHtml(input.content).content &&
    stored.category === input.category &&
    sameTags(stored.tags, input.tags) &&
    (stored.imageUrl ?? null) === (input.imageUrl ?? null) &&
    stored.status === input.status &&
    (stored.publishedAt?.getTime() ?? null) === (publishedAt?.getTime() ?? null) &&
    (stored.author ?? null) === (input.author ?? null)
  );
}

/**
 * Imports an export file (issue 15): every article is checked, then matched with the stored ones
 * by its address (slug): created, updated, left as it is, or rejected with its reasons. A dry run
 * only reports. Otherwise everything is written in one transaction, through the blog's one writer
 * (sanitised bodies, the site search in step), or nothing at all when one article is rejected.
 */
export async function importArticles(
  em: EntityManager,
  body: BlogImportBody,
  options: { dryRun: boolean },
): Promise<BlogImportReport> {
  const report: BlogImportReport = { applied: false, created: [], updated: [], unchanged: [], rejected: [] };
  const candidateSlugs = body.articles.map((raw) => textField(raw, 'slug')).filter((slug) => slug !== null);
  const stored = new Map(
    (candidateSlugs.length === 0 ? [] : await em.find(Article, { slug: { $in: candidateSlugs } })).map(
      (article) => [article.slug, article],
    ),
  );
  const positionOfSlug = new Map<string, number>();
  const plans: Plan[] = [];

  for (const [index, raw] of body.articles.entries()) {
    await letOthersPass();
    const position = index + 1;
    const reject = (reasons: string[]) =>
      report.rejected.push({
        position,
        slug: textField(raw, 'slug'),
        title: textField(raw, 'title'),
        reasons,
      });
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      reject(['Cet élément du fichier n’est pas un article.']);
      continue;
    }
    const parsed = articleWriteSchema.safeParse(raw);
    if (!parsed.success) {
      reject(
        parsed.error.issues.map((issue) => {
          const label = FIELD_LABELS[String(issue.path[0] ?? '')];
          return label ? `${label} : ${issue.message}` : issue.message;
        }),
      );
      continue;
    }
    const write = parsed.data;
    if (!hasTextOnceSanitised(write.content)) {
      reject([`${FIELD_LABELS.content} : ${EMPTY_ARTICLE_TEXT}`]);
      continue;
    }
    const first = positionOfSlug.get(write.slug);
    if (first !== undefined) {
      reject([`Adresse : « ${write.slug} » est déjà celle de l’article n° ${first} du fichier.`]);
      continue;
    }
    positionOfSlug.set(write.slug, position);
    const ref = { position, slug: write.slug, title: write.title };
    const existing = stored.get(write.slug);
    if (!existing) {
      report.created.push(ref);
      plans.push({ kind: 'create', position, write });
    } else if (isUnchanged(existing, articleInputOf(write))) {
      report.unchanged.push(ref);
    } else {
      report.updated.push(ref);
      plans.push({ kind: 'update', id: existing.id, position, write });
    }
  }

  if (options.dryRun) return report;
  if (report.rejected.length > 0) {
    throw new ValidationError(
      report.rejected.map((rejected) => ({
        path: `articles.${rejected.position - 1}`,
        message: `Article n° ${rejected.position}${rejected.slug ? ` (${rejected.slug})` : ''} : ${rejected.reasons.join(' ; ')}`,
      })),
      `Aucun article importé : ${report.rejected.length} article${report.rejected.length > 1 ? 's' : ''} du fichier ${report.rejected.length > 1 ? 'sont rejetés' : 'est rejeté'}.`,
    );
  }
  await em.transactional(async (tx) => {
    for (const plan of plans) {
      await letOthersPass();
      const input = articleInputOf(plan.write);
      if (plan.kind === 'create') await createArticle(tx, input, 'back-office');
      else await updateArticle(tx, plan.id, input, 'back-office');
    }
  });
  report.applied = true;
  return report;
}
