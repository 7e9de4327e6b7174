/**
 * The employer's share of a transport pass, from `@dirigeo/labour-law`'s `computeTransportPassShare`,
 * the ministry's sheet first.
 */
import { computeTransportPassShare } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { euros, rulesList } from './answer-calculation.ts';
import type { TransportPassQuestion } from './transport-pass-question.ts';

const NBSP = '\u00a0';
export const TRANSPORT_SHEET_HREF = '/outils/fiche/la-prise-en-charge-des-frais-de-transport-par-lemployeur';

export function answerTransportPass(question: TransportPassQuestion): string {
  const share = computeTransportPassShare({
    monthlyPassCents: question.monthlyPassCents,
    ...(question.weeklyHours === null ? {} : { weeklyHours: question.weeklyHours }),
    ...(question.fullTimeWeeklyHours === null ? {} : { fullTimeWeeklyHours: question.fullTimeWeeklyHours }),
  });
  return (
    `<p>Pour un abonnement de ${euros(question.monthlyPassCents)} par mois, l’employeur en prend en charge au moins <strong>${euros(share.employerShareCents)}</strong> par mois${question.weeklyHours === null ? '' : ` pour ${String(question.weeklyHours).replace('.', ',')}${NBSP}${question.weeklyHours < 2 ? 'heure' : 'heures'} par semaine`}.</p>` +
    `<p>Source${NBSP}: ${link(TRANSPORT_SHEET_HREF, `la fiche «${NBSP}La prise en charge des frais de transport par l’employeur${NBSP}»`)} du ministère du Travail.</p>` +
    rulesList(share.rules) +
    `<p>Cette prise en charge figure sur le bulletin de paie, sans cotisations ni impôt sur le revenu. L’employeur peut payer davantage${NBSP}; en 2026, comme de 2022 à 2025, la part au-delà de 50\u00a0% reste exonérée dans la limite de 25\u00a0% du prix, soit 75\u00a0% au total (loi de finances pour 2026).</p>`
  );
}
