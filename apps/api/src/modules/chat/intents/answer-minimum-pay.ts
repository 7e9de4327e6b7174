/**
 * A pay below the full SMIC, as `@dirigeo/labour-law` sets it (an apprentice's share of the SMIC,
 * D6222-26; a worker under 18's reduction, D3231-3), in euros from the SMIC in force
 * (`@dirigeo/payroll-calc`), with the ministry's sheet first.
 */
import {
  type AppliedRule,
  computeApprenticeMinimumPay,
  computeYoungWorkerMinimum,
  ordinalFr,
} from '@dirigeo/labour-law';
import { formatPeriod } from '@dirigeo/schemas/constants';
import { formatEuros, isSupportedYear, smicInForce } from '@dirigeo/payroll-calc';
import { link } from '../compose-answer.ts';
import { articleHref, rulesList } from './answer-calculation.ts';
import { SMIC_SHEET_HREF } from './answer-smic.ts';
import type { ApprenticePayQuestion, YoungWorkerQuestion } from './minimum-pay-question.ts';

const NBSP = '\u00a0';
export const APPRENTICESHIP_SHEET_HREF = '/outils/fiche/le-contrat-dapprentissage';

function share(cents: number, percent: number): string {
  return formatEuros(Math.round((cents * percent) / 100));
}

/** D6222-26's age bands, each with an age it holds. */
const APPRENTICE_BANDS = [
  ['De 15 à 17 ans', 17],
  ['De 18 à 20 ans', 19],
  ['De 21 à 25 ans', 22],
  ['À partir de 26 ans', 26],
] as const;

export function answerApprenticePay(question: ApprenticePayQuestion, today: Date): string {
  // The month the pay is for, when payroll-calc holds its year's rates; today's otherwise.
  const from =
    question.paidFrom !== undefined && isSupportedYear(question.paidFrom.year) ? question.paidFrom : null;
  const smic = smicInForce(from ?? { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 });
  const since = from
    ? `en vigueur en ${formatPeriod(from.month, from.year).toLowerCase()}`
    : smic.sinceIsRaise
      ? `depuis le 1er${NBSP}${formatPeriod(smic.since.month, smic.since.year).toLowerCase()}`
      : `en ${today.getUTCFullYear()}`;
  const onSmic = (percent: number, orAgreement: boolean) =>
    `${orAgreement ? 'au moins ' : ''}<strong>${share(smic.monthlyCents, percent)}</strong> brut par mois${orAgreement ? ' sur la base du Smic' : ''}`;
  const lines: string[] = [];
  let rules: readonly AppliedRule[] = [];
  let table = false;
  for (const { age, contractYear } of question.apprentices) {
    if (age !== null && contractYear !== null) {
      const pay = computeApprenticeMinimumPay({ age, contractYear });
      rules = pay.rules;
      lines.push(
        `<li>Apprenti de ${age}${NBSP}ans en ${ordinalFr(contractYear)} année${NBSP}: <strong>${pay.percentOfSmic}${NBSP}%</strong> du Smic${pay.orAgreementMinimum ? ' (ou du minimum conventionnel de l’emploi s’il est plus élevé)' : ''}, soit ${onSmic(pay.percentOfSmic, pay.orAgreementMinimum)}.</li>`,
      );
    } else if (age !== null) {
      const years = [1, 2, 3].map((year) => computeApprenticeMinimumPay({ age, contractYear: year }));
      const [first] = years;
      if (first) rules = first.rules;
      lines.push(
        `<li>Apprenti de ${age}${NBSP}ans${NBSP}: ${years.map((pay, index) => `<strong>${pay.percentOfSmic}${NBSP}%</strong> du Smic en ${ordinalFr(index + 1)} année (${share(smic.monthlyCents, pay.percentOfSmic)})`).join(', ')}${first?.orAgreementMinimum ? ', ou le minimum conventionnel de l’emploi s’il est plus élevé' : ''}.</li>`,
      );
    } else if (!table) {
      // Every band once, however many apprentices are told without their age.
      table = true;
      for (const [label, sampleAge] of APPRENTICE_BANDS) {
        const [first, second, third] = [1, 2, 3].map((year) =>
          computeApprenticeMinimumPay({ age: sampleAge, contractYear: year }),
        );
        lines.push(
          sampleAge >= 26
            ? `<li>${label}${NBSP}: <strong>100${NBSP}%</strong> du Smic (ou du minimum conventionnel s’il est plus élevé).</li>`
            : `<li>${label}${NBSP}: <strong>${first?.percentOfSmic}${NBSP}%</strong>, <strong>${second?.percentOfSmic}${NBSP}%</strong> et <strong>${third?.percentOfSmic}${NBSP}%</strong> du Smic en 1re, 2e et 3e année${first?.orAgreementMinimum ? ' (ou du minimum conventionnel s’il est plus élevé)' : ''}.</li>`,
        );
      }
    }
  }
  return (
    `<p>Le salaire minimum d’un apprenti est un pourcentage du Smic, selon son âge et l’année du contrat (Smic mensuel de ${formatEuros(smic.monthlyCents)} brut pour 35${NBSP}heures ${since})${NBSP}:</p>` +
    `<ul>${lines.join('')}</ul>` +
    `<p>Source${NBSP}: ${link(APPRENTICESHIP_SHEET_HREF, 'la fiche «\u00a0Le contrat d’apprentissage\u00a0»')} du ministère du Travail. La convention collective ou le contrat peuvent prévoir plus${NBSP}; une licence professionnelle est payée au taux de la 2e année, et un nouveau contrat conclu après un diplôme obtenu en apprentissage garde au moins le taux de la dernière année du précédent.</p>` +
    (rules.length > 0
      ? rulesList(rules)
      : `<p>Article${NBSP}: ${link(articleHref('D6222-26'), 'article D6222-26')}.</p>`)
  );
}

export function answerYoungWorker(question: YoungWorkerQuestion, today: Date): string {
  // The month the pay starts, when payroll-calc holds its year's rates; today's otherwise.
  const from = question.paidFrom;
  const smic =
    from !== undefined && isSupportedYear(from.year)
      ? smicInForce({ year: from.year, month: from.month })
      : smicInForce({ year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 });
  const { age, sixMonthsInBranch } = question;
  // The month the SMIC was read for, when the question names one.
  const when =
    from !== undefined && isSupportedYear(from.year)
      ? ` (Smic en vigueur en ${formatPeriod(from.month, from.year).toLowerCase()})`
      : '';
  const source = `<p>Source${NBSP}: ${link(SMIC_SHEET_HREF, 'la fiche «\u00a0Le Smic\u00a0»')} du ministère du Travail.</p>`;
  if (age === null && sixMonthsInBranch) {
    return (
      `<p>Non${NBSP}: un jeune qui justifie de six mois de pratique professionnelle dans sa branche a droit au Smic entier, <strong>${formatEuros(smic.hourlyCents)}</strong> de l’heure.</p>` +
      source +
      rulesList(computeYoungWorkerMinimum({ age: 17, sixMonthsInBranch: true }).rules)
    );
  }
  if (age === null) {
    const [before17, from17] = [16, 17].map((each) =>
      computeYoungWorkerMinimum({ age: each, sixMonthsInBranch }),
    );
    return (
      `<p>Un salarié de moins de 18 ans peut être payé moins que le Smic${NBSP}: <strong>${before17?.reductionPercent}${NBSP}%</strong> de moins avant 17${NBSP}ans (${share(smic.hourlyCents, 100 - (before17?.reductionPercent ?? 0))} de l’heure), <strong>${from17?.reductionPercent}${NBSP}%</strong> de moins entre 17 et 18${NBSP}ans (${share(smic.hourlyCents, 100 - (from17?.reductionPercent ?? 0))} de l’heure), au lieu de ${formatEuros(smic.hourlyCents)}. L’abattement ne s’applique plus après six mois de pratique professionnelle dans la branche.</p>` +
      source +
      rulesList(computeYoungWorkerMinimum({ age: 16, sixMonthsInBranch: false }).rules)
    );
  }
  const result = computeYoungWorkerMinimum({ age, sixMonthsInBranch });
  const head =
    result.reductionPercent === 0
      ? `<p>À ${age}${NBSP}ans${sixMonthsInBranch ? ', avec six mois de pratique dans la branche' : ''}, le salarié a droit au Smic entier${NBSP}: <strong>${formatEuros(smic.hourlyCents)}</strong> de l’heure.</p>`
      : `<p>À ${age}${NBSP}ans, le Smic peut être réduit de <strong>${result.reductionPercent}${NBSP}%</strong>${NBSP}: <strong>${share(smic.hourlyCents, 100 - result.reductionPercent)}</strong> de l’heure au lieu de ${formatEuros(smic.hourlyCents)}${when}, soit ${share(smic.monthlyCents, 100 - result.reductionPercent)} brut par mois pour 35${NBSP}heures. L’abattement ne s’applique plus si le jeune justifie de six mois de pratique professionnelle dans la branche.</p>`;
  return head + source + rulesList(result.rules);
}
