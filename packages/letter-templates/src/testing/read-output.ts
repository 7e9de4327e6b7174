import { strFromU8, unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * A .docx's `word/document.xml`, its text (the `<w:t>` runs joined, a paragraph per line) and its
 * `word/styles.xml`.
 */
export function readDocx(bytes: Uint8Array): { xml: string; text: string; styles: string } {
  const files = unzipSync(bytes);
  const part = files['word/document.xml'];
  const stylesPart = files['word/styles.xml'];
  if (!part || !stylesPart) throw new Error('word/document.xml ou word/styles.xml manquant');
  const xml = strFromU8(part);
  const text = xml
    .split('</w:p>')
    .map((paragraph) =>
      Array.from(paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g), (match) =>
        match[0] === '<w:br/>' ? '\n' : unescapeXml(match[1] ?? ''),
      ).join(''),
    )
    .join('\n');
  return { xml, text, styles: strFromU8(stylesPart) };
}

function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

/** A PDF's text (pages joined) and its number of pages, as a PDF reader sees them. */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, pages: totalPages };
}

/** Spaces of every kind as one plain space, so texts compare whatever the line breaks. */
export function squash(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}
