import { optionalText, requiredText } from './common.ts';
import { z } from './zod-fr.ts';

export const DOCUMENT_CATEGORIES = ['payslip', 'social', 'tax', 'other'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  payslip: 'Bulletin de paie',
  social: 'Social',
  tax: 'Fiscal',
  other: 'Autre',
};

/** Largest accepted upload: 10 MB (spec 000 §2, enforced by the server). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/**
 * The refusal of a larger file, by the form and by the server alike. Sizes are written in the
 * spec's units everywhere (B, KB, MB: spec 000 §9), the list's sizes as this message.
 */
export const DOCUMENT_TOO_LARGE_MESSAGE = 'Le fichier dépasse la taille maximale de 10 MB';

/** Accepted file types: extension → MIME type detected from the file's content. */
export const ACCEPTED_DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export type AcceptedExtension = keyof typeof ACCEPTED_DOCUMENT_TYPES;
/** For an `<input type="file" accept>`. */
export const ACCEPTED_DOCUMENT_EXTENSIONS = Object.keys(ACCEPTED_DOCUMENT_TYPES).map((ext) => `.${ext}`);

/** The text fields of POST /api/documents (multipart), as the form and the server validate them. */
export const documentFieldsSchema = z.object({
  name: requiredText('Le nom du document est requis'),
  description: optionalText,
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'La catégorie est requise' }),
});
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

/** A document as the API returns it. */
export const documentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Where the stored file downloads from. */
  fileUrl: z.string(),
  /** MIME type detected from the content. */
  fileType: z.string(),
  /** Size in bytes. */
  fileSize: z.number().int(),
  /** The uploaded file's own name, for the download. */
  originalFileName: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  createdAt: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

/**
 * The name the form proposes from a file name: without extension, dashes and underscores as
 * spaces (spec 000 §2).
 */
export function documentNameFromFileName(fileName: string): string {
  const withoutExtension = fileName.replace(/\.[^./\\]+$/, '');
  return withoutExtension.replace(/[-_]+/g, ' ').trim();
}
