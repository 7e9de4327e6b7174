import type { EntityManager } from '@mikro-orm/core';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { querySql, runSql } from '../db/sql.ts';
import { FileNotFoundError, type FileStorage } from './file-storage.ts';

/** Bytes per row of `stored_file_chunk`: a 10 MB document is 40 rows, each one query to write or read. */
export const CHUNK_BYTES = 256 * 1024;
const KEYS_BATCH = 500;

const sizeRow = z.object({ size: z.coerce.number().int() });
const chunkRow = z.object({ data: z.instanceof(Uint8Array) });
const keyRow = z.object({ key: z.string() });
const countRow = z.object({ count: z.coerce.number().int() });

/**
 * Files kept in the database (`stored_file`, `stored_file_chunk`), so that every instance of the API
 * reads, lists and deletes the same bytes: the default whenever the API runs on PostgreSQL.
 *
 * Streamed both ways, one chunk of 256 KB at a time: an upload is never held whole in memory, and
 * no transaction (nor pool connection) is held while a slow client sends its body. The file row is
 * written first, marked incomplete; each chunk commits on its own; the row is marked complete last.
 * A crash in between leaves an incomplete file, never read, which `removeUnfinished` sweeps.
 */
export class PostgresFileStorage implements FileStorage {
  readonly kind = 'database';
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async put(key: string, content: Readable | Buffer): Promise<{ size: number }> {
    const em = this.#em.fork();
    await runSql(
      em,
      'insert into stored_file (key, size, complete, created_at) values (?, 0, false, now())',
      [key],
    );
    try {
      let size = 0;
      let position = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        const data = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await runSql(em, 'insert into stored_file_chunk (file_key, position, data) values (?, ?, ?)', [
          key,
          position,
          data,
        ]);
        position += 1;
      };
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      for await (const piece of source) {
        const bytes: Buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
        let offset = 0;
        while (offset < bytes.length) {
          const taken = Math.min(CHUNK_BYTES - pendingBytes, bytes.length - offset);
          pending.push(bytes.subarray(offset, offset + taken));
          pendingBytes += taken;
          offset += taken;
          size += taken;
          if (pendingBytes === CHUNK_BYTES) await flush();
        }
      }
      await flush();
      await runSql(em, 'update stored_file set complete = true, size = ? where key = ?', [size, key]);
      return { size };
    } catch (error) {
      await this.remove(key).catch(() => {});
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const em = this.#em.fork();
    const rows = await querySql(em, 'select size from stored_file where key = ? and complete', [key]);
    if (rows.length === 0) throw new FileNotFoundError(key);
    const { size } = sizeRow.parse(rows[0]);
    const chunks = Math.ceil(size / CHUNK_BYTES);
    async function* chunksOf(): AsyncGenerator<Buffer> {
      for (let position = 0; position < chunks; position += 1) {
        const [row] = await querySql(
          em,
          'select data from stored_file_chunk where file_key = ? and position = ?',
          [key, position],
        );
        if (!row) throw new Error(`stored file ${key} lacks its chunk ${position}`);
        const { data } = chunkRow.parse(row);
        yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      }
    }
    return Readable.from(chunksOf(), { objectMode: false });
  }

  async remove(key: string): Promise<void> {
    // The chunks go with their file (on delete cascade).
    await runSql(this.#em.fork(), 'delete from stored_file where key = ?', [key]);
  }

  async removeUnfinished(before: Date): Promise<number> {
    const rows = await querySql(
      this.#em.fork(),
      `with removed as (delete from stored_file where not complete and created_at < ? returning 1)
       select count(*) as count from removed`,
      [before],
    );
    return countRow.parse(rows[0]).count;
  }

  async *keysStoredBefore(before: Date): AsyncIterable<string[]> {
    const em = this.#em.fork();
    let after = '';
    for (;;) {
      const rows = await querySql(
        em,
        'select key from stored_file where complete and created_at < ? and key > ? order by key limit ?',
        [before, after, KEYS_BATCH],
      );
      const keys = rows.map((row) => keyRow.parse(row).key);
      if (keys.length > 0) yield keys;
      const last = keys.at(-1);
      if (keys.length < KEYS_BATCH || last === undefined) return;
      after = last;
    }
  }
}
