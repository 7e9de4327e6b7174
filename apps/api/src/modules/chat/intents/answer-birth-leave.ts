/**
 * How long the leaves at a birth last, as `@dirigeo/labour-law` computes them (L1225-17 to L1225-19,
 * L1225-35, L3142-4), with the ministry's sheet first.
 */
import { computeMaternityLeave, computePaternityLeave } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { articleHref, rulesList } from './answer-calculation.ts';
import type { BirthLeaveQuestion } from './birth-leave-question.ts';

const NBSP = '\u00a0';
export const MATERNITY_SHEET_HREF = '/outils/fiche/le-conge-de-maternite';
export const FAMILY_EVENTS_SHEET_HREF =
  '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil';

function maternity(childrenAlready: number | null, expected: number): string {
  const leave = computeMaternityLeave({ childrenAlready: childrenAlready ?? 0, expected });
  const third = computeMaternityLeave({ childrenAlready: 2, expected: 1 });
  const head =
    childrenAlready === null && expected === 1
      ? `<p>Le congé de maternité dure <strong>${leave.totalWeeks}${NBSP}semaines</strong> pour un premier ou un deuxième enfant (${leave.prenatalWeeks} avant la date présumée de l’accouchement, ${leave.postnatalWeeks} après), et <strong>${third.totalWeeks}${NBSP}semaines</strong> à partir du troisième (${third.prenatalWeeks} avant, ${third.postnatalWeeks} après).</p>`
      : `<p>Le congé de maternité dure <strong>${leave.totalWeeks}${NBSP}semaines</strong>${NBSP}: ${leave.prenatalWeeks}${NBSP}semaines avant la date présumée de l’accouchement et ${leave.postnatalWeeks} après.</p>`;
  return (
    head +
    `<p>Source${NBSP}: ${link(MATERNITY_SHEET_HREF, 'la fiche «\u00a0Le congé de maternité\u00a0»')} du ministère du Travail.</p>` +
    rulesList(leave.rules) +
    `<p>La salariée est protégée contre le licenciement pendant sa grossesse, son congé et les 10${NBSP}semaines qui suivent, sauf faute grave sans lien avec la grossesse ou impossibilité de maintenir le contrat pour un autre motif, jamais notifiés pendant le congé (${link(articleHref('L1225-4'), 'article L1225-4')}). Elle est indemnisée par la sécurité sociale${NBSP}; la convention collective peut prévoir un maintien de salaire.</p>`
  );
}

function paternity(multipleBirth: boolean): string {
  const leave = computePaternityLeave({ multipleBirth });
  return (
    `<p>Le père, ou le conjoint, concubin ou partenaire de PACS de la mère, a droit à <strong>${leave.birthLeaveDays}${NBSP}jours</strong> de congé de naissance payés par l’employeur, puis à un congé de paternité et d’accueil de l’enfant de <strong>${leave.paternityDays}${NBSP}jours</strong> calendaires${multipleBirth ? '' : ' (32 en cas de naissances multiples)'}, dont ${leave.mandatoryDays} à prendre aussitôt après le congé de naissance.</p>` +
    `<p>Source${NBSP}: ${link(FAMILY_EVENTS_SHEET_HREF, 'la fiche «\u00a0Les congés pour événements familiaux\u00a0»')} du ministère du Travail.</p>` +
    rulesList(leave.rules) +
    `<p>Pour un enfant né ou adopté depuis le 1er${NBSP}janvier 2026 (ou dont la naissance était prévue à partir de cette date), chaque parent peut ensuite prendre un congé supplémentaire de naissance d’un ou deux mois (${link(articleHref('L1225-46-2'), 'article L1225-46-2')})${NBSP}: ${link('/outils/modele/demande-de-conge-supplementaire-de-naissance', 'le modèle de demande')}.</p>`
  );
}

export function answerBirthLeave(question: BirthLeaveQuestion): string {
  return question.leave === 'maternity'
    ? maternity(question.childrenAlready, question.expected)
    : paternity(question.multipleBirth);
}
