import type { ChatMessage, ChatResponse } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { withStatementTimeout } from '../../lib/db/statement-timeout.ts';
import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';
import { PUBLIC_SEARCH_TIMEOUT_MS } from '../search/search-limits.ts';
import { ChatConversation } from './chat-conversation.entity.ts';
import type { ChatProvider } from './chat-provider.ts';
import { type BookingLink, composeAnswer, escapeHtml } from './compose-answer.ts';
import { answerIntent } from './intents/answer-intent.ts';
import { type QuestionPart, recogniseQuestionParts } from './intents/split-questions.ts';
import { questionLexemes, retrievePassages } from '../search/retrieve-passages.ts';
import { typoVocabulary } from '../search/typo-vocabularies.ts';

export interface AskContext {
  /** The visitor's first-party assistant session. */
  sessionId: string;
  ipAddress: string | null;
  userAgent: string | null;
  booking: BookingLink;
  /** The language model, when one is configured. */
  provider?: ChatProvider | undefined;
  /** Where the provider's failures are told (the answer then comes from the passages). */
  onProviderError?: (error: unknown) => void;
  /** Today, for the calculations' dates and rates (a test's fixed day; the clock otherwise). */
  now?: () => Date;
}

/**
 * A short follow-up (« et pour un cadre ? », « et pour 3 ans ? ») is read with the visitor's
 * previous question: a figure is the case's, not a subject.
 */
async function retrievalText(
  em: EntityManager,
  message: string,
  conversation: readonly ChatMessage[],
): Promise<string> {
  const previous = [...conversation].reverse().find((item) => item.isUser)?.content;
  if (!previous) return message;
  const subjectWords = (await questionLexemes(em, message)).filter((lexeme) => !/^\d+$/.test(lexeme));
  return subjectWords.length < 2 ? `${previous} ${message}` : message;
}

async function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('timeout')), ms);
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The answer `work` gives; null, so that the search answers instead, when a package refuses the
 * figures read (its RangeError, « labour-law: … » or « payroll-calc: …»: an amount past its bounds,
 * « 999 999 999 999 999 € en tout »), rather than a server error. Any other error, a RangeError of
 * the engine's own (« Invalid time value ») included, is a bug of ours and is thrown.
 */
export async function unlessFiguresRefused<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RangeError && /^(?:labour-law|payroll-calc):/.test(error.message)) return null;
    throw error;
  }
}

/**
 * A message asking several things (`split-questions.ts`): each recognised question answered in
 * turn, the first one the intents do not answer from the retrieval, any other such one named as a
 * question to ask on its own (one search per message keeps the answer time).
 */
async function answerParts(
  em: EntityManager,
  parts: readonly QuestionPart[],
  conversation: readonly ChatMessage[],
  context: AskContext,
): Promise<{ html: string; answeredBy: string }> {
  const answers: string[] = [];
  const kinds: string[] = [];
  let searched = false;
  for (const part of parts) {
    const html = await unlessFiguresRefused(() =>
      answerIntent(em, part.intent, { booking: context.booking, today: context.now?.() ?? new Date() }),
    );
    if (html !== null) {
      answers.push(html);
      kinds.push(part.intent.kind);
    } else if (!searched) {
      searched = true;
      const passages = await withStatementTimeout(em, PUBLIC_SEARCH_TIMEOUT_MS, async (tx) =>
        retrievePassages(tx, await retrievalText(tx, part.text, conversation)),
      );
      answers.push(composeAnswer(passages, context.booking));
      kinds.push('retrieval');
    } else {
      answers.push(
        `<p>Pour «${NBSP}${escapeHtml(part.text)}${NBSP}», posez-moi la question à part${NBSP}: j’y réponds séparément.</p>`,
      );
    }
  }
  // One kind, or « several » (the column holds 20 characters).
  const distinct = [...new Set(kinds)];
  return {
    html: answers.join(''),
    answeredBy: distinct.length === 1 ? (distinct[0] ?? 'retrieval') : 'several',
  };
}

const NBSP = '\u00a0';

/**
 * Answers a visitor's question (POST /api/chat). First what it asks is recognised (issue 28 §1):
 * a question on our product is answered from `@dirigeo/site-content`, a figure by the calculators
 * themselves, an IDCC or an article number from the official tables (`intents/`); otherwise from
 * our own content: the best passages of the site search index, composed into a short French answer with links to their pages, or written by
 * the configured language model from those passages only (any failure, or 8 s, falls back to the
 * composed answer). The answer is sanitised, and the exchange stored for the back office.
 */
export async function answerQuestion(
  em: EntityManager,
  { message, conversation = [] }: { message: string; conversation?: readonly ChatMessage[] | undefined },
  context: AskContext,
): Promise<ChatResponse> {
  const started = performance.now();
  const question = message.trim();
  const previousQuestions = conversation.filter((item) => item.isUser).map((item) => item.content);
  // Our texts' words are no typos of the recognisers' words (« également » is not « engagement »).
  const vocabulary = await typoVocabulary(em, 'site');
  const parts = recogniseQuestionParts(
    question,
    previousQuestions,
    (word) => vocabulary.documentCount(word) !== undefined,
  );
  const [first] = parts;
  let html: string | null = null;
  let answeredBy = 'retrieval';
  if (parts.length > 1) {
    ({ html, answeredBy } = await answerParts(em, parts, conversation, context));
  } else if (first) {
    html = await unlessFiguresRefused(() =>
      answerIntent(em, first.intent, { booking: context.booking, today: context.now?.() ?? new Date() }),
    );
    if (html !== null) answeredBy = first.intent.kind;
  }
  if (html === null) {
    const passages = await withStatementTimeout(em, PUBLIC_SEARCH_TIMEOUT_MS, async (tx) =>
      retrievePassages(tx, await retrievalText(tx, question, conversation)),
    );
    if (context.provider) {
      try {
        const { provider } = context;
        html = await withTimeout((signal) => provider.write(question, passages, signal), provider.timeoutMs);
        answeredBy = 'model';
      } catch (error) {
        context.onProviderError?.(error);
      }
    }
    html ??= composeAnswer(passages, context.booking);
  }
  const response = sanitizeHtml(html, 'chat');
  const responseTime = Math.round(performance.now() - started);
  em.create(ChatConversation, {
    sessionId: context.sessionId,
    userMessage: message,
    botResponse: response,
    responseTime,
    // The column holds 20 characters: a longer intent's name is never a server error.
    answeredBy: answeredBy.slice(0, 20),
    ipAddress: context.ipAddress?.slice(0, 45) ?? null,
    userAgent: context.userAgent?.slice(0, 1000) ?? null,
  });
  await em.flush();
  return { response };
}
