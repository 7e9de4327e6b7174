import PDFDocument from 'pdfkit';
import type { LetterDocument } from '../render-letter.ts';

/** A4 in points; margins of a French business letter (2,5 cm on the left for binding, 2 cm elsewhere). */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const CM = 28.35;
const MARGIN = { top: 2 * CM, right: 2 * CM, bottom: 2 * CM, left: 2.5 * CM };
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN.left - MARGIN.right;
/** Recipient, date and signature: the right column, the address where a window envelope (DL) shows it. */
const RIGHT_X = MARGIN.left + 9 * CM;
const RIGHT_WIDTH = PAGE_WIDTH - MARGIN.right - RIGHT_X;
const ADDRESS_TOP = 4.5 * CM;
const SIZE = 10.5;
const LINE_GAP = 2;
const PARAGRAPH_GAP = 7;
const GREY = '#555555';

/** Characters the Windows-1252 encoding of the built-in Helvetica has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Latin letters without a decomposition into a base letter and an accent. */
const BASE_LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

/**
 * The built-in Helvetica writes Windows-1252 only. Intl's narrow no-break space becomes a no-break
 * space and its minus sign (U+2212) a hyphen, which keep « -1 234,56 € » on one line; any other
 * character outside the encoding (a name typed with « ł » or « ő ») loses its accent, or becomes
 * « ? » rather than a wrong glyph. The API's PDFs (payslips, ledger, invoices) write through it too.
 */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.replaceAll('\u202f', '\u00a0').replaceAll('\u2212', '-')) {
    const code = char.codePointAt(0) ?? 0;
    if (
      code === 0x0a ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    ) {
      result += char;
      continue;
    }
    const base = (BASE_LETTERS[char] ?? char).normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    result += [...base].every((part) => (part.codePointAt(0) ?? 0) <= 0xff && part !== '') ? base : '?';
  }
  return result;
}

/** Prints lines at `x` from the current position, the first one bold if asked. */
function lines(
  pdf: PDFKit.PDFDocument,
  texts: readonly string[],
  x: number,
  width: number,
  firstBold = false,
): void {
  for (const [index, text] of texts.entries()) {
    pdf.font(firstBold && index === 0 ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(toWinAnsi(text), x, pdf.y, { width, lineGap: LINE_GAP });
  }
  pdf.font('Helvetica');
}

function heightOf(pdf: PDFKit.PDFDocument, texts: readonly string[], width: number): number {
  return texts.reduce(
    (total, text) => total + pdf.heightOfString(toWinAnsi(text), { width, lineGap: LINE_GAP }),
    0,
  );
}

/** Starts a new page when `height` does not fit above the bottom margin. */
function ensureRoom(pdf: PDFKit.PDFDocument, height: number): void {
  if (pdf.y + height > PAGE_HEIGHT - MARGIN.bottom) pdf.addPage();
}

function paragraph(pdf: PDFKit.PDFDocument, text: string): void {
  // A paragraph's first two lines stay together (no lone line at the bottom of a page).
  ensureRoom(
    pdf,
    Math.min(pdf.heightOfString(toWinAnsi(text), { width: CONTENT_WIDTH, lineGap: LINE_GAP }), 2.5 * SIZE),
  );
  pdf.text(toWinAnsi(text), MARGIN.left, pdf.y, {
    width: CONTENT_WIDTH,
    align: 'justify',
    lineGap: LINE_GAP,
  });
  pdf.moveDown(PARAGRAPH_GAP / SIZE);
}

/** « 2 / 3 » at the foot of each page, for a letter of several pages. */
function pageNumbers(pdf: PDFKit.PDFDocument): void {
  const range = pdf.bufferedPageRange();
  if (range.count < 2) return;
  for (let page = range.start; page < range.start + range.count; page += 1) {
    pdf.switchToPage(page);
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(`${page + 1} / ${range.count}`, MARGIN.left, PAGE_HEIGHT - MARGIN.bottom / 2, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottom;
  }
}

function layOut(pdf: PDFKit.PDFDocument, letter: LetterDocument): void {
  pdf.font('Helvetica').fontSize(SIZE).fillColor('black');
  pdf.y = MARGIN.top;
  lines(pdf, letter.sender, MARGIN.left, RIGHT_X - MARGIN.left - 12, true);

  pdf.y = Math.max(pdf.y + 24, ADDRESS_TOP);
  lines(pdf, letter.recipient, RIGHT_X, RIGHT_WIDTH, true);

  pdf.moveDown(2);
  lines(pdf, [letter.placeAndDate], RIGHT_X, RIGHT_WIDTH);

  pdf.moveDown(2);
  if (letter.delivery) {
    pdf
      .font('Helvetica-Oblique')
      .text(toWinAnsi(letter.delivery), MARGIN.left, pdf.y, { width: CONTENT_WIDTH });
    pdf.moveDown(0.4);
  }
  pdf.font('Helvetica-Bold').text(toWinAnsi(`Objet : ${letter.subject}`), MARGIN.left, pdf.y, {
    width: CONTENT_WIDTH,
    lineGap: LINE_GAP,
  });
  pdf.font('Helvetica').moveDown(1.5);

  // The closing, the signature and the countersignature are kept on one page.
  const closingHeight = pdf.heightOfString(toWinAnsi(letter.closing), {
    width: CONTENT_WIDTH,
    lineGap: LINE_GAP,
  });
  const signatureHeight = heightOf(pdf, letter.signature, RIGHT_WIDTH) + 20;
  const counterHeight = letter.countersignature
    ? 60 + heightOf(pdf, [letter.countersignature.text, letter.countersignature.name], CONTENT_WIDTH) + 50
    : 50;
  const endHeight = closingHeight + PARAGRAPH_GAP + signatureHeight + counterHeight;

  paragraph(pdf, letter.salutation);
  const body = [...letter.paragraphs];
  const last = body.pop();
  for (const text of body) paragraph(pdf, text);
  if (last !== undefined) {
    // The last paragraph goes with the signature: a page never holds the closing and signature
    // alone (« Licenciement pour faute grave » ended on a page of its signature only).
    const lastHeight = pdf.heightOfString(toWinAnsi(last), { width: CONTENT_WIDTH, lineGap: LINE_GAP });
    const together = lastHeight + PARAGRAPH_GAP + endHeight;
    if (together <= PAGE_HEIGHT - MARGIN.top - MARGIN.bottom) ensureRoom(pdf, together);
    paragraph(pdf, last);
  }
  ensureRoom(pdf, endHeight);
  paragraph(pdf, letter.closing);
  pdf.moveDown(1);
  lines(pdf, letter.signature, RIGHT_X, RIGHT_WIDTH, true);

  if (letter.countersignature) {
    pdf.moveDown(4.5);
    pdf.font('Helvetica-Oblique').text(toWinAnsi(letter.countersignature.text), MARGIN.left, pdf.y, {
      width: CONTENT_WIDTH,
      lineGap: LINE_GAP,
    });
    pdf.moveDown(0.5);
    lines(pdf, [letter.countersignature.name], MARGIN.left, CONTENT_WIDTH, true);
  }
}

/**
 * The letter as an A4 PDF ready to print and sign: sender top left, recipient in the window-envelope
 * position, place and date, delivery mention, subject, justified paragraphs, signature, on as many
 * pages as the text needs (numbered when more than one). Built-in Helvetica: Node (server) only.
 */
export function renderLetterPdf(letter: LetterDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      lang: 'fr-FR',
      displayTitle: true,
      info: {
        // Metadata are UTF-16 strings: no need to fit the font's encoding.
        Title: letter.subject,
        Subject: letter.title,
        Author: letter.sender[0] ?? '',
        Creator: 'Dirigeo',
      },
    });
    const chunks: Uint8Array[] = [];
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('end', () => resolve(concat(chunks)));
    pdf.on('error', reject);
    try {
      layOut(pdf, letter);
      pageNumbers(pdf);
      pdf.end();
    } catch (error) {
      reject(error);
    }
  });
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const result = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}
