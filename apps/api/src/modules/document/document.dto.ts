import type { Document as DocumentDto } from '@dirigeo/schemas';
import type { Document } from './document.entity.ts';

function documentFileUrl(id: number): string {
  return `/api/documents/${id}/file`;
}

/** The document as the API answers (`documentSchema`): never the storage key. */
export function toDocumentDto(document: Document, userId: number): DocumentDto {
  return {
    id: document.id,
    userId,
    name: document.name,
    description: document.description ?? null,
    fileUrl: documentFileUrl(document.id),
    fileType: document.fileType,
    fileSize: document.fileSize,
    originalFileName: document.originalFileName,
    category: document.category,
    createdAt: document.createdAt.toISOString(),
  };
}
