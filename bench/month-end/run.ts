/**
 * Month-end load (issue 17): N officers each sign in, create their month's payslip with the
 * contributions computed by @dirigeo/payroll-calc (finalised: the server freezes its document and
 * renders its PDF), download that PDF and list their payslips, C officers at a time, on PostgreSQL.
 * Five runs (five months); for each, the throughput of the whole mix, its latencies (p50, p99, and
 * each step's p99), the errors (must be 0) and the server's memory after a full GC before and
 * after. To compare two versions of the code in the same run, BENCH_BEFORE_DIR names a checkout of
 * the earlier one (with its dependencies installed: `git worktree add /tmp/before <commit>` then
 * `pnpm install`): its own `bench/month-end/server.ts` serves the `before` series, this checkout's
 * the `after` one, on two databases, their months measured in alternating turns (this VM's speed
 * drifts from one minute to the next: a series after the other would measure the drift as much as
 * the code). Without it, this checkout alone.
 *
 *   node bench/month-end/run.ts   (or: pnpm --filter @dirigeo/bench bench:month-end)
 *
 * BENCH_OFFICERS (200), BENCH_CONCURRENCY (20), BENCH_RUNS (5); BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) names the server, whose databases
 * dirigeo_month_end_before and _after are dropped and created afresh.
 */
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '@dirigeo/api/db';
import { computeOfficerPayslip } from '@dirigeo/payroll-calc';

const OFFICERS = Number(process.env.BENCH_OFFICERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const YEAR = 2026;
const PASSWORD = 'mot-de-passe-du-bench';

const serverUrl = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
type Version = 'before' | 'after';

function databaseUrlOf(version: Version): string {
  const url = new URL(serverUrl);
  url.pathname = `/dirigeo_month_end_${version}`;
  return url.toString();
}

/** The server script of a version: the earlier checkout's for `before`, this one's for `after`. */
function serverScriptOf(version: Version): URL {
  if (version === 'after' || BEFORE_DIR === undefined) return new URL('./server.ts', import.meta.url);
  return pathToFileURL(join(BEFORE_DIR, 'bench/month-end/server.ts'));
}

// The client behaves as the browser behind the production proxy (HTTPS terminated there).
const HEADERS = { 'x-forwarded-proto': 'https', 'content-type': 'application/json' };

type Step = 'sign in' | 'create' | 'PDF' | 'list';
interface Officer {
  username: string;
  grossCents: number;
}

async function freshDatabase(version: Version): Promise<void> {
  const admin = await openDatabase({ kind: 'postgresql', url: serverUrl.toString() });
  await admin.em.getConnection().execute(`drop database if exists dirigeo_month_end_${version} with (force)`);
  await admin.em.getConnection().execute(`create database dirigeo_month_end_${version}`);
  await admin.close(true);
}

async function call(
  url: string,
  init: { method: string; body?: unknown; cookie?: string },
): Promise<Response> {
  const response = await fetch(url, {
    method: init.method,
    headers: { ...HEADERS, ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

function cookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('dirigeo.sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** Runs `work` for every item, `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (;;) {
        const index = next;
        next += 1;
        const item = items[index];
        if (item === undefined) return;
        await work(item);
      }
    }),
  );
}

/** Officers registered with the employer details a finalised payslip needs (not measured). */
async function register(api: string, series: string): Promise<Officer[]> {
  const officers = Array.from({ length: OFFICERS }, (_, index) => ({
    username: `dirigeant.${series}.${index}`,
    grossCents: 300_000 + index * 1_250,
  }));
  await pool(officers, 8, async (officer) => {
    const registered = await call(`${api}/api/register`, {
      method: 'POST',
      body: {
        username: officer.username,
        password: PASSWORD,
        email: `${officer.username}@example.fr`,
        firstName: 'Camille',
        lastName: 'Mensuel',
        company: 'Mensuel Conseil SASU',
        position: 'Présidente',
        status: 'sasu',
        subscriptionType: 'monthly',
      },
    });
    const cookie = cookieOf(registered);
    const { id } = (await registered.json()) as { id: number };
    await call(`${api}/api/user/${id}`, {
      method: 'PATCH',
      cookie,
      body: {
        firstName: 'Camille',
        lastName: 'Mensuel',
        email: `${officer.username}@example.fr`,
        company: 'Mensuel Conseil SASU',
        position: 'Présidente',
        status: 'sasu',
        siret: '73282932000074',
        companyAddress: '10 place Bellecour, 69002 Lyon',
        nafCode: '70.22Z',
      },
    });
  });
  return officers;
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface RunResult {
  month: number;
  seconds: number;
  officersPerSecond: number;
  requestsPerSecond: number;
  mixP50: number;
  mixP99: number;
  stepP99: Record<Step, number>;
  errors: number;
  firstError?: string;
  memoryBefore: Memory;
  memoryAfter: Memory;
}
interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

function memoryOf(server: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'memory' in message) {
        server.off('message', listener);
        resolve(message.memory as Memory);
      }
    };
    server.on('message', listener);
    server.send('memory');
  });
}

/** One month: every officer's mix, CONCURRENCY at a time. */
async function month(
  api: string,
  server: ChildProcess,
  officers: readonly Officer[],
  monthNumber: number,
): Promise<RunResult> {
  const memoryBefore = await memoryOf(server);
  const steps: Record<Step, number[]> = { 'sign in': [], create: [], PDF: [], list: [] };
  const mixes: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const timed = async <T>(step: Step, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    steps[step].push(performance.now() - started);
    return result;
  };
  const started = performance.now();
  await pool(officers, CONCURRENCY, async (officer) => {
    const mixStarted = performance.now();
    try {
      const signedIn = await timed('sign in', () =>
        call(`${api}/api/login`, {
          method: 'POST',
          body: { username: officer.username, password: PASSWORD },
        }),
      );
      const cookie = cookieOf(signedIn);
      const calculation = computeOfficerPayslip({
        year: YEAR,
        month: monthNumber,
        grossCents: officer.grossCents,
        headcount: 0,
        pasRatePercent: 7.5,
      });
      const created = await timed('create', () =>
        call(`${api}/api/payslips`, {
          method: 'POST',
          cookie,
          body: {
            month: monthNumber,
            year: YEAR,
            grossSalary: officer.grossCents / 100,
            socialContributions: calculation.employeeContributions / 100,
            status: 'completed',
            paymentDate: `${YEAR}-${String(monthNumber).padStart(2, '0')}-28`,
            data: { calculation },
          },
        }).then((response) => response.json() as Promise<{ id: number }>),
      );
      await timed('PDF', () =>
        call(`${api}/api/payslips/${created.id}/pdf`, { method: 'GET', cookie }).then((response) =>
          response.arrayBuffer(),
        ),
      );
      const list = await timed('list', () =>
        call(`${api}/api/payslips`, { method: 'GET', cookie }).then(
          (response) => response.json() as Promise<unknown[]>,
        ),
      );
      if (list.length !== monthNumber)
        throw new Error(`${officer.username} lists ${list.length} payslips in month ${monthNumber}`);
      mixes.push(performance.now() - mixStarted);
    } catch (error) {
      errors += 1;
      firstError ??= error instanceof Error ? error.message : String(error);
    }
  });
  const seconds = (performance.now() - started) / 1000;
  // Let the server settle (precompression, sockets) before measuring its memory.
  await sleep(500);
  const memoryAfter = await memoryOf(server);
  return {
    month: monthNumber,
    seconds,
    officersPerSecond: mixes.length / seconds,
    requestsPerSecond: (mixes.length * 4) / seconds,
    mixP50: percentile(mixes, 50),
    mixP99: percentile(mixes, 99),
    stepP99: {
      'sign in': percentile(steps['sign in'], 99),
      create: percentile(steps.create, 99),
      PDF: percentile(steps.PDF, 99),
      list: percentile(steps.list, 99),
    },
    errors,
    ...(firstError ? { firstError } : {}),
    memoryBefore,
    memoryAfter,
  };
}

interface Series {
  version: Version;
  api: string;
  server: ChildProcess;
  officers: Officer[];
  results: RunResult[];
}

/** A server on its own fresh database, with its officers registered. */
async function prepare(version: Version): Promise<Series> {
  await freshDatabase(version);
  const server = fork(serverScriptOf(version), {
    // BENCH_LIST_CACHE=on: an earlier version that still has the payslip list cache keeps it, as deployed.
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrlOf(version), BENCH_LIST_CACHE: 'on' },
    execArgv: ['--expose-gc'],
    stdio: 'inherit',
  });
  const ready = await new Promise<unknown>((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  if (
    typeof ready !== 'object' ||
    ready === null ||
    !('address' in ready) ||
    typeof ready.address !== 'string'
  ) {
    throw new Error('the bench server sent no address');
  }
  const officers = await register(ready.address, version);
  return { version, api: ready.address, server, officers, results: [] };
}

async function stop(series: Series): Promise<void> {
  series.server.kill('SIGTERM');
  await new Promise((resolve) => series.server.once('exit', resolve));
}

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
const f = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function print(name: string, results: readonly RunResult[]): void {
  console.log(`\n### ${name}\n`);
  console.log(
    '| month | officers/s | req/s | mix p50 (ms) | mix p99 (ms) | p99 sign in / create / PDF / list (ms) | errors | heap after GC, before → after (MB) | RSS before → after (MB) |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const run of results) {
    const p = run.stepP99;
    console.log(
      `| ${run.month} | ${f(run.officersPerSecond, 1)} | ${f(run.requestsPerSecond, 1)} | ${f(run.mixP50)} | ${f(run.mixP99)} | ` +
        `${f(p['sign in'])} / ${f(p.create)} / ${f(p.PDF)} / ${f(p.list)} | ${run.errors} | ` +
        `${mb(run.memoryBefore.heapUsed)} → ${mb(run.memoryAfter.heapUsed)} | ${mb(run.memoryBefore.rss)} → ${mb(run.memoryAfter.rss)} |`,
    );
    if (run.firstError) console.log(`\nfirst error of month ${run.month}: ${run.firstError}\n`);
  }
}

function median(values: readonly number[]): number {
  return percentile(values, 50);
}

console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), PostgreSQL on loopback; ` +
    `${OFFICERS} officers, ${CONCURRENCY} at a time, ${RUNS} months; load generator on the same cores; ` +
    `load average before ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}.`,
);
const all: Series[] = [];
try {
  if (BEFORE_DIR !== undefined) all.push(await prepare('before'));
  all.push(await prepare('after'));
  for (let index = 1; index <= RUNS; index += 1) {
    // Alternating turns, the first one swapped each month.
    const turns = index % 2 === 1 ? all : [...all].reverse();
    for (const turn of turns) turn.results.push(await month(turn.api, turn.server, turn.officers, index));
  }
} finally {
  for (const series of all) await stop(series);
}
for (const series of all) {
  print(
    series.version === 'before'
      ? `before (${BEFORE_DIR})`
      : BEFORE_DIR === undefined
        ? 'this checkout'
        : 'after (this checkout)',
    series.results,
  );
}
const errors = all.flatMap((series) => series.results).reduce((sum, run) => sum + run.errors, 0);
for (const series of all) {
  const rate = median(series.results.map((run) => run.officersPerSecond));
  const first = series.results[0]?.memoryBefore.heapUsed ?? 0;
  const last = series.results.at(-1)?.memoryAfter.heapUsed ?? 0;
  console.log(
    `\n${series.version}: median ${f(rate, 1)} officers/s, median mix p99 ${f(median(series.results.map((run) => run.mixP99)))} ms, ` +
      `list p99 ${f(median(series.results.map((run) => run.stepP99.list)))} ms: two cores serve about ${f(rate * 600)} officers' month-end in 10 minutes. ` +
      `Heap after GC: ${mb(first)} MB before the first month, ${mb(last)} MB after the last.`,
  );
}
console.log(`\nErrors: ${errors}.`);
