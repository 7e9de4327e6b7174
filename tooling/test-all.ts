/**
 * `pnpm test`: every check CI runs, in turbo runs, then one closing line of totals (`test-summary.ts`).
 *
 * First two lanes side by side, one per core: the API's tests (the longest task, about 6 minutes)
 * alone in one, started at once; in the other, one task at a time, the type checks, lint, Storybook's
 * build, then the other packages' unit tests. Then the builds and the browser suite, alone. Run side
 * by side with the browser suite (as until stop 31), everything took 21 to 23 minutes on this 2-core
 * machine: the browser suite's every step waited for a core. In one turbo run of two slots (stops 32
 * to 48), turbo started the API's tests only after a few minutes of shorter tasks, and they ended the
 * checks alone on one core (stop 49: 7 min 52 s, the API's tests 350 s; `pnpm --filter @dirigeo/bench
 * bench:test-suite`). `e2e`'s own type check and lint come last with `--only` (their dependencies'
 * are done by then). A failure in one run does not stop the next: the closing line counts every
 * failure.
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
async function inTurn(...commands: string[][]): Promise<number> {
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
async function all(): Promise<number> {
  const checks = await Promise.all([
    inTurn(['run', 'test', '--filter=@dirigeo/api', '--continue']),
    inTurn(
      [
        'run',
        'typecheck',
        'lint',
        'build-storybook',
        '--filter=!@dirigeo/e2e',
        '--concurrency=1',
        '--continue',
      ],
      ['run', 'test', '--filter=!@dirigeo/e2e', '--filter=!@dirigeo/api', '--concurrency=1', '--continue'],
    ),
  ]);
  const browser = await inTurn(
    ['run', 'build', 'test:e2e', '--concurrency=2', '--continue'],
    ['run', 'typecheck', 'lint', '--filter=@dirigeo/e2e', '--only'],
  );
  return checks.some((code) => code !== 0) || browser !== 0 ? 1 : 0;
}
const code = all();
// Ctrl+C reaches the turbo run through the terminal's process group; a plain kill of this script
// is passed on.
for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
  });
}
const failed = (await code) !== 0;
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nAll tasks done in ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
const summary = await run(process.execPath, ['tooling/test-summary.ts']).done;
process.exitCode = failed || summary !== 0 ? 1 : 0;
