import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { MikroORM } from '@mikro-orm/core';
import { inject } from 'vitest';
import { type DatabaseTarget, migrate, openDatabase, ormOptions } from '../../src/db/orm.ts';

export interface TestDatabase {
  orm: MikroORM;
  target: DatabaseTarget;
  /** Drops the throw-away database (PostgreSQL) after the ORM is closed. */
  dispose(): Promise<void>;
}

/** The PGlite instance under an ORM opened on the embedded database. */
export async function pgliteClientOf(orm: MikroORM): Promise<PGlite> {
  const connection = orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGlite> };
  return connection.getNativeClient();
}

/** One statement on the PostgreSQL server itself (create or drop a database). */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const admin = await openDatabase({ kind: 'postgresql', url: serverUrl });
  try {
    await admin.em.getConnection().execute(statement);
  } finally {
    await admin.close(true);
  }
}

let template: Promise<Uint8Array<ArrayBuffer> | undefined> | undefined;

/** The migrated database the global setup dumped once for the whole run, if there is one. */
function migratedTemplate(): Promise<Uint8Array<ArrayBuffer> | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Uint8Array(await readFile(file)) : undefined;
  })();
  return template;
}

/** An in-memory PGlite started from the migrated template (no initdb, no migration to run). */
async function openFromTemplate(target: DatabaseTarget, tarball: Uint8Array<ArrayBuffer>): Promise<MikroORM> {
  const options = ormOptions(target);
  const driverOptions = options.driverOptions as Record<string, unknown>;
  // A factory: the ORM clones plain option objects, and a cloned Blob can no longer be read.
  return MikroORM.init({
    ...options,
    driverOptions: () => ({ ...driverOptions, loadDataDir: new Blob([tarball]) }),
  });
}

/**
 * A migrated embedded database at `target` (in memory or a new folder): from the run's template when
 * there is one, else created and migrated here.
 */
export async function openMigratedPglite(target: DatabaseTarget & { kind: 'pglite' }): Promise<MikroORM> {
  const tarball = await migratedTemplate();
  const orm = tarball ? await openFromTemplate(target, tarball) : await openDatabase(target);
  await migrate(orm);
  return orm;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by dispose).
 */
export async function openTestDatabase(options: { migrateTo?: string } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Up to a given migration: to store rows as an older version did, then migrate them.
  const migrateUp = (orm: MikroORM) =>
    options.migrateTo ? orm.migrator.up({ to: options.migrateTo }).then(() => undefined) : migrate(orm);
  if (!serverUrl) {
    const target: DatabaseTarget = { kind: 'pglite', dataDir: 'memory://' };
    const orm = options.migrateTo ? await openDatabase(target) : await openMigratedPglite(target);
    if (options.migrateTo) await migrateUp(orm);
    return { orm, target, dispose: async () => {} };
  }
  const name = `dirigeo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const postgresTemplate = options.migrateTo ? '' : inject('postgresTemplate');
  await runOnServer(
    serverUrl,
    postgresTemplate
      ? `create database "${name}" template "${postgresTemplate}"`
      : `create database "${name}"`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgresql', url: url.toString() };
  const orm = await openDatabase(target);
  await migrateUp(orm);
  return {
    orm,
    target,
    dispose: () => runOnServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
