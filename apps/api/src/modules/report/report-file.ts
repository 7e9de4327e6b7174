/** A report as a file to download. */
export interface ReportFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export const LEDGER_FILE_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type LedgerFileFormat = (typeof LEDGER_FILE_FORMATS)[number];
export const JOURNAL_FILE_FORMATS = ['fec', 'csv'] as const;
export type JournalFileFormat = (typeof JOURNAL_FILE_FORMATS)[number];
