import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/lib/storage/file-storage.ts';
import { Document } from '../src/modules/document/document.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { multipart, samplePdf } from './helpers/sample-files.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * The server as a client on a real socket sees it: a failed upload closes its connection, and
 * slow or idle clients are cut off by the timeouts (short ones here, the defaults are in env.ts).
 */
let testApp: TestApp;
let port: number;
/** What the next upload's write fails with, after reading part of the body. */
let failure: string | undefined;

function failingStorage(storage: FileStorage): FileStorage {
  return {
    kind: storage.kind,
    read: (key) => storage.read(key),
    remove: (key) => storage.remove(key),
    removeUnfinished: (before) => storage.removeUnfinished(before),
    keysStoredBefore: (before) => storage.keysStoredBefore(before),
    put: async (key: string, content: Readable | Buffer) => {
      const code = failure;
      if (!code) return storage.put(key, content);
      // The disk fills up after the first 64 KB, as a real one does part-way through a file.
      if (!Buffer.isBuffer(content)) {
        let read = 0;
        for await (const chunk of content) {
          read += Buffer.byteLength(chunk);
          if (read >= 64 * 1024) break;
        }
      }
      throw Object.assign(new Error(`${code}: simulated failure, write '${key}'`), { code });
    },
  };
}

beforeAll(async () => {
  testApp = await buildTestApp(
    { HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000' },
    { storage: failingStorage },
  );
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  port = address.port;
});

afterAll(async () => {
  await testApp?.close();
});

/** A raw connection and everything it receives, and when the server closed it. */
async function open(): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let text = '';
  socket.on('data', (chunk) => {
    text += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  const opened = Date.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  return { socket, received: () => text, closed };
}

/** Resolves to the time it took, or rejects past `ms`: the server must close on its own. */
function within(ms: number, closed: Promise<number>): Promise<number> {
  return Promise.race([
    closed,
    new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms)),
  ]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an upload whose write fails', () => {
  it.each([
    ['ENOSPC', 507, /plus assez d'espace de stockage/],
    ['EROFS', 503, /lecture seule/],
  ])(
    'answers %s with a French %i, closes the connection, and keeps nothing',
    async (code, status, message) => {
      const user = await createUser(testApp.orm);
      const cookie = await signIn(testApp.app, user.username);
      const body = await multipart(
        { name: 'Gros fichier', category: 'other' },
        { name: 'gros.pdf', content: Buffer.concat([await samplePdf(), Buffer.alloc(3 * 1024 * 1024)]) },
      );
      const { socket, received, closed } = await open();
      failure = code;
      try {
        // Headers and the first megabyte only: the answer must not wait for the rest.
        socket.write(
          `POST /api/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nCookie: ${cookie}\r\n` +
            `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
        );
        socket.write(body.payload.subarray(0, 1024 * 1024));
        await within(3_000, closed);
      } finally {
        failure = undefined;
        socket.destroy();
      }
      const answer = received();
      expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        message: expect.stringMatching(message),
      });
      expect(await testApp.orm.em.fork().count(Document, { user: user.id })).toBe(0);
      // The server goes on: the next client is served at once.
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    },
  );

  it('closes the connection of any refusal sent before the body was read (a visitor uploading)', async () => {
    const { socket, received, closed } = await open();
    socket.write(
      'POST /api/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\n' +
        'Content-Length: 5000000\r\n\r\n--x\r\n',
    );
    await within(3_000, closed);
    expect(received()).toMatch(/^HTTP\/1.1 401 [\s\S]*\r\nconnection: close\r\n/i);
  });
});

describe('slow and idle clients', () => {
  it('cuts off a client that drips its headers (HTTP_HEADERS_TIMEOUT_MS)', async () => {
    const { socket, closed } = await open();
    const dripping = (async () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      for (let index = 0; index < 40 && !socket.destroyed; index += 1) {
        socket.write('X');
        await sleep(200);
      }
    })();
    expect(await within(4_000, closed)).toBeGreaterThanOrEqual(900);
    await dripping;
  });

  it('cuts off a client that drips its body (HTTP_REQUEST_TIMEOUT_MS)', async () => {
    const { socket, closed } = await open();
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    const dripping = (async () => {
      for (let index = 0; index < 60 && !socket.destroyed; index += 1) {
        socket.write(' ');
        await sleep(150);
      }
    })();
    expect(await within(5_000, closed)).toBeGreaterThanOrEqual(1900);
    await dripping;
  });

  it('closes a kept-alive connection idle past HTTP_KEEP_ALIVE_TIMEOUT_MS, and one that never asks', async () => {
    const idle = await open();
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await within(4_000, idle.closed);
    expect(idle.received()).toMatch(/^HTTP\/1.1 200 /);

    const silent = await open();
    await within(4_000, silent.closed);
    expect(silent.received()).not.toMatch(/^HTTP\/1.1 200/);
  });
});
