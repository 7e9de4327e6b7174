/**
 * The assistant's answers to an identifier: an IDCC names its collective agreement (its title, its
 * text on Légifrance, our agreements' page), an article number quotes the article of the Code du
 * travail in force, with a link to its page. From the official tables, nothing rephrased.
 */
import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../../lib/errors.ts';
import { getCollectiveAgreement } from '../../collective-agreement/get-collective-agreement.ts';
import { getLabourCodeArticle } from '../../labour-code/get-labour-code-article.ts';
import { escapeHtml, link } from '../compose-answer.ts';
import { articleHref } from './answer-calculation.ts';

const NBSP = '\u00a0';
/** The longest part of an article quoted. */
const QUOTE_MAX_LENGTH = 600;

async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** An agreement's title and links, or null when no agreement has that IDCC (the retrieval answers). */
export async function answerAgreement(em: EntityManager, idccs: readonly string[]): Promise<string | null> {
  const found = [];
  for (const idcc of idccs.slice(0, 8)) {
    const agreement = await orNull(getCollectiveAgreement(em, idcc));
    if (agreement) found.push(agreement);
  }
  const [first, ...others] = found;
  if (!first) return null;
  const item = (agreement: typeof first) =>
    `<strong>IDCC ${escapeHtml(agreement.idcc)}</strong>${NBSP}: <strong>${escapeHtml(agreement.titreCourt)}</strong>, ${escapeHtml(agreement.titre)} (${link(agreement.url, 'texte sur Légifrance', true)})`;
  const head =
    others.length === 0
      ? `<p>L’${item(first)}.</p>`
      : `<p>Plusieurs conventions collectives portent ce nom${NBSP}:</p><ul>${found.map((agreement) => `<li>${item(agreement)}</li>`).join('')}</ul>`;
  return (
    head +
    `<p>${link(`/outils/conventions-collectives?${new URLSearchParams({ q: first.idcc })}`, 'Voir dans notre liste des conventions collectives')}.</p>`
  );
}

/** Plain text of an article's HTML, cut at a sentence or a word. */
function plainText(html: string): string {
  const text = html
    .replace(/<\/(?:p|li|div|br)>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, NBSP)
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= QUOTE_MAX_LENGTH) return text;
  const cut = text.slice(0, QUOTE_MAX_LENGTH);
  const sentence = cut.lastIndexOf('. ');
  return `${cut.slice(0, sentence > QUOTE_MAX_LENGTH / 2 ? sentence + 1 : cut.lastIndexOf(' '))} …`;
}

/** An article quoted with its link, or null when it is not in the code in force. */
export async function answerArticle(em: EntityManager, number: string): Promise<string | null> {
  const article = await orNull(getLabourCodeArticle(em, number));
  if (!article) return null;
  const place = article.emplacement.at(-1)?.titre;
  return (
    `<p><strong>Article ${escapeHtml(article.numero)} du Code du travail</strong>${place ? ` (${escapeHtml(place)})` : ''}${NBSP}:</p>` +
    `<p><em>«${NBSP}${escapeHtml(plainText(article.texte))}${NBSP}»</em></p>` +
    `<p>${link(articleHref(article.id), `Lire l’article ${article.numero}`)} (en vigueur depuis le ${escapeHtml(article.enVigueurDepuis)}, ${link(article.urlLegifrance, 'Légifrance', true)}).</p>`
  );
}
