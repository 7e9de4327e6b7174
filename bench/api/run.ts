/**
 * Load test of the API on PostgreSQL (issue 3): POST /api/login, an authenticated GET /api/payslips
 * for a user with 60 payslips, and a bare Fastify route in the same run, each as req/s, p50 and p99
 * latency and throughput relative to the bare route. A second bare route sends the very bytes of
 * the payslip list, to show what the body alone costs. Prints a Markdown table for bench/README.md.
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

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
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
        status: index === 0 ? 'draft' : 'completed',
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

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

async function measure(name: string, options: Parameters<typeof autocannon>[0]): Promise<Row> {
  await autocannon({ connections: CONNECTIONS, ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ connections: CONNECTIONS, ...options, duration: SECONDS });
  await setTimeout(500);
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${name}: ${failed} failed requests out of ${result['2xx'] + failed}`);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
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
  const addresses = await new Promise<unknown>((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  if (!isAddresses(addresses)) throw new Error('the bench server sent no addresses');
  const { apiAddress, bareAddress } = addresses;
  const user = await seed(apiAddress);

  server.send({ listBody: user.listBody });

  const bare = await measure('bare Fastify route `GET /`', { url: `${bareAddress}/` });
  const bareList = await measure(
    `bare Fastify route sending the same list (${format(Buffer.byteLength(user.listBody) / 1024, 1)} KB)`,
    { url: `${bareAddress}/list` },
  );
  const payslips = await measure(`\`GET /api/payslips\` (signed in, ${PAYSLIPS} payslips)`, {
    url: `${apiAddress}/api/payslips`,
    headers: { ...PROXY_HEADERS, cookie: user.cookie },
  });
  const payslipsAlone = await measure('`GET /api/payslips`, one connection (latency without queueing)', {
    url: `${apiAddress}/api/payslips`,
    headers: { ...PROXY_HEADERS, cookie: user.cookie },
    connections: 1,
  });
  const login = await measure('`POST /api/login` (argon2id)', {
    url: `${apiAddress}/api/login`,
    method: 'POST',
    headers: PROXY_HEADERS,
    body: JSON.stringify({ username: user.username, password: user.password }),
  });

  console.log(
    `\nNode ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), PostgreSQL on loopback, ` +
      `${CONNECTIONS} connections unless stated, ${SECONDS} s per endpoint after ${WARM_UP_SECONDS} s of warm-up, ` +
      `load average before the run ${loadBefore}.\n`,
  );
  console.log('| endpoint | req/s | p50 (ms) | p99 (ms) | throughput vs bare route |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of [bare, bareList, payslips, payslipsAlone, login]) {
    console.log(
      `| ${row.name} | ${format(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${format((row.requestsPerSecond / bare.requestsPerSecond) * 100, 1)} % |`,
    );
  }
  const ratio = payslips.requestsPerSecond / bare.requestsPerSecond;
  console.log(
    `\nTarget for the payslip list: >= ${TARGET_RATIO * 100} % of the bare route (${format(ratio * 100, 1)} %: ` +
      `${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}), p99 < ${TARGET_P99_MS} ms (${payslips.p99} ms: ` +
      `${payslips.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}).`,
  );
} finally {
  // autocannon drops its sockets at the deadline while the server may still be answering them.
  await setTimeout(1000);
  server.kill();
}
