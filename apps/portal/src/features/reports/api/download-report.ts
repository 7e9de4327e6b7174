import type { ReportFilter } from '@dirigeo/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/save-blob.ts';
import { reportQueryOf } from './get-ledger.ts';

/** The files the reports download: the ledger's three, the entries' two. */
export const REPORT_DOWNLOADS = {
  'ledger-csv': { report: 'ledger', format: 'csv', label: 'Journal de paie (CSV)' },
  'ledger-xlsx': { report: 'ledger', format: 'xlsx', label: 'Journal de paie (Excel)' },
  'ledger-pdf': { report: 'ledger', format: 'pdf', label: 'Journal de paie (PDF)' },
  'accounting-fec': { report: 'accounting', format: 'fec', label: 'Écritures (format FEC)' },
  'accounting-csv': { report: 'accounting', format: 'csv', label: 'Écritures (CSV)' },
} as const;
export type ReportDownload = keyof typeof REPORT_DOWNLOADS;

/** GET /api/reports/{ledger|accounting}?format=…, saved under the name the server gives. */
async function downloadReport({ download, period }: { download: ReportDownload; period: ReportFilter }) {
  const { report, format } = REPORT_DOWNLOADS[download];
  const query = reportQueryOf(period);
  query.set('format', format);
  const response = await apiFetch(`/api/reports/${report}?${query}`);
  saveBlob(
    await response.blob(),
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
      `${report}-${period.from}-${period.to}.${format === 'fec' ? 'txt' : format}`,
  );
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
