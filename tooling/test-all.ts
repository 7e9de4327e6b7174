/**
 * `pnpm test`: every check CI runs, in two turbo runs side by side, then one closing line of totals
 * (`test-summary.ts`).
 *
 * The critical path is the browser suite, which needs the portal's and the marketing site's builds.
 * In one `turbo run` of every task on 2 slots, turbo starts whatever is ready first (type checks,
 * lint, unit tests) in no order we can set, and the builds, then the browser suite, started about
 * ten minutes into the run. Here one turbo run builds the two apps (side by side) then runs the
 * browser suite; the other runs the type checks, lint, unit and API tests and Storybook's build,
 * two at a time, beside it. No task of the second run depends on a build of the first (only `e2e`
 * uses the apps), so neither waits for the other. A failure in one run does not stop the other: the
 * closing line counts every failure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || 'http://localhost:3000' };

function run(command: string, args: string[]): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  const done = new Promise<number>((resolveCode) => {
    child.on('exit', (code, signal) => resolveCode(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolveCode(1));
  });
  return { child, done };
}

const started = Date.now();
const lanes = [
  run('turbo', ['run', 'build', 'test:e2e', '--concurrency=2']),
  run('turbo', ['run', 'typecheck', 'lint', 'test', 'build-storybook', '--concurrency=2']),
];
// Ctrl+C reaches both turbo runs through the terminal's process group; a plain kill of this script
// is passed on.
for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    for (const { child } of lanes) child.kill(signal);
  });
}
const codes = await Promise.all(lanes.map((lane) => lane.done));
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nAll tasks done in ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
const summary = await run(process.execPath, ['tooling/test-summary.ts']).done;
process.exitCode = codes.some((code) => code !== 0) || summary !== 0 ? 1 : 0;
