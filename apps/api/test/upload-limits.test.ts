import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/orm.ts';
import { DISK_ALMOST_FULL_MESSAGE, quotaExceededMessage } from '../src/modules/document/upload-document.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { multipart, SAMPLE_PNG } from './helpers/sample-files.ts';
import { signIn } from './helpers/sign-in.ts';

/** A PNG of about 600 KB: the sample's bytes, then padding the type detection ignores. */
const BIG_PNG = Buffer.concat([SAMPLE_PNG, Buffer.alloc(600_000)]);

async function upload(testApp: TestApp, cookie: string, content = BIG_PNG) {
  const body = await multipart({ name: 'Justificatif', category: 'other' }, { name: 'scan.png', content });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

describe('uploads per account', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ UPLOAD_QUOTA_MB_TRIAL: '1', UPLOADS_PER_HOUR: '3' });
  });
  afterAll(async () => testApp?.close());

  it('stop at the plan’s quota with a French 413, and keep nothing of the refused file', async () => {
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    expect((await upload(testApp, cookie)).statusCode).toBe(201);
    const refused = await upload(testApp, cookie);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(quotaExceededMessage(1_000_000));
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie } });
    expect(listed.json()).toHaveLength(1);
  });

  it('are limited per hour whatever the address', async () => {
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    const small = SAMPLE_PNG;
    const statuses = [];
    for (let index = 0; index < 4; index += 1)
      statuses.push((await upload(testApp, cookie, small)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('the server’s free space', () => {
  it('refuses an upload with a French 507 before writing when the disk is nearly full', async () => {
    const testApp = await buildTestApp({ FILE_STORAGE: 'disk', MIN_FREE_DISK_MB: String(1_000_000_000) });
    try {
      const user = await createUser(testApp.orm);
      const cookie = await signIn(testApp.app, user.username);
      const refused = await upload(testApp, cookie, SAMPLE_PNG);
      expect(refused.statusCode).toBe(507);
      expect(refused.json().message).toBe(DISK_ALMOST_FULL_MESSAGE);
    } finally {
      await testApp.close();
    }
  });
});

describe('file modes on the host', () => {
  it('keeps uploaded files 0600 in 0700 folders, and the embedded database’s folder 0700', async () => {
    const testApp = await buildTestApp({ FILE_STORAGE: 'disk' });
    try {
      const user = await createUser(testApp.orm);
      const cookie = await signIn(testApp.app, user.username);
      expect((await upload(testApp, cookie, SAMPLE_PNG)).statusCode).toBe(201);
      const root = join(testApp.env.DATA_DIR, 'uploads');
      const modes = await modesUnder(root);
      expect(modes.length).toBeGreaterThan(1);
      for (const { path, mode, directory } of modes) expect(mode, path).toBe(directory ? 0o700 : 0o600);
    } finally {
      await testApp.close();
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'dirigeo-modes-'));
    try {
      const orm = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
      await orm.close();
      expect((await stat(join(dataDir, 'pglite'))).mode & 0o777).toBe(0o700);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

async function modesUnder(root: string): Promise<{ path: string; mode: number; directory: boolean }[]> {
  const found = [{ path: root, mode: (await stat(root)).mode & 0o777, directory: true }];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) found.push(...(await modesUnder(path)));
    else found.push({ path, mode: (await stat(path)).mode & 0o777, directory: false });
  }
  return found;
}
