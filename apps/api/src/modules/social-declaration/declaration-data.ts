import {
  declarationDepositSchema,
  declarationFindingSchema,
  declarationPaymentSchema,
  z,
} from '@dirigeo/schemas';

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
});
export type DeclarationData = z.infer<typeof declarationDataSchema>;
