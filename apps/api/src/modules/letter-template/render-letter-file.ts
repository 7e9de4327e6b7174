import {
  findLetterTemplate,
  type LetterDocument,
  type LetterFileFormat,
  type LetterFormValues,
  type LetterTemplate,
  letterFileName,
  letterValuesSchema,
  renderLetter,
} from '@dirigeo/letter-templates';
import { renderLetterDocx } from '@dirigeo/letter-templates/docx';
import { renderLetterPdf } from '@dirigeo/letter-templates/pdf';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';

const LETTER_TEMPLATE_NOT_FOUND_MESSAGE = 'Modèle de document introuvable';

/** The MIME type of each file a letter is downloaded as. */
export const LETTER_FILE_TYPES: Readonly<Record<LetterFileFormat, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

export interface LetterFile {
  readonly bytes: Buffer;
  /** `modele-<slug>-<date of the letter>.<format>`. */
  readonly fileName: string;
  readonly contentType: string;
}

/**
 * `values` checked by `template`'s own schema, the one its form follows: every field's French
 * message, at once, in a 400 (`ValidationError`). The values come back trimmed, ready to render.
 */
export function checkLetterValues(template: LetterTemplate, values: unknown): LetterFormValues {
  const parsed = letterValuesSchema(template).safeParse(values);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

/** A rendered letter as the bytes of an editable Word document or a PDF. */
export async function letterBytes(letter: LetterDocument, format: LetterFileFormat): Promise<Buffer> {
  const bytes = format === 'docx' ? await renderLetterDocx(letter) : await renderLetterPdf(letter);
  return Buffer.from(bytes);
}

/**
 * The letter of template `slug` filled with the visitor's `values`, as an editable Word document or a
 * PDF (POST /api/modeles/:slug/docx|pdf, the tools hub's « Modèles de documents »), checked by
 * `checkLetterValues`. Nothing is stored: the letter exists only in the answer.
 */
export async function renderLetterFile(
  slug: string,
  values: unknown,
  format: LetterFileFormat,
): Promise<LetterFile> {
  const template = findLetterTemplate(slug);
  if (!template) throw new NotFoundError(LETTER_TEMPLATE_NOT_FOUND_MESSAGE);
  const letter = renderLetter(template, checkLetterValues(template, values));
  // A valid letter always has its date (`dateLettre` is required): the file is named after it.
  const fileName = letterFileName(template.slug, letter.isoDate ?? '', format);
  return { bytes: await letterBytes(letter, format), fileName, contentType: LETTER_FILE_TYPES[format] };
}
