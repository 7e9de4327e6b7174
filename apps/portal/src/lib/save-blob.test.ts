import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './save-blob.ts';

describe('fileNameFromDisposition', () => {
  it.each([
    [
      `attachment; filename="bulletin.pdf"; filename*=UTF-8''bulletin-f%C3%A9vrier.pdf`,
      'bulletin-février.pdf',
    ],
    ['attachment; filename="articles-dirigeo.json"', 'articles-dirigeo.json'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    // A malformed encoded name falls back on the plain one instead of throwing.
    [`attachment; filename="secours.json"; filename*=UTF-8''%E0%A4%A`, 'secours.json'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('gives nothing when the server names no file', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});
