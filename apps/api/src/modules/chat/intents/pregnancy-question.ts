/**
 * A pregnant employee's rights asked as such (« je suis enceinte, je dois le dire à mon patron ? »,
 * « ma vendeuse enceinte s'absente pour ses échographies, je dois payer ces heures ? », « elle est
 * enceinte et démissionne, elle a un préavis ? », « je peux la licencier ? »): the rules of
 * `@dirigeo/labour-law`'s `PREGNANCY_RULES` asked, in their order. The maternity leave's length is
 * `birth-leave-question.ts`'s.
 */
import type { PregnancyRuleId } from '@dirigeo/labour-law';

export interface PregnancyQuestion {
  rules: readonly PregnancyRuleId[];
  /** A letter asked (« un courrier ? »): the model informing the employer comes first. */
  letterAsked: boolean;
}

const PREGNANT =
  /\b(?:enceintes?|grossesses?|futures? mamans?|attend un (?:bebe|enfant)|j'attends un (?:bebe|enfant))\b/;

/** On maternity leave: only the protection against dismissal follows from it here (L1225-4). */
const MATERNITY_LEAVE = /\bconge (?:de )?maternite\b/;

const READERS: ReadonlyArray<readonly [PregnancyRuleId, RegExp]> = [
  [
    'not-required-to-tell',
    /\b(?:(?:le |la |lui )?(?:dire|annoncer|prevenir|informer|reveler|declarer|avertir)\b.{0,40}\b(?:oblig\w*|dois|doit|faut|quand|comment|a partir de quand)|(?:oblig\w*|dois|doit|faut)\b.{0,30}\b(?:le |la |lui )?(?:dire|annoncer|prevenir|informer|reveler|declarer))\b/,
  ],
  [
    'medical-appointments',
    /\b(?:echographies?|examens? (?:medicaux|prenatals?|de grossesse)|rdv (?:de suivi|medicaux|medical|chez)|rendez-vous (?:de suivi|medicaux|medical|chez)|visites? prenatales?|suivi de grossesse|consultations? prenatales?)\b/,
  ],
  ['resignation-without-notice', /\bdemission\w*\b|\bdemissionn\w*\b/],
  [
    'dismissal-protection',
    /\b(?:(?:la|me|m') ?(?:licenci\w*|vir(?:er|ent|e)|renvoy\w*)|proteg\w* contre (?:le |un |tout )?licenciement|protection contre (?:le |un |tout )?licenciement|licenci\w* (?:d'une|une|ma|la) (?:salariee |vendeuse |employee )?enceinte|(?:rompre|mettre fin a) (?:son|le|mon) contrat)\b/,
  ],
];

export function readPregnancyQuestion(folded: string): PregnancyQuestion | null {
  // « en congé maternité… jusqu'à quand je suis protégée contre le licenciement ? »: the protection;
  // not a replacement's contract (« un CDD pour remplacer une salariée en congé maternité »), nor
  // the rules of a pregnancy (resigning after the birth asks 15 days' notice, L1225-66).
  if (!PREGNANT.test(folded)) {
    const protection = READERS.find(([id]) => id === 'dismissal-protection')?.[1];
    return MATERNITY_LEAVE.test(folded) &&
      protection?.test(folded) === true &&
      !/\b(?:remplac\w*|cdd|interim\w*)\b/.test(folded)
      ? { rules: ['dismissal-protection'], letterAsked: false }
      : null;
  }
  // A rupture conventionnelle, the leave's length or pay, sick leave are other subjects.
  if (
    /\b(?:conventionnelle|combien de (?:semaines|jours)|duree du conge|ij|indemnites? journalieres?|arret\w*|pathologique|cpam|caf|pere|compagne|conjointe)\b/.test(
      folded,
    )
  )
    return null;
  const rules: PregnancyRuleId[] = READERS.filter(([, words]) => words.test(folded)).map(([id]) => id);
  // A trial period ended: only the pregnancy may not be the reason (L1225-1, with the rule on telling).
  if (/\bperiode d'essai\b/.test(folded) && !rules.includes('not-required-to-tell'))
    rules.unshift('not-required-to-tell');
  if (rules.length === 0) return null;
  return { rules, letterAsked: /\b(?:courrier|lettre|modele|par ecrit)\b/.test(folded) };
}
