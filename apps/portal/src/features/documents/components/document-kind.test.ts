import { ACCEPTED_DOCUMENT_TYPES } from '@dirigeo/schemas';
import { describe, expect, it } from 'vitest';
import { documentKind } from './document-kind.ts';

describe('documentKind', () => {
  it.each([
    [ACCEPTED_DOCUMENT_TYPES.pdf, 'pdf'],
    [ACCEPTED_DOCUMENT_TYPES.png, 'image'],
    [ACCEPTED_DOCUMENT_TYPES.jpg, 'image'],
    [ACCEPTED_DOCUMENT_TYPES.xls, 'spreadsheet'],
    [ACCEPTED_DOCUMENT_TYPES.xlsx, 'spreadsheet'],
    [ACCEPTED_DOCUMENT_TYPES.doc, 'text'],
    [ACCEPTED_DOCUMENT_TYPES.docx, 'text'],
    ['text/plain', 'text'],
    ['application/zip', 'other'],
  ])('shows %s with the %s icon', (fileType, kind) => {
    expect(documentKind(fileType)).toBe(kind);
  });
});
