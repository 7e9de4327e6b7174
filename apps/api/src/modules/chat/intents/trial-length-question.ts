/**
 * A question on a trial period's longest length (issue 28 §1): « la période d'essai d'un cadre c'est
 * combien ? », « j'embauche une assistante en CDI (non cadre), l'essai c'est combien max ? et renouvelé ? »,
 * « CDD de 8 mois, je peux prévoir une période d'essai de combien ? ». The length is computed by
 * `@dirigeo/labour-law` (L1221-19, L1221-21, L1242-10). Read from the folded question; the notice at
 * its end (`trial-notice-question.ts`), an apprentice's or an intern's trial, a trial suspended by an
 * absence and a trial of our product are other subjects.
 */
import {
  CDD_LENGTH_MAXIMUM,
  type TrialPeriodCategory,
  type TrialPeriodMaximumInput,
} from '@dirigeo/labour-law';

export interface TrialLengthQuestion {
  contract: 'cdi' | 'cdd';
  /** A CDI's category, when the question tells it (by name or by job), else null. */
  category: TrialPeriodCategory | null;
  /** A CDD's length as the question tells it, else null. */
  duration: Extract<TrialPeriodMaximumInput, { contract: 'cdd' }>['duration'] | null;
  /** The renewal is asked too. */
  renewal: boolean;
}

/** « période d'essai », or « essai » in an employment's words (« l'essai de mon CDI »). */
const TRIAL =
  /\bperiodes? d'essai\b|\bessai\b.{0,60}\b(?:cdi|cdd|contrat|embauch\w*|salariee?|cadre)\b|\b(?:cdi|cdd|contrat|embauch\w*|salariee?|cadre)\b.{0,60}\bessai\b/;

/** Its length is asked: « combien de temps », « durée », « max », « jusqu'à combien ». */
const LENGTH_ASKED =
  /\b(?:combien de temps|combien de (?:mois|semaines|jours)|c'est combien|de combien|combien max\w*|duree|dure|durer|max|maxi|maximum|maximale|au plus|plus longue?|jusqu'a combien)\b/;

/** Other subjects: its end and notice, an apprentice's or intern's trial, an absence, our own trial. */
const OTHER_SUBJECTS =
  /\b(?:preavis|prevenance|previen\w*|prevenir|romp\w*|rupture|mettre fin|arret\w*|apprenti\w*|stag\w*|interim\w*|maladie|conges?|absen\w*|suspen\w*|dirigeo|abonnement|logiciel|essai gratuit|gratuit|formule|demo|professionnalisation|vrp|nounou|assistante? maternelle|garde d'enfants|particulier employeur|cesu|employee? de maison|licenci\w*|demission\w*|visite|accident\w*|salaires? (?:pendant|durant|en periode|de la periode|minimum|brut|net)|(?:quel|son|mon|le|un) salaire|cout\w*|teletravail|nombre|simulation|net|combien de salaries|en meme temps)\b/;

/** A fixed-term contract: « CDD », or a contract told by its length or kind (« contrat de 4 mois », « saisonnier »). */
const CDD =
  /\bcdd\b|\bduree determinee\b|\bcontrat (?:de |d'une duree de )?\d{1,3}(?:[.,]5)? (?:mois|semaines?)\b|\bsaisonni\w*\b|\bcontrat de (?:remplacement|mission)\b|\bcdd? d'usage\b/;

/** « CDD de 8 mois », « un CDD de 3 semaines », « 6 mois de CDD », « contrat de 4 mois ». */
const CDD_LENGTH =
  /\b(?:cdd|contrat|duree determinee|saisonni\w*) (?:de |d'une duree de |d'une duree initiale de )?(\d{1,3}(?:[.,]5)?) (mois|semaines?|ans?)( et demi)?\b|\b(\d{1,3}(?:[.,]5)?) (mois|semaines?|ans?)( et demi)? (?:de cdd|en cdd)\b/;

/** A category named, or a job whose category is plain. */
/** « cadre », not « non cadre », « pas cadre », « dans le cadre de ». */
const CADRE = /(?<!\b(?:non|pas|dans le)[- ])\bcadres?\b(?! (?:de|d'|du|legal|juridique))|\bingenieurs?\b/;
const NOT_CADRE = /\b(?:non|pas)[- ]cadres?\b/;
const SUPERVISOR = /\b(?:agents? de maitrise|techniciens?|techniciennes?|contremaitres?|chefs? d'equipe)\b/;
const EMPLOYEE =
  /\b(?:ouvriers?|ouvrieres?|employee?s? (?:administratif|administrative|de bureau|polyvalent|polyvalente|libre[- ]service)|assistante?s?(?: administrati\w*| de direction)?|secretaires?|vendeu(?:r|se)s?|caissier\w*|serveu(?:r|se)s?|cuisinier\w*|commis|magasinier\w*|livreurs?|chauffeurs?|macons?|plombiers?|electriciens?|manutentionnaires?|agents? d'entretien|hotes(?:se)? d'accueil)\b/;

function categoryOf(folded: string): TrialPeriodCategory | null {
  if (CADRE.test(folded)) return 'cadre';
  if (NOT_CADRE.test(folded) && !SUPERVISOR.test(folded))
    return EMPLOYEE.test(folded) ? 'ouvrier-employe' : null;
  if (SUPERVISOR.test(folded)) return 'agent-maitrise-technicien';
  if (EMPLOYEE.test(folded)) return 'ouvrier-employe';
  return null;
}

export function readTrialLengthQuestion(folded: string): TrialLengthQuestion | null {
  if (!TRIAL.test(folded) || !LENGTH_ASKED.test(folded) || OTHER_SUBJECTS.test(folded)) return null;
  const renewal = /\b(?:renouvel\w*|prolong\w*)\b/.test(folded);
  if (CDD.test(folded)) {
    const told = CDD_LENGTH.exec(folded);
    const amountText = told?.[1] ?? told?.[4];
    const unitText = told?.[2] ?? told?.[5] ?? '';
    const half = (told?.[3] ?? told?.[6]) ? 0.5 : 0;
    const years = unitText.startsWith('an');
    const toldAmount = amountText === undefined ? Number.NaN : Number(amountText.replace(',', '.')) + half;
    const amount = years ? toldAmount * 12 : toldAmount;
    const unit = unitText.startsWith('semaine') ? 'semaines' : 'mois';
    const valid = amount >= 1 && amount <= CDD_LENGTH_MAXIMUM[unit];
    return { contract: 'cdd', category: null, duration: valid ? { amount, unit } : null, renewal };
  }
  return { contract: 'cdi', category: categoryOf(folded), duration: null, renewal };
}
