/**
 * A question on the notice owed when a trial period ends (issue 28 §1): « la nouvelle recrue ne fait
 * pas l'affaire, elle est là depuis 5 semaines en période d'essai, je dois la prévenir combien de temps
 * avant ? », « je suis en période d'essai depuis 3 semaines, je veux partir, je préviens quand ? ».
 * The délai de prévenance is computed by `@dirigeo/labour-law` (L1221-25, L1221-26). Read from the
 * folded question; its renewal, its length or a trial of our product are other subjects.
 */
import type { TrialPeriodInitiator } from '@dirigeo/labour-law';
import { numberOf } from './question-figures.ts';

export interface TrialNoticeQuestion {
  initiator: TrialPeriodInitiator;
  /** Days of presence the question states (« depuis 5 semaines »: 35), or null. */
  daysOfPresence: number | null;
}

/** « période d'essai », « fin d'essai », « un essai de 3 mois », « arrêter l'essai ». */
const TRIAL_PERIOD =
  /\bperiodes? d'essai\b|\bfin (?:de (?:sa |la |ma )?periode )?d'essai\b|\bessai de \d{1,2} (?:mois|semaines?|jours)\b|\b(?:arreter|rompre|stopper|casser|mettre fin a) (?:l'|son |sa )essai\b/;

/** The trial is ended: « mettre fin », « rompre », « ça colle pas », « je veux partir ». */
const ENDED =
  /\b(?:romp\w*|rupture|mettre fin|met fin|mets fin|arret\w*|stopp\w*|termin\w*|partir|quitt\w*|casser|separer|virer|fin (?:a|de) (?:(?:sa|la|ma|son|cette) )?periode|ne (?:fait|colle|convient|va) pas|(?:ca|ça) (?:colle|va|se passe|marche) pas|pas l'affaire|colle pas|convient pas)\b/;

/** The notice is asked: « prévenir combien de temps avant », « délai de prévenance », « préavis ». */
const NOTICE_ASKED =
  /\b(?:prevenir|prevenance|previen\w*|combien de (?:temps|jours) (?:avant|a l'avance)|delai|preavis|a l'avance|avant de (?:le|la|lui) (?:dire|annoncer))\b/;

/** The employee ends it: « je suis en période d'essai », « je veux partir », « mon employeur ». */
const EMPLOYEE_ENDS =
  /\b(?:je suis en periode d'essai|ma periode d'essai|je (?:veux|voudrais|souhaite|vais|compte) (?:partir|quitter|arreter|demissionner|m'en aller)|mon (?:employeur|patron|boss|chef|manager))\b/;

/**
 * The employer ends it, though « je veux arrêter » or « mon employeur » would be the employee's words:
 * the person hired is named or told (« je dois le prévenir », « embauché il y a 40 jours »), or the
 * employer is the one who wants it (« mon employeur veut arrêter ma période d'essai », « ma boîte vient de
 * me dire qu'ils arrêtent ma période d'essai… ils doivent pas me prévenir plus tôt ? »).
 */
const EMPLOYER_TELLS =
  /\b(?:(?:le|la|lui) (?:prevenir|dire|annoncer)|mon (?:employeur|patron|boss|chef|manager) (?:veut|va|voudrait|souhaite|a decide|peut)|(?<!\b(?:j'ai ete|je suis|j'etais|m'a) )(?:embauchee?s?|recrutee?s?)|ma recrue|mon (?:salarie|employe|technicien|apprenti|commercial|vendeur|cuisinier)|ma (?:salariee|employee|vendeuse|secretaire|assistante)|(?:ils|elle|il|on) (?:arrete\w*|met\w* fin a|romp\w*|casse\w*) ma periode|(?:me|m'en) (?:prevenir|avertir|informer)|(?:ma boite|mon entreprise|ma societe|mon employeur|mon patron) (?:vient de |m'a )?(?:me )?(?:dire|annonce\w*|informe\w*|arrete\w*|met\w* fin|romp\w*|casse\w*))\b/;

const UNIT_DAYS: Readonly<Record<string, number>> = { jour: 1, jours: 1, semaine: 7, semaines: 7, mois: 30 };

/** « depuis 5 semaines », « il y a 3 jours », « ça fait 2 mois », « 6 semaines de présence ». */
const PRESENCE =
  /\b(?:depuis|il y a|ca fait|cela fait|la depuis|presente? depuis|arrivee? (?:il y a|depuis))\s+(\d{1,3}|un|une|deux|trois|quatre|cinq|six)\s+(jours?|semaines?|mois)\b|\b(\d{1,3}|un|une|deux|trois|quatre|cinq|six)\s+(jours?|semaines?|mois) de presence\b/;

export function readTrialNoticeQuestion(folded: string): TrialNoticeQuestion | null {
  if (!TRIAL_PERIOD.test(folded) || !ENDED.test(folded) || !NOTICE_ASKED.test(folded)) return null;
  // Its renewal is another rule; our free trial is another subject.
  if (/\b(?:renouvel\w*|dirigeo|abonnement|logiciel|essai gratuit)\b/.test(folded)) return null;
  // An apprentice's contract ends freely in its first 45 days (L6222-18); an intern has no trial.
  if (/\b(?:apprenti\w*|stagiaires?|stages?|interim\w*)\b/.test(folded)) return null;
  const presence = PRESENCE.exec(folded);
  const count = presence ? (presence[1] ?? presence[3] ?? '') : '';
  const unit = presence ? (presence[2] ?? presence[4] ?? '') : '';
  const amount = numberOf(count);
  const days = presence && Number.isInteger(amount) && amount > 0 ? amount * (UNIT_DAYS[unit] ?? 0) : null;
  return {
    initiator: EMPLOYEE_ENDS.test(folded) && !EMPLOYER_TELLS.test(folded) ? 'employee' : 'employer',
    daysOfPresence: days !== null && days > 0 && days <= 366 ? days : null,
  };
}
