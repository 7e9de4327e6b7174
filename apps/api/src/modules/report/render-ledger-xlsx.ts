import type { Ledger } from '@dirigeo/schemas';
import ExcelJS from 'exceljs';
import { ledgerTable } from './ledger-table.ts';

const EUROS = '#,##0.00 "€";-#,##0.00 "€"';

/**
 * The ledger as an Excel workbook: the amounts are numbers in euros with a currency format (not
 * text), the dates real dates, the totals SUM formulas with their value cached; the header row and
 * the first columns stay in view when scrolling.
 */
export async function renderLedgerXlsx(ledger: Ledger): Promise<Buffer> {
  const table = ledgerTable(ledger);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Dirigeo';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Journal de paie', {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.addRow([`Journal de paie – ${ledger.companyName}`]).font = { bold: true, size: 14 };
  sheet.addRow([`Bulletins finalisés ${ledger.periodLabel}`]);
  for (const note of ledger.notes) sheet.addRow([note]).font = { italic: true };
  sheet.addRow([]);
  const headerRow = sheet.addRow(table.headers);
  headerRow.font = { bold: true };
  headerRow.alignment = { wrapText: true, vertical: 'top' };
  const firstDataRow = headerRow.number + 1;
  for (const cells of table.rows) {
    sheet.addRow(
      cells.map((value, index) => {
        if (value === null) return null;
        if (typeof value === 'number') return value / 100;
        // The payment date, as a date (midnight UTC, as Excel stores dates).
        return index === 2 ? new Date(`${value}T00:00:00Z`) : value;
      }),
    );
  }
  const lastDataRow = firstDataRow + table.rows.length - 1;
  if (table.rows.length > 0) {
    const totalRow = sheet.addRow(
      table.totals.map((value, index) => {
        if (index < table.textColumns) return value;
        const column = sheet.getColumn(index + 1).letter;
        return {
          formula: `SUM(${column}${firstDataRow}:${column}${lastDataRow})`,
          result: typeof value === 'number' ? value / 100 : 0,
        };
      }),
    );
    totalRow.font = { bold: true };
    totalRow.border = { top: { style: 'thin' } };
  }
  table.headers.forEach((_, index) => {
    const column = sheet.getColumn(index + 1);
    if (index === 0) column.width = 16;
    else if (index === 1) column.width = 24;
    else if (index === 2) {
      column.width = 12;
      column.numFmt = 'dd/mm/yyyy';
    } else {
      column.width = 15;
      column.numFmt = EUROS;
    }
  });
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: headerRow.number }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
