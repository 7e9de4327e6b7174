import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.ts';

/** Files under a root folder (DATA_DIR/uploads); written to a temporary name, then renamed. */
export class LocalDiskStorage implements FileStorage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  #pathOf(key: string): string {
    const path = resolve(this.#root, key);
    if (!path.startsWith(this.#root + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, content: Readable | Buffer): Promise<{ size: number }> {
    const path = this.#pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${randomUUID()}.part`);
    try {
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, path);
      return { size: (await stat(path)).size };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const path = this.#pathOf(key);
    await stat(path);
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }
}
