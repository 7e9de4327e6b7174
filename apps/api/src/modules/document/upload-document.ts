import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import { DOCUMENT_TOO_LARGE_MESSAGE, documentFieldsSchema } from '@dirigeo/schemas';
import {
  BadRequestError,
  InsufficientStorageError,
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

const FILE_REQUIRED_MESSAGE = 'Un fichier est requis';
export const DISK_ALMOST_FULL_MESSAGE =
  "Le serveur n'a plus assez d'espace de stockage : rien n'a été enregistré. Veuillez réessayer plus tard.";

/** Room an upload needs: the account's quota (by plan) and the server's free disk space. */
export interface UploadLimits {
  /** Bytes each plan may store. */
  quotaBytes: (plan: User['subscriptionType']) => number;
  /** Free bytes on the disk the files (or the embedded database) go to; undefined: not ours to watch. */
  freeDiskBytes?: () => Promise<number>;
  /** Below this, uploads are refused (507) before a byte is written. */
  minFreeDiskBytes: number;
}

/** « Votre espace de documents est plein (200 Mo) : … » */
export function quotaExceededMessage(quotaBytes: number): string {
  const megabytes = new Intl.NumberFormat('fr-FR').format(Math.round(quotaBytes / 1_000_000));
  return `Votre espace de documents est plein (${megabytes}\u00a0Mo)\u00a0: supprimez des documents pour en ajouter d'autres`;
}
const FILE_TOO_LARGE_MESSAGE = DOCUMENT_TOO_LARGE_MESSAGE;

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
  limits?: UploadLimits,
): Promise<Document> {
  const fields: Record<string, unknown> = {};
  let stored: { key: string; clientFileName: string; size: number } | undefined;
  let room = Number.POSITIVE_INFINITY;
  let quotaBytes = Number.POSITIVE_INFINITY;
  if (limits) {
    if (limits.freeDiskBytes && (await limits.freeDiskBytes()) < limits.minFreeDiskBytes) {
      throw new InsufficientStorageError(DISK_ALMOST_FULL_MESSAGE);
    }
    const user = await em.findOneOrFail(User, { id: userId }, { fields: ['subscriptionType'] });
    quotaBytes = limits.quotaBytes(user.subscriptionType);
    room = quotaBytes - (await usedBytesOf(em, userId));
    if (room <= 0) throw new PayloadTooLargeError(quotaExceededMessage(quotaBytes));
  }
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
      if (size > room) throw new PayloadTooLargeError(quotaExceededMessage(quotaBytes));
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

/** The bytes of every document of a user. */
async function usedBytesOf(em: EntityManager, userId: number): Promise<number> {
  const rows = await em
    .getConnection()
    .execute<{ used: string | number | null }[]>(
      'select coalesce(sum("file_size"), 0) as used from "document" where "user_id" = ?',
      [userId],
    );
  return Number(rows[0]?.used ?? 0);
}
