import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import type { Env } from '../env.ts';
import { runningProcessOf } from '../lib/pid-file.ts';

const run = promisify(execFile);

/** What a backup folder holds, written last: a folder without it is an unfinished backup. */
const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.enum(['postgresql', 'pglite']),
  /** Where the uploaded files were: inside the database (database.dump), or copied (uploads/). */
  storage: z.enum(['database', 'disk']),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

const MANIFEST = 'manifest.json';
const DUMP = 'database.dump';

type BackupEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'FILE_STORAGE'>;

export class BackupError extends Error {
  override name = 'BackupError';
}

/** The server's pid file in DATA_DIR (see server.ts): the embedded database belongs to one process. */
export function serverPidFile(env: Pick<Env, 'DATA_DIR'>): string {
  return join(resolve(env.DATA_DIR), 'server.pid');
}

function storageOf(env: BackupEnv): 'database' | 'disk' {
  return env.FILE_STORAGE ?? (env.DATABASE_URL ? 'database' : 'disk');
}

function refuseWhileServing(env: BackupEnv, verb: string): void {
  const pid = runningProcessOf(serverPidFile(env));
  if (pid !== undefined) {
    throw new BackupError(
      `Le serveur (processus ${pid}) utilise la base embarquée de ${resolve(env.DATA_DIR)} : arrêtez-le avant de ${verb}.`,
    );
  }
}

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined)) !== undefined;
}

/**
 * Backs up the database and the uploaded files into `target` (a new folder):
 * - PostgreSQL: `pg_dump` in its custom format (the files with it when they live in the database),
 *   consistent while the servers run (one snapshot);
 * - PGlite: a copy of its data folder, which needs the server stopped (one process at a time);
 * - files kept on the disk: a copy of DATA_DIR/uploads.
 * The manifest is written last.
 */
export async function backup(env: BackupEnv, target: string): Promise<BackupManifest> {
  const folder = resolve(target);
  if (await exists(folder)) throw new BackupError(`${folder} existe déjà : choisissez un autre dossier.`);
  await mkdir(folder, { recursive: true });
  const storage = storageOf(env);
  const dataDir = resolve(env.DATA_DIR);
  if (env.DATABASE_URL) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(folder, DUMP)}`,
      `--dbname=${env.DATABASE_URL}`,
    ]);
  } else {
    refuseWhileServing(env, 'sauvegarder');
    if (!(await exists(join(dataDir, 'pglite'))))
      throw new BackupError(`Aucune base embarquée dans ${dataDir}.`);
    await cp(join(dataDir, 'pglite'), join(folder, 'pglite'), { recursive: true });
  }
  if (storage === 'disk' && (await exists(join(dataDir, 'uploads')))) {
    // Temporary files of unfinished uploads are not part of the data.
    await cp(join(dataDir, 'uploads'), join(folder, 'uploads'), {
      recursive: true,
      filter: (source) => !/(^|\/)\.[^/]*\.part$/.test(source),
    });
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: env.DATABASE_URL ? 'postgresql' : 'pglite',
    storage,
  };
  await writeFile(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup made by `backup` over the current data: PostgreSQL with `pg_restore --clean` in
 * one transaction (stop the servers first, their caches would not know); PGlite and the files on
 * disk by putting the backup's copies in place, the current ones kept aside as
 * `<name>.before-restore-<date>` until you remove them.
 */
export async function restore(env: BackupEnv, source: string): Promise<BackupManifest> {
  const folder = resolve(source);
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(join(folder, MANIFEST), 'utf8')));
  } catch {
    throw new BackupError(
      `${folder} n'est pas une sauvegarde complète de Dirigeo (pas de ${MANIFEST} lisible).`,
    );
  }
  const dataDir = resolve(env.DATA_DIR);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  if (manifest.database === 'postgresql') {
    if (!env.DATABASE_URL)
      throw new BackupError('Cette sauvegarde est celle d’une base PostgreSQL : définissez DATABASE_URL.');
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${env.DATABASE_URL}`,
      join(folder, DUMP),
    ]);
  } else {
    if (env.DATABASE_URL)
      throw new BackupError('Cette sauvegarde est celle de la base embarquée : retirez DATABASE_URL.');
    refuseWhileServing(env, 'restaurer');
    await mkdir(dataDir, { recursive: true });
    await putInPlace(join(folder, 'pglite'), join(dataDir, 'pglite'), stamp);
  }
  if (manifest.storage === 'disk') {
    if (await exists(join(folder, 'uploads')))
      await putInPlace(join(folder, 'uploads'), join(dataDir, 'uploads'), stamp);
  }
  return manifest;
}

/** Copies `from` to `to`, the folder at `to` (if any) moved aside first. */
async function putInPlace(from: string, to: string, stamp: string): Promise<void> {
  if (await exists(to)) {
    const entries = await readdir(to);
    if (entries.length > 0) await rename(to, `${to}.before-restore-${stamp}`);
    else await rm(to, { recursive: true });
  }
  await cp(from, to, { recursive: true });
}
