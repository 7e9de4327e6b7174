/**
 * The schemas that the first screens (/auth, then the dashboard and the payslips) read their answers
 * with, for a dynamic `import()`: they and zod stay out of those screens' first load, fetched while the
 * request travels (`apiJsonOnDemand`). Imported dynamically, a module keeps every one of its exports, so
 * this one names only these: the package's barrel would keep zod's whole namespace (`z`), its 48
 * locales and JSON Schema tools included: 70 KB gzipped more on every signed-in screen (issue 21 §7).
 */
import { declarationSummarySchema, payslipSchema, z } from '@dirigeo/schemas';

export {
  apiErrorSchema,
  loginBodySchema,
  monthPayrollSchema,
  sessionStateSchema,
  subscriptionSchema,
  userSchema,
} from '@dirigeo/schemas';

export const payslipListSchema = z.array(payslipSchema);
export const declarationSummaryListSchema = z.array(declarationSummarySchema);
