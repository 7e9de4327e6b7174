/**
 * A question on what the employer pays during an employee's sick leave (issue 28 §1): « il a 8 ans
 * d'ancienneté, je dois compléter les indemnités de la sécu ? à quel pourcentage et combien de
 * temps ? », « jours de carence, maintien de salaire, 4 ans de maison ». The legal complement is
 * computed by `@dirigeo/labour-law` (L1226-1, D1226-1 to D1226-3). Read from the folded question; an
 * officer's own sick leave, a dismissal or a check during the leave are other subjects.
 */
import { readSeniorityMonths } from './question-figures.ts';

export interface SickPayQuestion {
  /** Months of seniority the question states, or null (the answer then gives every band). */
  seniorityMonths: number | null;
  /** The leave follows an accident at work or an occupational disease (not a commuting accident). */
  workAccident: boolean;
}

const SICK_LEAVE = /\b(?:arrets? (?:maladie|de travail)|malade|maladie|en arret)\b/;

/** What the employer pays is asked: the complement, the maintained pay, its rate, the waiting days. */
const COMPLEMENT_ASKED =
  /\b(?:complet\w*|complement\w*|maintien|maintenir|maintenu\w*|pourcentage|90 ?%|carence|indemnis\w* (?:par )?(?:l'employeur|moi|l'entreprise|la boite))\b|\b(?:je (?:dois|doit)|dois-je|faut-il|il faut) (?:le |la |lui )?(?:payer|paye|verser|continuer a (?:le |la |lui )?payer)\b/;

/** Another subject around a sick leave, which the sheets answer. */
const OTHER_SUBJECT =
  /\b(?:licenci\w*|rupture|demission\w*|contre[- ]visite|controle\w*|conges? payes?|cp|visite de reprise|reprise|rendez-vous de liaison|mi-temps therapeutique|inapt\w*|prevenir|envoy\w* (?:son|l')arret|delai pour (?:envoyer|prevenir))\b/;

/** A company officer's own leave: no employer's complement under the Code du travail. */
const OFFICER =
  /\b(?:president\w*|pdt|dirigeant\w*|gerante?|mandataire\w*|moi[- ]meme|je me paye|je me paie)\b/;

export function readSickPayQuestion(folded: string): SickPayQuestion | null {
  if (!SICK_LEAVE.test(folded) || !COMPLEMENT_ASKED.test(folded)) return null;
  if (OTHER_SUBJECT.test(folded) || OFFICER.test(folded)) return null;
  return {
    seniorityMonths: readSeniorityMonths(folded),
    workAccident:
      /\b(?:accidents? (?:du|de) travail|at\/mp|maladies? professionnelles?)\b/.test(folded) &&
      !/\b(?:accidents? de trajet|pas (?:un |d')accident)\b/.test(folded),
  };
}
