import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { MikroORM } from '@mikro-orm/core';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, migrate, openDatabase } from '../src/db/orm.ts';
import type { FileStorage } from '../src/lib/storage/file-storage.ts';
import { uploadsStorage } from '../src/lib/storage/uploads-storage.ts';
import { Document } from '../src/modules/document/document.entity.ts';
import { FinalisedPayslip } from '../src/modules/payslip/finalised-payslip.entity.ts';
import { frozenPayslipOf } from '../src/modules/payslip/freeze-payslip.ts';
import { Payslip } from '../src/modules/payslip/payslip.entity.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { createPayslip, createUser } from './helpers/factories.ts';
import { openMigratedPglite } from './helpers/test-database.ts';

/**
 * `pnpm db:backup` then `pnpm db:restore` as an operator runs them (the CLI, in its own process),
 * around a wipe: every payslip, frozen PDF and document byte comes back.
 */
const run = promisify(execFile);
const cli = fileURLToPath(new URL('../src/db/backup-cli.ts', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;
const folders: string[] = [];

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function folder(prefix: string): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  folders.push(path);
  return path;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Everything the restore must give back: rows, frozen PDFs and file bytes, as digests. */
async function snapshot(orm: MikroORM, storage: FileStorage): Promise<Record<string, string>> {
  const em = orm.em.fork();
  const state: Record<string, string> = {};
  for (const user of await em.find(User, {}, { orderBy: { id: 'asc' } }))
    state[`user ${user.id}`] = user.username;
  for (const payslip of await em.find(Payslip, {}, { orderBy: { id: 'asc' } })) {
    state[`payslip ${payslip.id}`] =
      `${payslip.year}-${payslip.month} ${payslip.status} ${payslip.netSalaryCents}`;
  }
  for (const frozen of await em.find(FinalisedPayslip, {}, { populate: ['pdf'] })) {
    state[`frozen ${frozen.payslip.id}`] = `${sha256(frozen.pdf)} = ${frozen.pdfSha256}`;
  }
  for (const document of await em.find(Document, {}, { orderBy: { id: 'asc' } })) {
    state[`document ${document.id}`] =
      `${document.fileSize} ${sha256(await bytesOf(storage, document.storageKey))}`;
  }
  return state;
}

/** A user with finalised and draft payslips and two documents (one of several chunks). */
async function fill(orm: MikroORM, storage: FileStorage): Promise<void> {
  const user = await createUser(orm);
  const em = orm.em.fork();
  for (const month of [1, 2, 3]) {
    const payslip = await createPayslip(orm, user, {
      month,
      year: 2026,
      status: month < 3 ? 'completed' : 'draft',
    });
    if (month < 3) await frozenPayslipOf(em, await em.findOneOrFail(Payslip, { id: payslip.id }));
  }
  for (const [index, bytes] of [randomBytes(700 * 1024), Buffer.from('%PDF-1.4 petit')].entries()) {
    const key = `${user.id}/${index}-${randomBytes(4).toString('hex')}`;
    await storage.put(key, bytes);
    em.create(Document, {
      user: em.getReference(User, user.id),
      name: `Document ${index}`,
      storageKey: key,
      originalFileName: `document-${index}.pdf`,
      fileType: 'application/pdf',
      fileSize: bytes.length,
      category: 'other',
    });
  }
  await em.flush();
}

async function cliRun(env: Record<string, string>, ...args: string[]) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return run(process.execPath, [cli, ...args], { env: { ...inherited, ...env } });
}

describe('pnpm db:backup and db:restore', () => {
  it('with the embedded database: backs up, survives a wipe, restores every payslip and document byte', async () => {
    const dataDir = await folder('dirigeo-backup-data-');
    const target = { kind: 'pglite', dataDir: join(dataDir, 'pglite') } as const;
    const env = { DATA_DIR: dataDir };
    let orm = await openMigratedPglite(target);
    const storage = uploadsStorage({ DATA_DIR: dataDir, FILE_STORAGE: undefined }, orm);
    expect(storage.kind).toBe('disk');
    await fill(orm, storage);
    const before = await snapshot(orm, storage);
    await orm.close(true);

    // Refused while a server holds the embedded database.
    await writeFile(join(dataDir, 'server.pid'), `${process.ppid}\n`);
    await expect(cliRun(env, 'backup', join(dataDir, 'refused'))).rejects.toThrow(
      /arrêtez-le avant de sauvegarder/,
    );
    await rm(join(dataDir, 'server.pid'));

    const backupDir = join(await folder('dirigeo-backup-'), 'sauvegarde');
    expect((await cliRun(env, 'backup', backupDir)).stdout).toContain(
      'Sauvegarde terminée (pglite, fichiers : disk)',
    );

    await rm(join(dataDir, 'pglite'), { recursive: true });
    await rm(join(dataDir, 'uploads'), { recursive: true });
    expect((await cliRun(env, 'restore', backupDir)).stdout).toContain('Restauration terminée');

    orm = await openDatabase(target);
    try {
      expect(
        await snapshot(orm, uploadsStorage({ DATA_DIR: dataDir, FILE_STORAGE: undefined }, orm)),
      ).toEqual(before);
      expect(Object.keys(before).filter((key) => key.startsWith('document'))).toHaveLength(2);
      expect(Object.keys(before).filter((key) => key.startsWith('frozen'))).toHaveLength(2);
    } finally {
      await orm.close(true);
    }
  });

  it.skipIf(!serverUrl)(
    'with PostgreSQL (TEST_DATABASE_URL): pg_dump and pg_restore, the files inside the database',
    async () => {
      const name = `dirigeo_backup_${process.pid}_${randomBytes(3).toString('hex')}`;
      const admin = await openDatabase({ kind: 'postgresql', url: serverUrl ?? '' });
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      const target: DatabaseTarget = { kind: 'postgresql', url: url.toString() };
      const recreate = async () => {
        await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
        await admin.em.getConnection().execute(`create database "${name}"`);
      };
      const dataDir = await folder('dirigeo-backup-data-');
      const env = { DATA_DIR: dataDir, DATABASE_URL: target.url };
      try {
        await recreate();
        let orm = await openDatabase(target);
        await migrate(orm);
        const storage = uploadsStorage({ DATA_DIR: dataDir, FILE_STORAGE: undefined }, orm);
        expect(storage.kind).toBe('database');
        await fill(orm, storage);
        const before = await snapshot(orm, storage);
        await orm.close(true);

        const backupDir = join(await folder('dirigeo-backup-'), 'sauvegarde');
        expect((await cliRun(env, 'backup', backupDir)).stdout).toContain(
          'Sauvegarde terminée (postgresql, fichiers : database)',
        );
        expect((await readdir(backupDir)).sort()).toEqual(['database.dump', 'manifest.json']);

        // The wipe: the database is dropped and created empty.
        await recreate();
        expect((await cliRun(env, 'restore', backupDir)).stdout).toContain('Restauration terminée');

        orm = await openDatabase(target);
        try {
          expect(
            await snapshot(orm, uploadsStorage({ DATA_DIR: dataDir, FILE_STORAGE: undefined }, orm)),
          ).toEqual(before);
          // The restored schema is the migrated one: nothing left to apply.
          expect(await orm.migrator.getPending()).toEqual([]);
        } finally {
          await orm.close(true);
        }
      } finally {
        await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
        await admin.close(true);
      }
    },
  );

  it('refuses a folder that is no backup, in French', async () => {
    const empty = await folder('dirigeo-not-a-backup-');
    await expect(cliRun({ DATA_DIR: empty }, 'restore', empty)).rejects.toThrow(
      /n'est pas une sauvegarde complète/,
    );
  });
});
