/**
 * How long `pnpm test` takes, and where: runs its turbo runs (the ones `tooling/test-all.ts` runs)
 * with `--force` (no cache) and `--summarize`, then prints each run's wall time and its longest
 * tasks, read from turbo's run summaries.
 *
 * `--in-turn` also runs the arrangement of stops 32 to 48 (the checks and unit tests in one turbo run
 * of two slots), and `--side-by-side` the one used until stop 31 (the builds and the browser suite
 * beside everything else), after the one in use, in the same run, for comparison.
 *
 *   pnpm --filter @dirigeo/bench bench:test-suite [-- --in-turn] [-- --side-by-side]
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const turbo = join(root, 'node_modules', '.bin', 'turbo');
const env = {
  ...process.env,
  CI: process.env.CI ?? 'true',
  PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || 'http://localhost:3000',
};

/** The arrangement of stops 32 to 48: the checks and unit tests in one turbo run of two slots. */
const checks = ['typecheck', 'lint', 'test', 'build-storybook', '--filter=!@dirigeo/e2e', '--concurrency=2'];
/** Stop 49's (`pnpm test`): the API's tests alone in one lane, the rest one at a time in the other. */
const apiTests = ['test', '--filter=@dirigeo/api'];
const otherChecks = ['typecheck', 'lint', 'build-storybook', '--filter=!@dirigeo/e2e', '--concurrency=1'];
const otherTests = ['test', '--filter=!@dirigeo/e2e', '--filter=!@dirigeo/api', '--concurrency=1'];
const browser = ['build', 'test:e2e', '--concurrency=2'];
const e2eChecks = ['typecheck', 'lint', '--filter=@dirigeo/e2e', '--only'];

interface TaskTime {
  task: string;
  seconds: number;
}
interface RunTime {
  label: string;
  seconds: number;
  exitCode: number;
  tasks: TaskTime[];
}

const runsDir = join(root, '.turbo', 'runs');
function newestSummary(after: number): string | undefined {
  let names: string[] = [];
  try {
    names = readdirSync(runsDir);
  } catch {
    return undefined;
  }
  return names
    .map((name) => join(runsDir, name))
    .filter((path) => statSync(path).mtimeMs >= after)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

function tasksOf(summaryPath: string | undefined): TaskTime[] {
  if (!summaryPath) return [];
  const summary = JSON.parse(readFileSync(summaryPath, 'utf8')) as {
    tasks: { taskId: string; execution?: { startTime: number; endTime: number } }[];
  };
  return summary.tasks
    .filter((task) => task.execution)
    .map((task) => ({
      task: task.taskId,
      seconds: ((task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0)) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

function turboRun(label: string, args: string[]): Promise<RunTime> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(turbo, ['run', ...args, '--force', '--continue', '--summarize'], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      done({
        label,
        seconds: (Date.now() - started) / 1000,
        exitCode: code ?? 1,
        tasks: tasksOf(newestSummary(started)),
      }),
    );
  });
}

async function inLanes(): Promise<{ seconds: number; runs: RunTime[] }> {
  const started = Date.now();
  const [api, others] = await Promise.all([
    turboRun('lane 1: API tests', apiTests),
    (async () => [
      await turboRun('lane 2: type checks, lint, Storybook', otherChecks),
      await turboRun('lane 2: other unit tests', otherTests),
    ])(),
  ]);
  const checksDone: RunTime = {
    label: 'both lanes (checks, unit and API tests)',
    seconds: (Date.now() - started) / 1000,
    exitCode: Math.max(api.exitCode, ...others.map((run) => run.exitCode)),
    tasks: [],
  };
  const runs = [
    api,
    ...others,
    checksDone,
    await turboRun('builds and browser suite', browser),
    await turboRun('e2e type check and lint', e2eChecks),
  ];
  return { seconds: (Date.now() - started) / 1000, runs };
}

async function inTurn(): Promise<{ seconds: number; runs: RunTime[] }> {
  const started = Date.now();
  const runs = [
    await turboRun('checks, unit and API tests', checks),
    await turboRun('builds and browser suite', browser),
    await turboRun('e2e type check and lint', e2eChecks),
  ];
  return { seconds: (Date.now() - started) / 1000, runs };
}

async function sideBySide(): Promise<{ seconds: number; runs: RunTime[] }> {
  const started = Date.now();
  const runs = await Promise.all([
    turboRun('builds and browser suite (beside)', browser),
    turboRun('checks, unit and API tests (beside)', checks),
  ]);
  runs.push(await turboRun('e2e type check and lint', e2eChecks));
  return { seconds: (Date.now() - started) / 1000, runs };
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(rows[0] ?? []),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

const arrangements: [string, { seconds: number; runs: RunTime[] }][] = [
  ['in lanes (pnpm test)', await inLanes()],
];
if (process.argv.includes('--in-turn')) arrangements.push(['in turn (stops 32 to 48)', await inTurn()]);
if (process.argv.includes('--side-by-side'))
  arrangements.push(['side by side (until stop 31)', await sideBySide()]);

const rows = [['arrangement', 'turbo run', 'wall time', 'exit', 'longest tasks']];
for (const [name, result] of arrangements) {
  for (const run of result.runs) {
    rows.push([
      name,
      run.label,
      minutes(run.seconds),
      String(run.exitCode),
      run.tasks
        .slice(0, 3)
        .map((task) => `${task.task} ${Math.round(task.seconds)} s`)
        .join(', '),
    ]);
  }
  rows.push([name, 'total', minutes(result.seconds), '', '']);
}
console.log(
  `\npnpm test's turbo runs, no cache, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log(table(rows));
