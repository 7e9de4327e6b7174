/**
 * A question on a délai the Code du travail sets (issue 28 §1): « délai de rétractation rupture conv »,
 * « jusqu'à quand elle peut contester son solde de tout compte ? », « quel délai minimum dans la mise en
 * demeure pour abandon de poste ? », « visite de reprise, dans quel délai ? », « visite d'embauche avant
 * le premier jour ? ». Answered from `@dirigeo/labour-law`'s `LEGAL_DELAYS`; a conventional
 * termination's indemnity, or the dismissal's own calendar, are other subjects.
 */
import type { LegalDelayId } from '@dirigeo/labour-law';

/** The time is asked: a délai, until when, how long, before or after. */
const TIME_ASKED =
  /\b(?:delais?|combien de (?:temps|jours)|jusqu'? ?a quand|quand|dans les temps|encore (?:le temps|possible|temps)|(?:peut|peuvent|peux|puis-je|pourrait) encore|trop tard|minimum|mini|avant (?:son|le|sa) (?:premier|1er|prise)|au plus tot|au plus tard|faut[- ]il|doit[- ]elle|doit[- ]il|obligatoire)\b/;

const CONVENTIONAL = /\brupture conv\w*\b/;
/** An employee who stopped coming: « abandon de poste », « il vient plus », « répond pas au tel ». */
const ABANDONMENT =
  /\b(?:abandon de poste|presomption de demission|presume\w* demission\w*|(?:ne )?vient plus|plus de nouvelles|sans nouvelles|aucune nouvelle|injoignable|(?:ne )?repond (?:plus|pas) au tel\w*)\b/;
/** The administration's approval: « homologation », « la DREETS », « l'administration met combien de temps à valider ». */
const APPROVAL = /\b(?:homolog\w*|dreets|direccte|l'administration|valid\w*)\b/;

const READERS: ReadonlyArray<readonly [readonly LegalDelayId[], (folded: string) => boolean]> = [
  [
    ['conventional-termination-withdrawal'],
    (folded) =>
      CONVENTIONAL.test(folded) &&
      /\b(?:retract\w*|changer d'avis|revenir sur|revenir en arriere|annuler|regrett\w*|desist\w*)\b/.test(
        folded,
      ) &&
      !APPROVAL.test(folded),
  ],
  [
    // The approval alone: its own délai first.
    ['conventional-termination-approval', 'conventional-termination-withdrawal'],
    (folded) =>
      CONVENTIONAL.test(folded) &&
      APPROVAL.test(folded) &&
      !/\b(?:retract\w*|changer d'avis|revenir sur|revenir en arriere|regrett\w*|desist\w*)\b/.test(folded),
  ],
  [
    ['conventional-termination-withdrawal', 'conventional-termination-approval'],
    (folded) =>
      CONVENTIONAL.test(folded) &&
      (APPROVAL.test(folded) ||
        /\b(?:partir quand|au plus tot|date de (?:fin|rupture|depart)|les delais)\b/.test(folded)),
  ],
  [
    ['final-settlement-challenge'],
    (folded) =>
      /\bsolde de tout compte\b/.test(folded) &&
      /\b(?:contest\w*|denonc\w*|reclam\w*|revenir|dans les temps|combien de temps|delai|trop tard)\b/.test(
        folded,
      ),
  ],
  [
    ['abandonment-notice'],
    (folded) =>
      ABANDONMENT.test(folded) && /\b(?:mise en demeure|delai|combien de temps|jours|laisser)\b/.test(folded),
  ],
  [
    ['return-to-work-visit'],
    (folded) =>
      /\b(?:visite (?:medicale )?de (?:reprise|retour)|examen de reprise|visite medicale)\b/.test(folded) &&
      /\b(?:reprise|reprend\w*|revient|retour|rentre\w*|arret)\b/.test(folded),
  ],
  [
    ['hiring-visit'],
    (folded) =>
      /\b(?:visite (?:medicale )?d'? ?embauche|visite d'information et de prevention|visite medicale)\b/.test(
        folded,
      ) &&
      /\b(?:embauch\w*|premier jour|1er jour|prise de poste|nouvel?(?:le)? (?:salarie|recrue)|arrivee)\b/.test(
        folded,
      ),
  ],
  [
    ['dismissal-challenge'],
    (folded) =>
      /\b(?:prud'? ?hom\w*|prudhom\w*|contest\w*|attaquer|poursuivre|saisir|prescri\w*)\b/.test(folded) &&
      /\b(?:licencie\w*|licenciement|rupture|vire|virer|viree?s?|renvoye\w*|demission\w*|fin de (?:mon |son |du )?contrat)\b/.test(
        folded,
      ) &&
      !/\b(?:solde de tout compte|salaires?|virement|heures? sup\w*|harcel\w*|discrimin\w*|procedure|dure|entretien|formation|conventionnelle)\b/.test(
        folded,
      ),
  ],
  [
    ['employment-claim'],
    (folded) =>
      /\b(?:prescri\w*|prud'? ?hom\w*|prudhom\w*)\b/.test(folded) &&
      /\b(?:execution du contrat|clause|mutation|avertissement|sanction|classification|coefficient|formation)\b/.test(
        folded,
      ) &&
      !/\b(?:licencie\w*|licenciement|rupture|salaires?)\b/.test(folded),
  ],
];

/** The DPAE: « dpae », « déclaration préalable à l'embauche ». */
const HIRING_DECLARATION =
  /\b(?:dpae|declaration (?:prealable|unique) (?:a|d')? ?(?:l'? ?)?embauche|declaration d'embauche)\b/;
/** Its time, or what a forgotten one costs: « combien de jours avant », « j'ai zappé la DPAE ». */
const HIRING_DECLARATION_ASKED =
  /\b(?:oubli\w*|zappe\w*|pas fait\w*|pas faite|en retard|retard|risque\w*|sanctions?|penalites?|amendes?|encore|apres coup|trop tard|combien de jours|quand)\b/;

export function readLegalDelayQuestion(folded: string): { delays: readonly LegalDelayId[] } | null {
  if (
    HIRING_DECLARATION.test(folded) &&
    (TIME_ASKED.test(folded) || HIRING_DECLARATION_ASKED.test(folded)) &&
    !/\b(?:c'est quoi|qu'est-ce que c'est|qu'est-ce qu'une?|contenu|mentions?|president|dirigeant|mandataire|gerant|stagiaires?|stage|annul\w*)\b/.test(
      folded,
    )
  )
    return { delays: ['hiring-declaration'] };
  // « il vient plus depuis lundi, je peux le considérer démissionnaire ? faut une lettre ? »: the
  // presumed resignation's procedure, whose letter sets the délai (a model asked is the model's page).
  if (
    ABANDONMENT.test(folded) &&
    /\b(?:(?:considerer|considere) (?:comme )?demissionnaire|faut(?:-il)? (?:une |un )?(?:lettre|courrier)|je fais quoi|que faire|quelle procedure)\b/.test(
      folded,
    ) &&
    !/\b(?:modeles?|teletrav\w*)\b/.test(folded)
  )
    return { delays: ['abandonment-notice'] };
  if (!TIME_ASKED.test(folded)) return null;
  // A fixed-term or temporary worker's medical follow-up has its own sheet.
  if (/\bvisite\b/.test(folded) && /\b(?:cdd|interim\w*|saisonnier\w*)\b/.test(folded)) return null;
  // Challenging a conventional termination (12 months from its approval) is not its withdrawal.
  if (CONVENTIONAL.test(folded) && /\bcontest\w*\b/.test(folded)) return null;
  // The indemnity of a conventional termination is its calculator's, unless only told beside a
  // withdrawal asked (« l'indemnité est au ras des pâquerettes, je peux encore revenir en arrière ? »).
  const withdrawalOnly =
    /\b(?:retract\w*|changer d'avis|revenir sur|revenir en arriere|desist\w*)\b/.test(folded) &&
    !/\b(?:montant|minimum|quelle indemnite|combien(?! (?:de |d')?(?:temps|jours?|semaines?|mois)\b))\b/.test(
      folded,
    );
  if (
    CONVENTIONAL.test(folded) &&
    !withdrawalOnly &&
    /\b(?:indemnit\w*|montant|combien (?:je|lui|doit)|minimum a (?:lui )?verser)\b/.test(folded)
  )
    return null;
  const delays: LegalDelayId[] = [];
  for (const [ids, reads] of READERS) {
    if (!reads(folded)) continue;
    for (const id of ids) if (!delays.includes(id)) delays.push(id);
    // The return visit is the return's when both are read.
    if (ids[0] === 'return-to-work-visit') break;
  }
  return delays.length > 0 ? { delays } : null;
}
