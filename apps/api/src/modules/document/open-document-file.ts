import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../lib/errors.ts';
import { FileNotFoundError, type FileStorage } from '../../lib/storage/file-storage.ts';
import { getDocument } from './get-document.ts';

export interface DocumentFile {
  content: Readable;
  fileType: string;
  fileSize: number;
  fileName: string;
}

/** The stored bytes of one of the user's documents, with what the download needs. */
export async function openDocumentFile(
  em: EntityManager,
  storage: FileStorage,
  userId: number,
  id: number,
): Promise<DocumentFile> {
  const document = await getDocument(em, userId, id);
  let content: Readable;
  try {
    content = await storage.read(document.storageKey);
  } catch (error) {
    if (error instanceof FileNotFoundError)
      throw new NotFoundError('Le fichier de ce document est introuvable');
    throw error;
  }
  return {
    content,
    fileType: document.fileType,
    fileSize: document.fileSize,
    fileName: document.originalFileName,
  };
}
