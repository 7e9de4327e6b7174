import { chmodSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { entities } from './entities.ts';
import { migrationsList } from './migrations/index.ts';
import { seedersList } from './seeders/index.ts';

/** Where the data lives: a PostgreSQL server, or an embedded PGlite cluster (a folder, or memory). */
export type DatabaseTarget =
  | { kind: 'postgresql'; url: string }
  | { kind: 'pglite'; dataDir: string | 'memory://' };

export function databaseTargetFrom(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgresql', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: join(resolve(env.DATA_DIR), 'pglite') };
}

/** The same entities and migrations on both drivers; only the connection differs. */
export function ormOptions(target: DatabaseTarget): Partial<Options> {
  const common = {
    entities,
    extensions: [Migrator, SeedManager],
    migrations: { migrationsList, snapshot: false, transactional: true, allOrNothing: true, silent: true },
    seeder: { seedersList },
    // Functions such as immutable_unaccent() are written by hand in their migration: the schema
    // diff must neither drop nor rewrite them.
    schemaGenerator: { ignoreRoutines: true },
    // Entities are defined with defineEntity: no reflection, no folder discovery.
    discovery: { warnWhenNoEntities: true },
    debug: false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  } satisfies Partial<Options>;
  if (target.kind === 'postgresql') {
    return { ...common, driver: PostgreSqlDriver, clientUrl: target.url, pool: { min: 0, max: 10 } };
  }
  if (target.dataDir !== 'memory://') {
    // The database holds people's pay and NIR: its folder is the server's user's only (0700).
    mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    chmodSync(target.dataDir, 0o700);
  }
  // The French full-text search (articles, sheets, the Code du travail, the site search) needs the
  // `unaccent` and `pg_trgm` extensions, which PGlite ships as contrib modules to load here.
  return {
    ...common,
    driver: PgliteDriver,
    dbName: target.dataDir,
    driverOptions: { extensions: { unaccent, pg_trgm } },
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<MikroORM> {
  return MikroORM.init(ormOptions(target));
}

/** Brings the schema up to date with the committed migrations. */
export async function migrate(orm: MikroORM): Promise<void> {
  await orm.migrator.up();
}
