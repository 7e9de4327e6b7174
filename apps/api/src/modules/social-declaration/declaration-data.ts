import {
  declarationDepositSchema,
  declarationFindingSchema,
  declarationPaymentSchema,
  z,
} from '@dirigeo/schemas';

/** What names a DSN file among those of its month: what an « annule et remplace » points at. */
const fileIdentitySchema = z.object({ createdOn: z.string(), orderNumber: z.number().int().positive() });

/** The kind of declaration this table holds for now (spec 000 §3's `type`). */
export const MONTHLY_DSN_TYPE = 'dsn-mensuelle';

/**
 * What a prepared declaration keeps in its `data` column: its findings, payments and due date, the
 * file's text when it could be built (the bytes are its ISO-8859-1 encoding), and the deposit.
 * Parsed on every read: a row written by another version never reaches a client unchecked.
 */
export const declarationDataSchema = z.object({
  findings: z.array(declarationFindingSchema),
  payments: z.array(declarationPaymentSchema),
  dueDate: z.string(),
  dueDateReason: z.string(),
  fileName: z.string().nullable(),
  normVersion: z.string().nullable(),
  /** The file as text (every character within ISO-8859-1). */
  fileText: z.string().nullable(),
  payslipIds: z.array(z.number().int()),
  replacesDeposited: z.boolean(),
  deposit: declarationDepositSchema.nullable(),
  /** The deposit of the declaration this one replaces, kept for the record. */
  replacedDeposit: declarationDepositSchema.nullable(),
  /** The file's own identity (S20.G00.05.007 date of constitution, S20.G00.05.004 numéro d'ordre). */
  fileIdentity: fileIdentitySchema.nullable().default(null),
  /** The identity of the deposited file a new preparation replaces (« annule et remplace »). */
  replacedFile: fileIdentitySchema.nullable().default(null),
});
export type DeclarationData = z.infer<typeof declarationDataSchema>;
