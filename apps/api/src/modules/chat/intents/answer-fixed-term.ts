/**
 * A CDD's own rules asked, from `@dirigeo/labour-law`: the délai de carence and the notice of an
 * employee who leaves for a CDI computed from the duration told, the renewals, a CDD continued past its
 * term and an early end by the employer stated; the ministry's sheet first.
 */
import {
  type AppliedRule,
  computeFixedTermEarlyNotice,
  computeFixedTermWaitingPeriod,
  FIXED_TERM_RULES,
  type FixedTermRuleId,
} from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { rulesList } from './answer-calculation.ts';
import type { FixedTermQuestion } from './fixed-term-question.ts';

const NBSP = '\u00a0';
export const FIXED_TERM_SHEET_HREF = '/outils/fiche/le-contrat-duree-determinee-cdd';

function fixedTermRule(id: FixedTermRuleId): AppliedRule[] {
  return FIXED_TERM_RULES.filter((rule) => rule.id === id);
}

export function answerFixedTerm({ aspects, duration }: FixedTermQuestion): string {
  const lines: string[] = [];
  const rules: AppliedRule[] = [];
  for (const aspect of aspects) {
    if (aspect === 'waiting') {
      if (duration) {
        const period = computeFixedTermWaitingPeriod(duration);
        lines.push(
          `Avant de pourvoir le même poste par un autre CDD ou un intérimaire, laissez passer un délai de carence égal au ${period.share} de la durée du contrat, renouvellements compris${NBSP}: <strong>${period.text}</strong> d’ouverture de l’entreprise${period.calendarText === null ? '' : `, soit <strong>${period.calendarText}</strong> si elle est ouverte tous les jours`}.`,
        );
        rules.push(...period.rules);
      } else {
        const period = computeFixedTermWaitingPeriod({ amount: 3, unit: 'mois' });
        lines.push(
          `Avant de pourvoir le même poste par un autre CDD ou un intérimaire, attendez un délai de carence égal au <strong>tiers</strong> de la durée du contrat renouvellements compris (la <strong>moitié</strong> pour un contrat de moins de 14${NBSP}jours), compté en jours d’ouverture de l’entreprise. Donnez-moi la durée du contrat pour le calcul.`,
        );
        rules.push(...period.rules);
      }
    } else if (aspect === 'early-notice') {
      if (duration) {
        const notice = computeFixedTermEarlyNotice(duration);
        lines.push(
          `Avec une promesse d’embauche ou un contrat en CDI, le salarié peut rompre son CDD avant le terme. Son préavis${NBSP}: <strong>${notice.days === 0 ? 'aucun' : notice.text}</strong> (un jour par semaine de contrat, 2${NBSP}semaines au plus), sauf accord pour moins. L’indemnité de fin de contrat n’est alors pas due.`,
        );
        rules.push(...notice.rules);
      } else {
        const notice = computeFixedTermEarlyNotice({ amount: 4, unit: 'mois' });
        lines.push(
          `Avec une promesse d’embauche ou un contrat en CDI, le salarié peut rompre son CDD avant le terme, avec un préavis d’<strong>un jour par semaine</strong> de contrat, <strong>2${NBSP}semaines au plus</strong>, sauf accord pour moins. L’indemnité de fin de contrat n’est alors pas due.`,
        );
        rules.push(...notice.rules);
      }
    } else if (aspect === 'renewals') {
      lines.push(
        `Sauf autre règle de votre accord de branche, un CDD est renouvelable <strong>2${NBSP}fois</strong>, et dure <strong>18${NBSP}mois</strong> au plus, renouvellements compris.`,
      );
      rules.push(...fixedTermRule('renewals'));
    } else if (aspect === 'continuation') {
      lines.push(
        `Le salarié a continué de travailler après le terme sans nouveau contrat écrit${NBSP}: son CDD est <strong>devenu un CDI</strong>, avec l’ancienneté acquise.`,
      );
      rules.push(...fixedTermRule('continuation'));
    } else {
      lines.push(
        `Hors période d’essai, un CDD ne peut être rompu avant son terme que d’un commun accord, pour faute grave, force majeure, inaptitude ou embauche du salarié en CDI. Une baisse d’activité n’en fait pas partie${NBSP}: rompu par vous, il vous oblige à payer <strong>les salaires jusqu’au terme</strong> en dommages et intérêts, plus l’indemnité de fin de contrat.`,
      );
      rules.push(...fixedTermRule('early-end'));
    }
  }
  return (
    lines.map((line) => `<p>${line}</p>`).join('') +
    `<p>Source${NBSP}: ${link(FIXED_TERM_SHEET_HREF, `la fiche «${NBSP}Le contrat à durée déterminée (CDD)${NBSP}»`)} du ministère du Travail.</p>` +
    rulesList(rules)
  );
}
