/**
 * The shape of a letter template. A template is data: its fields (what the form asks), its subject
 * and its paragraphs with `{{field}}` placeholders. The package adds the standard blocks every letter
 * has (sender, recipient, place and date, signature), renders the text, and builds the .docx and PDF.
 */

/** The spec's template types (spec 001 §2, "Modèles de documents"). */
export const LETTER_TYPES = [
  'administratif',
  'disciplinaire',
  'licenciement',
  'medical',
  'contrat',
  'conges',
] as const;
export type LetterType = (typeof LETTER_TYPES)[number];

/** How the list names each type. */
export const LETTER_TYPE_LABELS: Readonly<Record<LetterType, string>> = {
  administratif: 'Administratif',
  disciplinaire: 'Disciplinaire',
  licenciement: 'Licenciement',
  medical: 'Médical',
  contrat: 'Contrat',
  conges: 'Congés',
};

/** Who writes and signs the letter; the other party is the recipient. */
export type LetterAuthor = 'employer' | 'employee';

interface FieldBase {
  /** camelCase key, used in `{{placeholders}}` and as the form field's name. */
  readonly name: string;
  /** French label of the form field. */
  readonly label: string;
  readonly required: boolean;
  /**
   * Required only when this condition holds (with `required: false`): a value the letter needs in one
   * case only, such as the address of the labour inspectorate when the company has no staff
   * representatives. Print it in paragraphs that carry the same `when`.
   */
  readonly requiredWhen?: LetterCondition;
  /** One French sentence under the field (what to put, where to find it). */
  readonly help?: string;
  readonly placeholder?: string;
}

/**
 * A form field. Values reach the renderer as strings (`date`: ISO `YYYY-MM-DD`, rendered
 * « 22 novembre 2026 »; `money`: euros as typed, « 1 234,56 € »; `time`: `HH:MM`, « 14 h 30 »).
 */
export type LetterField =
  | (FieldBase & { readonly kind: 'text' | 'textarea' | 'email'; readonly maxLength?: number })
  | (FieldBase & { readonly kind: 'date' | 'time' | 'money' })
  | (FieldBase & {
      readonly kind: 'number';
      readonly min?: number;
      readonly max?: number;
      /** French unit printed after the number (« jours », « mois »). */
      readonly unit?: string;
    })
  | (FieldBase & {
      readonly kind: 'select';
      /** `label` is what the form shows; `text` (default: `label`) is what the letter prints. */
      readonly options: readonly { readonly value: string; readonly label: string; readonly text?: string }[];
    });

/** A paragraph printed only when a field has a given value (select), one of given values, or is filled in. */
export type LetterCondition =
  | { readonly field: string; readonly equals: string }
  | { readonly field: string; readonly oneOf: readonly string[] }
  | { readonly field: string; readonly filled: true };

export interface LetterBlock {
  /** One paragraph of the letter, with `{{field}}` placeholders. */
  readonly text: string;
  readonly when?: LetterCondition;
}

export interface LetterTemplate {
  /** kebab-case, unique: the URL is `/outils/modele/{slug}`. */
  readonly slug: string;
  /** French title shown in the list (spec 001 §3 "Document template": `nom`). */
  readonly nom: string;
  readonly type: LetterType;
  /** One or two French sentences: when to use this letter. */
  readonly description: string;
  readonly author: LetterAuthor;
  /** Articles of the Code du travail the letter rests on, as numbered there (`L1232-2`, `R1232-1`). */
  readonly legalReferences: readonly string[];
  /**
   * How to send it, printed above the subject (« Lettre recommandée avec avis de réception »); may hold
   * placeholders (a select field « mode de remise »).
   */
  readonly delivery?: string;
  /** Advice shown beside the form, never printed (deadlines, what to check, pitfalls). */
  readonly guidance: readonly string[];
  /** The template's own fields; the standard ones (parties, place, date) are added by the package. */
  readonly fields: readonly LetterField[];
  /** Subject line (« Objet : » is added by the renderer), with placeholders. */
  readonly subject: string;
  /** Salutation (« Madame, Monsieur, », « {{civilite}}, »). */
  readonly salutation: string;
  readonly body: readonly LetterBlock[];
  /** Closing formula, the last paragraph before the signature. */
  readonly closing: string;
  /**
   * What the recipient signs under the author's signature, when the letter needs it (an avenant
   * « bon pour accord », a letter handed over against a receipt), with placeholders and an optional
   * condition. The renderer prints it with the recipient's name and room to sign.
   */
  readonly countersignature?: LetterBlock;
}
