import { requiredText } from './common.ts';
import { postalAddressSchema } from './company.ts';
import { isoDateSchema } from './payslip.ts';
import { z } from './zod-fr.ts';

/**
 * The officer as a person, as the DSN names them (S21.G00.30 individu, S21.G00.40 contrat,
 * S21.G00.50 versement): filled once in the profile (GET/PUT /api/officer).
 */

/** Types of withholding-tax rate (S21.G00.50.007): the DGFiP's personal rate, or the neutral grid. */
export const PAS_RATE_TYPES = ['personalised', 'neutral'] as const;
export type PasRateType = (typeof PAS_RATE_TYPES)[number];
export const PAS_RATE_TYPE_LABELS: Record<PasRateType, string> = {
  personalised: 'Taux personnalisé transmis par la DGFiP',
  neutral: 'Taux non personnalisé (grille de taux par défaut)',
};

/** '1 80 03 2A 056 123 45' typed with spaces, dots or lower case: 15 characters. */
export function normalizeNir(value: string): string {
  return value.replace(/[\s.\-\u00a0\u202f]/g, '').toUpperCase();
}

/**
 * What is wrong with a NIR (numéro de sécurité sociale), or null: 13 characters (sex, year, month,
 * département — 2A/2B for Corsica —, commune, order) and a 2-digit key = 97 − (number mod 97), where
 * Corsica's 2A counts as 19 and 2B as 18 (INSEE, « Le numéro d'inscription au répertoire »).
 */
export function nirProblem(value: string): 'format' | 'checksum' | null {
  const nir = normalizeNir(value);
  if (!/^[12378]\d{2}(0[1-9]|1[0-2]|[2-9]\d)(\d{2}|2A|2B)\d{6}\d{2}$/.test(nir)) return 'format';
  const body = nir.slice(0, 13).replace('2A', '19').replace('2B', '18');
  const key = 97 - Number(BigInt(body) % 97n);
  return key === Number(nir.slice(13)) ? null : 'checksum';
}

export const NIR_MESSAGES = {
  required: 'Le numéro de sécurité sociale est requis',
  format:
    'Le numéro de sécurité sociale a 15 caractères : 13 chiffres (2A ou 2B pour la Corse) et une clé de 2 chiffres',
  checksum: 'La clé du numéro de sécurité sociale ne correspond pas : vérifiez-le sur votre carte Vitale',
} as const;

/** A NIR typed with or without spaces, normalised to its 15 characters and checked by its key. */
export const nirSchema = z
  .string({ error: NIR_MESSAGES.required })
  .transform(normalizeNir)
  .superRefine((value, ctx) => {
    if (value === '') return void ctx.addIssue({ code: 'custom', message: NIR_MESSAGES.required });
    const problem = nirProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: NIR_MESSAGES[problem] });
  });

/** Lieu de naissance: commune, département (2A/2B, 99 abroad) and country (ISO 3166, 'FR'). */
export const birthPlaceSchema = z.object({
  city: requiredText('La commune de naissance est requise').max(30, {
    error: 'La commune de naissance tient en 30 caractères au plus',
  }),
  departmentCode: z
    .string({ error: 'Le département de naissance est requis' })
    .trim()
    .toUpperCase()
    .regex(/^(0[1-9]|[1-9]\d|2A|2B)$/, {
      error: 'Le département de naissance a 2 caractères (75, 2A, 97 pour l’outre-mer, 99 à l’étranger)',
    }),
  countryCode: z
    .string({ error: 'Le pays de naissance est requis' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'Le pays de naissance est un code à 2 lettres (FR, BE…)' }),
});

/**
 * The ACRE of an officer assimilé salarié who created or took over the company (CSS art. L131-6-4, D131-6-1 to
 * D131-6-3): 12 months from the start of the activity, on the conditions the officer declares.
 */
export const acreDeclarationSchema = z.object({
  /** 'YYYY-MM': the month the activity started (creation or takeover). */
  startMonth: z
    .string({ error: 'Indiquez le mois du début d’activité (AAAA-MM)' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Le mois du début d’activité a la forme AAAA-MM' })
    .refine((month) => month >= '2019-01', {
      error: 'L’ACRE actuelle s’applique aux activités commencées depuis 2019',
    }),
  /** The officer controls the company effectively (D131-6-1). */
  effectiveControl: z.boolean({ error: 'Indiquez si vous exercez le contrôle effectif de la société' }),
  /** No ACRE in the three years before. */
  noAcreInPreviousThreeYears: z.boolean({
    error: 'Indiquez si vous avez bénéficié de l’ACRE au cours des trois dernières années',
  }),
});
export type AcreDeclaration = z.infer<typeof acreDeclarationSchema>;

/** PUT /api/officer. */
export const officerBodySchema = z
  .object({
    /** Numéro de sécurité sociale, key included (15 characters). */
    nir: nirSchema,
    /** Date de naissance, 'YYYY-MM-DD'. */
    birthDate: isoDateSchema.refine(
      (date) => date >= '1900-01-01' && date <= new Date().toISOString().slice(0, 10),
      { error: 'La date de naissance doit être passée' },
    ),
    birthPlace: birthPlaceSchema,
    /** Adresse personnelle. */
    address: postalAddressSchema,
    /** Date de début du mandat (S21.G00.40.001). */
    mandateStartDate: isoDateSchema,
    /** Code PCS-ESE of the job (S21.G00.40.004), e.g. '233d'. */
    pcsEse: z
      .string({ error: 'Le code PCS-ESE est requis' })
      .trim()
      .toLowerCase()
      .regex(/^\d{3}[a-z]$/, { error: 'Le code PCS-ESE a 3 chiffres et une lettre (ex. 233d)' }),
    /** National of the EU, the EEA or Switzerland (S21.G00.30.013). */
    euNational: z.boolean({ error: 'Indiquez si vous êtes ressortissant de l’UE, de l’EEE ou de Suisse' }),
    /** Taux de prélèvement à la source, in percent. */
    pasRatePercent: z
      .number({ error: 'Le taux de prélèvement est un nombre' })
      .finite({ error: 'Le taux de prélèvement est un nombre' })
      .min(0, { error: 'Le taux de prélèvement ne peut pas être négatif' })
      .max(43, { error: 'Le taux de prélèvement ne dépasse pas 43 %' })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        error: 'Le taux de prélèvement a 2 décimales au plus',
      }),
    /** Whether that rate is the DGFiP's personal one or the neutral grid's. */
    pasRateType: z.enum(PAS_RATE_TYPES, { error: 'Choisissez le type de taux' }),
    /** Identifiant du taux from the DGFiP's compte rendu métier (S21.G00.50.008); required with its rate. */
    pasRateId: z
      .string({ error: "L'identifiant du taux a jusqu'à 18 chiffres" })
      .trim()
      .regex(/^\d{1,18}$/, {
        error: "L'identifiant du taux a jusqu'à 18 chiffres (compte rendu métier de la DGFiP)",
      })
      .nullish()
      .transform((value) => value ?? null),
    /** The ACRE the officer declares (issue 24), or null; absent keeps none. */
    acre: acreDeclarationSchema.nullable().default(null),
  })
  .refine((officer) => officer.pasRateType !== 'personalised' || officer.pasRateId !== null, {
    error:
      "L'identifiant du taux personnalisé est requis : il figure dans le compte rendu métier (CRM) de la DGFiP",
    path: ['pasRateId'],
  });
export type OfficerBody = z.infer<typeof officerBodySchema>;
export type OfficerBodyInput = z.input<typeof officerBodySchema>;

/** The officer as the API answers; null fields are still to fill. */
export const officerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  nir: z.string().nullable(),
  birthDate: z.string().nullable(),
  birthPlace: birthPlaceSchema.nullable(),
  address: postalAddressSchema.nullable(),
  mandateStartDate: z.string().nullable(),
  pcsEse: z.string().nullable(),
  euNational: z.boolean().nullable(),
  pasRatePercent: z.number().nullable(),
  pasRateType: z.enum(PAS_RATE_TYPES).nullable(),
  pasRateId: z.string().nullable(),
  /** The ACRE declared, or null. */
  acre: acreDeclarationSchema.nullable(),
  /** What is still to fill, in French; empty once complete. */
  missing: z.array(z.string()),
});
export type Officer = z.infer<typeof officerSchema>;

export const OFFICER_FIELD_LABELS = {
  nir: 'le numéro de sécurité sociale',
  birthDate: 'la date de naissance',
  birthPlace: 'le lieu de naissance',
  address: "l'adresse personnelle",
  mandateStartDate: 'la date de début du mandat',
  pcsEse: 'le code PCS-ESE',
  euNational: 'la nationalité (UE ou non)',
  pasRatePercent: 'le taux de prélèvement à la source',
  pasRateType: 'le type de taux de prélèvement',
} as const;

export function missingOfficerFields(officer: Omit<Officer, 'missing'>): string[] {
  return (Object.keys(OFFICER_FIELD_LABELS) as (keyof typeof OFFICER_FIELD_LABELS)[])
    .filter((key) => officer[key] === null)
    .map((key) => OFFICER_FIELD_LABELS[key]);
}
