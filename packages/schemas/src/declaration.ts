import { dateInFrance } from './date-in-france.ts';
import { isoDateSchema } from './payslip.ts';
import { z } from './zod-fr.ts';

/**
 * The monthly DSN as the API tracks it (issue 23 §4): prepared from the month's finalised payslips,
 * checked, downloaded, then deposited by the user on net-entreprises.fr (Dirigeo cannot file it: the
 * machine channel needs a certification it does not have).
 */

/**
 * draft: prepared, with errors to fix; ready: no error, the file can be downloaded; deposited: the
 * user recorded its deposit; stale: a payslip of the month was finalised after it was prepared.
 */
export const DECLARATION_STATUSES = ['draft', 'ready', 'deposited', 'stale'] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];
export const DECLARATION_STATUS_LABELS: Record<DeclarationStatus, string> = {
  draft: 'À corriger',
  ready: 'Prête à déposer',
  deposited: 'Déposée',
  stale: 'À refaire',
};

/** A declared month, 'YYYY-MM'. */
export const declarationPeriodSchema = z
  .string({ error: 'La période a la forme AAAA-MM (ex. 2026-10)' })
  .regex(/^(20\d{2})-(0[1-9]|1[0-2])$/, { error: 'La période a la forme AAAA-MM (ex. 2026-10)' });

/** The organisms a monthly DSN pays. */
export const DECLARATION_ORGANISMS = ['urssaf', 'agirc-arrco', 'dgfip', 'prevoyance'] as const;
export type DeclarationOrganism = (typeof DECLARATION_ORGANISMS)[number];
export const DECLARATION_ORGANISM_LABELS: Record<DeclarationOrganism, string> = {
  urssaf: 'URSSAF',
  'agirc-arrco': 'Agirc-Arrco (retraite complémentaire)',
  dgfip: 'DGFiP (prélèvement à la source)',
  prevoyance: 'Organisme de prévoyance ou de complémentaire santé',
};

/** An amount the declaration orders paid to an organism, and when. */
export const declarationPaymentSchema = z.object({
  organism: z.enum(DECLARATION_ORGANISMS),
  /** Amount in cents (whole euros for the URSSAF and the DGFiP, as the norm writes them). */
  amountCents: z.number().int(),
  /** Due date, 'YYYY-MM-DD' (moved to the next working day). */
  dueDate: z.string(),
});
export type DeclarationPayment = z.infer<typeof declarationPaymentSchema>;

/** Which screen fixes a finding: the company, the officer's details, or the month's payslip. */
export const DECLARATION_FIXES = ['company', 'officer', 'employee', 'payslip'] as const;
export type DeclarationFix = (typeof DECLARATION_FIXES)[number];

/** One finding of the preparation or of the norm's checks. */
export const declarationFindingSchema = z.object({
  severity: z.enum(['error', 'warning']),
  /** Stable identifier of the rule. */
  rule: z.string(),
  /** What is wrong and what to do, in French. */
  message: z.string(),
  /** Where the rule comes from. */
  source: z.string(),
  /** The screen that fixes it, when one does. */
  fix: z.enum(DECLARATION_FIXES).nullable(),
});
export type DeclarationFinding = z.infer<typeof declarationFindingSchema>;

/** A declaration in the list (GET /api/declarations). */
export const declarationSummarySchema = z.object({
  id: z.number().int(),
  /** 'YYYY-MM'. */
  period: z.string(),
  status: z.enum(DECLARATION_STATUSES),
  /** Amounts due per organism with their due dates; empty while it cannot be built. */
  payments: z.array(declarationPaymentSchema),
  /** The date the declaration itself is due, 'YYYY-MM-DD'. */
  dueDate: z.string(),
  /** Why that date, in French, with its source. */
  dueDateReason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeclarationSummary = z.infer<typeof declarationSummarySchema>;

/** The deposit the user recorded. */
export const declarationDepositSchema = z.object({
  depositedAt: z.string(),
  receiptNumber: z.string(),
  /** The acknowledgment stored in the documents vault, when uploaded. */
  acknowledgmentDocumentId: z.number().int().nullable(),
});

/** A declaration with its findings (GET /api/declarations/{id}, POST's 201). */
export const declarationSchema = declarationSummarySchema.extend({
  findings: z.array(declarationFindingSchema),
  /** The file's name ('DSN_<SIRET>_<YYYY-MM>.dsn'), or null while it cannot be built. */
  fileName: z.string().nullable(),
  /** Where the file downloads from (refused with 409 while there are errors). */
  fileUrl: z.string().nullable(),
  /** Norm version written ('P26V01'). */
  normVersion: z.string().nullable(),
  /** Ids of the finalised payslips it declares. */
  payslipIds: z.array(z.number().int()),
  /** True when it replaces a deposited declaration (to file as « annule et remplace »). */
  replacesDeposited: z.boolean(),
  deposit: declarationDepositSchema.nullable(),
});
export type Declaration = z.infer<typeof declarationSchema>;

/** POST /api/declarations. */
export const prepareDeclarationBodySchema = z.object({ period: declarationPeriodSchema });
export type PrepareDeclarationBody = z.infer<typeof prepareDeclarationBodySchema>;

/** POST /api/declarations/{id}/deposit. */
export const recordDepositBodySchema = z.object({
  /** Date of the deposit on net-entreprises.fr, 'YYYY-MM-DD'. */
  depositedAt: isoDateSchema.refine((date) => date <= dateInFrance(), {
    error: 'La date de dépôt ne peut pas être dans le futur',
  }),
  /** Numéro de l'accusé de réception (net-entreprises' « numéro de dépôt »). */
  receiptNumber: z
    .string({ error: "Le numéro de l'accusé de réception est requis" })
    .trim()
    .min(1, { error: "Le numéro de l'accusé de réception est requis" })
    .max(40, { error: "Le numéro de l'accusé de réception tient en 40 caractères au plus" })
    .regex(/^[A-Za-z0-9./_-]+$/, {
      error: "Le numéro de l'accusé de réception ne contient que des lettres, des chiffres et . / _ -",
    }),
  /** A document of the vault (category social) holding the acknowledgment, or absent. */
  acknowledgmentDocumentId: z.number().int().positive().optional(),
});
export type RecordDepositBody = z.infer<typeof recordDepositBodySchema>;
