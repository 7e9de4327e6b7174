import { euroAmount } from '../money.ts';
import { z } from '../zod-fr.ts';
import { CHARGES_INDICATORS } from './charges-analysis.ts';
import { payrollAccountsSchema } from './payroll-journal.ts';

/** A company's settings of its reports: its accounts, its yearly budget, the indicators it follows. */
export const reportSettingsSchema = z.object({
  accounts: payrollAccountsSchema,
  /** Budget of the year's employer cost, in euros; null when none is set. */
  annualBudget: euroAmount('Le budget ne peut pas être négatif').nullable(),
  /** The indicators the dashboard shows, in order. */
  indicators: z
    .array(z.enum(CHARGES_INDICATORS, { error: 'Indicateur inconnu' }))
    .max(CHARGES_INDICATORS.length)
    .refine((list) => new Set(list).size === list.length, { error: 'Un indicateur est choisi deux fois' }),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;
