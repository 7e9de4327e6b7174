export * from './charges-analysis.ts';
export * from './ledger.ts';
export * from './payroll-journal.ts';
export * from './report-period.ts';
export * from './report-settings.ts';
