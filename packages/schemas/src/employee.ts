import { requiredText } from './common.ts';
import { postalAddressSchema } from './company.ts';
import { birthPlaceSchema, nirSchema } from './officer.ts';
import { isoDateSchema } from './payslip.ts';
import { z } from './zod-fr.ts';

/**
 * The company's staff (issue 25): an employee, their contract and what their payslip is computed
 * from (`computeEmployeePayslip` of @dirigeo/payroll-calc). GET/POST /api/employees,
 * GET/PATCH/DELETE /api/employees/{id}; the portal's « Salariés » form validates with these schemas.
 */

/** Cadre (owes the Apec and the cadre prévoyance) or non-cadre, as payroll-calc computes them. */
export const EMPLOYEE_STATUSES = ['non-cadre', 'cadre'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  'non-cadre': 'Non-cadre',
  cadre: 'Cadre',
};

export const CONTRACT_TYPES = ['cdi', 'cdd'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  cdi: 'CDI',
  cdd: 'CDD',
};

/** The cases in which a CDD may be signed (Code du travail, L1242-2 and L1242-3). */
export const CDD_REASONS = [
  'remplacement',
  'accroissement-activite',
  'saisonnier',
  'usage',
  'objet-defini',
  'politique-emploi',
] as const;
export type CddReason = (typeof CDD_REASONS)[number];
export const CDD_REASON_LABELS: Record<CddReason, string> = {
  remplacement: 'Remplacement d’un salarié absent (L1242-2, 1°)',
  'accroissement-activite': 'Accroissement temporaire d’activité (L1242-2, 2°)',
  saisonnier: 'Emploi saisonnier (L1242-2, 3°)',
  usage: 'CDD d’usage (L1242-2, 3°)',
  'objet-defini': 'CDD à objet défini, ingénieurs et cadres (L1242-2, 6°)',
  'politique-emploi': 'Politique de l’emploi ou formation (L1242-3)',
};

/** Youngest age at which one may work, outside school holidays and apprenticeship (L4153-1). */
export const EMPLOYEE_MIN_AGE = 14;
export const EMPLOYEE_MAX_AGE = 100;
/** Earliest contract start the form accepts; and how far ahead a contract may be entered. */
export const CONTRACT_START_MIN = '1960-01-01';
export const CONTRACT_START_MAX_YEARS_AHEAD = 1;

/** Whole years between a birth date and a day, both 'YYYY-MM-DD'. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

function shiftYears(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
}

const centsSchema = (label: string) =>
  z
    .number({ error: `${label} est un montant en centimes` })
    .int({ error: `${label} est un montant en centimes (nombre entier)` })
    .min(0, { error: `${label} ne peut pas être négatif` })
    .max(100_000_000, { error: `${label} est trop élevé` });

/** The fields of an employee, each checked on its own (cross-field rules: `employeeBodySchema`). */
export const employeeFieldsSchema = z.object({
  firstName: requiredText('Le prénom est requis').max(80, {
    error: 'Le prénom tient en 80 caractères au plus',
  }),
  lastName: requiredText('Le nom est requis').max(80, { error: 'Le nom tient en 80 caractères au plus' }),
  /** Numéro de sécurité sociale, key included (15 characters; 2A/2B for Corsica). */
  nir: nirSchema,
  /** Date de naissance, 'YYYY-MM-DD'. */
  birthDate: isoDateSchema,
  /** Lieu de naissance: commune, département (99 abroad), pays. */
  birthPlace: birthPlaceSchema,
  /** Adresse personnelle. */
  address: postalAddressSchema,
  /** Adresse e-mail, or null. */
  email: z
    .union([z.literal(''), z.email({ error: "L'adresse e-mail n'est pas valide" }).max(255)], {
      error: "L'adresse e-mail n'est pas valide",
    })
    .nullish()
    .transform((value) => (value ? value.trim().toLowerCase() : null)),
  /** Emploi occupé, as the payslip prints it (R3243-1). */
  jobTitle: requiredText("L'emploi occupé est requis").max(120, {
    error: "L'emploi occupé tient en 120 caractères au plus",
  }),
  status: z.enum(EMPLOYEE_STATUSES, { error: 'Choisissez cadre ou non-cadre' }),
  contractType: z.enum(CONTRACT_TYPES, { error: 'Choisissez CDI ou CDD' }),
  /** Date d'embauche (début du contrat), 'YYYY-MM-DD'. */
  contractStart: isoDateSchema,
  /** Date de fin du contrat: required for a CDD; for a CDI, set when the contract ends. */
  contractEnd: isoDateSchema.nullish().transform((value) => value ?? null),
  /** Motif de recours au CDD (L1242-2); null for a CDI. */
  cddReason: z
    .enum(CDD_REASONS, { error: 'Choisissez le motif du CDD' })
    .nullish()
    .transform((value) => value ?? null),
  /** Share of the legal full time (1 = 151,67 h a month; 0.5 = half time). */
  workingTimeRatio: z
    .number({ error: 'Le temps de travail est un nombre' })
    .finite({ error: 'Le temps de travail est un nombre' })
    .gt(0, { error: 'Le temps de travail est supérieur à 0' })
    .max(1, { error: 'Le temps de travail ne dépasse pas un temps plein (1 = 151,67 h par mois)' }),
  /** Salaire de base brut mensuel, in cents. */
  grossMonthlySalaryCents: centsSchema('Le salaire brut mensuel').refine((cents) => cents > 0, {
    error: 'Le salaire brut mensuel est requis',
  }),
  /** Cotisation mensuelle de la mutuelle (part salariale + patronale), in cents; 0 without one. */
  healthInsuranceMonthlyCents: centsSchema('La cotisation de mutuelle'),
  /** Share of that contribution the employer pays, in percent (at least 50 %, L911-7 CSS). */
  healthInsuranceEmployerSharePercent: z
    .number({ error: 'La part patronale de la mutuelle est un pourcentage' })
    .finite({ error: 'La part patronale de la mutuelle est un pourcentage' })
    .min(0, { error: 'La part patronale de la mutuelle ne peut pas être négative' })
    .max(100, { error: 'La part patronale de la mutuelle ne dépasse pas 100 %' }),
  /** Whether the company pays the 1,50 % cadre prévoyance on tranche 1 (ANI du 17 novembre 2017). */
  cadrePrevoyance: z.boolean({ error: 'Indiquez si la prévoyance cadre est payée' }),
  /** Code PCS-ESE of the job (DSN S21.G00.40.004, e.g. 543d); null until given (the DSN asks for it). */
  pcsEse: z
    .union([
      z.literal(''),
      z
        .string({ error: 'Le code PCS-ESE a 3 chiffres et une lettre (ex. 543d)' })
        .trim()
        .toLowerCase()
        .regex(/^\d{3}[a-z]$/, { error: 'Le code PCS-ESE a 3 chiffres et une lettre (ex. 543d)' }),
    ])
    .nullish()
    .transform((value) => value || null),
  /** National of the EU, the EEA or Switzerland (DSN S21.G00.30.013); null until given. */
  euNational: z
    .boolean({ error: 'Indiquez si le salarié est ressortissant de l’UE, de l’EEE ou de Suisse' })
    .nullish()
    .transform((value) => value ?? null),
  /**
   * Identifier of the withholding rate the DGFiP sent for them (compte rendu métier, S21.G00.50.008);
   * null: the neutral grid applies until the DGFiP sends one.
   */
  pasRateId: z
    .union([
      z.literal(''),
      z
        .string({ error: 'L’identifiant du taux de prélèvement a 18 chiffres au plus' })
        .trim()
        .regex(/^\d{1,18}$/, { error: 'L’identifiant du taux de prélèvement a 18 chiffres au plus' }),
    ])
    .nullish()
    .transform((value) => value || null),
});
export type EmployeeFields = z.infer<typeof employeeFieldsSchema>;

/** The rules between fields, in French, with the field each one concerns. */
export function employeeProblems(
  employee: EmployeeFields,
  today = todayIso(),
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const age = ageOn(employee.birthDate, today);
  if (employee.birthDate > today)
    problems.push({ path: 'birthDate', message: 'La date de naissance doit être passée' });
  else if (age < EMPLOYEE_MIN_AGE)
    problems.push({
      path: 'birthDate',
      message: `Cette date de naissance donne moins de ${EMPLOYEE_MIN_AGE} ans : vérifiez-la`,
    });
  else if (age > EMPLOYEE_MAX_AGE)
    problems.push({
      path: 'birthDate',
      message: `Cette date de naissance donne plus de ${EMPLOYEE_MAX_AGE} ans : vérifiez-la`,
    });
  if (employee.contractStart < CONTRACT_START_MIN)
    problems.push({ path: 'contractStart', message: 'La date d’embauche est trop ancienne : vérifiez-la' });
  else if (employee.contractStart > shiftYears(today, CONTRACT_START_MAX_YEARS_AHEAD))
    problems.push({
      path: 'contractStart',
      message: 'La date d’embauche est à plus d’un an : saisissez le contrat plus tard',
    });
  else if (
    employee.birthDate <= today &&
    ageOn(employee.birthDate, employee.contractStart) < EMPLOYEE_MIN_AGE
  )
    problems.push({
      path: 'contractStart',
      message: `Le salarié aurait moins de ${EMPLOYEE_MIN_AGE} ans à l’embauche : vérifiez les dates`,
    });
  if (employee.contractEnd !== null && employee.contractEnd < employee.contractStart)
    problems.push({ path: 'contractEnd', message: 'Le contrat ne peut pas finir avant d’avoir commencé' });
  if (employee.contractType === 'cdd') {
    if (employee.contractEnd === null)
      problems.push({ path: 'contractEnd', message: 'Un CDD a une date de fin (L1242-12)' });
    if (employee.cddReason === null)
      problems.push({ path: 'cddReason', message: 'Un CDD a un motif de recours (L1242-12)' });
  } else if (employee.cddReason !== null)
    problems.push({ path: 'cddReason', message: 'Un CDI n’a pas de motif de recours' });
  if (employee.healthInsuranceMonthlyCents > 0 && employee.healthInsuranceEmployerSharePercent < 50)
    problems.push({
      path: 'healthInsuranceEmployerSharePercent',
      message:
        'L’employeur paie au moins 50 % de la mutuelle (article L911-7 du Code de la sécurité sociale)',
    });
  if (employee.status === 'non-cadre' && employee.cadrePrevoyance)
    problems.push({ path: 'cadrePrevoyance', message: 'La prévoyance cadre ne concerne que les cadres' });
  return problems;
}

/** POST /api/employees (and the form): every field, and the rules between them. */
export const employeeBodySchema = employeeFieldsSchema.superRefine((employee, ctx) => {
  for (const { path, message } of employeeProblems(employee))
    ctx.addIssue({ code: 'custom', message, path: [path] });
});
export type EmployeeBody = z.infer<typeof employeeBodySchema>;
export type EmployeeBodyInput = z.input<typeof employeeBodySchema>;

/**
 * PATCH /api/employees/{id}: the fields to change (the server checks the rules on the result), and
 * `archived`: an employee whose contract has ended leaves the active list but keeps their payslips.
 */
export const employeePatchSchema = employeeFieldsSchema.partial().extend({
  archived: z.boolean({ error: 'archived est vrai ou faux' }).optional(),
});
export type EmployeePatch = z.infer<typeof employeePatchSchema>;

/** An employee as the API answers. */
export const employeeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  nir: z.string(),
  birthDate: z.string(),
  birthPlace: birthPlaceSchema,
  address: postalAddressSchema,
  email: z.string().nullable(),
  jobTitle: z.string(),
  status: z.enum(EMPLOYEE_STATUSES),
  contractType: z.enum(CONTRACT_TYPES),
  contractStart: z.string(),
  contractEnd: z.string().nullable(),
  cddReason: z.enum(CDD_REASONS).nullable(),
  workingTimeRatio: z.number(),
  grossMonthlySalaryCents: z.number().int(),
  healthInsuranceMonthlyCents: z.number().int(),
  healthInsuranceEmployerSharePercent: z.number(),
  cadrePrevoyance: z.boolean(),
  pcsEse: z.string().nullable(),
  euNational: z.boolean().nullable(),
  pasRateId: z.string().nullable(),
  /** Archived: the contract has ended and the employee left the active list (payslips kept 5 years, L3243-4). */
  archived: z.boolean(),
  /** On the staff today: not archived, contract not ended (`isCurrentEmployee`). */
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListSchema = z.object({ employees: z.array(employeeSchema) });
export type EmployeeList = z.infer<typeof employeeListSchema>;

/** Whether the employee is on the staff on a day: not archived, and their contract not ended before it (a hire to come counts). */
export function isCurrentEmployee(
  employee: Pick<Employee, 'contractEnd' | 'archived'>,
  day: string,
): boolean {
  return !employee.archived && (employee.contractEnd === null || employee.contractEnd >= day);
}
