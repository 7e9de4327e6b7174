/**
 * Issue 28 §4: does a visitor sending long random words to the searches stall the server on the
 * embedded database? The real server (`apps/api/src/server.ts`) on PGlite (no DATABASE_URL), with
 * every content loader run, is measured over HTTP: `/api/health` alone, then while 8 clients send,
 * without pause, 200 characters of random 39-letter words (the longest a word may be and still be
 * looked at) to each public search in turn. Printed: health p50 / p95 / p99 and the searches' own.
 *
 *   node bench/search-stall/run.ts   (or: pnpm --filter @dirigeo/bench bench:search-stall)
 *
 * BENCH_DATA_DIR keeps the embedded database between runs (its first start loads the official
 * content, minutes on PGlite); default a fresh folder under the system's temporary directory.
 * BENCH_SECONDS per measure (default 5).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = 8;
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'dirigeo-bench-stall-'));

const format = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

async function startServer(): Promise<{ origin: string; child: ChildProcess }> {
  const port = 3990 + Math.floor(Math.random() * 9);
  const child = spawn(process.execPath, [join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: join(repoRoot, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: 'a-bench-secret-that-is-long-enough-for-signing-cookies',
      RATE_LIMIT_AUTH_PER_MINUTE: '0',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, child };
}

function randomWords(): string {
  const word = () =>
    Array.from({ length: 39 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return Array.from({ length: 5 }, word).join(' ').slice(0, 200);
}

function percentiles(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  return `${format(at(0.5))} / ${format(at(0.95))} / ${format(at(0.99))}`;
}

async function measure(origin: string, route: string | null): Promise<string> {
  let running = true;
  const searches: number[] = [];
  let errors = 0;
  const client = async () => {
    while (running && route) {
      const sent = performance.now();
      const response = await fetch(`${origin}${route}${encodeURIComponent(randomWords())}`);
      await response.arrayBuffer();
      if (response.status !== 200) errors += 1;
      searches.push(performance.now() - sent);
    }
  };
  const clients = route ? Array.from({ length: CLIENTS }, client) : [];
  const health: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const sent = performance.now();
    await (await fetch(`${origin}/api/health`)).arrayBuffer();
    health.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  running = false;
  await Promise.all(clients);
  return `| ${route ? `${CLIENTS} clients on \`${route}…\`` : 'nothing else'} | ${percentiles(health)} | ${route ? `${percentiles(searches)} (${searches.length}, ${errors} errors)` : ''} | ${percentiles(health).split(' / ')[1] ?? ''} ≤ 50 |`;
}

const server = await startServer();
try {
  console.log('### /api/health on the embedded database while long random words are searched\n');
  console.log(
    '| load | health p50 / p95 / p99 (ms) | searches p50 / p95 / p99 (ms, count) | target p95 (ms) |',
  );
  console.log('| --- | --- | --- | --- |');
  for (const route of [
    null,
    '/api/search?q=',
    '/api/code-du-travail/recherche?q=',
    '/api/fiches-pratiques?q=',
    '/api/conventions-collectives?q=',
    '/api/blog?search=',
  ]) {
    console.log(await measure(server.origin, route));
  }
} finally {
  server.child.kill('SIGTERM');
}
