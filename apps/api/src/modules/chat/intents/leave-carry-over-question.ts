/**
 * A question on the paid leave a sick leave kept an employee from taking (issue 28 §1): « elle a été
 * en arrêt presque toute l'année, elle perd ses congés ? », « il reprend après 8 mois d'arrêt, je dois
 * lui envoyer quelque chose pour ses CP ? ». Answered from `@dirigeo/labour-law`'s
 * `PAID_LEAVE_CARRY_OVER`; the leave acquired during the sick leave is the paid leave's calculation.
 */

export interface LeaveCarryOverQuestion {
  /** A letter or a model is asked: the model first. */
  letterAsked: boolean;
}

const LEAVE = /\b(?:conges? payes|conges|cp|jours de conges?)\b/;
const SICKNESS = /\b(?:arret (?:maladie|de travail)|arrets? maladie|en arret|maladie|malade|accident\w*)\b/;
const ASKED =
  /\b(?:perd\w*|perdus?|report\w*|combien de temps|jusqu'? ?a quand|pas pu (?:les |tous ses |toutes ses )?(?:prendre|poser)|plus (?:les )?(?:prendre|poser)|recuper\w*|reprise|reprend\w*|revient|revenu\w*|retour|informer|envoyer|quand (?:elle|il) (?:reviendra|reprendra|rentrera))\b/;
/** Leave acquired during the sick leave, falling ill during leave, or leaving: other subjects. */
const OTHER_SUBJECT =
  /\b(?:acqui\w*|acquiert|cumul\w*|gagne\w*|pendant (?:ses|les|mes|leurs) (?:conges|vacances|cp)|en (?:conges|vacances)|indemnit\w*|solde|depart|demission\w*|licenci\w*|rupture|fin de (?:contrat|cdd)|enfant|fils|fille|maternite|paternite)\b/;

export function readLeaveCarryOverQuestion(folded: string): LeaveCarryOverQuestion | null {
  if (!LEAVE.test(folded) || !SICKNESS.test(folded) || !ASKED.test(folded) || OTHER_SUBJECT.test(folded))
    return null;
  return { letterAsked: /\b(?:modele|courrier|lettre|ecrit|document|envoyer quelque chose)\b/.test(folded) };
}
