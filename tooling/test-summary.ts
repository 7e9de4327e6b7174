/**
 * Prints one closing line for `pnpm test`: the tests passed, failed and skipped across every
 * package, read from the vitest summaries in turbo's task logs (cached tasks keep their logs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const logNames = ['turbo-test.log', 'turbo-test$colon$e2e.log', 'turbo-test:e2e.log'];
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const totals = { passed: 0, failed: 0, skipped: 0 };
const rows: string[] = [];
for (const group of ['apps', 'packages', '.']) {
  const groupDir = join(root, group);
  const names = group === '.' ? ['e2e'] : readdirSync(groupDir);
  for (const name of names) {
    for (const logName of logNames) {
      const log = join(groupDir, name, '.turbo', logName);
      if (!existsSync(log)) continue;
      const text = readFileSync(log, 'utf8').replace(ansi, '');
      const summary = [...text.matchAll(/^.*\bTests\s{2,}(.+)$/gm)].at(-1)?.[1];
      if (!summary) continue;
      const count = (word: string) => Number(summary.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
      const passed = count('passed');
      const failed = count('failed');
      const skipped = count('skipped') + count('todo');
      totals.passed += passed;
      totals.failed += failed;
      totals.skipped += skipped;
      rows.push(
        `  ${`${group === '.' ? '' : `${group}/`}${name}`.padEnd(24)} ${passed} passed, ${failed} failed`,
      );
    }
  }
}
console.log(`\n${rows.join('\n')}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
