import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundError, type FileStorage } from './file-storage.ts';

const KEYS_BATCH = 500;

/** A write under way: `.<uuid>.part` beside the file it will become. */
function isTemporary(name: string): boolean {
  return name.startsWith('.') && name.endsWith('.part');
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * Files under a root folder (DATA_DIR/uploads), for the embedded single-process mode: written to a
 * temporary name, then renamed, so a file is either whole or absent. A crash during a write leaves
 * its temporary file, which `removeUnfinished` sweeps at the next start.
 */
export class LocalDiskStorage implements FileStorage {
  readonly kind = 'disk';
  readonly #root: string;
  #rootClosed: Promise<void> | undefined;

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
    // People's payslips and papers: readable by the server's user only (files 0600, folders 0700),
    // whatever the umask; a root made by an older version is closed too.
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    this.#rootClosed ??= chmod(this.#root, 0o700);
    await this.#rootClosed;
    const temporary = join(dirname(path), `.${randomUUID()}.part`);
    try {
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      await pipeline(source, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      await rename(temporary, path);
      return { size: (await stat(path)).size };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const path = this.#pathOf(key);
    try {
      await stat(path);
    } catch (error) {
      if (isNotFound(error)) throw new FileNotFoundError(key);
      throw error;
    }
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }

  async removeUnfinished(before: Date): Promise<number> {
    let removed = 0;
    for (const path of await this.#files()) {
      if (!isTemporary(path.slice(path.lastIndexOf(sep) + 1))) continue;
      const modified = (await stat(path, { bigint: false }).catch(() => undefined))?.mtime;
      if (modified && modified < before) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async *keysStoredBefore(before: Date): AsyncIterable<string[]> {
    let batch: string[] = [];
    for (const path of await this.#files()) {
      if (isTemporary(path.slice(path.lastIndexOf(sep) + 1))) continue;
      const modified = (await stat(path).catch(() => undefined))?.mtime;
      if (!modified || modified >= before) continue;
      batch.push(relative(this.#root, path).split(sep).join('/'));
      if (batch.length === KEYS_BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  /** Every file under the root (none when it does not exist yet). */
  async #files(): Promise<string[]> {
    try {
      const entries = await readdir(this.#root, { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
  }
}
