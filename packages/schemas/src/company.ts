import { WELFARE_ORGANISM_PATTERN } from '@dirigeo/dsn';
import { VERSEMENT_MOBILITE_MAX_PERCENT } from '@dirigeo/payroll-calc';
import { requiredText } from './common.ts';
import { normalizeSiret, siretMessage, siretProblem } from './constants/contact.ts';
import { NAF_CODE_PATTERN } from './user.ts';
import { z } from './zod-fr.ts';

/**
 * The company the officer declares for: who the payslips and the DSN name (S21.G00.06 entreprise,
 * S21.G00.11 établissement), its size and rates, and the organisms it pays. One per account, filled
 * once (GET/PUT /api/company); the payslip, its PDF and the DSN all read it from there.
 */

/** A postal address as the DSN writes it (S21.G00.06.004-006: voie, code postal, localité). */
export const postalAddressSchema = z.object({
  /** Numéro, extension, nature et libellé de la voie (50 characters in the DSN). */
  street: requiredText("L'adresse (numéro et voie) est requise").max(50, {
    error: "L'adresse (numéro et voie) tient en 50 caractères au plus",
  }),
  /** Code postal français, 5 chiffres. */
  postalCode: z
    .string({ error: 'Le code postal est requis' })
    .trim()
    .regex(/^\d{5}$/, { error: 'Le code postal a 5 chiffres' }),
  /** Localité. */
  city: requiredText('La ville est requise').max(50, { error: 'La ville tient en 50 caractères au plus' }),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** 'numéro et voie, 69002 Lyon': the one line the payslip prints. */
export function formatPostalAddress(address: PostalAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city}`;
}

/** A SIRET whose SIREN and NIC keys hold (INSEE: Luhn), typed with or without spaces. */
export function siretField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform(normalizeSiret)
    .superRefine((value, ctx) => {
      const problem = siretProblem(value);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: problem === 'missing' ? requiredMessage : siretMessage(problem),
        });
    });
}

/** A NAF (APE) code, '70.22Z', also accepted typed as '7022Z' or '70.22 z'. */
export const nafCodeSchema = z
  .string({ error: 'Le code APE est requis' })
  .transform((value) => {
    const compact = value.replace(/[\s.]+/g, '').toUpperCase();
    return /^\d{4}[A-Z]$/.test(compact) ? `${compact.slice(0, 2)}.${compact.slice(2)}` : compact;
  })
  .pipe(z.string().regex(NAF_CODE_PATTERN, { error: 'Le code APE a la forme 70.22Z' }));

/**
 * How a welfare organism is paid: by SEPA direct debit or transfer ordered by the DSN, or on the
 * organism's own call (nothing ordered by the DSN).
 */
export const WELFARE_PAYMENT_MODES = ['direct-debit', 'transfer', 'outside-dsn'] as const;
export type WelfarePaymentMode = (typeof WELFARE_PAYMENT_MODES)[number];
export const WELFARE_PAYMENT_MODE_LABELS: Record<WelfarePaymentMode, string> = {
  'direct-debit': 'Prélèvement SEPA ordonné par la DSN',
  transfer: 'Virement ordonné par la DSN',
  'outside-dsn': "Appel de cotisations de l'organisme (hors DSN)",
};

/** A complementary contract the DSN must reference (S21.G00.15 adhésion prévoyance). */
export const welfareContractSchema = z.object({
  /**
   * Code de l'organisme (S21.G00.15.002) as its « fiche de paramétrage DSN » gives it: P + 4 digits for an
   * institution de prévoyance, 9 digits for a mutuelle, A + 5 characters for an insurer (@dirigeo/dsn's rule).
   */
  organismCode: z
    .string({ error: "Le code de l'organisme est requis" })
    .trim()
    .toUpperCase()
    .regex(WELFARE_ORGANISM_PATTERN, {
      error:
        "Le code de l'organisme a la forme P0942 (prévoyance), 9 chiffres (mutuelle) ou A suivi de 5 caractères (assureur)",
    }),
  /** Référence du contrat (5 to 30 characters in the DSN). */
  contractReference: z
    .string({ error: 'La référence du contrat est requise' })
    .trim()
    .min(1, { error: 'La référence du contrat est requise' })
    .max(30, { error: 'La référence du contrat tient en 30 caractères au plus' }),
  /** How the organism is paid (its « fiche de paramétrage DSN » says). */
  payment: z.enum(WELFARE_PAYMENT_MODES, { error: 'Choisissez comment cet organisme est payé' }),
});
export type WelfareContract = z.infer<typeof welfareContractSchema>;

/** The most an AT/MP rate reaches (the collective rates of 2026 stay below 10 %; individual ones far below 30 %). */
export const ATMP_RATE_MAX_PERCENT = 30;

/**
 * Where the company's headcount comes from: set by the officer ('declared'), or counted each month from the
 * contracts in force on its last day, in full-time equivalent (Code du travail L1111-2: a part-time employee
 * counts for their share of full time; a CDD replacing an absent employee does not count).
 */
export const HEADCOUNT_SOURCES = ['declared', 'contracts'] as const;
export type HeadcountSource = (typeof HEADCOUNT_SOURCES)[number];

/** PUT /api/company: everything the user fills once. */
export const companyBodySchema = z.object({
  /** Raison sociale. */
  name: requiredText("Le nom de l'entreprise est requis").max(60, {
    error: "Le nom de l'entreprise tient en 60 caractères au plus dans la DSN",
  }),
  /** SIRET de l'établissement: SIREN (9) + NIC (5). */
  siret: siretField('Le SIRET est requis'),
  /** Code APE. */
  nafCode: nafCodeSchema,
  /** Adresse de l'établissement. */
  address: postalAddressSchema,
  /**
   * Effectif (which sets the FNAL rate, the versement mobilité and the DSN's due date), when the officer
   * sets it; null: counted from the company's contracts each month (`HEADCOUNT_SOURCES`).
   */
  headcount: z
    .number({ error: "L'effectif est un nombre entier, ou vide pour le calculer à partir des contrats" })
    .int({ error: "L'effectif est un nombre entier" })
    .min(0, { error: "L'effectif ne peut pas être négatif" })
    .max(1_000_000, { error: "L'effectif est trop élevé" })
    .nullable(),
  /**
   * Code officiel géographique (INSEE) of the establishment's commune, 5 characters (2A/2B for Corsica): the
   * versement mobilité's rate is the commune's transport authority's (CGCT L2333-64, L2531-2); null until given.
   */
  communeInsee: z
    .string({ error: 'Le code INSEE de la commune a 5 caractères' })
    .trim()
    .toUpperCase()
    .regex(/^(\d{5}|2[AB]\d{3})$/, {
      error:
        'Le code INSEE de la commune a 5 caractères (75056 pour Paris, 69123 pour Lyon) : ce n’est pas le code postal',
    })
    .nullable()
    .default(null),
  /**
   * The versement mobilité rate of a commune the table does not hold, as the Urssaf publishes it, in percent;
   * 0 for a commune without one; null when the table holds the commune or nothing was declared.
   */
  versementMobiliteRatePercent: z
    .number({ error: 'Le taux de versement mobilité est un nombre' })
    .min(0, { error: 'Le taux de versement mobilité ne peut pas être négatif' })
    .max(VERSEMENT_MOBILITE_MAX_PERCENT, {
      error: `Le taux de versement mobilité ne dépasse pas ${String(VERSEMENT_MOBILITE_MAX_PERCENT).replace('.', ',')} %`,
    })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: 'Le taux de versement mobilité a 2 décimales au plus',
    })
    .nullable()
    .default(null),
  /** Taux AT/MP notifié par la Carsat, in percent. */
  atmpRatePercent: z
    .number({ error: 'Le taux AT/MP est un nombre' })
    .finite({ error: 'Le taux AT/MP est un nombre' })
    .min(0, { error: 'Le taux AT/MP ne peut pas être négatif' })
    .max(ATMP_RATE_MAX_PERCENT, { error: `Le taux AT/MP ne dépasse pas ${ATMP_RATE_MAX_PERCENT} %` })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: 'Le taux AT/MP a 2 décimales au plus',
    }),
  /** Code risque AT/MP notified with the rate (5 or 6 characters, e.g. '741GD'; S21.G00.40.040). */
  atmpRiskCode: z
    .string({ error: 'Le code risque AT/MP est requis' })
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{5,6}$/, {
      error: 'Le code risque AT/MP a 5 ou 6 caractères (ex. 741GD), voir votre notification de taux',
    }),
  /** IDCC of the collective agreement, 4 digits; null when none applies (the DSN then writes 9999). */
  idcc: z
    .string({ error: "L'IDCC a 4 chiffres" })
    .trim()
    .regex(/^\d{4}$/, { error: "L'IDCC a 4 chiffres" })
    .nullable(),
  /** SIRET of the URSSAF the establishment pays (S21.G00.20.001 and 22.001). */
  urssafSiret: siretField("Le SIRET de l'URSSAF est requis"),
  /** SIRET of the Agirc-Arrco institution the company belongs to (S21.G00.20.001). */
  agircArrcoSiret: siretField("Le SIRET de l'institution Agirc-Arrco est requis"),
  /** IBAN the organisms debit (SEPA, S21.G00.20.004); checked with its ISO 13616 key. */
  iban: z
    .string({ error: "L'IBAN est requis" })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => ibanIsValid(value), { error: "L'IBAN n'est pas valide (vérifiez sa clé)" }),
  /** BIC of that account (S21.G00.20.003). */
  bic: z
    .string({ error: 'Le BIC est requis' })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { error: 'Le BIC a 8 ou 11 caractères' })),
  /** Contrat de prévoyance, or null. */
  prevoyanceContract: welfareContractSchema.nullable(),
  /** Contrat de mutuelle (frais de santé), or null. */
  mutuelleContract: welfareContractSchema.nullable(),
});
export type CompanyBody = z.infer<typeof companyBodySchema>;
export type CompanyBodyInput = z.input<typeof companyBodySchema>;

/** ISO 13616: the IBAN's check digits (mod 97 of the rearranged number is 1). */
export function ibanIsValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * The company as the API answers: every field may still be empty (null) until the user fills it;
 * `missing` lists, in French, what the payslips and the DSN still need.
 */
export const companySchema = z.object({
  name: z.string(),
  siret: z.string().nullable(),
  nafCode: z.string().nullable(),
  address: postalAddressSchema.nullable(),
  /** The headcount the payslips and the DSN of the current month use. */
  headcount: z.number().int(),
  /** Where it comes from: set by the officer, or counted from the contracts. */
  headcountSource: z.enum(HEADCOUNT_SOURCES),
  /** The count of the contracts for the current month, whichever the source (the form shows it). */
  headcountFromContracts: z.number().int(),
  communeInsee: z.string().nullable(),
  versementMobiliteRatePercent: z.number().nullable(),
  /** The versement mobilité the current month's payslips apply, and why. */
  versementMobilite: z.object({
    /**
     * 'due': at `ratePercent`; 'not-due': under 11 staff or a commune without one; 'unlisted': a commune the
     * table does not hold and no rate declared; 'no-commune': 11 staff or more and no commune given.
     */
    status: z.enum(['due', 'not-due', 'unlisted', 'no-commune']),
    ratePercent: z.number().nullable(),
    /** The transport authority, and where its rate comes from. */
    authority: z.string().nullable(),
    source: z.string().nullable(),
  }),
  atmpRatePercent: z.number().nullable(),
  atmpRiskCode: z.string().nullable(),
  idcc: z.string().nullable(),
  urssafSiret: z.string().nullable(),
  agircArrcoSiret: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  prevoyanceContract: welfareContractSchema.nullable(),
  mutuelleContract: welfareContractSchema.nullable(),
  /** What is still to fill, in French ('le SIRET', "l'IBAN"…); empty once complete. */
  missing: z.array(z.string()),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** The French names of the company's fields the DSN needs, in the form's order. */
export const COMPANY_FIELD_LABELS = {
  name: "le nom de l'entreprise",
  siret: 'le SIRET',
  nafCode: 'le code APE',
  address: "l'adresse de l'établissement",
  atmpRatePercent: 'le taux AT/MP',
  atmpRiskCode: 'le code risque AT/MP',
  urssafSiret: "le SIRET de l'URSSAF",
  agircArrcoSiret: "le SIRET de l'institution Agirc-Arrco",
  iban: "l'IBAN",
  bic: 'le BIC',
} as const;

/** What the company still lacks for a DSN, in French. */
export function missingCompanyFields(company: Omit<Company, 'missing' | 'updatedAt'>): string[] {
  return (Object.keys(COMPANY_FIELD_LABELS) as (keyof typeof COMPANY_FIELD_LABELS)[])
    .filter((key) => company[key] === null || company[key] === '')
    .map((key) => COMPANY_FIELD_LABELS[key]);
}
