import { PLAN_IDS } from '@dirigeo/site-content';
import { optionalText, requiredText } from './common.ts';
import { TEXT_MAX_LENGTH } from './constants/text.ts';
import { normalizeSiret, siretMessage, siretProblem } from './constants/contact.ts';
import { z } from './zod-fr.ts';

/** Officer status (spec 000 §3) with the label the UI shows. */
export const USER_STATUSES = ['sasu', 'sas', 'sarl', 'dg', 'other'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  sasu: 'Président de SASU',
  sas: 'Président de SAS',
  sarl: 'Gérant minoritaire de SARL',
  dg: 'Directeur Général',
  other: 'Autre',
};

export const COMPANY_TYPES = ['sas', 'sasu', 'sarl', 'eurl', 'sa', 'other'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  sas: 'SAS',
  sasu: 'SASU',
  sarl: 'SARL',
  eurl: 'EURL',
  sa: 'SA',
  other: 'Autre',
};

export const PREVIOUS_PAYROLL_SYSTEMS = ['none', 'comptable', 'payfit', 'silae', 'other'] as const;
export type PreviousPayrollSystem = (typeof PREVIOUS_PAYROLL_SYSTEMS)[number];
export const PREVIOUS_PAYROLL_SYSTEM_LABELS: Record<PreviousPayrollSystem, string> = {
  none: 'Aucun',
  comptable: 'Expert-comptable',
  payfit: 'PayFit',
  silae: 'Silae',
  other: 'Autre',
};

export const SUBSCRIPTION_TYPES = ['free_trial', 'monthly', 'yearly'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Minimum length of a password (spec 000 §5 and §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so that hashing cost stays bounded whatever a client sends. */
export const PASSWORD_MAX_LENGTH = 128;

const usernameSchema = requiredText("Le nom d'utilisateur est requis").regex(/^[\p{L}\p{N}._@-]+$/u, {
  error: "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres et . _ @ -",
});
export const emailSchema = z
  .string({ error: 'Email invalide' })
  .trim()
  .max(TEXT_MAX_LENGTH, { error: `${TEXT_MAX_LENGTH} caractères au maximum` })
  .pipe(z.email({ error: 'Email invalide' }));
const newPasswordSchema = z
  .string({ error: 'Le mot de passe est requis' })
  .min(PASSWORD_MIN_LENGTH, { error: 'Le mot de passe doit contenir au moins 8 caractères' })
  .max(PASSWORD_MAX_LENGTH, { error: `${PASSWORD_MAX_LENGTH} caractères au maximum` });
/**
 * A SIRET as a payslip prints it: empty, or 14 digits whose keys are valid, by the same rule as the
 * contact form's (`siretProblem`), so no payslip carries a number that cannot exist.
 */
const siretDigits = z
  .string()
  .transform(normalizeSiret)
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : siretProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: siretMessage(problem) });
  });
const siretSchema = siretDigits.optional().transform((value) => (value === '' ? undefined : value));

function bothStrings(value: unknown, first: string, second: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record[first] === 'string' && typeof record[second] === 'string';
}

/** A telephone number as people write it: French (10 digits) or international (+, up to 15, E.164). */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s.()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 15;
}

/** What a profile form edits (spec 000 §5, profile). */
export const profileFields = {
  /** Prénom. */
  firstName: requiredText('Le prénom est requis'),
  /** Nom. */
  lastName: requiredText('Le nom est requis'),
  /** Adresse e-mail, unique among users. */
  email: emailSchema,
  /** Nom de l'entreprise. */
  company: requiredText("Le nom de l'entreprise est requis"),
  /** Fonction dans l'entreprise. */
  position: requiredText('La fonction est requise'),
  /** Téléphone, optionnel: 10 to 15 digits, with spaces, dots, dashes, brackets and a leading +. */
  phone: optionalText.refine((value) => value === undefined || isPhoneNumber(value), {
    error: 'Numéro de téléphone invalide (par exemple 06 12 34 56 78 ou +33 6 12 34 56 78)',
  }),
  /** Statut du mandataire. */
  status: z.enum(USER_STATUSES, { error: 'Le statut est requis' }),
};

/** A NAF (APE) code as INSEE writes it, '70.22Z'; also accepted typed as '7022Z' or '70.22 z'. */
export const NAF_CODE_PATTERN = /^\d{2}\.\d{2}[A-Z]$/;

/**
 * The employer's details a payslip must carry (Code du travail, art. R. 3243-1, 1° and 2°), edited
 * in the profile. In a PATCH, an absent field is left as it is and an empty one is cleared (null).
 */
export const employerFields = {
  /** SIRET of the establishment, 14 digits. */
  siret: siretDigits.optional(),
  /** Adresse de l'entreprise (établissement d'emploi), one line. */
  companyAddress: z
    .string()
    .trim()
    .max(TEXT_MAX_LENGTH, { error: `${TEXT_MAX_LENGTH} caractères au maximum` })
    .optional(),
  /** Code APE (nomenclature d'activités française, NAF rév. 2). */
  nafCode: z
    .string()
    .transform((value) => {
      const compact = value.replace(/[\s.]+/g, '').toUpperCase();
      return /^\d{4}[A-Z]$/.test(compact) ? `${compact.slice(0, 2)}.${compact.slice(2)}` : compact;
    })
    .pipe(
      z.union([
        z.literal(''),
        z.string().regex(NAF_CODE_PATTERN, { error: 'Le code APE a la forme 70.22Z' }),
      ]),
    )
    .optional(),
};

/** PATCH /api/user/:id: the spec's profile fields, and the employer's details payslips print. */
export const updateProfileBodySchema = z.object({ ...profileFields, ...employerFields });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** Company fields of registration; optional, they never block the wizard (spec 000 §4). */
export const companyFields = {
  hasEmployees: z.boolean().default(false),
  numberOfEmployees: z.coerce.number().int().min(0).max(1_000_000).default(0),
  companyType: z.enum(COMPANY_TYPES).optional(),
  siret: siretSchema,
  previousPayrollSystem: z.enum(PREVIOUS_PAYROLL_SYSTEMS).optional(),
  eligibilityTested: z.boolean().default(false),
};

export const EMPLOYEES_REQUIRED_MESSAGE = 'Indiquez le nombre de salariés (au moins 1)';

/** « J'ai des salariés » needs at least one employee. */
function checkEmployees(
  form: { hasEmployees: boolean; numberOfEmployees: number },
  ctx: { addIssue(issue: { code: 'custom'; message: string; path: string[] }): void },
): void {
  if (form.hasEmployees && form.numberOfEmployees < 1) {
    ctx.addIssue({ code: 'custom', message: EMPLOYEES_REQUIRED_MESSAGE, path: ['numberOfEmployees'] });
  }
}

const registerBodyFields = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  ...profileFields,
  ...companyFields,
  subscriptionType: z.enum(SUBSCRIPTION_TYPES).default('free_trial'),
  /**
   * The plan the visitor chose: a wish, never a grant. With billing on, every account starts on
   * the free trial and pays for its plan through the checkout; with billing off, it is on this plan.
   */
  plan: z.enum(PLAN_IDS).default('essentielle'),
});

/** POST /api/register. `isTestAccount` is decided by the server from the plan, never by the client. */
export const registerBodySchema = registerBodyFields.superRefine(checkEmployees);
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterBodyInput = z.input<typeof registerBodySchema>;

/** The registration form: the body plus the confirmation and the terms (spec 000 §5). */
export const registerFormSchema = registerBodyFields
  .extend({
    confirmPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: 'Le mot de passe doit contenir au moins 8 caractères' }),
    termsAccepted: z.literal(true, { error: "Vous devez accepter les conditions d'utilisation" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'Les mots de passe ne correspondent pas',
    path: ['confirmPassword'],
    // Shown together with the other fields' errors, not only once they are all valid.
    when: (payload) => bothStrings(payload.value, 'password', 'confirmPassword'),
  })
  .superRefine(checkEmployees);
export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /api/login. */
export const loginBodySchema = z.object({
  username: z
    .string({ error: "Le nom d'utilisateur est requis" })
    .trim()
    .min(1, { error: "Le nom d'utilisateur est requis" })
    .max(TEXT_MAX_LENGTH),
  password: z
    .string({ error: 'Le mot de passe est requis' })
    .min(1, { error: 'Le mot de passe est requis' })
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /api/user/change-password: only these two fields are sent (spec 000 §5). */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Le mot de passe actuel est requis' })
    .min(1, { error: 'Le mot de passe actuel est requis' })
    .max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string({ error: 'Le nouveau mot de passe doit contenir au moins 8 caractères' })
    .min(PASSWORD_MIN_LENGTH, { error: 'Le nouveau mot de passe doit contenir au moins 8 caractères' })
    .max(PASSWORD_MAX_LENGTH, { error: `${PASSWORD_MAX_LENGTH} caractères au maximum` }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordFormSchema = changePasswordBodySchema
  .extend({
    confirmPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: 'La confirmation du mot de passe est requise' }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: 'Les mots de passe ne correspondent pas',
    path: ['confirmPassword'],
    when: (payload) => bothStrings(payload.value, 'newPassword', 'confirmPassword'),
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** How long a password-reset link stays valid (minutes), printed in its e-mail and on the page. */
export const PASSWORD_RESET_VALID_MINUTES = 30;

/** POST /api/password-reset: the account's e-mail address; the answer is the same whatever it is. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** POST /api/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmBodySchema = z.object({
  token: z
    .string({ error: 'Ce lien de réinitialisation est incomplet' })
    .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'Ce lien de réinitialisation est incomplet' }),
  password: newPasswordSchema,
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

/** The reset page's form: the new password twice. */
export const passwordResetFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, { error: 'La confirmation du mot de passe est requise' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'Les mots de passe ne correspondent pas',
    path: ['confirmPassword'],
    when: (payload) => bothStrings(payload.value, 'password', 'confirmPassword'),
  });
export type PasswordResetForm = z.input<typeof passwordResetFormSchema>;

/** A user as the API returns it: never a password or its hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  position: z.string(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  hasEmployees: z.boolean(),
  numberOfEmployees: z.number().int(),
  companyType: z.enum(COMPANY_TYPES).nullable(),
  siret: z.string().nullable(),
  /** Adresse de l'entreprise, printed on payslips. */
  companyAddress: z.string().nullable(),
  /** Code APE (NAF), printed on payslips. */
  nafCode: z.string().nullable(),
  previousPayrollSystem: z.enum(PREVIOUS_PAYROLL_SYSTEMS).nullable(),
  eligibilityTested: z.boolean(),
  isTestAccount: z.boolean(),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  /** Whether sign-in asks a second factor (TOTP or a recovery code): sensitive actions ask it too. */
  twoFactorEnabled: z.boolean(),
  /** The address `email` was proven by its link (issue 22); unverified, the reminders do not go to it. */
  emailVerified: z.boolean(),
  /** A new address waiting for its link to be followed, which will then replace `email`. */
  pendingEmail: z.string().nullable(),
  /** ISO 8601 date-time. */
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
