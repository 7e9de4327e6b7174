import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../src/db/orm.ts';
import { pgliteClientOf, runOnServer } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A tarball of an embedded database with every migration applied (PGlite's `dumpDataDir`), or ''
     * on PostgreSQL. Each test file starts its own in-memory database from it: creating a cluster
     * (initdb) and running the migrations cost 5 to 25 s a file on a 2-core machine, loading the
     * tarball about one.
     */
    pgliteTemplate: string;
    /**
     * On PostgreSQL (TEST_DATABASE_URL), a migrated database each test file's database is created
     * from (`create database … template …`), for the same reason; '' on PGlite.
     */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide('pgliteTemplate', '');
    const name = `dirigeo_test_template_${process.pid}_${randomBytes(3).toString('hex')}`;
    await runOnServer(serverUrl, `create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const orm = await openDatabase({ kind: 'postgresql', url: url.toString() });
    try {
      await migrate(orm);
    } finally {
      await orm.close(true);
    }
    project.provide('postgresTemplate', name);
    return async () => {
      await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
    };
  }
  project.provide('postgresTemplate', '');
  const folder = await mkdtemp(join(tmpdir(), 'dirigeo-test-template-'));
  const orm = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await migrate(orm);
    const dump = await (await pgliteClientOf(orm)).dumpDataDir('none');
    const file = join(folder, 'migrated.tar');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await orm.close(true);
  }
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
