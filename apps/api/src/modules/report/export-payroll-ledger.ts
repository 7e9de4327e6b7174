import type { EntityManager } from '@mikro-orm/core';
import type { ReportFilter } from '@dirigeo/schemas';
import { getPayrollLedger } from './get-payroll-ledger.ts';
import type { LedgerFileFormat, ReportFile } from './report-file.ts';
import { renderLedgerCsv } from './render-ledger-csv.ts';
import { renderLedgerPdf } from './render-ledger-pdf.ts';
import { renderLedgerXlsx } from './render-ledger-xlsx.ts';

const CONTENT_TYPES: Record<LedgerFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The user's payroll ledger for the period as a CSV, XLSX or PDF file. */
export async function exportPayrollLedger(
  em: EntityManager,
  userId: number,
  period: ReportFilter,
  format: LedgerFileFormat,
): Promise<ReportFile> {
  const ledger = await getPayrollLedger(em, userId, period);
  const bytes =
    format === 'csv'
      ? renderLedgerCsv(ledger)
      : format === 'xlsx'
        ? await renderLedgerXlsx(ledger)
        : await renderLedgerPdf(ledger);
  return {
    fileName: `journal-de-paie-${period.from}-${period.to}.${format}`,
    contentType: CONTENT_TYPES[format],
    bytes,
  };
}
