/**
 * Declaring a work accident (issue 28 §1): « un gars est tombé de l'échafaudage ce matin, je dois
 * déclarer l'accident du travail dans combien de temps et où ? », « déclaration d'accident du
 * travail, à qui et dans quel délai ? ». The ministry's sheet « Que faire à la suite d'un accident du
 * travail ? » states the délai (48 heures, to the CPAM or the MSA, on net-entreprises.fr): the answer
 * quotes it (`answer-work-accident.ts`).
 */

/** The employer declares the accident: « déclarer l'accident du travail », « la déclaration d'AT ». */
const DECLARING =
  /\b(?:declarer|declare|declarons|declaration)\b[^.?!]{0,20}\b(?:l'|un |cet |son |d'|de l')?(?:accidents? (?:du|de) travail|at)\b|\baccidents? (?:du|de) travail\b[^.?!]{0,30}\b(?:le |la |l')?(?:declarer|declaration)\b/;

/** What is asked of it: when, to whom, where, how. */
const ASKED =
  /\b(?:delai|combien de temps|quand|a qui|ou|comment|qui prevenir|demarches?|obligatoire|faut[- ]il|dois|doit)\b/;

/** Other subjects the words may carry: the days off's pay, leave, a dismissal, the rate. */
const OTHER_SUBJECTS =
  /\b(?:indemnites? journalieres?|ij|complement\w*|maintien|salaire|conges? payes?|licenci\w*|inapt\w*|taux|cotisation\w*|reserves?|contester|refus\w*|reconnaissance)\b/;

export function readWorkAccidentDeclarationQuestion(folded: string): boolean {
  return DECLARING.test(folded) && ASKED.test(folded) && !OTHER_SUBJECTS.test(folded);
}
