/**
 * A question on a CDD's own rules (issue 28 §1): « le cdd de 6 mois se termine, je peux reprendre
 * quelqu'un d'autre en cdd sur le même poste ou faut attendre ? », « en CDD de 8 mois, elle a trouvé
 * un CDI, combien de préavis ? », « renouvelable combien de fois ? », « elle est revenue travailler
 * après la fin, elle est en quoi ? », « je veux arrêter son CDD 3 mois avant la fin ». Answered from
 * `@dirigeo/labour-law` (L1244-3-1, L1243-2, L1243-13-1, L1243-11, L1243-1). Temporary work has its
 * own articles; the end-of-contract indemnity alone is the precarity calculator's.
 */
import type { FixedTermDuration } from '@dirigeo/labour-law';
import { numberOf } from './question-figures.ts';

export type FixedTermAspect = 'waiting' | 'early-notice' | 'renewals' | 'continuation' | 'early-end';

export interface FixedTermQuestion {
  aspects: readonly FixedTermAspect[];
  /** The contract's duration the question tells (« un CDD de 6 mois »), or null. */
  duration: FixedTermDuration | null;
}

const CDD = /\b(?:cdd|contrats? a duree determinee|contrats? court)\b/;
const WAITING =
  /\b(?:carence|attendre|attente|enchain\w*|reprendre|reembaucher|nouveau cdd|autre cdd|un autre salarie|quelqu'un d'autre|quelqu un d'autre|delai entre)\b/;
const SAME_POST = /\b(?:meme poste|le poste|ce poste|sur le poste|remplacer|reprendre)\b/;
/** The contract has ended or is ending: a carence follows an end. */
const ENDED =
  /\b(?:se termine|termine\w*|fini\w*|fin (?:du|de son|de mon|de ce|de la) (?:cdd|contrat)|arrive a (?:son )?terme|expire\w*|a pris fin|s'acheve)\b/;
const CDI = /(?<!\b(?:pas de|sans|aucun) )\bcdi\b/;
const LEAVES =
  /\b(?:partir|quitter|rompre|rupture|arreter|demission\w*|avant la fin|avant le terme|s'en aller|finir plus tot)\b/;
const RENEWALS = /\b(?:renouvel\w*|duree (?:max\w*|totale)|prolong\w*|combien de fois)\b/;
const CONTINUATION =
  /\b(?:revenue? (?:travailler|bosser)|continue\w* (?:a|de) (?:travailler|bosser|venir)|toujours la|rien signe)\b/;
const EMPLOYER_ENDS =
  /\b(?:arreter|rompre|mettre fin|stopper|casser|virer|licencier|terminer)\b.{0,60}\b(?:avant (?:la (?:fin|date)|le terme|l'echeance)|plus tot|de maniere anticipee)\b|\b(?:rupture anticipee)\b/;

const UNITS: Readonly<Record<string, FixedTermDuration['unit']>> = {
  jour: 'jours',
  jours: 'jours',
  semaine: 'semaines',
  semaines: 'semaines',
  mois: 'mois',
};
const DURATION =
  /\b(?:cdd|contrat)\s+(?:de\s+|d'une duree de\s+)?(\d{1,3}|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|dix-huit)\s+(jours?|semaines?|mois)\b/;

/** « renouvelé 6 mois », « renouvelé pour 3 mois »: a renewal's length, in the same unit. */
const RENEWAL = /\brenouvele\w* (?:de |pour |une fois )?(\d{1,2}) (jours?|semaines?|mois)\b/;

/** The longest CDD the law allows, renewals included, is 24 months: beyond 36, nothing is read. */
const MAX_MONTHS_READ = 36;

/**
 * The contract's duration told, renewals added when told in the same unit (« cdd de 6 mois renouvelé
 * 6 mois »: 12), or null: a number before « avant la fin » is a time before its term, not its length.
 */
function durationOf(folded: string): FixedTermDuration | null {
  const told = DURATION.exec(folded);
  if (!told || /^\s*(?:avant|apres)\b/.test(folded.slice(told.index + told[0].length))) return null;
  const unit = UNITS[told[2] ?? ''];
  let amount = numberOf(told[1] ?? '');
  const renewal = RENEWAL.exec(folded);
  if (renewal && UNITS[renewal[2] ?? ''] === unit) amount += numberOf(renewal[1] ?? '');
  const months = unit === 'mois' ? amount : unit === 'semaines' ? amount / 4 : amount / 30;
  return Number.isInteger(amount) && amount > 0 && unit && months <= MAX_MONTHS_READ
    ? { amount, unit }
    : null;
}

export function readFixedTermQuestion(folded: string): FixedTermQuestion | null {
  if (
    !CDD.test(folded) ||
    /\b(?:interim\w*|interimaire|travail temporaire|cdd senior|cddu|d'usage|periode d'essai|enceinte)\b/.test(
      folded,
    )
  )
    return null;
  const aspects: FixedTermAspect[] = [];
  if (CONTINUATION.test(folded) && !RENEWALS.test(folded)) aspects.push('continuation');
  if (CDI.test(folded) && LEAVES.test(folded)) aspects.push('early-notice');
  else if (EMPLOYER_ENDS.test(folded)) aspects.push('early-end');
  if (
    /\bcarence\b/.test(folded) ||
    (ENDED.test(folded) &&
      WAITING.test(folded) &&
      SAME_POST.test(folded) &&
      !aspects.includes('continuation'))
  )
    aspects.push('waiting');
  if (RENEWALS.test(folded)) aspects.push('renewals');
  if (aspects.length === 0) return null;
  return { aspects, duration: durationOf(folded) };
}
