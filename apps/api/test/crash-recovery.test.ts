import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { querySql } from '../src/lib/db/sql.ts';
import { uploadsStorage } from '../src/lib/storage/uploads-storage.ts';
import { reconcileStoredFiles } from '../src/modules/document/reconcile-stored-files.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';
import { multipart, samplePdf } from './helpers/sample-files.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/**
 * The operator's probe: the real server, 20 concurrent writers (uploads and payslips), `kill -9`,
 * a restart. Nothing acknowledged is lost, nothing readable is half-written, and what the crash
 * left is all swept once its grace is over. On PostgreSQL (its start-up is quick and the files live
 * in it); the disk storage's crash is tested in file-storage.test.ts.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const serverFile = fileURLToPath(new URL('../src/server.ts', import.meta.url));
let database: TestDatabase | undefined;
let server: ChildProcess | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await once(server, 'exit');
  }
  await database?.orm.close(true);
  await database?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Starts `node src/server.ts` on the test database; resolves once it answers. The first start on a
 * fresh database loads the official content (practical sheets, Code du travail: tens of seconds on
 * a busy 2-core machine), hence the long deadline.
 */
const START_DEADLINE_MS = 240_000;

async function startServer(url: string, port: number, directory: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: url,
      DATA_DIR: directory,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('the server did not start');
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(!serverUrl)('kill -9 during 20 concurrent writers (PostgreSQL, TEST_DATABASE_URL)', () => {
  it(
    'loses nothing acknowledged and leaves nothing a restart does not sweep',
    async () => {
      database = await openTestDatabase();
      const target = database.target;
      if (target.kind !== 'postgresql') throw new Error('needs PostgreSQL');
      dataDir = await mkdtemp(join(tmpdir(), 'dirigeo-crash-'));
      const user = await createUser(database.orm);
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = await startServer(target.url, port, dataDir);

      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }),
      });
      const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      expect(login.status).toBe(200);

      const pdf = await samplePdf();
      const documents = new Map<number, string>();
      const payslips = new Set<number>();
      let stop = false;
      let period = 0;
      const writer = async (index: number) => {
        while (!stop) {
          try {
            if (index % 2 === 0) {
              const content = Buffer.concat([pdf, randomBytes(300_000 + index * 10_000)]);
              const body = await multipart(
                { name: `Pièce ${index}`, category: 'other' },
                { name: 'piece.pdf', content, type: 'application/pdf' },
              );
              const response = await fetch(`${base}/api/documents`, {
                method: 'POST',
                headers: { ...body.headers, cookie },
                body: new Uint8Array(body.payload),
              });
              if (response.status === 201) documents.set((await response.json()).id, sha256(content));
            } else {
              period += 1;
              const response = await fetch(`${base}/api/payslips`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', cookie },
                body: JSON.stringify({
                  // 2020 to 2027: past that, a period taken is a 409, not acknowledged either.
                  month: (period % 12) + 1,
                  year: 2020 + (Math.floor(period / 12) % 8),
                  grossSalary: 4000,
                  socialContributions: 900,
                  status: 'draft',
                }),
              });
              if (response.status === 201) payslips.add((await response.json()).id);
            }
          } catch {
            // The server was killed under this request: it was never acknowledged.
            return;
          }
        }
      };
      const writers = Array.from({ length: 20 }, (_, index) => writer(index));
      await new Promise((done) => setTimeout(done, 4_000));
      server.kill('SIGKILL');
      await once(server, 'exit');
      stop = true;
      await Promise.all(writers);
      expect(documents.size).toBeGreaterThan(0);
      expect(payslips.size).toBeGreaterThan(0);

      server = await startServer(target.url, port, dataDir);
      const again = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }),
      });
      const cookieAfter = again.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      // Every acknowledged payslip is there, and every acknowledged document downloads whole.
      const listed = (await (
        await fetch(`${base}/api/payslips`, { headers: { cookie: cookieAfter } })
      ).json()) as {
        id: number;
      }[];
      const listedIds = new Set(listed.map((payslip) => payslip.id));
      for (const id of payslips) expect(listedIds.has(id)).toBe(true);
      for (const [id, digest] of documents) {
        const file = await fetch(`${base}/api/documents/${id}/file`, { headers: { cookie: cookieAfter } });
        expect(file.status).toBe(200);
        expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(digest);
      }
      server.kill('SIGTERM');
      await once(server, 'exit');

      // What the crash left: once the grace is over, the sweep leaves exactly the documents' files.
      const em = database.orm.em.fork();
      const storage = uploadsStorage({ DATA_DIR: dataDir, FILE_STORAGE: undefined }, database.orm);
      const later = new Date(Date.now() + 1000);
      await reconcileStoredFiles(em, storage, { unfinishedBefore: later, orphansBefore: later });
      const stored = await querySql<{ key: string; complete: boolean }>(
        em,
        'select key, complete from stored_file',
      );
      const named = await querySql<{ storage_key: string }>(em, 'select storage_key from document');
      expect(stored.every((file) => file.complete)).toBe(true);
      expect(stored.map((file) => file.key).sort()).toEqual(named.map((row) => row.storage_key).sort());
      expect(named.length).toBeGreaterThanOrEqual(documents.size);
    },
    2 * START_DEADLINE_MS + 60_000,
  );
});
