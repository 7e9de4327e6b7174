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

/**
 * How a date field compares with another: strictly later (`after`), the same day or later
 * (`notBefore`), strictly earlier (`before`), the same day or earlier (`notAfter`).
 */
export type LetterDateRelation = 'after' | 'notBefore' | 'before' | 'notAfter';

/**
 * A rule between fields that a true letter obeys: an end that does not precede its start, an
 * interview after the letter that convenes it, a number of days that fits in its dates. Checked by
 * `letterValuesSchema` (so by the form and the API alike) once the fields it reads hold valid
 * values, and refused with `message` under `field`; the dates it compares with are added to the
 * message (« au plus tôt le 23 mars 2026 »).
 */
export type LetterCheck =
  | {
      /** `field` (a date) stands in `relation` to `other` (a date), moved by `plusDays` / `plusMonths`. */
      readonly kind: 'date';
      readonly field: string;
      readonly relation: LetterDateRelation;
      readonly other: string;
      /** Calendar days added to `other` first (negative: removed). */
      readonly plusDays?: number;
      /** Months added to `other` first (the same day of the month, or the month's last day). */
      readonly plusMonths?: number;
      readonly message: string;
      readonly when?: LetterCondition;
    }
  | {
      /**
       * `field` (a date) comes after at least `days` full jours ouvrables following `other` (a date),
       * Sundays and public holidays not counted, a délai that ends on a Saturday, a Sunday or a holiday
       * running on to the next jour ouvrable (R1231-1): the earliest day for an interview after the
       * letter convening it (L1232-2), as `@dirigeo/labour-law` counts it. The holidays are mainland
       * France's: in Alsace-Moselle (Good Friday, 26 December) the check may let through a date a day early,
       * never refuse a right one.
       */
      readonly kind: 'workingDaysAfter';
      readonly field: string;
      readonly other: string;
      readonly days: number;
      readonly message: string;
      readonly when?: LetterCondition;
    }
  | {
      /**
       * `field` (a number of days) fits in the period from `start` to `end` inclusive: at most its
       * calendar days (`calendar`), or its days other than Sundays (`exceptSundays`: jours ouvrables,
       * and so jours ouvrés too).
       */
      readonly kind: 'daysInPeriod';
      readonly field: string;
      readonly start: string;
      readonly end: string;
      readonly count: 'calendar' | 'exceptSundays';
      readonly message: string;
      readonly when?: LetterCondition;
    }
  | {
      /**
       * `field` (a date) is not before `other` (a date) plus the length written in `duration` (a
       * text field: « un mois », « deux semaines »; see `parseFrenchDuration`): a notice that ends
       * after it has run. A length that cannot be read is not judged.
       */
      readonly kind: 'notBeforeDuration';
      readonly field: string;
      readonly other: string;
      readonly duration: string;
      readonly message: string;
      readonly when?: LetterCondition;
    }
  | {
      /**
       * The period from `start` to `field` (its last day) inclusive lasts exactly the days that the
       * option chosen in `length` (a select) names: `days` gives them by option value.
       */
      readonly kind: 'periodLength';
      readonly field: string;
      readonly start: string;
      readonly length: string;
      readonly days: Readonly<Record<string, number>>;
      readonly message: string;
      readonly when?: LetterCondition;
    };

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
  /** The rules between its fields that a true letter obeys (an end after its start…). */
  readonly checks?: readonly LetterCheck[];
}
