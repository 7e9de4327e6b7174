import { join, resolve } from 'node:path';
import type { Env } from '../../env.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';

/** Where uploaded documents live: DATA_DIR/uploads on the local disk (an S3 store can replace it). */
export function uploadsStorage(env: Pick<Env, 'DATA_DIR'>): FileStorage {
  return new LocalDiskStorage(join(resolve(env.DATA_DIR), 'uploads'));
}
