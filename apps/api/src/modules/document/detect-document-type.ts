import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ACCEPTED_DOCUMENT_TYPES, type AcceptedExtension } from '@dirigeo/schemas';
import * as CFB from 'cfb';
import { fileTypeFromStream } from 'file-type';

export const UNSUPPORTED_TYPE_MESSAGE =
  'Type de fichier non accepté. Formats acceptés : PDF, DOC, DOCX, XLS, XLSX, JPG, JPEG, PNG';

export interface DetectedType {
  /** MIME type stored and sent back on download. */
  mime: string;
  /** The extension that goes with it. */
  extension: AcceptedExtension;
}

function isAcceptedExtension(value: string): value is AcceptedExtension {
  return Object.hasOwn(ACCEPTED_DOCUMENT_TYPES, value);
}

/** `report.PDF` → `pdf`. */
export function extensionOf(fileName: string): string {
  const match = /\.([^./\\]+)$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * The streams that make an OLE2 compound file a Word 97-2003 document or an Excel 97-2003
 * workbook: `WordDocument` (with its `0Table` or `1Table`), `Workbook` (BIFF8) or `Book` (BIFF5).
 * The 8-byte signature alone is easy to forge: random bytes after it passed as a .doc.
 */
const COMPOUND_FILE_STREAMS: Readonly<Record<'doc' | 'xls', (names: ReadonlySet<string>) => boolean>> = {
  doc: (names) => names.has('worddocument') && (names.has('0table') || names.has('1table')),
  xls: (names) => names.has('workbook') || names.has('book'),
};

/** Whether `content` is a readable compound file holding the streams of a `.doc` or an `.xls`. */
function isCompoundDocumentOf(content: Buffer, extension: 'doc' | 'xls'): boolean {
  try {
    const container = CFB.read(content, { type: 'buffer' });
    const names = new Set(
      container.FileIndex.filter((entry) => entry.type === 2).map((entry) => entry.name.toLowerCase()),
    );
    return COMPOUND_FILE_STREAMS[extension](names);
  } catch {
    // Not a compound file the library can read (a forged header, a broken allocation table).
    return false;
  }
}

/**
 * The document's type, read from its content (magic numbers), never from its name alone; `null`
 * for anything but the accepted types. Legacy .doc and .xls files are OLE compound files that
 * file-type reports as `application/x-cfb`: their streams tell them apart (and from random bytes
 * behind a compound file's signature), so the whole file is read again for them. `open` gives the
 * content from its start, each time it is called.
 */
export async function detectDocumentType(
  open: () => Promise<Readable>,
  fileName: string,
): Promise<DetectedType | null> {
  const content = await open();
  const detected = await fileTypeFromStream(Readable.toWeb(content));
  content.destroy();
  if (!detected) return null;
  const claimed = extensionOf(fileName);
  if (detected.mime === 'application/x-cfb') {
    if (claimed !== 'doc' && claimed !== 'xls') return null;
    const whole = await buffer(await open());
    return isCompoundDocumentOf(whole, claimed)
      ? { mime: ACCEPTED_DOCUMENT_TYPES[claimed], extension: claimed }
      : null;
  }
  const extensions = Object.keys(ACCEPTED_DOCUMENT_TYPES).filter(isAcceptedExtension);
  const matching = extensions.filter((extension) => ACCEPTED_DOCUMENT_TYPES[extension] === detected.mime);
  const extension = matching.find((candidate) => candidate === claimed) ?? matching[0];
  return extension ? { mime: ACCEPTED_DOCUMENT_TYPES[extension], extension } : null;
}
