import { Readable } from 'node:stream';
import { ACCEPTED_DOCUMENT_TYPES, type AcceptedExtension } from '@dirigeo/schemas';
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
 * The document's type, read from its content (magic numbers), never from its name alone; `null`
 * for anything but the accepted types. Legacy .doc and .xls files are OLE compound files that
 * file-type reports as `application/x-cfb`: only their extension tells the two apart, so a compound
 * file is accepted under those two extensions only.
 */
export async function detectDocumentType(content: Readable, fileName: string): Promise<DetectedType | null> {
  const detected = await fileTypeFromStream(Readable.toWeb(content));
  content.destroy();
  if (!detected) return null;
  const claimed = extensionOf(fileName);
  if (detected.mime === 'application/x-cfb') {
    return claimed === 'doc' || claimed === 'xls'
      ? { mime: ACCEPTED_DOCUMENT_TYPES[claimed], extension: claimed }
      : null;
  }
  const extensions = Object.keys(ACCEPTED_DOCUMENT_TYPES).filter(isAcceptedExtension);
  const matching = extensions.filter((extension) => ACCEPTED_DOCUMENT_TYPES[extension] === detected.mime);
  const extension = matching.find((candidate) => candidate === claimed) ?? matching[0];
  return extension ? { mime: ACCEPTED_DOCUMENT_TYPES[extension], extension } : null;
}
