import { LEDGER_PAY_ELEMENT_COLUMNS, type Ledger, type LedgerAmounts } from '@dirigeo/schemas';
import PDFDocument from 'pdfkit';
import { formatEuros, toWinAnsi } from '../../lib/pdf/pdf-layout.ts';

/** A4 landscape, in points. */
const PAGE_WIDTH = 842;
const PAGE_HEIGHT = 595;
const MARGIN = 30;
const ROW_HEIGHT = 15;
/** Where the rows stop, leaving room for the carried total and the footer. */
const ROWS_BOTTOM = PAGE_HEIGHT - MARGIN - 2 * ROW_HEIGHT - 10;

interface PdfColumn {
  title: string;
  width: number;
  pick: (values: LedgerAmounts) => number | null;
}

/** The amounts the PDF prints per payslip; the detail by group follows the table. */
const AMOUNT_COLUMNS: PdfColumn[] = [
  { title: 'Brut', width: 72, pick: (values) => values.grossCents },
  { title: 'Cotisations salariales', width: 72, pick: (values) => values.employeeContributionsCents },
  { title: 'Cotisations patronales', width: 72, pick: (values) => values.employerContributionsCents },
  { title: 'Net avant impôt', width: 72, pick: (values) => values.netBeforeTaxCents },
  { title: 'Net social', width: 72, pick: (values) => values.netSocialCents },
  { title: 'Prélèvement à la source', width: 72, pick: (values) => values.pasCents },
  { title: 'Net payé', width: 72, pick: (values) => values.netPaidCents },
  { title: 'Coût employeur', width: 76, pick: (values) => values.employerCostCents },
];
const PERIOD_WIDTH = 78;
const NAME_WIDTH =
  PAGE_WIDTH - 2 * MARGIN - PERIOD_WIDTH - AMOUNT_COLUMNS.reduce((sum, c) => sum + c.width, 0);

/** Running sums of the printed columns, for the totals carried from page to page. */
type Sums = (number | null)[];

function addTo(sums: Sums, values: LedgerAmounts): Sums {
  return AMOUNT_COLUMNS.map((column, index) => {
    const value = column.pick(values);
    const sum = sums[index] ?? null;
    return value === null ? sum : (sum ?? 0) + value;
  });
}

/**
 * The ledger as a PDF: A4 landscape, the column headings on every page, the running totals carried
 * from the foot of a page (« À reporter ») to the head of the next (« Report »), the totals, then the
 * contributions of the period by group of the bulletin clarifié, and « Page n / N ».
 */
export function renderLedgerPdf(ledger: Ledger): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: MARGIN,
      bufferPages: true,
      info: {
        Title: `Journal de paie ${ledger.periodLabel}`,
        Author: ledger.companyName,
        Creator: 'Dirigeo',
      },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    try {
      drawLedger(pdf, ledger);
      const range = pdf.bufferedPageRange();
      for (let index = 0; index < range.count; index++) {
        pdf.switchToPage(range.start + index);
        pdf
          .font('Helvetica')
          .fontSize(7)
          .fillColor('#555555')
          .text(
            toWinAnsi(
              `${ledger.companyName} – journal de paie ${ledger.periodLabel} – page ${index + 1} / ${range.count}`,
            ),
            MARGIN,
            PAGE_HEIGHT - MARGIN - 8,
            { width: PAGE_WIDTH - 2 * MARGIN, align: 'right', lineBreak: false },
          );
      }
    } catch (error) {
      reject(error);
      return;
    }
    pdf.end();
  });
}

function drawRow(
  pdf: PDFKit.PDFDocument,
  label: string,
  name: string,
  amounts: (number | null)[],
  options: { bold?: boolean; fill?: string } = {},
): void {
  const top = pdf.y;
  if (options.fill) {
    pdf.rect(MARGIN, top, PAGE_WIDTH - 2 * MARGIN, ROW_HEIGHT).fill(options.fill);
  }
  pdf
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8)
    .fillColor('#000000');
  const cell = (text: string, x: number, width: number, align: 'left' | 'right') =>
    pdf.text(toWinAnsi(text), x + 3, top + 4, { width: width - 6, height: 9, align, ellipsis: true });
  cell(label, MARGIN, PERIOD_WIDTH, 'left');
  cell(name, MARGIN + PERIOD_WIDTH, NAME_WIDTH, 'left');
  let x = MARGIN + PERIOD_WIDTH + NAME_WIDTH;
  AMOUNT_COLUMNS.forEach((column, index) => {
    const value = amounts[index] ?? null;
    cell(value === null ? '' : formatEuros(value), x, column.width, 'right');
    x += column.width;
  });
  pdf
    .moveTo(MARGIN, top + ROW_HEIGHT)
    .lineTo(PAGE_WIDTH - MARGIN, top + ROW_HEIGHT)
    .lineWidth(0.3)
    .strokeColor('#bbbbbb')
    .stroke();
  pdf.y = top + ROW_HEIGHT;
}

function drawHeadings(pdf: PDFKit.PDFDocument): void {
  const top = pdf.y;
  const height = 24;
  pdf.rect(MARGIN, top, PAGE_WIDTH - 2 * MARGIN, height).fill('#eef1f5');
  pdf.font('Helvetica-Bold').fontSize(7.5).fillColor('#000000');
  const heading = (text: string, x: number, width: number, align: 'left' | 'right') =>
    pdf.text(toWinAnsi(text), x + 3, top + 3, { width: width - 6, height: height - 4, align });
  heading('Période', MARGIN, PERIOD_WIDTH, 'left');
  heading('Dirigeant', MARGIN + PERIOD_WIDTH, NAME_WIDTH, 'left');
  let x = MARGIN + PERIOD_WIDTH + NAME_WIDTH;
  for (const column of AMOUNT_COLUMNS) {
    heading(column.title, x, column.width, 'right');
    x += column.width;
  }
  pdf.y = top + height;
}

function drawLedger(pdf: PDFKit.PDFDocument, ledger: Ledger): void {
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(toWinAnsi(`Journal de paie – ${ledger.companyName}`));
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(toWinAnsi(`Bulletins finalisés ${ledger.periodLabel}. Montants en euros.`));
  pdf.moveDown(0.6);
  if (ledger.rows.length === 0) {
    pdf.fillColor('#000000').fontSize(10).text('Aucun bulletin finalisé sur la période.');
    return;
  }
  drawHeadings(pdf);
  let carried: Sums = AMOUNT_COLUMNS.map(() => null);
  for (const row of ledger.rows) {
    if (pdf.y + ROW_HEIGHT > ROWS_BOTTOM) {
      drawRow(pdf, 'À reporter', '', carried, { bold: true, fill: '#f6f6f6' });
      pdf.addPage();
      drawHeadings(pdf);
      drawRow(pdf, 'Report', '', carried, { bold: true, fill: '#f6f6f6' });
    }
    drawRow(
      pdf,
      row.periodLabel,
      row.employeeName,
      AMOUNT_COLUMNS.map((column) => column.pick(row)),
    );
    carried = addTo(carried, row);
  }
  drawRow(
    pdf,
    'Total',
    `${ledger.rows.length} bulletin${ledger.rows.length > 1 ? 's' : ''}`,
    AMOUNT_COLUMNS.map((column) => column.pick(ledger.totals)),
    { bold: true, fill: '#eef1f5' },
  );

  // The contributions of the period by group, as the bulletin clarifié groups them.
  const groupsHeight = (ledger.columns.length + 2) * ROW_HEIGHT + 20;
  if (pdf.y + groupsHeight > PAGE_HEIGHT - MARGIN - 20) pdf.addPage();
  else pdf.moveDown(1);
  pdf.x = MARGIN;
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#000000')
    .text('Cotisations de la période par groupe de risque');
  pdf.moveDown(0.3);
  const widths = [300, 110, 110];
  const groupRow = (cells: string[], bold = false) => {
    const top = pdf.y;
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor('#000000');
    let x = MARGIN;
    cells.forEach((text, index) => {
      const width = widths[index] ?? 100;
      pdf.text(toWinAnsi(text), x + 3, top + 4, {
        width: width - 6,
        height: 9,
        align: index === 0 ? 'left' : 'right',
        ellipsis: true,
      });
      x += width;
    });
    pdf.y = top + ROW_HEIGHT;
  };
  groupRow(['Groupe', 'Part salariale', 'Part patronale'], true);
  ledger.columns.forEach((column, index) => {
    const total = ledger.totals.contributions[index];
    groupRow([
      column.risk,
      total?.employeeCents === null || total?.employeeCents === undefined
        ? ''
        : formatEuros(total.employeeCents),
      total?.employerCents === null || total?.employerCents === undefined
        ? ''
        : formatEuros(total.employerCents),
    ]);
  });
  // The pay elements of the period by treatment (each payslip's detail is on the payslip itself).
  if (ledger.payElements) {
    if (pdf.y + 7 * ROW_HEIGHT > PAGE_HEIGHT - MARGIN - 20) pdf.addPage();
    else pdf.moveDown(1);
    pdf.x = MARGIN;
    pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#000000')
      .text(toWinAnsi('Éléments de paie de la période'));
    pdf.moveDown(0.3);
    groupRow(['Élément', 'Montant'], true);
    for (const { key, label } of LEDGER_PAY_ELEMENT_COLUMNS) {
      groupRow([label, formatEuros(ledger.totals.payElements[key])]);
    }
  }
  for (const note of ledger.notes) {
    pdf.moveDown(0.5);
    pdf.x = MARGIN;
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(toWinAnsi(note), { width: PAGE_WIDTH - 2 * MARGIN });
  }
}
