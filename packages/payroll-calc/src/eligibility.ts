/**
 * The eligibility test of spec 000 section 4 ("Détermination du Régime du Mandataire Social") as pure
 * functions: which officer statuses each legal form offers, the immediate outcome of a (form, status)
 * pair, the extra questions, and the outcome of 'Finaliser l'analyse'.
 */

/** Step 1: the legal forms, in the spec's order. */
export const LEGAL_FORMS = [
  'SARL',
  'SAS',
  'SASU',
  'EURL',
  'EI',
  'AE',
  'SNC',
  'SA',
  'SCS',
  'SCA',
  'GIE',
] as const;
/** A legal form code. */
export type LegalForm = (typeof LEGAL_FORMS)[number];

/** Step 2: the officer statuses each legal form offers, exactly as the spec lists them. */
export const OFFICER_STATUSES_BY_FORM = {
  SARL: ['gerant_majoritaire', 'gerant_minoritaire', 'gerant_non_associe'],
  SAS: ['president_associe_majoritaire', 'president_associe_minoritaire', 'directeur_general'],
  SASU: ['president_associe_unique'],
  EURL: ['gerant_associe_unique', 'gerant_non_associe'],
  EI: ['entrepreneur_individuel'],
  AE: ['auto_entrepreneur'],
  SNC: ['associe_gerant', 'gerant_non_associe', 'associe'],
  SA: ['president_conseil', 'directeur_general'],
  SCS: ['associe_commandite', 'gerant_commandite', 'membre_conseil_surveillance'],
  SCA: ['associe_commandite', 'gerant_commandite', 'membre_conseil_surveillance'],
  GIE: ['controleur_gestion', 'administrateur_membre', 'membre'],
} as const satisfies Record<LegalForm, readonly string[]>;

/** A status offered for the legal form `F`. */
export type OfficerStatusFor<F extends LegalForm> = (typeof OFFICER_STATUSES_BY_FORM)[F][number];
/** Any officer status code. */
export type OfficerStatus = OfficerStatusFor<LegalForm>;

/** Why a combination is not compatible (travailleur non salarié); the page gives one explanation per case. */
export type TnsReason = 'sarl-gerant-majoritaire' | 'eurl-gerant-associe-unique' | 'ei' | 'ae';

/** The outcome shown as soon as a status is chosen, or the need for the extra questions. */
export type ImmediateEligibility =
  | { kind: 'eligible'; regime: 'assimile-salarie' }
  | { kind: 'not-compatible'; regime: 'tns'; reason: TnsReason }
  | { kind: 'needs-more-answers' };

/** A yes/no answer as the test records it. */
export type YesNo = 'oui' | 'non';

/** The answers of the test (spec 000 section 3, "Eligibility answers"); missing or null when unanswered. */
export interface EligibilityAnswers {
  /** Forme juridique (step 1). */
  formJuridique?: LegalForm | null;
  /** Statut du mandataire (step 2), one of the statuses the form offers. */
  statut?: OfficerStatus | null;
  /** Extra question: is the officer paid? */
  remunere?: YesNo | null;
  /** Extra question: does the officer also hold an employment contract? */
  cumulContrat?: YesNo | null;
  /** Extra question (only if cumulContrat is 'oui'): are the contract's tasks distinct from the mandate? */
  tachesDiff?: YesNo | null;
  /** Extra question (only if cumulContrat is 'oui'): is there a real subordination link? */
  subordination?: YesNo | null;
}

/** An extra question, by the spec's code. */
export type ExtraQuestion = 'remunere' | 'cumul_contrat' | 'taches_diff' | 'subordination';

/** Which answer field each extra question fills. */
export const EXTRA_QUESTION_ANSWER_KEYS = {
  remunere: 'remunere',
  cumul_contrat: 'cumulContrat',
  taches_diff: 'tachesDiff',
  subordination: 'subordination',
} as const satisfies Record<ExtraQuestion, keyof EligibilityAnswers>;

/** The outcome of 'Finaliser l'analyse'. */
export type EligibilityDecision =
  | Exclude<ImmediateEligibility, { kind: 'needs-more-answers' }>
  | { kind: 'complex' }
  | { kind: 'incomplete' };

/** A fresh object each time, so that a caller changing its outcome changes nobody else's. */
function eligible(): ImmediateEligibility {
  return { kind: 'eligible', regime: 'assimile-salarie' };
}

/** Whether a value is one of the legal form codes. */
export function isLegalForm(value: unknown): value is LegalForm {
  return (LEGAL_FORMS as readonly unknown[]).includes(value);
}

/** Whether a value is one of the statuses the legal form offers. */
export function isOfficerStatusFor<F extends LegalForm>(
  form: F,
  value: unknown,
): value is OfficerStatusFor<F> {
  return (OFFICER_STATUSES_BY_FORM[form] as readonly unknown[]).includes(value);
}

/**
 * The outcome shown as soon as the status is chosen (spec 000 section 4, "Immediate results"). A status
 * the form does not offer is a programming error: RangeError.
 */
export function decideImmediateEligibility<F extends LegalForm>(
  form: F,
  status: OfficerStatusFor<F>,
): ImmediateEligibility {
  if (!isOfficerStatusFor(form, status)) {
    throw new RangeError(`payroll-calc: ${String(status)} is not a status of the legal form ${form}`);
  }
  switch (form) {
    case 'SAS':
    case 'SASU':
    case 'SA':
      return eligible();
    case 'SARL':
      if (status === 'gerant_majoritaire') {
        return { kind: 'not-compatible', regime: 'tns', reason: 'sarl-gerant-majoritaire' };
      }
      return eligible(); // gerant_minoritaire, gerant_non_associe
    case 'EURL':
      if (status === 'gerant_associe_unique') {
        return { kind: 'not-compatible', regime: 'tns', reason: 'eurl-gerant-associe-unique' };
      }
      // An EURL is a SARL with one partner: its manager who holds no share is assimilé salarié like a
      // SARL's (CSS art. L311-3, 11°), where spec 000 §4 sent them to « Situation complexe »
      // (docs/adr/2026-11-27-eurl-non-partner-manager.md).
      return eligible(); // gerant_non_associe
    case 'EI':
      return { kind: 'not-compatible', regime: 'tns', reason: 'ei' };
    case 'AE':
      return { kind: 'not-compatible', regime: 'tns', reason: 'ae' };
    default:
      return { kind: 'needs-more-answers' };
  }
}

/** The immediate outcome of the answers, or undefined while the form and a status of that form are missing. */
function immediateOutcomeOf(answers: EligibilityAnswers): ImmediateEligibility | undefined {
  const { formJuridique, statut } = answers;
  if (!formJuridique || !isOfficerStatusFor(formJuridique, statut)) return undefined;
  return decideImmediateEligibility(formJuridique, statut);
}

/**
 * The extra questions shown for the answers so far: only for combinations with no immediate outcome;
 * taches_diff and subordination only once cumul_contrat is 'oui'.
 */
export function extraQuestionsFor(answers: EligibilityAnswers): readonly ExtraQuestion[] {
  if (immediateOutcomeOf(answers)?.kind !== 'needs-more-answers') return [];
  return answers.cumulContrat === 'oui'
    ? ['remunere', 'cumul_contrat', 'taches_diff', 'subordination']
    : ['remunere', 'cumul_contrat'];
}

/**
 * 'Finaliser l'analyse': incomplete without a legal form and one of its statuses (the page then alerts);
 * otherwise the immediate outcome, or 'Situation complexe' for every other combination. The extra
 * answers do not change the outcome (spec 000 section 4).
 */
export function decideEligibility(answers: EligibilityAnswers): EligibilityDecision {
  const immediate = immediateOutcomeOf(answers);
  if (immediate === undefined) return { kind: 'incomplete' };
  return immediate.kind === 'needs-more-answers' ? { kind: 'complex' } : immediate;
}
