import type { EntityManager } from '@mikro-orm/core';
import type { ReportFilter } from '@dirigeo/schemas';
import { getPayrollJournal } from './get-payroll-journal.ts';
import { renderJournalCsv, renderJournalFec } from './render-journal.ts';
import type { JournalFileFormat, ReportFile } from './report-file.ts';

/** The payroll journal entries of the period, in the FEC's layout or as a plain CSV. */
export async function exportPayrollJournal(
  em: EntityManager,
  userId: number,
  period: ReportFilter,
  format: JournalFileFormat,
): Promise<ReportFile> {
  const journal = await getPayrollJournal(em, userId, period);
  const name = `ecritures-de-paie-${period.from}-${period.to}`;
  return format === 'fec'
    ? {
        fileName: `${name}-fec.txt`,
        contentType: 'text/plain; charset=iso-8859-15',
        bytes: renderJournalFec(journal),
      }
    : { fileName: `${name}.csv`, contentType: 'text/csv; charset=utf-8', bytes: renderJournalCsv(journal) };
}
