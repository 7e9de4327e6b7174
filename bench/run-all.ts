/**
 * Runs every benchmark one after the other (`pnpm bench`), each printing its own table.
 * A single one: `pnpm --filter @dirigeo/bench bench:<name>` (api, payroll-calc, dsn, official-data, content,
 * lighthouse).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const benchmarks = [
  'payroll-calc',
  'dsn',
  'api',
  'official-data',
  'content',
  'search-stall',
  'startup',
  'month-end',
  'lighthouse',
];

let failed = false;
for (const name of benchmarks) {
  const script = join(here, name, 'run.ts');
  if (!existsSync(script)) continue;
  console.log(`\n## ${name}\n`);
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`benchmark ${name} failed (exit ${result.status})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
