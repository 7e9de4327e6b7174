export { findLetterTemplate, letterTemplates } from './templates/index.ts';
export {
  letterFormFields,
  STANDARD_FIELD_NAMES,
  type StandardFieldName,
  standardLetterFields,
} from './standard-fields.ts';
export {
  LETTER_TYPES,
  type LetterAuthor,
  type LetterBlock,
  type LetterCondition,
  type LetterField,
  type LetterTemplate,
  type LetterType,
} from './types.ts';
