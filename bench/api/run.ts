/**
 * Load test of the API on PostgreSQL (issue 3): POST /api/login, an authenticated GET /api/payslips
 * for a user with 60 payslips, and a bare Fastify route in the same run, each as req/s, p50 and p99
 * latency and throughput relative to the bare route. A second bare route sends the very bytes of
 * the payslip list, to show what the body alone costs, and the list is also asked as a browser asks
 * it (Accept-Encoding). The bare routes and the lists are measured in alternating rounds, so that
 * the drift of a shared machine touches them alike; each figure is the median round, and each ratio
 * the median of the rounds' own ratios. Prints a Markdown table for bench/README.md.
 *
 *   node bench/api/run.ts   (or: pnpm --filter @dirigeo/bench bench:api)
 *
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
 * database dirigeo_bench is dropped and created afresh on it. Loopback only, a few seconds per call.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { openDatabase } from '@dirigeo/api/db';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
const PAYSLIPS = 60;
const TARGET_RATIO = 0.3;
const TARGET_P99_MS = 25;

const serverUrl = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const benchUrl = new URL(serverUrl);
benchUrl.pathname = '/dirigeo_bench';

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function freshDatabase(): Promise<void> {
  const admin = await openDatabase({ kind: 'postgresql', url: serverUrl.toString() });
  const connection = admin.em.getConnection();
  await connection.execute('drop database if exists dirigeo_bench with (force)');
  await connection.execute('create database dirigeo_bench');
  await admin.close(true);
}

function isAddresses(value: unknown): value is { apiAddress: string; bareAddress: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'apiAddress' in value &&
    typeof value.apiAddress === 'string' &&
    'bareAddress' in value &&
    typeof value.bareAddress === 'string'
  );
}

// The client behaves as the browser behind the production proxy (HTTPS terminated there).
const PROXY_HEADERS = { 'x-forwarded-proto': 'https', 'content-type': 'application/json' };

async function call(url: string, init: { method: string; body?: unknown; cookie?: string }) {
  const response = await fetch(url, {
    method: init.method,
    headers: { ...PROXY_HEADERS, ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** A user with 60 payslips (five years of months), created through the API itself. */
async function seed(
  api: string,
): Promise<{ username: string; password: string; cookie: string; listBody: string }> {
  const username = 'bench.presidente';
  const password = 'mot-de-passe-du-bench';
  const registered = await call(`${api}/api/register`, {
    method: 'POST',
    body: {
      username,
      password,
      email: 'bench@example.fr',
      firstName: 'Camille',
      lastName: 'Bench',
      company: 'Bench Conseil SASU',
      position: 'Présidente',
      status: 'sasu',
      subscriptionType: 'monthly',
    },
  });
  const cookie = registered.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('registration set no session cookie');
  const lastYear = new Date().getFullYear() - 1;
  for (let index = 0; index < PAYSLIPS; index += 1) {
    await call(`${api}/api/payslips`, {
      method: 'POST',
      cookie,
      body: {
        month: (index % 12) + 1,
        year: lastYear - Math.floor(index / 12),
        grossSalary: 4200 + index,
        socialContributions: 925.68,
        otherDeductions: 0,
        otherAdditions: 0,
        // Drafts: a finalised payslip needs the detailed calculation and the employer's details (issue 10),
        // and the list reads the same columns either way.
        status: 'draft',
        data: { employerName: 'Bench Conseil SASU', employeeName: 'Camille Bench', position: 'Présidente' },
      },
    });
  }
  const listBody = await (await call(`${api}/api/payslips`, { method: 'GET', cookie })).text();
  const list: unknown = JSON.parse(listBody);
  if (!Array.isArray(list) || list.length !== PAYSLIPS)
    throw new Error('the bench user should have 60 payslips');
  return { username, password, cookie, listBody };
}

interface Sample {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

interface Row extends Sample {
  name: string;
  /** Throughput as a share of the bare route's: the median of the rounds' ratios, and their range. */
  ratio: { median: number; min: number; max: number };
}

type Load = Parameters<typeof autocannon>[0];

async function sample(name: string, load: Load, seconds = SECONDS): Promise<Sample> {
  const result = await autocannon({ connections: CONNECTIONS, ...load, duration: seconds });
  await setTimeout(300);
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${name}: ${failed} failed requests out of ${result['2xx'] + failed}`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Warms every endpoint up, then measures them in turn, ROUNDS times. The first endpoint is the
 * baseline: each round's ratio compares an endpoint with the baseline of the same round. p99 is the
 * worst round's.
 */
async function measureInRounds(endpoints: readonly { name: string; load: Load }[]): Promise<Row[]> {
  for (const { name, load } of endpoints) await sample(name, load, WARM_UP_SECONDS);
  const rounds: Sample[][] = endpoints.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, { name, load }] of endpoints.entries()) rounds[index]?.push(await sample(name, load));
  }
  const baseline = rounds[0] ?? [];
  return endpoints.map(({ name }, index) => {
    const samples = rounds[index] ?? [];
    const ratios = samples.map((s, round) => s.requestsPerSecond / (baseline[round]?.requestsPerSecond ?? 1));
    return {
      name,
      requestsPerSecond: median(samples.map((s) => s.requestsPerSecond)),
      p50: median(samples.map((s) => s.p50)),
      p99: Math.max(...samples.map((s) => s.p99)),
      ratio: { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) },
    };
  });
}

/** One endpoint after the rounds, compared with the baseline's median. */
async function measureOnce(name: string, load: Load, baseline: Row): Promise<Row> {
  await sample(name, load, WARM_UP_SECONDS);
  const measured = await sample(name, load);
  const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
  return { name, ...measured, ratio: { median: ratio, min: ratio, max: ratio } };
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
  const addresses = await new Promise<unknown>((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  if (!isAddresses(addresses)) throw new Error('the bench server sent no addresses');
  const { apiAddress, bareAddress } = addresses;
  const user = await seed(apiAddress);

  server.send({ listBody: user.listBody });

  const signedIn = { url: `${apiAddress}/api/payslips`, headers: { ...PROXY_HEADERS, cookie: user.cookie } };
  const [bare, bareList, payslips, payslipsBrowser] = await measureInRounds([
    { name: 'bare Fastify route `GET /`', load: { url: `${bareAddress}/` } },
    {
      name: `bare Fastify route sending the same list (${format(Buffer.byteLength(user.listBody) / 1024, 1)} KB)`,
      load: { url: `${bareAddress}/list` },
    },
    { name: `\`GET /api/payslips\` (signed in, ${PAYSLIPS} payslips)`, load: signedIn },
    {
      name: '`GET /api/payslips` as a browser asks it (`Accept-Encoding: gzip, deflate, br, zstd`)',
      load: { ...signedIn, headers: { ...signedIn.headers, 'accept-encoding': 'gzip, deflate, br, zstd' } },
    },
  ]);
  if (!bare || !bareList || !payslips || !payslipsBrowser) throw new Error('a measure is missing');
  const payslipsAlone = await measureOnce(
    '`GET /api/payslips`, one connection (latency without queueing)',
    { ...signedIn, connections: 1 },
    bare,
  );
  const login = await measureOnce(
    '`POST /api/login` (argon2id)',
    {
      url: `${apiAddress}/api/login`,
      method: 'POST',
      headers: PROXY_HEADERS,
      body: JSON.stringify({ username: user.username, password: user.password }),
    },
    bare,
  );

  console.log(
    `\nNode ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), PostgreSQL on loopback, ` +
      `${CONNECTIONS} connections unless stated; the first four rows in ${ROUNDS} alternating rounds of ${SECONDS} s ` +
      `each (median round; p99 of the worst round; ratio: median of the rounds' ratios, and their range), the last ` +
      `two once for ${SECONDS} s; ${WARM_UP_SECONDS} s of warm-up each; load average before the run ${loadBefore}.\n`,
  );
  const percent = (value: number) => `${format(value * 100, 1)} %`;
  console.log('| endpoint | req/s | p50 (ms) | p99 (ms) | throughput vs bare route |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of [bare, bareList, payslips, payslipsBrowser, payslipsAlone, login]) {
    const range =
      row.ratio.min === row.ratio.max ? '' : ` (${percent(row.ratio.min)} – ${percent(row.ratio.max)})`;
    console.log(
      `| ${row.name} | ${format(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${percent(row.ratio.median)}${range} |`,
    );
  }
  const verdict = (row: Row) =>
    `${percent(row.ratio.median)} of the bare route: ${row.ratio.median >= TARGET_RATIO ? 'met' : 'NOT met'}; ` +
    `p99 ${row.p99} ms: ${row.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`;
  console.log(
    `\nTarget for the signed-in payslip list, >= ${TARGET_RATIO * 100} % of the bare route and p99 < ${TARGET_P99_MS} ms: ` +
      `${verdict(payslips)}. As a browser asks it: ${verdict(payslipsBrowser)}.`,
  );
} finally {
  // autocannon drops its sockets at the deadline while the server may still be answering them.
  await setTimeout(1000);
  server.kill();
}
