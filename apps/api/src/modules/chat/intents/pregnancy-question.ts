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
    /\b(?:licenci\w*|virer|la renvoyer|rompre (?:son|le) contrat|mettre fin (?:a son|au) contrat|fin de (?:sa|la) periode d'essai|arreter (?:sa|la) periode d'essai)\b/,
  ],
];

export function readPregnancyQuestion(folded: string): PregnancyQuestion | null {
  if (!PREGNANT.test(folded)) return null;
  // A rupture conventionnelle, the leave's length or pay, sick leave are other subjects.
  if (
    /\b(?:conventionnelle|combien de (?:semaines|jours)|duree du conge|ij|indemnites? journalieres?|arret maladie|pathologique)\b/.test(
      folded,
    )
  )
    return null;
  const rules = READERS.filter(([, words]) => words.test(folded)).map(([id]) => id);
  if (rules.length === 0) return null;
  return { rules, letterAsked: /\b(?:courrier|lettre|modele|par ecrit)\b/.test(folded) };
}
