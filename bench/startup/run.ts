/**
 * Start-up time (issue 17): from `pnpm start` (frontends already built: turbo's cache answers) to
 * the first 200 on /api/health, cold (an empty DATA_DIR: migrations, public content, demo content)
 * then on restarts, with the embedded PGlite and with PostgreSQL. The server logs where its own
 * time went (`start-up timings`, debug level); what is left is pnpm and turbo.
 *
 *   node bench/startup/run.ts   (or: pnpm --filter @dirigeo/bench bench:startup)
 *
 * BENCH_RESTARTS (default 5) restarts after the cold one; BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) names the server whose database dirigeo_startup is
 * dropped and created afresh. Target: a restart ≤ 5 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@dirigeo/api/db';

const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 5);
const TARGET_MS = 5_000;
const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const serverUrl = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = '/dirigeo_startup';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((done) => server.close(done));
  return port;
}

interface Run {
  totalMs: number;
  serverMs: number | undefined;
  phases: Record<string, number>;
}

/** One `pnpm start`, timed to its first healthy answer, then stopped by SIGTERM (its own group). */
async function start(env: Record<string, string>): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn('pnpm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), LOG_FORMAT: 'json', LOG_LEVEL: 'debug' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  let totalMs = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pnpm start exited (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) {
      totalMs = performance.now() - started;
      break;
    }
    if (performance.now() - started > 300_000) throw new Error('no healthy answer within 5 minutes');
    await new Promise((done) => setTimeout(done, 20));
  }
  // The timings line comes right after the ready line.
  await new Promise((done) => setTimeout(done, 200));
  const pid = child.pid;
  if (pid === undefined) throw new Error('no pid');
  process.kill(-pid, 'SIGTERM');
  await once(child, 'exit');
  let phases: Record<string, number> = {};
  let serverMs: number | undefined;
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry: unknown = JSON.parse(line);
    // Each content loader's own line: its share of "public content".
    if (
      typeof entry === 'object' &&
      entry !== null &&
      'msg' in entry &&
      entry.msg === 'public content ready' &&
      'content' in entry &&
      'ms' in entry &&
      typeof entry.ms === 'number'
    ) {
      phases[`— ${String(entry.content)}`] = entry.ms;
    }
    if (typeof entry === 'object' && entry !== null && 'msg' in entry && entry.msg === 'start-up timings') {
      if ('startupMs' in entry && typeof entry.startupMs === 'object' && entry.startupMs !== null) {
        phases = Object.fromEntries(
          Object.entries(entry.startupMs).filter(
            (pair): pair is [string, number] => typeof pair[1] === 'number',
          ),
        );
      }
      if ('totalMs' in entry && typeof entry.totalMs === 'number') serverMs = entry.totalMs;
    }
  }
  return { totalMs, serverMs, phases };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function series(name: string, env: Record<string, string>): Promise<void> {
  const runs: Run[] = [];
  runs.push(await start(env));
  for (let index = 0; index < RESTARTS; index += 1) runs.push(await start(env));
  const [cold, ...restarts] = runs;
  if (!cold) return;
  const phases = [...new Set(runs.flatMap((run) => Object.keys(run.phases)))];
  const ms = (value: number | undefined) =>
    value === undefined ? '–' : `${Math.round(value).toLocaleString('en-US')}`;
  console.log(`\n### ${name}\n`);
  console.log(`| phase (ms) | cold start | restart (median of ${restarts.length}) | restarts (min – max) |`);
  console.log('| --- | ---: | ---: | ---: |');
  const row = (label: string, pick: (run: Run) => number | undefined) => {
    const values = restarts.map(pick).filter((value): value is number => value !== undefined);
    const range = values.length > 0 ? `${ms(Math.min(...values))} – ${ms(Math.max(...values))}` : '–';
    console.log(
      `| ${label} | ${ms(pick(cold))} | ${values.length > 0 ? ms(median(values)) : '–'} | ${range} |`,
    );
  };
  row('pnpm and turbo (before the server process)', (run) =>
    run.serverMs === undefined ? undefined : run.totalMs - run.serverMs,
  );
  for (const phase of phases) row(phase, (run) => run.phases[phase]);
  row('**`pnpm start` to 200 on /api/health**', (run) => run.totalMs);
  const restartMedian = median(restarts.map((run) => run.totalMs));
  const worst = Math.max(...restarts.map((run) => run.totalMs));
  console.log(
    `\nRestart: median ${ms(restartMedian)} ms, worst ${ms(worst)} ms (target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'NOT met'}).`,
  );
}

console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average before ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}.`,
);
const dataDir = mkdtempSync(join(os.tmpdir(), 'dirigeo-startup-'));
try {
  await series('embedded PGlite (DATA_DIR on the local disk)', { DATA_DIR: dataDir });
  const admin = await openDatabase({ kind: 'postgresql', url: serverUrl.toString() });
  await admin.em.getConnection().execute('drop database if exists dirigeo_startup with (force)');
  await admin.em.getConnection().execute('create database dirigeo_startup');
  try {
    await series('PostgreSQL on loopback', {
      DATA_DIR: join(dataDir, 'pg'),
      DATABASE_URL: databaseUrl.toString(),
    });
  } finally {
    await admin.em.getConnection().execute('drop database if exists dirigeo_startup with (force)');
    await admin.close(true);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
