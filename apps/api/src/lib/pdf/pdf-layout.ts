/**
 * What every PDF of the API shares (the payslip, the public simulator's simulation): A4 pages in
 * the built-in Helvetica (its WinAnsi encoding covers French accents and €), amounts and rates as
 * `@dirigeo/payroll-calc` writes them, and a table whose rows grow with their text.
 */
import { formatContributionRate, formatEuros as formatCentsAsEuros, formatRate } from '@dirigeo/payroll-calc';
import { toWinAnsi } from '@dirigeo/letter-templates/pdf';
import PDFDocument from 'pdfkit';

export const PAGE_MARGIN = 40;
export const PAGE_BOTTOM = 842 - 60;
export const CONTENT_WIDTH = 595 - 2 * PAGE_MARGIN;
export const GREY = '#555555';
export const LIGHT = '#eef1f5';

/** Every text written in the built-in Helvetica goes through it: one rule for every PDF of ours. */
export { toWinAnsi } from '@dirigeo/letter-templates/pdf';
/** Amounts and rates as @dirigeo/payroll-calc writes them everywhere, in the PDF font's encoding. */
export function formatEuros(cents: number): string {
  return toWinAnsi(formatCentsAsEuros(cents));
}
/** A line's statutory rate, exact (up to 3 decimals), so that base × rate gives the amount. */
export function formatLineRate(percent: number | null): string {
  return percent === null ? '' : toWinAnsi(formatContributionRate(percent));
}
/** A share of the gross: 2 decimals (spec 000 §9). */
export function formatOverallRate(percent: number | null): string {
  return percent === null ? '' : toWinAnsi(formatRate(percent));
}

export interface Column {
  width: number;
  align: 'left' | 'right';
}

export interface RowOptions {
  bold?: boolean;
  fill?: string;
  size?: number;
  /** The first cell takes the whole width. */
  span?: boolean;
  /** Space above and below the text, in points (3.5 by default; less for a long detail table). */
  padding?: number;
}

/** A table drawn row by row at the document's cursor; a row that does not fit starts a new page. */
export class Table {
  readonly #pdf: PDFKit.PDFDocument;
  readonly #columns: Column[];

  constructor(pdf: PDFKit.PDFDocument, columns: Column[]) {
    this.#pdf = pdf;
    this.#columns = columns;
  }

  /** One row; a long label wraps and the row grows. */
  row(rawCells: string[], options: RowOptions = {}): void {
    const pdf = this.#pdf;
    const cells = rawCells.map(toWinAnsi);
    const size = options.size ?? 8.5;
    pdf.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const columns = options.span ? [{ width: CONTENT_WIDTH, align: 'left' as const }] : this.#columns;
    const textHeight = Math.max(
      size,
      ...columns.map((column, index) => pdf.heightOfString(cells[index] ?? '', { width: column.width - 8 })),
    );
    const padding = options.padding ?? 3.5;
    const height = textHeight + 2 * padding;
    if (pdf.y + height > PAGE_BOTTOM) pdf.addPage();
    const top = pdf.y;
    if (options.fill) pdf.rect(PAGE_MARGIN, top, CONTENT_WIDTH, height).fill(options.fill);
    pdf.fillColor('black');
    let x = PAGE_MARGIN;
    for (const [index, column] of columns.entries()) {
      pdf.text(cells[index] ?? '', x + 4, top + padding, { width: column.width - 8, align: column.align });
      x += column.width;
    }
    pdf.y = top + height;
    pdf.x = PAGE_MARGIN;
  }

  rule(): void {
    this.#pdf
      .moveTo(PAGE_MARGIN, this.#pdf.y)
      .lineTo(PAGE_MARGIN + CONTENT_WIDTH, this.#pdf.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  }
}

/** Renders an A4 document: `draw` writes its pages, the promise gives its bytes. */
export function renderPdf(
  info: { Title: string; Author: string },
  draw: (pdf: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: PAGE_MARGIN,
      bufferPages: true,
      info: { ...info, Creator: 'Dirigeo' },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    try {
      draw(pdf);
    } catch (error) {
      reject(error);
      return;
    }
    pdf.end();
  });
}
