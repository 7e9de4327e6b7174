import { TEXT_MAX_LENGTH } from '@dirigeo/schemas';
import { extensionOf } from './detect-document-type.ts';

/**
 * The name a download gets: the client's file name without any folder part or control character,
 * at most 255 characters, with the extension of the type detected from the content. Browsers send
 * a `"` of a file name as `%22` (and line breaks as `%0A`, `%0D`: HTML's multipart/form-data
 * encoding), so those three are read back.
 */
export function safeFileName(clientFileName: string, extension: string): string {
  const decoded = clientFileName.replace(/%22/gi, '"').replace(/%0[ad]/gi, '\n');
  const lastSegment = decoded.split(/[/\\]/).pop() ?? '';
  const base = [...lastSegment]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('')
    .trim();
  const claimed = extensionOf(base);
  const sameType =
    claimed === extension || (['jpg', 'jpeg'].includes(claimed) && ['jpg', 'jpeg'].includes(extension));
  const stem =
    (claimed ? base.slice(0, -(claimed.length + 1)) : base).replace(/^\.+/, '').trim() || 'document';
  const suffix = `.${sameType ? claimed : extension}`;
  return stem.slice(0, TEXT_MAX_LENGTH - suffix.length) + suffix;
}
