import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import type { LetterDocument } from '../render-letter.ts';

/** Word measures in twentieths of a point (twips) and font sizes in half-points. */
const CM = 567;
const PAGE = { width: 11_906, height: 16_838 }; // A4
const MARGIN = { top: 2 * CM, right: 2 * CM, bottom: 2 * CM, left: Math.round(2.5 * CM) };
/** The recipient, the date and the signature sit in the right half, where a window envelope shows the address. */
const RIGHT_COLUMN = 9 * CM;
const FONT = 'Arial';
const SIZE = 22; // 11 pt
const LINE = 276; // 1.15 line

/** One paragraph's runs, a multi-line value keeping its line breaks. */
function runs(text: string, options: { bold?: boolean; italics?: boolean } = {}): TextRun[] {
  return text
    .split('\n')
    .map((line, index) => new TextRun({ text: line, break: index === 0 ? 0 : 1, ...options }));
}

/** A block of short lines (an address), one paragraph each, kept on one page. */
function block(
  lines: readonly string[],
  options: { indent?: number; before?: number; firstBold?: boolean } = {},
): Paragraph[] {
  return lines.map(
    (line, index) =>
      new Paragraph({
        children: runs(line, { bold: options.firstBold === true && index === 0 }),
        keepNext: index < lines.length - 1,
        keepLines: true,
        spacing: { before: index === 0 ? (options.before ?? 0) : 0, after: 0 },
        ...(options.indent === undefined ? {} : { indent: { left: options.indent } }),
      }),
  );
}

function documentChildren(letter: LetterDocument): Paragraph[] {
  const children: Paragraph[] = [
    ...block(letter.sender, { firstBold: true }),
    ...block(letter.recipient, { indent: RIGHT_COLUMN, before: 600, firstBold: true }),
    new Paragraph({
      children: runs(letter.placeAndDate),
      indent: { left: RIGHT_COLUMN },
      spacing: { before: 480 },
    }),
  ];
  if (letter.delivery) {
    children.push(
      new Paragraph({ children: runs(letter.delivery, { italics: true }), spacing: { before: 360 } }),
    );
  }
  children.push(
    new Paragraph({
      children: [new TextRun({ text: 'Objet : ', bold: true }), ...runs(letter.subject, { bold: true })],
      spacing: { before: letter.delivery ? 120 : 360 },
    }),
    new Paragraph({ children: runs(letter.salutation), spacing: { before: 360, after: 200 } }),
    ...letter.paragraphs.map(
      (paragraph) =>
        new Paragraph({
          children: runs(paragraph),
          alignment: AlignmentType.JUSTIFIED,
          spacing: { after: 160, line: LINE },
        }),
    ),
    // The closing, the signature and the countersignature stay together on the last page.
    new Paragraph({
      children: runs(letter.closing),
      alignment: AlignmentType.JUSTIFIED,
      spacing: { after: 360, line: LINE },
      keepNext: true,
      keepLines: true,
    }),
    ...block(letter.signature, { indent: RIGHT_COLUMN, firstBold: true }),
  );
  if (letter.countersignature) {
    // Room for the handwritten signature under the author's name, then the recipient's part.
    children.push(
      new Paragraph({
        children: runs(letter.countersignature.text, { italics: true }),
        spacing: { before: 1200, line: LINE },
        keepNext: true,
        keepLines: true,
      }),
      new Paragraph({
        children: runs(letter.countersignature.name, { bold: true }),
        spacing: { before: 120 },
      }),
    );
  }
  return children;
}

/**
 * The letter as a Word document (.docx, A4, Arial 11 pt, in French), which the user can edit before
 * printing. Works in the browser and on the server.
 */
export async function renderLetterDocx(letter: LetterDocument): Promise<Uint8Array> {
  const document = new Document({
    creator: letter.sender[0] ?? 'Dirigeo',
    // The library writes « Un-named » when nothing is given: the writer is the sender, as for creator.
    lastModifiedBy: letter.sender[0] ?? 'Dirigeo',
    title: letter.subject,
    description: letter.title,
    styles: {
      default: {
        document: {
          run: { font: FONT, size: SIZE, language: { value: 'fr-FR' } },
          paragraph: { spacing: { after: 0 } },
        },
      },
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: documentChildren(letter),
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
