/**
 * When a month's DSN is due, as `@dirigeo/dsn` computes it for the client area (CSS art. R133-14 and
 * R243-6, moved to the next working day), with our article on the DSN first.
 */
import { dsnDueDate } from '@dirigeo/dsn';
import { formatPeriod } from '@dirigeo/schemas/constants';
import { escapeHtml, link } from '../compose-answer.ts';
import type { DsnDueQuestion } from './dsn-due-question.ts';
import { weekdayDate } from './french-dates.ts';

const NBSP = '\u00a0';
export const DSN_ARTICLE_HREF = '/blog/dsn-sasu-sans-salarie';

/** The month asked: named, counted from today, or today's when none is. */
function declaredMonth(question: DsnDueQuestion, today: Date): { year: number; month: number } {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  if (question.month !== null) {
    // A month named without its year: the last such month that has begun.
    const namedYear = question.year ?? (question.month <= month ? year : year - 1);
    return { year: namedYear, month: question.month };
  }
  if (question.fromToday === -1)
    return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return { year, month };
}

export function answerDsnDue(question: DsnDueQuestion, today: Date): string {
  const { year, month } = declaredMonth(question, today);
  const headcount = question.headcount ?? 0;
  // From 50 staff, paid within the month worked unless the question says otherwise (the usual case).
  const payTiming = question.payTiming ?? (headcount >= 50 ? 'same-month' : 'following-month');
  const due = dsnDueDate({ year, month, headcount, payTiming });
  const moved =
    due.dueDate !== due.legalDate
      ? ` (le ${due.day} tombe un jour non ouvré${NBSP}: reporté au jour ouvré suivant)`
      : '';
  const period = formatPeriod(month, year).toLowerCase();
  const staff =
    question.headcount === null
      ? `<p>C’est le 15 du mois suivant pour une entreprise de moins de 50${NBSP}salariés, comme une SASU dont seul le président est rémunéré${NBSP}; à partir de 50${NBSP}salariés payés dans le mois travaillé, c’est le 5.</p>`
      : `<p>${escapeHtml(due.reason)}</p>`;
  const bothTimings =
    question.headcount !== null && question.headcount >= 50 && question.payTiming === null
      ? `<p>Si vous payez vos salariés le mois suivant (décalage de paie signalé à l’Urssaf), c’est le ${weekdayDate(dsnDueDate({ year, month, headcount, payTiming: 'following-month' }).dueDate)}.</p>`
      : '';
  return (
    `<p>La DSN de ${period} se dépose au plus tard le <strong>${weekdayDate(due.dueDate)}</strong> avant midi${moved}, avec le paiement des cotisations à l’Urssaf et du prélèvement à la source qu’elle déclare.</p>` +
    staff +
    bothTimings +
    `<p>Source${NBSP}: ${link(DSN_ARTICLE_HREF, 'notre article sur la DSN')}${NBSP}; ${escapeHtml(due.source)}. Avec Dirigeo, l’échéance de chaque DSN s’affiche dans votre espace client.</p>`
  );
}

/** Whether the DSN is due in months without pay: our article on the président's DSN, first. */
export function answerDsnWithoutPay(): string {
  return (
    `<p>Tant que la société n’a pas demandé la radiation de son compte employeur à l’Urssaf, ou obtenu l’autorisation de ne plus déclarer faute d’emploi salarié, la DSN reste due <strong>chaque mois</strong>, même sans aucun versement (une DSN «${NBSP}néant${NBSP}», article R. 133-14 du Code de la sécurité sociale). Si l’arrêt de la rémunération dure, rapprochez-vous de l’Urssaf. Un président qui n’a jamais été rémunéré n’a rien à déclarer tant que la société n’a pas ouvert de compte employeur.</p>` +
    `<p>Source${NBSP}: ${link(DSN_ARTICLE_HREF, 'notre article sur la DSN d’une SASU dont le seul rémunéré est le président')}.</p>`
  );
}
