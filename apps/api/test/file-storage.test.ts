import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { querySql, runSql } from '../src/lib/db/sql.ts';
import { FileNotFoundError, type FileStorage } from '../src/lib/storage/file-storage.ts';
import { LocalDiskStorage } from '../src/lib/storage/local-disk-storage.ts';
import { CHUNK_BYTES, PostgresFileStorage } from '../src/lib/storage/postgres-file-storage.ts';
import { reconcileStoredFiles } from '../src/modules/document/reconcile-stored-files.ts';
import { importDiskFiles } from '../src/modules/document/import-disk-files.ts';
import { buildTestApp, buildTestAppOn, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { multipart, samplePdf } from './helpers/sample-files.ts';
import { signIn } from './helpers/sign-in.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const writeUntilKilled = fileURLToPath(new URL('./helpers/write-until-killed.ts', import.meta.url));

let testApp: TestApp;
let uploadsRoot: string;
const storages: Record<'disk' | 'database', FileStorage> = {} as Record<'disk' | 'database', FileStorage>;

beforeAll(async () => {
  testApp = await buildTestApp();
  uploadsRoot = await mkdtemp(join(tmpdir(), 'dirigeo-storage-'));
  storages.disk = new LocalDiskStorage(uploadsRoot);
  storages.database = new PostgresFileStorage(testApp.orm.em);
});

afterAll(async () => {
  await testApp?.close();
  await rm(uploadsRoot, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function keysOf(storage: FileStorage, before = new Date(Date.now() + 60_000)): Promise<string[]> {
  const keys: string[] = [];
  for await (const batch of storage.keysStoredBefore(before)) keys.push(...batch);
  return keys.sort();
}

/** A stream of `size` random bytes sent in pieces of uneven sizes, as a socket delivers them. */
function uneven(bytes: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (
    let offset = 0, step = 1;
    offset < bytes.length;
    offset += step, step = ((step * 7 + 13) % 70_000) + 1
  ) {
    pieces.push(bytes.subarray(offset, offset + step));
  }
  return Readable.from(pieces);
}

describe.each(['disk', 'database'] as const)('the %s storage', (kind) => {
  const storage = () => storages[kind];

  it('gives back every byte it stored, across chunk boundaries', async () => {
    const bytes = randomBytes(2 * CHUNK_BYTES + 12_345);
    const key = `1/${randomUUID()}`;
    expect(await storage().put(key, uneven(bytes))).toEqual({ size: bytes.length });
    expect((await bytesOf(await storage().read(key))).equals(bytes)).toBe(true);
    const empty = `1/${randomUUID()}`;
    expect(await storage().put(empty, Buffer.alloc(0))).toEqual({ size: 0 });
    expect(await bytesOf(await storage().read(empty))).toHaveLength(0);
  });

  it('answers FileNotFoundError for a key it does not hold, and removes a missing key quietly', async () => {
    await expect(storage().read(`1/${randomUUID()}`)).rejects.toBeInstanceOf(FileNotFoundError);
    await storage().remove(`1/${randomUUID()}`);
    const key = `1/${randomUUID()}`;
    await storage().put(key, Buffer.from('bonjour'));
    await storage().remove(key);
    await expect(storage().read(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('leaves nothing behind when the body fails half-way', async () => {
    const before = await keysOf(storage());
    const key = `1/${randomUUID()}`;
    const failing = new Readable({ read() {} });
    const writing = storage().put(key, failing);
    failing.push(randomBytes(CHUNK_BYTES + 10));
    setTimeout(() => failing.destroy(new Error('connection reset')), 50);
    await expect(writing).rejects.toThrow('connection reset');
    expect(await keysOf(storage())).toEqual(before);
    expect(await storage().removeUnfinished(new Date(Date.now() + 60_000))).toBe(0);
  });

  it.skipIf(kind === 'database' && !onPostgres)(
    'after a kill -9 during a write, keeps nothing readable and sweeps the unfinished write',
    async () => {
      const key = `1/${randomUUID()}`;
      const where =
        kind === 'disk' ? uploadsRoot : testApp.target.kind === 'postgresql' ? testApp.target.url : '';
      const child = spawn(process.execPath, [writeUntilKilled, kind, where, key], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const [line] = await once(child.stdout, 'data');
      expect(String(line)).toContain('writing');
      child.kill('SIGKILL');
      await once(child, 'exit');

      await expect(storage().read(key)).rejects.toBeInstanceOf(FileNotFoundError);
      expect(await keysOf(storage())).not.toContain(key);
      // Within the grace, another instance's upload could still be under way: kept.
      expect(await storage().removeUnfinished(new Date(Date.now() - 60_000))).toBe(0);
      expect(await storage().removeUnfinished(new Date(Date.now() + 1000))).toBe(1);
      expect(await storage().removeUnfinished(new Date(Date.now() + 1000))).toBe(0);
      if (kind === 'disk') {
        const left = await readdir(uploadsRoot, { recursive: true, withFileTypes: true });
        expect(left.filter((entry) => entry.isFile() && entry.name.endsWith('.part'))).toEqual([]);
      } else {
        expect(
          await querySql(testApp.orm.em.fork(), 'select 1 from stored_file_chunk where file_key = ?', [key]),
        ).toEqual([]);
      }
    },
  );
});

describe('reconciling the stored files with the documents', () => {
  it('removes the files no document names once the grace is over, and counts them', async () => {
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    const body = await multipart(
      { name: 'Attestation', category: 'social' },
      { name: 'a.pdf', content: await samplePdf(), type: 'application/pdf' },
    );
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const storage = testApp.app.fileStorage;
    // What a crash between storing the bytes and writing the row leaves: bytes no document names.
    const orphan = `${user.id}/${randomUUID()}`;
    await storage.put(orphan, Buffer.from('orphelin'));
    const dates = (before: Date) => ({ unfinishedBefore: before, orphansBefore: before });

    const withinGrace = await reconcileStoredFiles(
      testApp.orm.em,
      storage,
      dates(new Date(Date.now() - 60_000)),
    );
    expect(withinGrace.orphans).toBe(0);
    expect(await keysOf(storage)).toContain(orphan);

    const report = await reconcileStoredFiles(testApp.orm.em, storage, dates(new Date(Date.now() + 1000)));
    expect(report.orphans).toBeGreaterThanOrEqual(1);
    expect(await keysOf(storage)).not.toContain(orphan);
    // The document's own bytes stay, and still download.
    const file = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/${uploaded.json().id}/file`,
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);
  });

  it('runs at start-up: leftovers older than the start (disk) or the grace (database) are gone once ready', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dirigeo-restart-'));
    const leftover = `9/${randomUUID()}`;
    let fresh: TestApp | undefined;
    try {
      if (onPostgres) {
        // The database storage: a file and an incomplete upload stored two hours ago by a crashed run.
        const em = testApp.orm.em.fork();
        await runSql(
          em,
          "insert into stored_file (key, size, complete, created_at) values (?, 1, true, now() - interval '2 hours')",
          [leftover],
        );
        await runSql(
          em,
          "insert into stored_file (key, size, complete, created_at) values (?, 0, false, now() - interval '2 hours')",
          [`${leftover}-part`],
        );
        fresh = await buildTestAppOn(testApp);
      } else {
        await mkdir(join(dataDir, 'uploads', '9'), { recursive: true });
        const stale = new Date(Date.now() - 5_000);
        for (const name of [leftover.slice(2), `.${randomUUID()}.part`]) {
          await writeFile(join(dataDir, 'uploads', '9', name), 'reste');
          await utimes(join(dataDir, 'uploads', '9', name), stale, stale);
        }
        fresh = await buildTestApp({ DATA_DIR: dataDir });
      }
      const app = fresh;
      await expect
        .poll(async () => (await keysOf(app.app.fileStorage)).includes(leftover), { timeout: 5_000 })
        .toBe(false);
      if (onPostgres) {
        await expect
          .poll(async () =>
            querySql(app.orm.em.fork(), 'select 1 from stored_file where key = ?', [`${leftover}-part`]),
          )
          .toEqual([]);
      } else {
        await expect.poll(async () => readdir(join(dataDir, 'uploads', '9'))).toEqual([]);
      }
    } finally {
      await fresh?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('moves into the database the files kept on the disk before, and leaves the others', async () => {
    const database = storages.database;
    const disk = storages.disk;
    const user = await createUser(testApp.orm);
    const key = `${user.id}/${randomUUID()}`;
    const bytes = randomBytes(CHUNK_BYTES + 99);
    await disk.put(key, bytes);
    await testApp.orm.em.getConnection().execute(
      `insert into document (user_id, name, storage_key, original_file_name, file_type, file_size, category, created_at)
         values (?, 'Ancien', ?, 'ancien.pdf', 'application/pdf', ?, 'other', now())`,
      [user.id, key, bytes.length],
    );
    expect(await importDiskFiles(testApp.orm.em, database, disk)).toBeGreaterThanOrEqual(1);
    expect((await bytesOf(await database.read(key))).equals(bytes)).toBe(true);
    await expect(disk.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
    // Done once: the next start moves nothing.
    expect(await importDiskFiles(testApp.orm.em, database, disk)).toBe(0);
  });
});

describe.skipIf(!onPostgres)('two instances on one PostgreSQL (TEST_DATABASE_URL)', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await buildTestAppOn(testApp);
  });
  afterAll(async () => {
    await b?.close();
  });

  it('a document uploaded through A is listed, downloaded and deleted through B, bytes and all', async () => {
    const a = testApp;
    const user = await createUser(a.orm);
    const cookieA = await signIn(a.app, user.username);
    const cookieB = await signIn(b.app, user.username);
    const pdf = await samplePdf();
    const content = Buffer.concat([pdf, randomBytes(CHUNK_BYTES)]);
    const body = await multipart(
      { name: 'Relevé', category: 'tax' },
      { name: 'releve.pdf', content, type: 'application/pdf' },
    );
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...body.headers, cookie: cookieA },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json<{ id: number }>().id;

    const listed = await b.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie: cookieB } });
    expect(listed.json<{ id: number }[]>().map((document) => document.id)).toContain(id);
    const downloaded = await b.app.inject({
      method: 'GET',
      url: `/api/documents/${id}/file`,
      headers: { cookie: cookieB },
    });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(content)).toBe(true);

    const deleted = await b.app.inject({
      method: 'DELETE',
      url: `/api/documents/${id}`,
      headers: { cookie: cookieB },
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await a.app.inject({
      method: 'GET',
      url: `/api/documents/${id}/file`,
      headers: { cookie: cookieA },
    });
    expect(gone.statusCode).toBe(404);
    expect(
      await querySql(a.orm.em.fork(), 'select 1 from stored_file where key like ?', [`${user.id}/%`]),
    ).toEqual([]);
  });
});
