/**
 * The délais of a disciplinary sanction, as `@dirigeo/labour-law` computes them (L1332-4, L1332-2): the
 * article that sets the délai asked first, then the ministry's sheet and the letters to send.
 */
import { computeDisciplinaryDeadlines } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { articleHref, rulesList } from './answer-calculation.ts';
import type { DisciplinaryQuestion } from './disciplinary-question.ts';
import { weekdayDate } from './french-dates.ts';

const NBSP = '\u00a0';
export const SANCTION_SHEET_HREF = '/outils/fiche/la-sanction-disciplinaire';

/** Whether the facts learnt so long ago are past L1332-4's two months: yes, no, or on the edge. */
function pastTwoMonths({
  amount,
  unit,
}: NonNullable<DisciplinaryQuestion['knownAgo']>): 'yes' | 'no' | 'edge' {
  if (unit === 'mois') return amount > 2 ? 'yes' : amount === 2 ? 'edge' : 'no';
  const days = unit === 'semaines' ? amount * 7 : amount;
  return days > 62 ? 'yes' : days < 59 ? 'no' : 'edge';
}

const TOO_LATE =
  'Ces faits ne peuvent plus, à eux seuls, justifier une sanction, sauf si des poursuites pénales ont été engagées dans ce délai, ou si le même comportement fautif s’est poursuivi ou répété depuis (les faits plus récents, de même nature, peuvent être sanctionnés et permettent d’invoquer les plus anciens).';

function lettersFor(question: DisciplinaryQuestion): string {
  const letters = [
    question.warning ? link('/outils/modele/avertissement', 'Avertissement') : '',
    question.suspension ? link('/outils/modele/mise-a-pied-disciplinaire', 'Mise à pied disciplinaire') : '',
    question.warning && !question.suspension
      ? ''
      : link(
          '/outils/modele/convocation-entretien-prealable-sanction',
          'Convocation à un entretien préalable à sanction',
        ),
  ].filter(Boolean);
  return `<p>Modèle${letters.length > 1 ? 's' : ''}${NBSP}: ${letters.join(', ')}.</p>`;
}

/** The délais from the days told; an interview told before the facts were learnt is set aside. */
function deadlinesOf(question: DisciplinaryQuestion): ReturnType<typeof computeDisciplinaryDeadlines> {
  const factsKnownOn = question.factsKnownOn ? { factsKnownOn: question.factsKnownOn } : {};
  const interview = question.interviewOn ? { interviewDate: question.interviewOn } : {};
  try {
    return computeDisciplinaryDeadlines({ ...factsKnownOn, ...interview });
  } catch {
    return computeDisciplinaryDeadlines(factsKnownOn);
  }
}

export function answerDisciplinary(asked: DisciplinaryQuestion, today: Date): string {
  const deadlines = deadlinesOf(asked);
  const question = deadlines.notifyFrom === null ? { ...asked, interviewOn: null } : asked;
  const lines: string[] = [];
  if (deadlines.engageBy !== null) {
    const reference = question.statedToday ?? today.toISOString().slice(0, 10);
    const late = reference > deadlines.engageBy;
    lines.push(
      `Vous avez appris les faits le ${weekdayDate(question.factsKnownOn ?? '')}${NBSP}: la procédure disciplinaire doit être engagée au plus tard le <strong>${weekdayDate(deadlines.engageBy)}</strong>, 2${NBSP}mois après (convocation à l’entretien préalable envoyée ou remise, ou avertissement notifié).` +
        (late ? ` <strong>Le délai est dépassé.</strong> ${TOO_LATE}` : ''),
    );
  } else if (question.knownAgo !== null) {
    const { amount, unit } = question.knownAgo;
    const past = pastTwoMonths(question.knownAgo);
    const ago = `${amount}${NBSP}${amount === 1 && unit !== 'mois' ? unit.slice(0, -1) : unit}`;
    lines.push(
      past === 'yes'
        ? `Vous avez appris les faits il y a ${ago}${NBSP}: <strong>le délai de 2${NBSP}mois est dépassé</strong>. ${TOO_LATE}`
        : past === 'no'
          ? `Vous avez appris les faits il y a ${ago}${NBSP}: <strong>vous êtes encore dans le délai de 2${NBSP}mois</strong>. Engagez la procédure (convocation à l’entretien préalable, ou avertissement notifié) avant la fin des 2${NBSP}mois qui suivent le jour où vous les avez appris.`
          : `Vous avez appris les faits il y a ${ago}${NBSP}: le délai de 2${NBSP}mois arrive à son terme ces jours-ci. Il court jusqu’au même quantième, 2${NBSP}mois après le jour exact où vous les avez appris${NBSP}; s’il n’est pas passé, engagez la procédure sans attendre.`,
    );
  } else if (deadlines.notifyFrom === null) {
    lines.push(
      `Une sanction disciplinaire a deux délais. La procédure doit être engagée dans les <strong>2${NBSP}mois</strong> qui suivent le jour où vous avez eu connaissance des faits. Après l’entretien préalable, la sanction est notifiée au plus tôt <strong>2${NBSP}jours ouvrables</strong> et au plus tard <strong>1${NBSP}mois</strong> après le jour fixé pour l’entretien.`,
    );
  }
  if (deadlines.notifyFrom !== null && deadlines.notifyBy !== null) {
    lines.push(
      `L’entretien est fixé au ${weekdayDate(question.interviewOn ?? '')}${NBSP}: vous pouvez notifier la sanction <strong>du ${weekdayDate(deadlines.notifyFrom)} au ${weekdayDate(deadlines.notifyBy)}</strong> inclus (2 jours ouvrables pleins après l’entretien, dimanches et jours fériés non comptés, et un mois au plus).`,
    );
  }
  if (question.warning) {
    lines.push(
      'Pour un <strong>avertissement</strong> (ou un blâme), sans incidence sur la présence, la fonction, la carrière ou la rémunération du salarié, l’entretien préalable n’est pas obligatoire, sauf si votre convention collective ou votre règlement intérieur l’impose. L’avertissement est écrit et motivé.',
    );
  }
  const article = question.interviewOn !== null ? 'L1332-2' : 'L1332-4';
  const general = deadlines.engageBy === null && question.knownAgo === null && deadlines.notifyFrom === null;
  const sheet = link(SANCTION_SHEET_HREF, 'la fiche «\u00a0La sanction disciplinaire\u00a0»');
  const source = general
    ? `<p>Source${NBSP}: ${sheet} du ministère du Travail.</p>`
    : `<p>Source${NBSP}: ${link(articleHref(article), `article ${article}`)} du Code du travail, et ${sheet} du ministère du Travail.</p>`;
  return `${lines.map((line) => `<p>${line}</p>`).join('')}${source}${rulesList(deadlines.rules)}${lettersFor(question)}`;
}
