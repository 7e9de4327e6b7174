/**
 * What the employer pays during an employee's sick leave, as `@dirigeo/labour-law` computes the legal
 * complement to the daily allowances (L1226-1, D1226-1 to D1226-4), with the ministry's sheet first.
 */
import { computeSickPayComplement } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { rulesList } from './answer-calculation.ts';
import type { SickPayQuestion } from './sick-pay-question.ts';

const NBSP = '\u00a0';
/** The ministry's sheet on the legal pay of absences for sickness or accident. */
export const SICK_PAY_SHEET_HREF =
  '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident';

function source(): string {
  return `<p>Source${NBSP}: ${link(SICK_PAY_SHEET_HREF, 'la fiche «\u00a0L’indemnisation légale des absences pour maladie ou accident\u00a0»')} du ministère du Travail.</p>`;
}

const AGREEMENT = `<p>C’est le minimum légal${NBSP}: la convention collective prévoit souvent mieux (maintien du salaire à 100${NBSP}%, carence réduite ou supprimée, durées plus longues). Les indemnités journalières de la sécurité sociale, versées après un délai de carence de 3${NBSP}jours (sans carence après un accident du travail ou une maladie professionnelle), se déduisent du complément.</p>`;

/** The years of each band of the law's grid: 1 to 5, 6 to 10… 31 and more. */
const BANDS = [1, 6, 11, 16, 21, 26, 31];

export function answerSickPay(question: SickPayQuestion): string {
  if (question.seniorityMonths === null) {
    // Each band as the package computes it for its first year.
    const lines = BANDS.map((years, index) => {
      const result = computeSickPayComplement({ seniorityMonths: years * 12 });
      const next = BANDS[index + 1];
      const band = next ? `de ${years} à ${next - 1}${NBSP}ans` : `${years}${NBSP}ans et plus`;
      return `<li>${band}${NBSP}: ${result.fullRateDays}${NBSP}jours à 90${NBSP}%, puis ${result.twoThirdsDays}${NBSP}jours aux deux tiers${next ? `${NBSP};` : '.'}</li>`;
    }).join('');
    const first = computeSickPayComplement({ seniorityMonths: 12, workAccident: question.workAccident });
    return (
      `<p>À partir d’<strong>un an d’ancienneté</strong>, l’employeur complète les indemnités journalières de la sécurité sociale pour que le salarié perçoive <strong>90${NBSP}%</strong> de sa rémunération brute, puis <strong>les deux tiers</strong>, pendant des durées qui dépendent de son ancienneté${NBSP}:</p><ul>${lines}</ul>` +
      `<p>${question.workAccident ? 'Après un accident du travail ou une maladie professionnelle, dès le premier jour d’absence.' : `À partir du <strong>${first.waitingDays + 1}e${NBSP}jour</strong> d’arrêt, après un délai de carence de ${first.waitingDays}${NBSP}jours (dès le premier jour après un accident du travail ou une maladie professionnelle).`} Donnez-moi l’ancienneté du salarié pour le calcul de son cas.</p>` +
      source() +
      rulesList(first.rules) +
      AGREEMENT
    );
  }
  const result = computeSickPayComplement({
    seniorityMonths: question.seniorityMonths,
    workAccident: question.workAccident,
  });
  if (!result.due) return `<p>${result.rules[0]?.explanation ?? ''}</p>${source()}${rulesList(result.rules)}`;
  const from =
    result.waitingDays === 0
      ? 'dès le <strong>premier jour</strong> d’arrêt'
      : `à partir du <strong>${result.waitingDays + 1}e${NBSP}jour</strong> d’arrêt, après un délai de carence de ${result.waitingDays}${NBSP}jours`;
  return (
    `<p>Vous complétez les indemnités journalières de la sécurité sociale pour que le salarié perçoive <strong>90${NBSP}%</strong> de sa rémunération brute pendant <strong>${result.fullRateDays}${NBSP}jours</strong>, puis <strong>les deux tiers</strong> pendant <strong>${result.twoThirdsDays}${NBSP}jours</strong>, ${from}.</p>` +
    source() +
    rulesList(result.rules) +
    AGREEMENT
  );
}
