import { formatViewAmount, formatViewRate, type PayslipView, type PayslipViewRow } from '@dirigeo/schemas';
import PDFDocument from 'pdfkit';
import { toWinAnsi } from '../../lib/pdf/pdf-layout.ts';

/**
 * The payslip's PDF: the shared view model (@dirigeo/schemas' `buildPayslipView`), laid out as a
 * payslip on A4. Every text comes from the view, so the PDF and the page cannot disagree; this file
 * only decides where things go. A typical officer's payslip fits one page; when one does not, a
 * heading is never left alone at the bottom of a page and the table's header is repeated.
 */

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 36;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN;
const GREY = '#4b5563';
const RULE = '#9ca3af';
const BAND = '#eef1f5';
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const BODY_SIZE = 8;
const CELL_PAD_X = 3;
const CELL_PAD_Y = 2.5;

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
}

/** The bulletin clarifié's columns. */
const TABLE_COLUMNS: Column[] = [
  { header: 'Éléments de paie', width: 193, align: 'left' },
  { header: 'Base', width: 66, align: 'right' },
  { header: 'Taux salarial', width: 50, align: 'right' },
  { header: 'Part salariale', width: 72, align: 'right' },
  { header: 'Taux patronal', width: 50, align: 'right' },
  { header: 'Part patronale', width: CONTENT_WIDTH - 193 - 66 - 50 - 72 - 50, align: 'right' },
];

const SUMMARY_COLUMNS: Column[] = [
  { header: '', width: 259, align: 'left' },
  { header: 'Base', width: 82, align: 'right' },
  { header: 'Taux', width: 60, align: 'right' },
  { header: 'Montant', width: CONTENT_WIDTH - 259 - 82 - 60, align: 'right' },
];

interface RowStyle {
  bold?: boolean;
  size?: number;
  fill?: string;
  color?: string;
  /** The first cell spans the whole width. */
  span?: boolean;
  /** A rule above the row. */
  ruleAbove?: boolean;
}

class Layout {
  readonly pdf: PDFKit.PDFDocument;

  constructor(pdf: PDFKit.PDFDocument) {
    this.pdf = pdf;
  }

  get y(): number {
    return this.pdf.y;
  }

  /** Starts a new page when less than `height` is left. */
  ensureSpace(height: number, onNewPage?: () => void): void {
    if (this.pdf.y + height <= BOTTOM) return;
    this.pdf.addPage();
    this.pdf.y = MARGIN;
    onNewPage?.();
  }

  rowHeight(columns: Column[], cells: string[], style: RowStyle = {}): number {
    const pdf = this.pdf;
    pdf.font(style.bold ? BOLD : FONT).fontSize(style.size ?? BODY_SIZE);
    const spans = style.span ? [{ ...columns[0], width: CONTENT_WIDTH } as Column] : columns;
    const heights = spans.map((column, index) =>
      pdf.heightOfString(toWinAnsi(cells[index] ?? ''), { width: column.width - 2 * CELL_PAD_X }),
    );
    return Math.max(style.size ?? BODY_SIZE, ...heights) + 2 * CELL_PAD_Y;
  }

  /** One row at the current position; a long label wraps and the row grows. */
  row(columns: Column[], cells: string[], style: RowStyle = {}): void {
    const pdf = this.pdf;
    const height = this.rowHeight(columns, cells, style);
    const top = pdf.y;
    if (style.fill) pdf.rect(MARGIN, top, CONTENT_WIDTH, height).fill(style.fill);
    if (style.ruleAbove) this.rule(top);
    pdf
      .font(style.bold ? BOLD : FONT)
      .fontSize(style.size ?? BODY_SIZE)
      .fillColor(style.color ?? 'black');
    const spans = style.span ? [{ ...columns[0], width: CONTENT_WIDTH } as Column] : columns;
    let x = MARGIN;
    for (const [index, column] of spans.entries()) {
      pdf.text(toWinAnsi(cells[index] ?? ''), x + CELL_PAD_X, top + CELL_PAD_Y, {
        width: column.width - 2 * CELL_PAD_X,
        align: column.align,
      });
      x += column.width;
    }
    pdf.fillColor('black');
    pdf.x = MARGIN;
    pdf.y = top + height;
  }

  rule(y: number = this.pdf.y): void {
    this.pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  /** A block of text across the page. */
  paragraph(
    text: string,
    options: { size?: number; bold?: boolean; color?: string; gap?: number } = {},
  ): void {
    const pdf = this.pdf;
    pdf
      .font(options.bold ? BOLD : FONT)
      .fontSize(options.size ?? BODY_SIZE)
      .fillColor(options.color ?? 'black');
    pdf.text(toWinAnsi(text), MARGIN, pdf.y, { width: CONTENT_WIDTH });
    pdf.y += options.gap ?? 1.5;
    pdf.fillColor('black');
  }

  paragraphHeight(text: string, size = BODY_SIZE, bold = false): number {
    this.pdf.font(bold ? BOLD : FONT).fontSize(size);
    return this.pdf.heightOfString(toWinAnsi(text), { width: CONTENT_WIDTH }) + 1.5;
  }
}

/** A block of the header: a bold name, then its lines. Returns its bottom. */
function party(
  layout: Layout,
  block: { name: string; lines: string[] },
  x: number,
  y: number,
  width: number,
): number {
  const pdf = layout.pdf;
  pdf.font(BOLD).fontSize(10).fillColor('black').text(toWinAnsi(block.name), x, y, { width });
  pdf.font(FONT).fontSize(BODY_SIZE).fillColor(GREY);
  for (const line of block.lines) pdf.text(toWinAnsi(line), x, pdf.y + 1, { width });
  pdf.fillColor('black');
  return pdf.y;
}

function header(layout: Layout, view: PayslipView): void {
  const pdf = layout.pdf;
  const leftWidth = 270;
  const rightX = MARGIN + 290;
  const rightWidth = CONTENT_WIDTH - 290;

  const employerBottom = party(layout, view.employer, MARGIN, MARGIN, leftWidth);

  pdf
    .font(BOLD)
    .fontSize(16)
    .text(toWinAnsi(view.title), rightX, MARGIN, { width: rightWidth, align: 'right' });
  pdf
    .font(FONT)
    .fontSize(11)
    .text(toWinAnsi(view.periodLabel), rightX, pdf.y, { width: rightWidth, align: 'right' });
  pdf.font(FONT).fontSize(BODY_SIZE).fillColor(GREY);
  for (const line of view.period) {
    pdf.text(toWinAnsi(line), rightX, pdf.y + 1, { width: rightWidth, align: 'right' });
  }
  pdf.fillColor('black');
  const periodBottom = pdf.y;

  // The employee, boxed on the right, as envelopes with a window expect.
  const boxTop = Math.max(employerBottom, periodBottom) + 8;
  const boxX = rightX;
  const innerWidth = rightWidth - 16;
  pdf.font(BOLD).fontSize(10);
  let boxHeight = pdf.heightOfString(toWinAnsi(view.employee.name), { width: innerWidth }) + 16;
  pdf.font(FONT).fontSize(BODY_SIZE);
  for (const line of view.employee.lines) {
    boxHeight += pdf.heightOfString(toWinAnsi(line), { width: innerWidth }) + 1;
  }
  pdf.rect(boxX, boxTop, rightWidth, boxHeight).lineWidth(0.5).strokeColor(RULE).stroke();
  party(layout, view.employee, boxX + 8, boxTop + 8, innerWidth);
  pdf.x = MARGIN;
  pdf.y = boxTop + boxHeight + 12;
}

function rowCells(row: PayslipViewRow): string[] {
  return [
    row.label,
    formatViewAmount(row.baseCents),
    formatViewRate(row.employeeRatePercent),
    formatViewAmount(row.employeeAmountCents),
    formatViewRate(row.employerRatePercent),
    formatViewAmount(row.employerAmountCents),
  ];
}

function table(layout: Layout, view: PayslipView): void {
  const headerCells = TABLE_COLUMNS.map((column) => column.header);
  const headerStyle: RowStyle = { bold: true, fill: BAND };
  const tableHeader = () => layout.row(TABLE_COLUMNS, headerCells, headerStyle);
  layout.ensureSpace(layout.rowHeight(TABLE_COLUMNS, headerCells, headerStyle) * 3);
  tableHeader();
  for (const [index, row] of view.rows.entries()) {
    const style: RowStyle =
      row.kind === 'heading'
        ? { bold: true, size: 7, span: true, color: GREY }
        : row.kind === 'total'
          ? { bold: true, ruleAbove: true }
          : {};
    const cells = row.kind === 'heading' ? [row.label.toUpperCase()] : rowCells(row);
    let needed = layout.rowHeight(TABLE_COLUMNS, cells, style);
    // A risk's heading goes to the next page with its first line, never alone at the bottom.
    const next = view.rows[index + 1];
    if (row.kind === 'heading' && next) needed += layout.rowHeight(TABLE_COLUMNS, rowCells(next));
    layout.ensureSpace(needed, tableHeader);
    layout.row(TABLE_COLUMNS, cells, style);
  }
  layout.rule();
  layout.pdf.y += 6;
}

function summary(layout: Layout, view: PayslipView): void {
  const rows = view.summary.map((line) => ({
    cells: [
      line.label,
      formatViewAmount(line.baseCents),
      formatViewRate(line.ratePercent),
      formatViewAmount(line.amountCents),
    ],
    style: line.emphasis
      ? ({ bold: true, size: 10.5, fill: BAND } satisfies RowStyle)
      : ({} satisfies RowStyle),
  }));
  // The nets are read together: the block moves to the next page whole.
  const height = rows.reduce((sum, row) => sum + layout.rowHeight(SUMMARY_COLUMNS, row.cells, row.style), 0);
  layout.ensureSpace(height);
  for (const row of rows) layout.row(SUMMARY_COLUMNS, row.cells, row.style);
  layout.pdf.y += 8;
}

function yearToDate(layout: Layout, view: PayslipView): void {
  const columns: Column[] = [
    { header: '', width: 341, align: 'left' },
    { header: '', width: CONTENT_WIDTH - 341, align: 'right' },
  ];
  const ytd = view.yearToDate;
  const headingStyle: RowStyle = { bold: true, fill: BAND };
  const rows = ytd.rows.map((row) => [
    row.label,
    row.amountCents === null ? '—' : formatViewAmount(row.amountCents),
  ]);
  const height =
    layout.rowHeight(columns, [ytd.heading, ''], headingStyle) +
    rows.reduce((sum, cells) => sum + layout.rowHeight(columns, cells), 0) +
    ytd.notes.reduce((sum, note) => sum + layout.paragraphHeight(note, 7), 0);
  layout.ensureSpace(height);
  layout.row(columns, [ytd.heading, ''], headingStyle);
  for (const cells of rows) layout.row(columns, cells);
  layout.pdf.y += 2;
  for (const note of ytd.notes) layout.paragraph(note, { size: 7, color: GREY });
  layout.pdf.y += 8;
}

function closingTexts(layout: Layout, view: PayslipView): void {
  for (const note of view.notes) {
    layout.ensureSpace(layout.paragraphHeight(note, BODY_SIZE, true));
    layout.paragraph(note, { bold: true });
  }
  if (view.notes.length > 0) layout.pdf.y += 4;
  for (const mention of view.mentions) {
    layout.ensureSpace(layout.paragraphHeight(mention, 7.5));
    layout.paragraph(mention, { size: 7.5, color: GREY });
  }
}

function watermark(pdf: PDFKit.PDFDocument, text: string): void {
  const range = pdf.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    pdf.switchToPage(page);
    pdf.save();
    pdf.rotate(-35, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
    pdf
      .fillColor('#b00020')
      .fillOpacity(0.12)
      .font(BOLD)
      .fontSize(text.length > 10 ? 64 : 100);
    const width = pdf.widthOfString(text);
    pdf.text(text, PAGE_WIDTH / 2 - width / 2, PAGE_HEIGHT / 2 - 36, { lineBreak: false });
    pdf.restore();
  }
}

/**
 * The payslip as an A4 PDF (built-in Helvetica: WinAnsi covers French accents and €). A draft is
 * watermarked « BROUILLON », or the text given (« BULLETIN DE TEST » on a plan that cannot finalise).
 */
export function renderPayslipPdf(view: PayslipView, options: { watermark?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      info: {
        Title: toWinAnsi(`${view.title} — ${view.periodLabel}`),
        Author: toWinAnsi(view.employer.name),
        Creator: 'Dirigeo',
      },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    const layout = new Layout(pdf);
    header(layout, view);
    table(layout, view);
    summary(layout, view);
    yearToDate(layout, view);
    closingTexts(layout, view);

    if (view.draft) watermark(pdf, options.watermark ?? 'BROUILLON');
    pdf.end();
  });
}
