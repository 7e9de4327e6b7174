/**
 * The notice owed when a trial period ends, as `@dirigeo/labour-law` computes it (L1221-25, L1221-26),
 * with the ministry's sheet first and the letter to send.
 */
import { computeTrialPeriodNotice } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { rulesList } from './answer-calculation.ts';
import type { TrialNoticeQuestion } from './trial-notice-question.ts';

const NBSP = '\u00a0';
export const TRIAL_PERIOD_SHEET_HREF = '/outils/fiche/la-periode-dessai';

function source(): string {
  return `<p>Source${NBSP}: ${link(TRIAL_PERIOD_SHEET_HREF, 'la fiche «\u00a0La période d’essai\u00a0»')} du ministère du Travail.</p>`;
}

/** The presence stated, in words: « 35 jours de présence (5 semaines) ». */
function presence(days: number): string {
  return days % 7 === 0 && days < 30
    ? `${days / 7}${NBSP}semaine${days / 7 > 1 ? 's' : ''} de présence`
    : `${days}${NBSP}jours de présence`;
}

export function answerTrialNotice(question: TrialNoticeQuestion): string {
  const { initiator, daysOfPresence } = question;
  const letter =
    initiator === 'employer'
      ? `<p>Modèle${NBSP}: ${link('/outils/modele/rupture-periode-essai-employeur', 'Rupture de la période d’essai par l’employeur')} (à remettre en main propre contre décharge ou par lettre recommandée, pour dater le délai). Aucune procédure de licenciement n’est exigée (ni entretien préalable, ni motif à donner)${NBSP}; mais une rupture motivée par une faute suit la procédure disciplinaire, et elle ne doit jamais être discriminatoire.</p>`
      : `<p>Modèle${NBSP}: ${link('/outils/modele/rupture-periode-essai-salarie', 'Rupture de la période d’essai par le salarié')} (à remettre en main propre contre décharge ou par lettre recommandée). Vous n’avez pas à donner de motif.</p>`;
  if (daysOfPresence === null) {
    const employer = [3, 15, 45, 120].map(
      (days) => computeTrialPeriodNotice({ initiator: 'employer', daysOfPresence: days }).text,
    );
    const employee = [3, 15].map(
      (days) => computeTrialPeriodNotice({ initiator: 'employee', daysOfPresence: days }).text,
    );
    const rules = computeTrialPeriodNotice({ initiator, daysOfPresence: 45 }).rules;
    return (
      `<p>Le délai de prévenance dépend de la durée de présence du salarié dans l’entreprise.</p>` +
      `<p>Quand <strong>l’employeur</strong> met fin à la période d’essai${NBSP}: <strong>${employer[0]}</strong> en deçà de 8${NBSP}jours de présence, <strong>${employer[1]}</strong> entre 8${NBSP}jours et un mois, <strong>${employer[2]}</strong> après un mois, <strong>${employer[3]}</strong> après 3${NBSP}mois.</p>` +
      `<p>Quand <strong>le salarié</strong> y met fin${NBSP}: <strong>${employee[1]}</strong>, ramenées à ${employee[0]} en deçà de 8${NBSP}jours de présence.</p>` +
      source() +
      rulesList(rules) +
      letter
    );
  }
  const notice = computeTrialPeriodNotice({ initiator, daysOfPresence });
  const head =
    initiator === 'employer'
      ? `Avec ${presence(daysOfPresence)}, vous devez prévenir le salarié au moins <strong>${notice.text}</strong> avant la fin de son contrat.`
      : `Avec ${presence(daysOfPresence)}, vous devez prévenir votre employeur <strong>${notice.text}</strong> à l’avance.`;
  return `<p>${head}</p>${source()}${rulesList(notice.rules)}${letter}`;
}
