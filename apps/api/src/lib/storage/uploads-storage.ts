import { join, resolve } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Env } from '../../env.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { PostgresFileStorage } from './postgres-file-storage.ts';

/**
 * Where uploaded documents live. FILE_STORAGE chooses; unset, the database on PostgreSQL (every
 * instance sharing it sees the same files) and DATA_DIR/uploads on the local disk with the
 * embedded PGlite (one process).
 */
export function uploadsStorage(env: Pick<Env, 'DATA_DIR' | 'FILE_STORAGE'>, orm: MikroORM): FileStorage {
  const kind = env.FILE_STORAGE ?? (orm.em.getDriver() instanceof PostgreSqlDriver ? 'database' : 'disk');
  return kind === 'database'
    ? new PostgresFileStorage(orm.em)
    : new LocalDiskStorage(join(resolve(env.DATA_DIR), 'uploads'));
}
