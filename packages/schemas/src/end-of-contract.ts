import { idParamsSchema } from './common.ts';
import { isoDateSchema } from './payslip.ts';
import { z } from './zod-fr.ts';

/**
 * The documents an employer hands over when a contract ends (issue 25), prefilled by the API from
 * the employee's contract, the company, the officer and the last month's finalised payslip: the
 * certificat de travail (Code du travail L1234-19) and the reçu pour solde de tout compte (L1234-20).
 * The bodies below carry only what the server cannot know; the letter templates of
 * `@dirigeo/letter-templates` check the merged values again.
 */
export const END_OF_CONTRACT_DOCUMENTS = ['certificat-de-travail', 'recu-pour-solde-de-tout-compte'] as const;
export type EndOfContractDocument = (typeof END_OF_CONTRACT_DOCUMENTS)[number];

export const END_OF_CONTRACT_DOCUMENT_LABELS: Readonly<Record<EndOfContractDocument, string>> = {
  'certificat-de-travail': 'Certificat de travail',
  'recu-pour-solde-de-tout-compte': 'Reçu pour solde de tout compte',
};

/** A document is downloaded as a printable PDF or an editable Word file. */
export const END_OF_CONTRACT_FORMATS = ['pdf', 'docx'] as const;
export type EndOfContractFormat = (typeof END_OF_CONTRACT_FORMATS)[number];

/** The employee's civilité, as the letter templates' `salarieCivilite` options name it. */
export const CIVILITES = ['madame', 'monsieur'] as const;
export const CIVILITE_LABELS: Readonly<Record<(typeof CIVILITES)[number], string>> = {
  madame: 'Madame',
  monsieur: 'Monsieur',
};

/** How the balance is paid, as the receipt template's `modePaiement` options name it. */
export const END_OF_CONTRACT_PAYMENT_METHODS = ['virement', 'cheque'] as const;
export const END_OF_CONTRACT_PAYMENT_METHOD_LABELS: Readonly<
  Record<(typeof END_OF_CONTRACT_PAYMENT_METHODS)[number], string>
> = { virement: 'Virement', cheque: 'Chèque' };

/** Whether the free continued health and provident cover applies (CSS L911-8), the certificate's `portabilite`. */
export const PORTABILITE_CHOICES = ['oui', 'non'] as const;

/** The letter templates' own limits (`lieu`: 80, `organismeAssureur`: 200 characters). */
export const END_OF_CONTRACT_LIEU_MAX_LENGTH = 80;
export const END_OF_CONTRACT_ORGANISME_MAX_LENGTH = 200;

/** POST /api/employees/{id}/end-of-contract/{document}.{format}. */
export const endOfContractParamsSchema = idParamsSchema.extend({
  format: z.enum(END_OF_CONTRACT_FORMATS, { error: 'Format inconnu : pdf ou docx' }),
});
export type EndOfContractParams = z.infer<typeof endOfContractParamsSchema>;

const commonFields = {
  /** Madame or Monsieur, for the letter's salutation. */
  salarieCivilite: z.enum(CIVILITES, { error: 'Choisissez Madame ou Monsieur' }),
  /** « Fait à »: the town where the document is made out. */
  lieu: z
    .string({ error: 'Indiquez la ville où le document est établi' })
    .trim()
    .min(1, { error: 'Indiquez la ville où le document est établi' })
    .max(END_OF_CONTRACT_LIEU_MAX_LENGTH, {
      error: `${END_OF_CONTRACT_LIEU_MAX_LENGTH} caractères au maximum`,
    }),
  /** The document's date, 'YYYY-MM-DD'; default: today in France. */
  dateLettre: isoDateSchema.optional(),
};

/** What the certificat de travail needs beyond the contract, the company and the officer. */
export const certificatDeTravailBodySchema = z
  .object({
    ...commonFields,
    /** 'oui' when the employee keeps the company's health and provident cover (portabilité, CSS L911-8). */
    portabilite: z.enum(PORTABILITE_CHOICES, { error: 'Indiquez si la portabilité s’applique : oui ou non' }),
    /** The organism that runs the cover; required when `portabilite` is 'oui'. */
    organismeAssureur: z
      .string({ error: 'Texte attendu' })
      .trim()
      .max(END_OF_CONTRACT_ORGANISME_MAX_LENGTH, {
        error: `${END_OF_CONTRACT_ORGANISME_MAX_LENGTH} caractères au maximum`,
      })
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
  })
  .superRefine(
    (body: { portabilite?: unknown; organismeAssureur?: unknown }, context) => {
      const blank =
        body.organismeAssureur === undefined ||
        (typeof body.organismeAssureur === 'string' && body.organismeAssureur.trim() === '');
      if (body.portabilite === 'oui' && blank) {
        context.addIssue({
          code: 'custom',
          path: ['organismeAssureur'],
          message: 'Indiquez l’organisme assureur auprès duquel la portabilité s’exerce',
        });
      }
    },
    // Run even when other fields are invalid, so that the form shows every issue at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type CertificatDeTravailBody = z.infer<typeof certificatDeTravailBodySchema>;

/** What the reçu pour solde de tout compte needs beyond the contract and the last payslip. */
export const recuPourSoldeDeToutCompteBodySchema = z.object({
  ...commonFields,
  /** How the balance is paid. */
  modePaiement: z.enum(END_OF_CONTRACT_PAYMENT_METHODS, { error: 'Choisissez virement ou chèque' }),
  /** When it is paid, 'YYYY-MM-DD'; default: the payment date of the last month's payslip. */
  datePaiement: isoDateSchema.optional(),
});
export type RecuPourSoldeDeToutCompteBody = z.infer<typeof recuPourSoldeDeToutCompteBodySchema>;

/** Each document's body. */
export const END_OF_CONTRACT_BODY_SCHEMAS = {
  'certificat-de-travail': certificatDeTravailBodySchema,
  'recu-pour-solde-de-tout-compte': recuPourSoldeDeToutCompteBodySchema,
} as const;
