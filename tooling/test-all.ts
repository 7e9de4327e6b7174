/**
 * `pnpm test`: every check CI runs, in two turbo runs side by side, then one closing line of totals
 * (`test-summary.ts`).
 *
 * The critical path is the browser suite, which needs the portal's and the marketing site's builds.
 * In one `turbo run` of every task on 2 slots, turbo starts whatever is ready first (type checks,
 * lint, unit tests) in no order we can set, and the builds, then the browser suite, started about
 * ten minutes into the run. Here one turbo run builds the two apps (side by side) then runs the
 * browser suite; beside it, the type checks, lint, unit and API tests and Storybook's build run two
 * at a time. That second lane leaves `e2e` out of its first turbo run: turbo adds `e2e`'s (absent)
 * `test` task and, through its `^build`, the two builds the first lane is making. `e2e`'s own type
 * check and lint follow with `--only` (their dependencies' type checks are done by then). A failure
 * in one lane does not stop the other: the closing line counts every failure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The workspace's turbo, also when this script is run with `node` rather than through pnpm.
const turbo = join(root, 'node_modules', '.bin', 'turbo');
const env = { ...process.env, PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || 'http://localhost:3000' };

function run(command: string, args: string[]): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  const done = new Promise<number>((resolveCode) => {
    child.on('exit', (code, signal) => resolveCode(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolveCode(1));
  });
  return { child, done };
}

const running = new Set<ChildProcess>();
/** Runs the commands one after the other (each even when the one before failed); 0 if all passed. */
async function lane(...commands: string[][]): Promise<number> {
  let failed = false;
  for (const args of commands) {
    const { child, done } = run(turbo, args);
    running.add(child);
    if ((await done) !== 0) failed = true;
    running.delete(child);
  }
  return failed ? 1 : 0;
}

const started = Date.now();
const lanes = [
  lane(['run', 'build', 'test:e2e', '--concurrency=2', '--continue']),
  lane(
    [
      'run',
      'typecheck',
      'lint',
      'test',
      'build-storybook',
      '--filter=!@dirigeo/e2e',
      '--concurrency=2',
      '--continue',
    ],
    ['run', 'typecheck', 'lint', '--filter=@dirigeo/e2e', '--only'],
  ),
];
// Ctrl+C reaches the turbo runs through the terminal's process group; a plain kill of this script
// is passed on.
for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
  });
}
const codes = await Promise.all(lanes);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nAll tasks done in ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
const summary = await run(process.execPath, ['tooling/test-summary.ts']).done;
process.exitCode = codes.some((code) => code !== 0) || summary !== 0 ? 1 : 0;
