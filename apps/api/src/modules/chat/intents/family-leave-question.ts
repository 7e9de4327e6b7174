/**
 * A question on the days off a family event or a child's illness gives (issue 28 §1): « combien de
 * jours pour un PACS ? », « un salarié marie sa fille samedi », « décès de sa grand-mère, il a droit à
 * combien de jours ? », « mon fils a une bronchiolite, j'ai droit à combien de jours ? », « ma fille a
 * une leucémie, il existe un congé pour rester avec elle ? », « mon père est en soins palliatifs ».
 * Answered from `@dirigeo/labour-law`'s `FAMILY_LEAVES`; a birth's and an adoption's days are the
 * birth leaves', the paid leave is another subject.
 */
import type { FamilyLeaveId } from '@dirigeo/labour-law';

/** Days off are asked: a leave, days, an absence, a right, whether it is paid. */
const LEAVE_ASKED =
  /\b(?:conges?|jours?(?: de conges?| d'absence| off)?|absen\w*|s'absenter|poser|rester (?:avec|aupres|a la maison)|le garder|la garder|les garder|accompagner|m'occuper|s'occuper|arreter de (?:bosser|travailler))\b/;
/** Not a leave: the employee's own death, a gift, a contribution, a tax rate, the paid leave's days. */
const OTHER_SUBJECT =
  /\b(?:salariee? (?:est )?decede\w*|capital deces|prevoyance|heritiers?|verser a (?:sa|son)|cadeaux?|primes?|cheques?|urssaf|cotisations?|mutuelle|prelevement|impots?|taux|conges? payes|cp|carence|licenci\w*|animat\w*)\b/;

/** One's own child: « mon fils », « sa fille », « son bébé », « un enfant », « enfant malade ». */
const CHILD =
  /\b(?:mon|ma|mes|son|sa|ses|leur|leurs|notre|nos|un|une|d'un|d'une|l'|les|des) ?(?:enfants?|fils|filles?|bebes?|gamins?|gamines?|nourrisson|ado|adolescente?|petit dernier|petite derniere)\b|\benfants? (?:malades?|de moins de|ages?)\b/;

/** Relatives the law gives no day for: read before the others (« grand-mère » holds « mère »). */
const OTHER_RELATIVE =
  /\b(?:grands?[- ]?(?:pere|mere|parents?)s?|papi|papy|mamie|mamy|oncles?|tantes?|cousine?s?|neveux?|nieces?|amie?s?|belles?[- ]soeurs?|beaux?[- ]freres?|parrain|marraine|petits?[- ](?:fils|enfants?)|petites?[- ]filles?)\b/g;
const CLOSE_RELATIVE =
  /\b(?:pere|mere|papa|maman|parents?|beau-pere|belle-mere|beaux-parents|freres?|soeurs?|conjointe?|mari|femme|epou(?:x|se)|compagne?|concubine?|partenaire)\b/;

const DEATH =
  /\b(?:deces|decede\w*|est morte?|mort(?:e|s)? (?:hier|ce|cette|la|le|dans|cet)|obseques|enterrement|funerailles|deuil|disparu\w*|perdu (?:son|sa|ses) (?:pere|mere|enfant|fils|fille|frere|soeur|mari|femme))\b/;

const WEDDING =
  /\b(?:mariage|marier|(?:me|se|nous|vous) mari(?:e|ent|ons|ez)|pacs|pacse\w*|se pacser|noces)\b/;
/** « marie sa fille », « le mariage de son fils », « sa fille se marie ». */
const CHILD_WEDDING =
  /\b(?:mariage|marie|marier)\b (?:de )?(?:sa|son|ma|mon|leur|notre) (?:fille|fils|enfant)\b|\b(?:fille|fils|enfant)\b.{0,25}\b(?:se marie|mariage)\b/;
/** A child's PACS: the law gives no day (only a child's wedding). */
const CHILD_PACS =
  /\b(?:fille|fils|enfant)\b.{0,25}\b(?:se pacse|pacs)\b|\bpacs (?:de )?(?:sa|son|ma|mon|leur) (?:fille|fils|enfant)\b/;
/** Someone else's wedding (a sibling's, a friend's): the law gives no day. */
const OTHERS_WEDDING =
  /\b(?:mariage|pacs) (?:de |d')?(?:sa |son |ma |mon |leur )?(?:\w+ ){0,2}(?:frere|soeur|cousine?|ami|amie|pote|neveu|niece|pere|mere|collegue|copine?)\b/;

const DIAGNOSIS =
  /\b(?:cancer\w*|leucemie|tumeur\w*|handicap\w*|diabet\w*|epilep\w*|maladie chronique|pathologie chronique|autis\w*|mucoviscidose|maladie grave)\b/;
const SERIOUS =
  /\b(?:plusieurs (?:mois|semaines)|hospitalis\w*|gravement|grave|longue maladie|soins lourds|chimio\w*|leucemie|cancer|presence parentale)\b/;
/** The parental presence leave named. */
const PARENTAL_PRESENCE = /\b(?:presence parentale|ajpp)\b/;
const SICK =
  /\b(?:malade|fievre|gastro\w*|bronchiolite|varicelle|otite|grippe|angine|covid|rhume|conjonctivite|scarlatine|rougeole|bronchite|accident(?! du travail| de trajet)\w*|la creche (?:le |la )?refuse|enfant malade)\b/;

const END_OF_LIFE =
  /\b(?:fin de vie|soins palliatifs|palliatif\w*|phase terminale|mourant\w*|pronostic vital|solidarite familiale)\b/;
const CARER =
  /\b(?:proche aidant|aidant familial|dependante?|perte d'autonomie|s'occuper (?:de (?:ma|mon|sa|son) )?(?:mere|pere|parent))\b|\b(?:avc|alzheimer|parkinson)\b.{0,80}\b(?:conge|m'occuper|s'occuper|arreter de)\b/;

/** A birth, an adoption, a pregnancy: the birth leaves'. */
const BIRTH =
  /\b(?:naissance|accouch\w*|enceinte|grossesse|adoption|adopte\w*|paternite|maternite|conge de naissance)\b/;

export function readFamilyLeaveQuestion(folded: string): { leaves: readonly FamilyLeaveId[] } | null {
  // A letter asked is the model's (« lettre type pour demander un congé de proche aidant »).
  if (
    !LEAVE_ASKED.test(folded) ||
    OTHER_SUBJECT.test(folded) ||
    /\b(?:lettre|modele|courrier|mail type)\b/.test(folded)
  )
    return null;
  const leaves: FamilyLeaveId[] = [];
  const add = (...ids: FamilyLeaveId[]) => {
    for (const id of ids) if (!leaves.includes(id)) leaves.push(id);
  };
  const withoutOthers = folded.replace(OTHER_RELATIVE, ' ');
  if (DEATH.test(folded)) {
    if (CHILD.test(withoutOthers) && !/\b(?:petits?-enfants?|petite-fille|petit-fils)\b/.test(folded))
      add('child-death', 'child-bereavement');
    if (CLOSE_RELATIVE.test(withoutOthers)) add('relative-death');
    if (withoutOthers !== folded && leaves.length === 0) add('other-relative-death');
  }
  if (CHILD_WEDDING.test(folded)) add('child-wedding');
  else if (CHILD_PACS.test(folded)) return null;
  else if (WEDDING.test(folded) && !BIRTH.test(folded) && !OTHERS_WEDDING.test(folded)) add('wedding');
  if (PARENTAL_PRESENCE.test(folded)) add('parental-presence');
  if (END_OF_LIFE.test(folded)) add('end-of-life-support');
  else if (CARER.test(folded) && !CHILD.test(folded)) add('carer');
  if (CHILD.test(withoutOthers) && !BIRTH.test(folded)) {
    if (DIAGNOSIS.test(folded)) {
      if (
        SERIOUS.test(folded) &&
        !/\b(?:annonce|apprendre|appris|vient d'apprendre|diagnostiqu\w*)\b/.test(folded)
      )
        add('parental-presence', 'child-diagnosis');
      else add('child-diagnosis', 'parental-presence');
    } else if ((SICK.test(folded) || /\bhospitalis\w*/.test(folded)) && !DEATH.test(folded)) {
      add(SERIOUS.test(folded) ? 'parental-presence' : 'sick-child');
    }
  }
  return leaves.length > 0 ? { leaves } : null;
}
