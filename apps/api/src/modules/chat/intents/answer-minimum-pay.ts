/**
 * A pay below the full SMIC, as `@dirigeo/labour-law` sets it (an apprentice's share of the SMIC,
 * D6222-26; a worker under 18's reduction, D3231-3), in euros from the SMIC in force
 * (`@dirigeo/payroll-calc`), with the ministry's sheet first.
 */
import { computeApprenticeMinimumPay, computeYoungWorkerMinimum } from '@dirigeo/labour-law';
import { formatEuros, smicInForce } from '@dirigeo/payroll-calc';
import { link } from '../compose-answer.ts';
import { articleHref, rulesList } from './answer-calculation.ts';
import { SMIC_SHEET_HREF } from './answer-smic.ts';
import type { ApprenticePayQuestion, YoungWorkerQuestion } from './minimum-pay-question.ts';

const NBSP = '\u00a0';
export const APPRENTICESHIP_SHEET_HREF = '/outils/fiche/le-contrat-dapprentissage';

function share(cents: number, percent: number): string {
  return formatEuros(Math.round((cents * percent) / 100));
}

function ordinal(year: number): string {
  return year === 1 ? '1re' : `${year}e`;
}

export function answerApprenticePay(question: ApprenticePayQuestion, today: Date): string {
  const smic = smicInForce({ year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 });
  const smicText = `Smic mensuel de ${formatEuros(smic.monthlyCents)} brut pour 35${NBSP}heures`;
  const lines: string[] = [];
  let rules = computeApprenticeMinimumPay({ age: 18, contractYear: 1 }).rules;
  for (const { age, contractYear } of question.apprentices) {
    if (age !== null && contractYear !== null) {
      const pay = computeApprenticeMinimumPay({ age, contractYear: Math.min(contractYear, 3) });
      rules = pay.rules;
      lines.push(
        `<li>Apprenti de ${age}${NBSP}ans en ${ordinal(contractYear)} année${NBSP}: <strong>${pay.percentOfSmic}${NBSP}%</strong> du Smic${pay.orAgreementMinimum ? ' (ou du minimum conventionnel de l’emploi s’il est plus élevé)' : ''}, soit <strong>${share(smic.monthlyCents, pay.percentOfSmic)}</strong> brut par mois.</li>`,
      );
    } else if (age !== null) {
      const years = [1, 2, 3].map((year) => computeApprenticeMinimumPay({ age, contractYear: year }));
      rules = years[0]?.rules ?? rules;
      lines.push(
        `<li>Apprenti de ${age}${NBSP}ans${NBSP}: ${years.map((pay, index) => `<strong>${pay.percentOfSmic}${NBSP}%</strong> du Smic en ${ordinal(index + 1)} année (${share(smic.monthlyCents, pay.percentOfSmic)})`).join(', ')}${years[0]?.orAgreementMinimum ? ', ou le minimum conventionnel de l’emploi s’il est plus élevé' : ''}.</li>`,
      );
    } else {
      for (const [label, sampleAge] of [
        ['moins de 18 ans', 17],
        ['18 à 20 ans', 19],
        ['21 à 25 ans', 22],
        ['26 ans et plus', 26],
      ] as const) {
        const years = [1, 2, 3].map((year) =>
          computeApprenticeMinimumPay({ age: sampleAge, contractYear: year }),
        );
        const percents =
          sampleAge >= 26
            ? `<strong>100${NBSP}%</strong>`
            : years
                .map(
                  (pay, index) =>
                    `<strong>${pay.percentOfSmic}${NBSP}%</strong> en ${ordinal(index + 1)} année`,
                )
                .join(', ');
        lines.push(
          `<li>${label}${NBSP}: ${percents}${sampleAge >= 21 ? ' (ou du minimum conventionnel s’il est plus élevé)' : ''}</li>`,
        );
      }
      lines.push('');
    }
  }
  return (
    `<p>Le salaire minimum d’un apprenti est un pourcentage du Smic, selon son âge et l’année du contrat (${smicText} en ${today.getUTCFullYear()})${NBSP}:</p>` +
    `<ul>${lines.filter(Boolean).join('')}</ul>` +
    `<p>Source${NBSP}: ${link(APPRENTICESHIP_SHEET_HREF, 'la fiche «\u00a0Le contrat d’apprentissage\u00a0»')} du ministère du Travail. La convention collective ou le contrat peuvent prévoir plus.</p>` +
    rulesList(rules) +
    `<p>Article${NBSP}: ${link(articleHref('D6222-26'), 'article D6222-26')}.</p>`
  );
}

export function answerYoungWorker(question: YoungWorkerQuestion, today: Date): string {
  const smic = smicInForce({ year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 });
  const { age, sixMonthsInBranch } = question;
  const source = `<p>Source${NBSP}: ${link(SMIC_SHEET_HREF, 'la fiche «\u00a0Le Smic\u00a0»')} du ministère du Travail.</p>`;
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
      : `<p>À ${age}${NBSP}ans, le Smic peut être réduit de <strong>${result.reductionPercent}${NBSP}%</strong>${NBSP}: <strong>${share(smic.hourlyCents, 100 - result.reductionPercent)}</strong> de l’heure au lieu de ${formatEuros(smic.hourlyCents)}, soit ${share(smic.monthlyCents, 100 - result.reductionPercent)} brut par mois pour 35${NBSP}heures. L’abattement ne s’applique plus si le jeune justifie de six mois de pratique professionnelle dans la branche.</p>`;
  return head + source + rulesList(result.rules);
}
