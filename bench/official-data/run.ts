/**
 * Load test of the Code du travail's search on PostgreSQL with the whole official content loaded
 * (issue 13): searches by article number and by words, each as req/s and p50/p95/p99 latency, with
 * 10 connections as fast as the machine goes (its throughput; the latency is then mostly queueing
 * on two cores shared by the load generator, the server and PostgreSQL), at a steady 100 requests
 * per second sent on schedule whatever the answers (an open loop: a load well above the site's,
 * with its own queueing), and with one connection (a request's own time). Each
 * connection sends a rotation of realistic searches (numbers in every spelling people type; words
 * with and without accents, one mistyped, one very common). Prints a Markdown table for
 * bench/README.md. Target: p95 ≤ 10 ms.
 *
 *   node bench/official-data/run.ts   (or: pnpm --filter @dirigeo/bench bench:official-data)
 *
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
 * database dirigeo_bench_official is dropped and created afresh on it. Loopback only.
 */
import { fork } from 'node:child_process';
import { Agent, get as httpGet } from 'node:http';
import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { openDatabase } from '@dirigeo/api/db';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 2;
const TARGET_P95_MS = 10;
const STEADY_RATE = 100;

const serverUrl = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const benchUrl = new URL(serverUrl);
benchUrl.pathname = '/dirigeo_bench_official';

/** Numbers as people type them, across the code's parts. */
const NUMBERS = [
  'L1234-9',
  'l3141-3',
  'L. 1237-11',
  '1221-19',
  'R1234-2',
  'D3141-9',
  'L2312-8',
  'L4121-1',
  'l.3121-28',
  'L1',
];
/** Words: common questions, with and without accents, one mistyped, one word in thousands of articles. */
const WORDS = [
  'indemnité de licenciement',
  'conges payes',
  "période d'essai",
  'heures supplémentaires',
  'rupture conventionnelle',
  'licensiement économique',
  'harcèlement moral',
  'travail de nuit',
  'comité social et économique',
  'salarié',
];

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function searchPath(q: string): string {
  return `/api/code-du-travail/recherche?q=${encodeURIComponent(q)}`;
}

async function freshDatabase(): Promise<void> {
  const admin = await openDatabase({ kind: 'postgresql', url: serverUrl.toString() });
  const connection = admin.em.getConnection();
  await connection.execute('drop database if exists dirigeo_bench_official with (force)');
  await connection.execute('create database dirigeo_bench_official');
  await admin.close(true);
}

interface ServerReady {
  address: string;
  loadMs: number;
}

function isServerReady(value: unknown): value is ServerReady {
  return (
    typeof value === 'object' &&
    value !== null &&
    'address' in value &&
    typeof value.address === 'string' &&
    'loadMs' in value &&
    typeof value.loadMs === 'number'
  );
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
}

/** One load of `seconds`: every answer's time, and the rate. */
interface Shape {
  connections: number;
  /** Requests per second sent on schedule (open loop) instead of autocannon's closed loop. */
  rate?: number;
}

/**
 * An open loop: a request every 1/rate second whatever the earlier ones became (autocannon's own
 * rate limit sends each second's requests in a burst, which measures the burst). Keep-alive
 * sockets, as many as the requests in flight.
 */
async function paced(address: string, paths: readonly string[], rate: number, seconds: number) {
  const agent = new Agent({ keepAlive: true });
  const times: number[] = [];
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.round(rate * seconds);
  for (let index = 0; index < total; index += 1) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await setTimeout(wait);
    const path = paths[index % paths.length] ?? '/';
    inFlight.push(
      new Promise<void>((resolve, reject) => {
        const sent = performance.now();
        const request = httpGet(`${address}${path}`, { agent }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`));
            times.push(performance.now() - sent);
            resolve();
          });
        });
        request.on('error', reject);
      }),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  return { times, requestsPerSecond: (times.length * 1000) / (performance.now() - start) };
}

async function load(address: string, paths: readonly string[], shape: Shape, seconds: number) {
  if (shape.rate) return paced(address, paths, shape.rate, seconds);
  const times: number[] = [];
  const instance = autocannon({
    url: address,
    connections: shape.connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode === 200) times.push(responseTimeMs);
  });
  const result = await instance;
  await setTimeout(300);
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${failed} failed requests out of ${result['2xx'] + failed}`);
  return { times, requestsPerSecond: result.requests.average };
}

/** Warm-up, then ROUNDS loads; percentiles over every answer of the rounds, the median round's rate. */
async function measure(address: string, paths: readonly string[], shape: Shape): Promise<Measure> {
  await load(address, paths, shape, WARM_UP_SECONDS);
  const times: number[] = [];
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const sample = await load(address, paths, shape, SECONDS);
    times.push(...sample.times);
    rates.push(sample.requestsPerSecond);
  }
  times.sort((a, b) => a - b);
  rates.sort((a, b) => a - b);
  return {
    requestsPerSecond: rates[Math.floor(rates.length / 2)] ?? 0,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    requests: times.length,
  };
}

const loadBefore = os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(' / ');
await freshDatabase();
const server = fork(new URL('./server.ts', import.meta.url), {
  env: { ...process.env, BENCH_DATABASE_URL: benchUrl.toString() },
  stdio: 'inherit',
});
try {
  const ready = await new Promise<unknown>((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  if (!isServerReady(ready)) throw new Error('the bench server sent no address');
  const { address } = ready;

  // Every search answers, and finds something: a benchmark of empty answers would prove nothing.
  for (const q of [...NUMBERS, ...WORDS]) {
    const response = await fetch(`${address}${searchPath(q)}`);
    const body: unknown = await response.json();
    const results =
      typeof body === 'object' && body !== null && 'resultats' in body && Array.isArray(body.resultats)
        ? body.resultats.length
        : 0;
    if (!response.ok || results === 0)
      throw new Error(`the search « ${q} » found nothing (${response.status})`);
  }

  const rows: { name: string; measure: Measure; target?: boolean }[] = [];
  const numbers = NUMBERS.map(searchPath);
  const words = WORDS.map(searchPath);
  const saturating = { connections: 10 };
  const steady = { connections: 0, rate: STEADY_RATE };
  const alone = { connections: 1 };
  rows.push({
    name: 'by number, 10 connections, as fast as it goes',
    measure: await measure(address, numbers, saturating),
  });
  rows.push({
    name: 'by words, 10 connections, as fast as it goes',
    measure: await measure(address, words, saturating),
  });
  rows.push({
    name: `by number, ${STEADY_RATE} req/s steady`,
    target: true,
    measure: await measure(address, numbers, steady),
  });
  rows.push({
    name: `by words, ${STEADY_RATE} req/s steady`,
    target: true,
    measure: await measure(address, words, steady),
  });
  rows.push({
    name: 'by number, 1 connection',
    target: true,
    measure: await measure(address, numbers, alone),
  });
  rows.push({ name: 'by words, 1 connection', target: true, measure: await measure(address, words, alone) });

  console.log(
    `\nNode ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), PostgreSQL on loopback, ` +
      `the whole official content loaded (${format(ready.loadMs / 1000, 1)} s), ${ROUNDS} rounds of ${SECONDS} s after ` +
      `${WARM_UP_SECONDS} s of warm-up per row, percentiles over every answer of the rounds, req/s of the median ` +
      `round; load average before the run ${loadBefore}.\n`,
  );
  console.log('| Code du travail search | req/s | p50 (ms) | p95 (ms) | p99 (ms) | answers |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { name, measure: m } of rows) {
    console.log(
      `| ${name} | ${format(m.requestsPerSecond)} | ${format(m.p50, 2)} | ${format(m.p95, 2)} | ${format(m.p99, 2)} | ${format(m.requests)} |`,
    );
  }
  console.log(
    `\nTarget p95 ≤ ${TARGET_P95_MS} ms at a steady load and alone: ${rows
      .filter((row) => row.target)
      .map(
        ({ name, measure: m }) =>
          `${name} ${format(m.p95, 2)} ms (${m.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'})`,
      )
      .join('; ')}.`,
  );
} finally {
  await setTimeout(1000);
  server.kill();
}
