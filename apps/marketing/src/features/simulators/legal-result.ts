/**
 * What a labour-law simulator shows once answered: its answer in one line, then the reasoning, each rule
 * with the articles it applies. Every figure in it comes from `@dirigeo/labour-law` (its amounts, its
 * dates, its sentences); the simulator only chooses which results to show and in what order.
 */

/** One rule applied: the package's `AppliedRule`, or a sentence of the page that cites its article. */
export interface ExplainedRule {
  /** Articles of the Code du travail (`L1234-9`), linked to our Code du travail pages. */
  readonly articles: readonly string[];
  /** The French sentence saying what the rule did in this case. */
  readonly explanation: string;
}

/** A group of rules under its heading (« Ancienneté », « Salaire de référence »…). */
export interface ResultSection {
  readonly title: string;
  readonly rules: readonly ExplainedRule[];
}

/** A simulator's answer. */
export interface LegalResult {
  /** What the answer is about: « Indemnité légale de licenciement ». */
  readonly label: string;
  /** The answer: « 5 591,67 € », « 2 mois », « Non due ». */
  readonly value: string;
  /** One sentence under it, when the answer needs one (the notice's last day). */
  readonly detail?: string;
  readonly sections: readonly ResultSection[];
  /**
   * What the collective agreement can do to this answer, for the notice under it: `minimum` (the
   * default: the Code's figure is a floor the agreement may raise), `set-by-agreement` (the Code
   * leaves the figure to the agreement or usage: it is the agreement that fixes it), `may-lower`
   * (an agreement may set less than the Code: the précarité's 6 %, L1243-9).
   */
  readonly agreement?: AgreementRole;
}

/** What the collective agreement can do to a legal answer (see `LegalResult.agreement`). */
export type AgreementRole = 'minimum' | 'set-by-agreement' | 'may-lower';
