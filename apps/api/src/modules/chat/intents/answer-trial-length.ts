/**
 * A trial period's longest length, as `@dirigeo/labour-law` computes it (L1221-19, L1221-21 for a
 * CDI, L1242-10 for a CDD), with the ministry's sheet first and, when the renewal is asked, its letter.
 */
import { computeTrialPeriodMaximum, type TrialPeriodCategory } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { articleHref, rulesList } from './answer-calculation.ts';
import { TRIAL_PERIOD_SHEET_HREF } from './answer-trial-notice.ts';
import type { TrialLengthQuestion } from './trial-length-question.ts';

const NBSP = '\u00a0';
const RENEWAL_LETTER_HREF = '/outils/modele/renouvellement-periode-essai';

const WHO: Readonly<Record<TrialPeriodCategory, string>> = {
  'ouvrier-employe': 'un ouvrier ou un employé',
  'agent-maitrise-technicien': 'un agent de maîtrise ou un technicien',
  cadre: 'un cadre',
};

function source(): string {
  return `<p>Source${NBSP}: ${link(TRIAL_PERIOD_SHEET_HREF, 'la fiche «\u00a0La période d’essai\u00a0»')} du ministère du Travail.</p>`;
}

function strong(text: string): string {
  return `<strong>${text.replace(' ', NBSP)}</strong>`;
}

function renewalLetter(asked: boolean): string {
  return asked
    ? `<p>Modèle${NBSP}: ${link(RENEWAL_LETTER_HREF, 'Renouvellement de la période d’essai')}, à faire signer par le salarié avant la fin de la première période.</p>`
    : '';
}

export function answerTrialLength(question: TrialLengthQuestion): string {
  const { contract, category, duration, renewal } = question;
  if (contract === 'cdd') {
    if (duration === null) {
      const examples = (
        [
          [3, 'mois'],
          [6, 'mois'],
          [8, 'mois'],
        ] as const
      ).map(([amount, unit]) => {
        const { text } = computeTrialPeriodMaximum({ contract: 'cdd', duration: { amount, unit } });
        return `${strong(text)} pour un CDD de ${amount}${NBSP}${unit}`;
      });
      const { articles } = computeTrialPeriodMaximum({
        contract: 'cdd',
        duration: { amount: 8, unit: 'mois' },
      });
      return (
        `<p>La période d’essai d’un CDD est d’un jour par semaine de contrat, dans la limite de 2${NBSP}semaines pour un contrat de 6${NBSP}mois au plus et d’un mois au-delà${NBSP}: par exemple ${examples.join(', ')}. Donnez-moi la durée du contrat pour votre cas.</p>` +
        source() +
        `<p>Article${NBSP}: ${articles.map((article) => link(articleHref(article), `article ${article}`)).join(', ')}.</p>`
      );
    }
    const result = computeTrialPeriodMaximum({ contract: 'cdd', duration });
    const length = `${duration.amount.toLocaleString('fr-FR')}${NBSP}${duration.amount <= 1 && duration.unit === 'semaines' ? 'semaine' : duration.unit}`;
    return (
      `<p>Pour un CDD de ${length}, la période d’essai dure au plus ${strong(result.text)} (un jour par semaine de contrat, dans la limite de 2${NBSP}semaines jusqu’à 6${NBSP}mois de contrat et d’un mois au-delà). La loi ne prévoit pas de la renouveler${NBSP}; la convention collective peut prévoir moins.</p>` +
      source() +
      rulesList(result.rules)
    );
  }
  if (category === null) {
    const all = (['ouvrier-employe', 'agent-maitrise-technicien', 'cadre'] as const).map((each) =>
      computeTrialPeriodMaximum({ contract: 'cdi', category: each }),
    );
    const [worker, supervisor, executive] = all;
    return (
      `<p>La période d’essai d’un CDI dure au plus ${strong(worker?.text ?? '')} pour les ouvriers et les employés, ${strong(supervisor?.text ?? '')} pour les agents de maîtrise et les techniciens, ${strong(executive?.text ?? '')} pour les cadres. ` +
      `Elle peut être renouvelée une fois si un accord de branche étendu le prévoit et que le contrat le stipule${NBSP}: ${strong(worker?.renewedText ?? '')}, ${strong(supervisor?.renewedText ?? '')} et ${strong(executive?.renewedText ?? '')} au plus, renouvellement compris.</p>` +
      source() +
      `<p>Un accord collectif conclu après le 26${NBSP}juin 2008, la lettre d’engagement ou le contrat peuvent prévoir moins, jamais plus. Articles${NBSP}: ${(executive?.articles ?? []).map((article) => link(articleHref(article), article)).join(', ')}.</p>` +
      renewalLetter(renewal)
    );
  }
  const result = computeTrialPeriodMaximum({ contract: 'cdi', category });
  return (
    `<p>La période d’essai d’un CDI dure au plus ${strong(result.text)} pour ${WHO[category]}. Elle peut être renouvelée une fois, si un accord de branche étendu le prévoit et que le contrat le stipule${NBSP}: ${strong(result.renewedText ?? '')} au plus, renouvellement compris. Un accord, la lettre d’engagement ou le contrat peuvent prévoir moins, jamais plus.</p>` +
    source() +
    rulesList(result.rules) +
    renewalLetter(renewal)
  );
}
