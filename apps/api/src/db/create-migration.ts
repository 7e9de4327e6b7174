/**
 * Writes a new migration from the difference between the entities and the committed migrations:
 * `pnpm --filter @dirigeo/api migration:create <name>`. It works on a throw-away in-memory PGlite
 * database, so it needs no server; add the class it prints to `migrations/index.ts`.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase } from './orm.ts';

const name = process.argv[2];
const orm = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
try {
  await migrate(orm);
  const folder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
  const result = await orm.migrator.create(folder, false, false, name);
  if (result.diff.up.length === 0) {
    console.log('The entities and the migrations agree: no migration written.');
  } else {
    console.log(`Wrote ${result.fileName}: add it to src/db/migrations/index.ts.`);
  }
} finally {
  await orm.close(true);
}
