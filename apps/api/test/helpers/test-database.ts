import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { type DatabaseTarget, migrate, openDatabase } from '../../src/db/orm.ts';

export interface TestDatabase {
  orm: MikroORM;
  target: DatabaseTarget;
  /** Drops the throw-away database (PostgreSQL) after the ORM is closed. */
  dispose(): Promise<void>;
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
    const orm = await openDatabase(target);
    await migrateUp(orm);
    return { orm, target, dispose: async () => {} };
  }
  const name = `dirigeo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgresql', url: serverUrl });
  await admin.em.getConnection().execute(`create database "${name}"`);
  await admin.close(true);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgresql', url: url.toString() };
  const orm = await openDatabase(target);
  await migrateUp(orm);
  return {
    orm,
    target,
    dispose: async () => {
      const cleaner = await openDatabase({ kind: 'postgresql', url: serverUrl });
      await cleaner.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
      await cleaner.close(true);
    },
  };
}
