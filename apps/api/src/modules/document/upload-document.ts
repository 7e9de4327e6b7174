import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import { DOCUMENT_TOO_LARGE_MESSAGE, documentFieldsSchema } from '@dirigeo/schemas';
import {
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../lib/errors.ts';
import { holdsNul, NUL_CHARACTER_MESSAGE } from '../../lib/nul-characters.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { User } from '../user/user.entity.ts';
import { detectDocumentType, UNSUPPORTED_TYPE_MESSAGE } from './detect-document-type.ts';
import { Document } from './document.entity.ts';
import { safeFileName } from './safe-file-name.ts';

export const FILE_REQUIRED_MESSAGE = 'Un fichier est requis';
export const FILE_TOO_LARGE_MESSAGE = DOCUMENT_TOO_LARGE_MESSAGE;

/** The parts of a multipart body, as @fastify/multipart yields them (fields and files in any order). */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

/**
 * Stores an uploaded document of the signed-in user: the bytes under a key the server makes up,
 * the type read from the content, then the row. Whatever fails on the way (a field, the size, the
 * type, the database), the stored bytes are removed: no orphan file, no row without a file.
 */
export async function uploadDocument(
  em: EntityManager,
  storage: FileStorage,
  userId: number,
  parts: AsyncIterable<UploadPart>,
): Promise<Document> {
  const fields: Record<string, unknown> = {};
  let stored: { key: string; clientFileName: string; size: number } | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        throw new BadRequestError('Un seul fichier, dans le champ « file », est attendu');
      }
      const key = `${userId}/${randomUUID()}`;
      stored = { key, clientFileName: part.filename, size: 0 };
      const { size } = await storage.put(key, part.file);
      if (part.file.truncated) throw new PayloadTooLargeError(FILE_TOO_LARGE_MESSAGE);
      stored.size = size;
    }
    if (holdsNul(fields)) throw new BadRequestError(NUL_CHARACTER_MESSAGE);
    const parsed = documentFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      throw new ValidationError(
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
    }
    if (!stored || stored.size === 0)
      throw new ValidationError([{ path: 'file', message: FILE_REQUIRED_MESSAGE }]);

    const { key } = stored;
    const type = await detectDocumentType(() => storage.read(key), stored.clientFileName);
    if (!type) throw new UnsupportedMediaTypeError(UNSUPPORTED_TYPE_MESSAGE);

    const document = em.create(Document, {
      user: em.getReference(User, userId),
      name: parsed.data.name,
      description: parsed.data.description ?? null,
      storageKey: stored.key,
      originalFileName: safeFileName(stored.clientFileName, type.extension),
      fileType: type.mime,
      fileSize: stored.size,
      category: parsed.data.category,
    });
    await em.flush();
    return document;
  } catch (error) {
    if (stored) await storage.remove(stored.key);
    throw error;
  }
}
