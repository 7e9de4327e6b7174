import { File, FileImage, FileSpreadsheet, FileText, FileType } from 'lucide-react';
import { type DocumentKind, documentKind } from './document-kind.ts';
import * as styles from './Documents.css.ts';

const ICONS = {
  pdf: FileText,
  image: FileImage,
  spreadsheet: FileSpreadsheet,
  text: FileType,
  other: File,
} as const satisfies Record<DocumentKind, unknown>;

/** The file's icon by type; decorative, the row's text names the document. */
export function FileIcon({ fileType }: { fileType: string }) {
  const kind = documentKind(fileType);
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" data-kind={kind} className={styles.fileIcon[kind]} />;
}
