import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Payslip } from './payslip.entity.ts';

/**
 * What a payslip is frozen as when it is finalised: the document its page shows (the view model)
 * and the PDF a user downloads, with the PDF's SHA-256. Written once, never updated: a finalised
 * payslip reads the same a year later, whatever happens to the profile or the other payslips.
 * A table of its own so that the list of payslips never reads the PDFs.
 */
export const FinalisedPayslip = defineEntity({
  name: 'FinalisedPayslip',
  properties: {
    payslip: () => p.oneToOne(Payslip).primary().owner().deleteRule('cascade'),
    /** The view model (`payslipViewSchema` of @dirigeo/schemas) as it was rendered. */
    view: p.json<Record<string, unknown>>(),
    pdf: p.blob().lazy(),
    /** Hex SHA-256 of `pdf`, sent with each download. */
    pdfSha256: p.string().length(64),
    finalisedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type FinalisedPayslip = InferEntity<typeof FinalisedPayslip>;
