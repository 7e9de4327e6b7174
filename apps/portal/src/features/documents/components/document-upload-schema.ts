import {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  DOCUMENT_TOO_LARGE_MESSAGE,
  documentFieldsSchema,
  MAX_DOCUMENT_BYTES,
} from '@dirigeo/schemas';
import { z } from 'zod';

/** '.pdf' from 'Relevé.PDF'; '' without an extension. */
function extensionOf(fileName: string): string {
  const match = /\.[^./\\]+$/.exec(fileName);
  return match ? match[0].toLowerCase() : '';
}

/**
 * The upload form: the API's text fields plus the file (spec 000 §5). The browser refuses a file over
 * 10 MB or of a type not accepted before sending it, but the server, which reads the type from the
 * content, has the last word.
 */
export const documentUploadFormSchema = documentFieldsSchema.extend({
  file: z
    .instanceof(File, { error: 'Un fichier est requis' })
    .refine((file) => file.size <= MAX_DOCUMENT_BYTES, {
      error: DOCUMENT_TOO_LARGE_MESSAGE,
    })
    .refine((file) => ACCEPTED_DOCUMENT_EXTENSIONS.includes(extensionOf(file.name)), {
      error: 'Type de fichier non accepté : PDF, Word, Excel, JPG ou PNG uniquement',
    }),
});
export type DocumentUploadFormInput = z.input<typeof documentUploadFormSchema>;
export type DocumentUploadForm = z.output<typeof documentUploadFormSchema>;
