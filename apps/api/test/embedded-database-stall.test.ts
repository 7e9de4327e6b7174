/**
 * Issue 28 §4, on the embedded database whatever TEST_DATABASE_URL says: a visitor sending long
 * random words to the searches must not freeze the server. Eight clients search without pause
 * while `/api/health` is measured over real HTTP; before the fix each such search took 1 to 1.4 s of
 * the only thread and the health check 4 to 8 s. The bound asserted here is generous (a shared,
 * loaded machine); the figure itself is measured by `bench/search-stall`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { migrate, openDatabase } from '../src/db/orm.ts';
import { parseEnv } from '../src/env.ts';
import { flushSearchIndexes } from '../src/lib/db/flush-search-indexes.ts';
import { uploadsStorage } from '../src/lib/storage/uploads-storage.ts';
import { indexSiteContent } from '../src/modules/search/index-site-content.ts';
import { TEST_SESSION_SECRET } from './helpers/build-test-app.ts';
import { loadOfficialDataSubset } from './helpers/official-data.ts';

let orm: MikroORM;
let app: App;
let dataDir: string;
let origin: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dirigeo-stall-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_MINUTE: '0',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
  });
  orm = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await migrate(orm);
  await indexSiteContent(orm.em.fork());
  await loadOfficialDataSubset(orm);
  await flushSearchIndexes(orm.em.fork());
  app = await buildApp({ env, orm, storage: uploadsStorage(env, orm), sessionSecret: TEST_SESSION_SECRET });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
}, 240_000);

afterAll(async () => {
  await app?.close();
  await orm?.close(true);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** 200 characters of random lower-case words of 39 letters: the worst a word bound lets through. */
function randomWords(): string {
  const word = () =>
    Array.from({ length: 39 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return Array.from({ length: 5 }, word).join(' ').slice(0, 200);
}

const percentile = (values: number[], fraction: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * fraction))] ?? 0;

describe('the embedded database under long random searches', () => {
  it('keeps answering /api/health while 8 clients search without pause, and answers every search', async () => {
    const routes = ['/api/search?q=', '/api/code-du-travail/recherche?q=', '/api/fiches-pratiques?q='];
    let searching = true;
    const statuses: number[] = [];
    const client = async (index: number) => {
      const route = routes[index % routes.length] ?? routes[0];
      while (searching) {
        const response = await fetch(`${origin}${route}${encodeURIComponent(randomWords())}`);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    };
    const clients = Array.from({ length: 8 }, (_, index) => client(index));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      const sent = performance.now();
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      health.push(performance.now() - sent);
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    searching = false;
    await Promise.all(clients);
    expect(statuses.length).toBeGreaterThan(8);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Before: 4 to 8 s. The bench records the figure (tens of milliseconds on a quiet machine).
    expect(percentile(health, 0.95)).toBeLessThan(1_500);
  }, 60_000);
});
