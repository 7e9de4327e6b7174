/**
 * A question on the payment of wages the Code du travail answers as such (issue 28 §1): « c'est
 * obligatoire de payer les salaires le dernier jour du mois ? », « un salarié me demande une avance au
 * 15 du mois, je suis obligé ? », « payé en liquide, c'est autorisé ? », « j'ai avancé 1 200 €, je
 * peux tout reprendre d'un coup sur la paie ? », « je peux retenir les PV sur son salaire ? », « je
 * garde les bulletins combien de temps ? », « il peut remonter jusqu'à quand pour des heures sup
 * impayées ? ». Answered from `@dirigeo/labour-law`'s `PAY_RULES`; a seizure of wages, an absence's
 * deduction or a payslip's lines are other subjects.
 */
import type { PayRuleId } from '@dirigeo/labour-law';

/** The pay: « salaire », « paie », « fiche de paie », « virement du salaire ». */
const PAY = /\b(?:salaires?|paies?|payes?|payee?s?|payer|remuneration|bulletins?|fiches? de pa(?:ie|ye))\b/;

/** What the employer would take back: « retenir », « reprendre », « déduire », « faire payer ». */
const TAKE_BACK =
  /\b(?:reten\w*|retenir|retient|reprendre|reprend\w*|dedui\w*|deduction|prelev\w*|deco\w*mpt\w*|faire payer|faire rembourser|rembours\w*|recuperer|impute\w*)\b/;

const READERS: ReadonlyArray<readonly [PayRuleId, (folded: string) => boolean]> = [
  [
    'wage-claim-prescription',
    (folded) =>
      /\bprescriptions? (?:des |du |d'un |de )?(?:salaires?|rappels? de salaire|heures sup\w*|heures supplementaires|paies?)\b/.test(
        folded,
      ) ||
      (/\b(?:salaires?|heures? sup\w*|heures supplementaires|primes?|rappels? de salaire|paies?)\b.{0,60}\b(?:impayee?s?|jamais payee?s?|pas payee?s?|non payee?s?|non versee?s?|pas versee?s?|dus?|reclam\w*)\b|\breclam\w*\b.{0,60}\b(?:salaires?|heures? sup\w*|heures supplementaires|primes?|rappel)\b/.test(
        folded,
      ) &&
        /\b(?:jusqu'? ?a quand|combien de temps|combien d'annees|delai|prescri\w*|remonter|en arriere|trop tard|annees? (?:en arriere|d'avant)|depuis (?:quand|combien))\b/.test(
          folded,
        )),
  ],
  [
    'electronic-payslip-availability',
    (folded) =>
      /\b(?:bulletins?|fiches?) de pa(?:ie|ye)\b|\bbulletins? de (?:mes|nos|ses|leurs) salaries\b/.test(
        folded,
      ) &&
      /\b(?:dematerialis\w*|electroniques?|en ligne|coffre[- ]fort|numeriques?|par mail|par email|pdf)\b/.test(
        folded,
      ) &&
      /\b(?:combien de temps|acces|disponib\w*|conserv\w*|garder|garantir|archiv\w*|pendant)\b/.test(folded),
  ],
  [
    'payslip-copy',
    (folded) =>
      /\b(?:bulletins?|fiches? de pa(?:ie|ye))\b/.test(folded) &&
      /\b(?:conserv\w*|gard\w*|archiv\w*|jeter|detruire)\b/.test(folded) &&
      /\b(?:combien de temps|pendant|ans|annees|jusqu'? ?a quand|duree)\b/.test(folded) &&
      // « vous gardez mes bulletins combien de temps après la suppression de mon compte ? »: ours.
      !/\b(?:vous (?:gardez|conservez)|gardez-vous|conservez-vous|rgpd|suppression de mon compte|supprim\w* mon compte|dirigeo)\b/.test(
        folded,
      ),
  ],
  [
    'fines-forbidden',
    (folded) =>
      PAY.test(folded) &&
      TAKE_BACK.test(folded) &&
      !/\b(?:prelevement a la source|declaration|maintien de salaire|perte de salaire|arret)\b/.test(
        folded,
      ) &&
      /\b(?:amendes?|pv|proces[- ]verbaux|proces[- ]verbal|contraventions?|excess? de vitesse|casse\w*|abime\w*|raye\w*|degats?|degrad\w*|dommages?|franchise|sanction financiere|sanction pecuniaire|perdu|vol)\b/.test(
        folded,
      ),
  ],
  [
    'cash-advance-deduction',
    (folded) =>
      PAY.test(folded) &&
      TAKE_BACK.test(folded) &&
      /\b(?:avances? (?:d'argent|en (?:especes|liquide)|de \d)|j'ai avance|(?:je )?lui ai (?:avance|prete)|prete \d|\d[\d ]* ?(?:€|euros?) (?:avances?|pretes?)|avance \d|pret (?:de|d'argent))/.test(
        folded,
      ) &&
      !/\b(?:acompte|frais|main d'oeuvre|refactur\w*)\b/.test(folded),
  ],
  [
    'fortnight-advance',
    (folded) =>
      (/\bacomptes?\b/.test(folded) ||
        /\bavance (?:sur (?:son |le |sa )?(?:salaire|paie|paye)|au 15|en milieu de mois|a la quinzaine)\b/.test(
          folded,
        )) &&
      /\b(?:oblige\w*|droit|refuser|accepter|doi[st]|demande\w*|combien|montant|maximum|max|exiger)\b/.test(
        folded,
      ) &&
      /\b(?:salari\w*|salaires?|paie|paye|employee?s?)\b/.test(folded) &&
      !/\b(?:impots?|is|cfe|tva|factures?|clients?|fournisseurs?)\b/.test(folded) &&
      !TAKE_BACK.test(folded),
  ],
  [
    'payment-means',
    (folded) =>
      /\b(?:liquide|especes|cash|cheques?|virements?)\b/.test(folded) &&
      /\b(?:salaires?|salariee?s?|employee?s?|ouvriers?|ouvrieres?|apprentie?s?|stagiaires?)\b/.test(
        folded,
      ) &&
      !/\b(?:abonnement|formule|dirigeo|vous|votre|facture|comptable|cesu|cheques? emploi|erreur|pee|perco|ppv|partage de la valeur|avance\w*|pret\w*|rembours\w*|cadeaux?|vacances|dejeuners?|restaurants?|exonere\w*)\b/.test(
        folded,
      ) &&
      /\b(?:autorise\w*|droit|legal|oblige\w*|peut|peux|possible|interdit|faut|plafond|maximum|max|limite|jusqu'a combien|montant)\b/.test(
        folded,
      ),
  ],
  [
    'payment-frequency',
    (folded) =>
      /\b(?:salaires?|salariee?s?|employee?s?|ouvriers?|equipe)\b/.test(folded) &&
      /\b(?:payer|verser|virer|paye|paie)\b(?: (?:les|le|mes|ses|leurs?) salaires?)?.{0,20}\b(?:le dernier jour|en fin de mois|a la fin du mois|le (?:[1-9]|[12]\d|3[01])(?: du mois| de chaque mois)?(?! ?(?:er|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b)|en retard)\b|\b(?:date|jour) (?:limite )?(?:de|du) (?:paiement|versement|la paie|paie) (?:des|du) salaires?\b|\bquand (?:doit-on |dois-je |faut-il |on doit |je dois |est-ce qu'on doit )?(?:payer|verser) (?:les |mes |leurs? )?salaires?\b/.test(
        folded,
      ) &&
      /\b(?:obligatoire|oblige\w*|legal|droit|faut|doi[st]|doit-on|dois-je|impose\w*|loi|limite|quand)\b/.test(
        folded,
      ) &&
      !/\b(?:dsn|urssaf|cotisations?|prelevement a la source|primes?|indemnites?|precarite|solde de tout compte)\b/.test(
        folded,
      ),
  ],
];

export function readPayRuleQuestion(
  folded: string,
): { rules: readonly PayRuleId[]; articleAsked: boolean } | null {
  // A seizure of wages (its own sheet and scale), an absence's deduction, a payslip's lines are others.
  if (
    /\b(?:saisies?|cessions?|absences?|greve|mutuelle|tickets? resto\w*|titres?[- ]restaurant)\b/.test(folded)
  )
    return null;
  const rules = READERS.filter(([, reads]) => reads(folded)).map(([id]) => id);
  // « c'est quel article ? »: the article first, then the sheet.
  const articleAsked = /\b(?:quel|quelle|quels) (?:article|texte|loi)s?\b|\barticle du code\b/.test(folded);
  return rules.length > 0 ? { rules: rules.slice(0, 2), articleAsked } : null;
}
