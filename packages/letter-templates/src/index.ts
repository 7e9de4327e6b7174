export { checkLetterTemplate } from './check-template.ts';
export { type LetterFileFormat, letterFileName } from './file-name.ts';
export {
  formatLetterDate,
  formatLetterMoney,
  formatLetterNumber,
  formatLetterTime,
} from './format.ts';
export { type LetterFormValues, letterFieldSchema, letterValuesSchema } from './letter-values-schema.ts';
export { type LetterDocument, type LetterValues, renderLetter } from './render-letter.ts';
export {
  letterFormFields,
  STANDARD_FIELD_NAMES,
  type StandardFieldName,
  standardLetterFields,
} from './standard-fields.ts';
export { findLetterTemplate, letterTemplates } from './templates/index.ts';
export {
  LETTER_TYPE_LABELS,
  LETTER_TYPES,
  type LetterAuthor,
  type LetterBlock,
  type LetterCondition,
  type LetterField,
  type LetterTemplate,
  type LetterType,
} from './types.ts';
