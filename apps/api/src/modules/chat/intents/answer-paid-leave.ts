/**
 * The paid leave an employee acquired over a reference period, or its indemnity, computed by
 * `@dirigeo/labour-law` (L3141-3, L3141-5-1, L3141-7, L3141-24) from the figures the question
 * states (`paid-leave-question.ts`), with the sheet that explains the rules and each article.
 */
import {
  computePaidLeaveEntitlement,
  computePaidLeaveIndemnity,
  PAID_LEAVE_AT_DEPARTURE,
} from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { articleHref, euros, rulesList } from './answer-calculation.ts';
import type { PaidLeaveQuestion } from './paid-leave-question.ts';

const NBSP = '\u00a0';

/** The Ministry's sheet on paid leave, which the answer cites first. */
export const PAID_LEAVE_SHEET_HREF = '/outils/fiche/les-conges-payes';

function source(): string {
  return `<p>Source${NBSP}: ${link(PAID_LEAVE_SHEET_HREF, `la fiche «${NBSP}Les congés payés${NBSP}»`)} du ministère du Travail.</p>`;
}

function months(count: number): string {
  return `${String(count).replace('.', ',')}${NBSP}mois`;
}

function days(question: PaidLeaveQuestion): string {
  const { sickLeaveMonths, workAccidentMonths } = question;
  const familyLeaveMonths = question.familyLeaveMonths ?? 0;
  // Only the absences stated: the rest of the period is taken as worked, and the answer says so.
  const assumed = question.workedMonths === null;
  const workedMonths =
    question.workedMonths ?? Math.max(0, 12 - sickLeaveMonths - workAccidentMonths - familyLeaveMonths);
  const result = computePaidLeaveEntitlement({
    workedMonths,
    sickLeaveMonths,
    workAccidentMonths,
    familyLeaveMonths,
  });
  const parts = [`${months(workedMonths)} de travail effectif`];
  if (familyLeaveMonths > 0)
    parts.push(`${months(familyLeaveMonths)} de congé de maternité, de paternité ou d’adoption`);
  if (workAccidentMonths > 0)
    parts.push(`${months(workAccidentMonths)} d’arrêt pour accident du travail ou maladie professionnelle`);
  if (sickLeaveMonths > 0) parts.push(`${months(sickLeaveMonths)} d’arrêt maladie`);
  const over = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}` : parts.join('');
  return (
    `<p>Avec ${over} sur la période de référence${assumed ? ' (le reste de la période travaillé)' : ''}, le salarié acquiert <strong>${result.days}${NBSP}jours ouvrables</strong> de congés payés.</p>` +
    source() +
    rulesList(result.rules) +
    '<p>Une convention collective ou un accord peut prévoir davantage.</p>'
  );
}

function indemnity(question: PaidLeaveQuestion): string {
  const gross = question.referenceGrossCents ?? 0;
  const maintained = question.maintainedPayCents;
  const result = computePaidLeaveIndemnity({
    referenceGrossCents: gross,
    ...(maintained === undefined ? {} : { maintainedPayCents: maintained }),
  });
  if (maintained !== undefined) {
    return (
      `<p>Pour une rémunération brute de ${euros(gross)} sur la période de référence, la règle du dixième donne ${euros(result.tenthCents)} et le maintien de salaire ${euros(maintained)}${NBSP}: l’indemnité de congés payés est le plus élevé des deux, soit <strong>${euros(result.amountCents)}</strong>.</p>` +
      source() +
      rulesList(result.rules)
    );
  }
  const basis =
    question.monthlyGrossCents !== undefined && question.workedMonths !== null
      ? `${months(question.workedMonths)} à ${euros(question.monthlyGrossCents)} brut, soit ${euros(gross)}`
      : euros(gross);
  return (
    `<p>Pour une rémunération brute de ${basis} sur la période de référence, la règle du dixième donne une indemnité de congés payés de <strong>${euros(result.tenthCents)}</strong> pour l’ensemble du congé acquis, sauf si le maintien de salaire est plus favorable au salarié.</p>` +
    source() +
    rulesList(result.rules)
  );
}

/** The answer to a question on the paid leave acquired or its indemnity. */
export function answerPaidLeave(question: PaidLeaveQuestion): string {
  return question.asks === 'indemnity' ? indemnity(question) : days(question);
}

/** The leave not taken when a contract ends (L3141-28), the article first. */
export function answerPaidLeaveAtDeparture(referenceGrossCents: number | null = null): string {
  const tenth = referenceGrossCents === null ? null : computePaidLeaveIndemnity({ referenceGrossCents });
  return (
    (tenth === null
      ? ''
      : `<p>Au dixième, pour ${euros(referenceGrossCents ?? 0)} brut perçus sur la période de référence, l’indemnité compensatrice est de <strong>${euros(tenth.tenthCents)}</strong> pour l’ensemble des congés acquis sur cette période et non pris (au prorata des jours non pris si une partie a été prise)${NBSP}; si le maintien du salaire donne plus, c’est lui qui est dû.</p>`) +
    `<p>Les jours de congés acquis et non pris sont payés au départ, par une <strong>indemnité compensatrice de congés payés</strong>, quelle que soit la cause de la rupture (démission, licenciement, rupture conventionnelle, fin de CDD). Elle se calcule comme l’indemnité de congés, le <strong>dixième</strong> de la rémunération de la période ou le <strong>maintien du salaire</strong>, le plus favorable des deux, et figure sur le dernier bulletin.</p>` +
    `<p>Source${NBSP}: ${link(articleHref('L3141-28'), 'article L3141-28')} du Code du travail, et ${link(PAID_LEAVE_SHEET_HREF, `la fiche «${NBSP}Les congés payés${NBSP}»`)} du ministère du Travail.</p>` +
    rulesList(PAID_LEAVE_AT_DEPARTURE)
  );
}
