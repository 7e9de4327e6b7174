/** The families of files the list shows an icon for (spec 000 §2). */
export type DocumentKind = 'pdf' | 'image' | 'spreadsheet' | 'text' | 'other';

/** The icon family of a document, from its MIME type (detected by the server from the content). */
export function documentKind(fileType: string): DocumentKind {
  const type = fileType.toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.includes('spreadsheet') || type.includes('excel') || type === 'text/csv') return 'spreadsheet';
  if (type.includes('word') || type.startsWith('text/')) return 'text';
  return 'other';
}
