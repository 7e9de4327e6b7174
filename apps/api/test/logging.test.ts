import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import { createLogger, logFormatFor, readyMessage } from '../src/logger.ts';
import { writeOfficialDataSubset } from './helpers/official-data.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';
import { openTestDatabase } from './helpers/test-database.ts';

function capture() {
  const stream = new PassThrough();
  const lines: string[] = [];
  let rest = '';
  stream.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts.filter((line) => line.trim() !== ''));
  });
  return { stream, lines };
}

describe('the log format', () => {
  it.each([
    [{ NODE_ENV: 'development' as const }, false, 'pretty'],
    [{ NODE_ENV: 'production' as const }, false, 'json'],
    [{ NODE_ENV: 'production' as const }, true, 'pretty'],
    [{ NODE_ENV: 'development' as const, LOG_FORMAT: 'json' as const }, true, 'json'],
  ])('%j, output a terminal: %s → %s', (env, terminal, format) => {
    expect(logFormatFor(env, terminal)).toBe(format);
  });

  it('writes JSON objects, or readable lines', async () => {
    const json = capture();
    createLogger({ LOG_LEVEL: 'info' }, 'json', json.stream).info({ userId: 3 }, 'bonjour');
    const pretty = capture();
    createLogger({ LOG_LEVEL: 'info' }, 'pretty', pretty.stream).info({ userId: 3 }, 'bonjour');
    await new Promise((done) => setImmediate(done));
    expect(JSON.parse(json.lines[0] ?? '')).toMatchObject({ msg: 'bonjour', userId: 3, level: 30 });
    expect(pretty.lines).toHaveLength(1);
    expect(pretty.lines[0]).toMatch(/INFO.*bonjour/);
    expect(pretty.lines[0]?.startsWith('{')).toBe(false);
  });

  it('says where the product answers and with which account', () => {
    expect(readyMessage('http://localhost:3000', { username: 'demo', password: 'demo-dirigeo' })).toBe(
      'Dirigeo est prêt sur http://localhost:3000 — compte de démonstration : demo / demo-dirigeo',
    );
    expect(readyMessage('http://localhost:3000', null)).toBe('Dirigeo est prêt sur http://localhost:3000');
  });
});

describe('request logging', () => {
  it('logs each request once, with its method, address, status and duration', async () => {
    const { stream, lines } = capture();
    const database = await openTestDatabase();
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: tmpdir(), LOG_LEVEL: 'info' });
    const app = await buildApp({
      env,
      orm: database.orm,
      sessionSecret: 'a-test-secret-that-is-long-enough-for-signing-cookies',
      logger: createLogger(env, 'json', stream),
    });
    try {
      await app.ready();
      await app.inject({ method: 'GET', url: '/api/user' });
      await app.inject({ method: 'GET', url: '/api/payslips' });
      // The load balancer's probe is quiet at the info level (its route's logLevel).
      await app.inject({ method: 'GET', url: '/api/health' });
      await new Promise((done) => setImmediate(done));
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requests = records.filter((record) => 'statusCode' in record);
      expect(requests.map((record) => record.msg)).toEqual([
        expect.stringMatching(/^GET \/api\/user 401 [\d.]+ ms$/),
        expect.stringMatching(/^GET \/api\/payslips 401 [\d.]+ ms$/),
      ]);
      expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/user', statusCode: 401 });
      // Fastify's own 'incoming request' / 'request completed' pair is off.
      expect(
        records.filter((record) => /incoming request|request completed/.test(String(record.msg))),
      ).toEqual([]);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe('who and from where', () => {
  it('logs the signed-in user and the address of each request, the sign-ins by account, never a token', async () => {
    const { stream, lines } = capture();
    const database = await openTestDatabase();
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: tmpdir(),
      LOG_LEVEL: 'info',
      RATE_LIMIT_AUTH_PER_MINUTE: '0',
    });
    const app = await buildApp({
      env,
      orm: database.orm,
      sessionSecret: 'a-test-secret-that-is-long-enough-for-signing-cookies',
      logger: createLogger(env, 'json', stream),
    });
    try {
      await app.ready();
      const user = await createUser(database.orm);
      await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '192.0.2.7',
        payload: { username: user.username, password: 'pas-le-bon-mot-de-passe' },
      });
      const cookie = await signIn(app, user.username, { remoteAddress: '192.0.2.7' });
      await app.inject({ method: 'GET', url: '/api/user', headers: { cookie }, remoteAddress: '192.0.2.7' });
      await app.inject({ method: 'GET', url: '/api/health?token=secret-du-lien&x=1' });
      await app.inject({ method: 'GET', url: '/api/inconnu?token=secret-du-lien' });
      await new Promise((done) => setImmediate(done));
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(records).toContainEqual(
        expect.objectContaining({
          msg: 'auth: sign-in failed',
          account: user.username.toLowerCase(),
          ip: '192.0.2.7',
        }),
      );
      expect(records).toContainEqual(
        expect.objectContaining({ msg: 'auth: signed in', userId: user.id, ip: '192.0.2.7' }),
      );
      expect(records).toContainEqual(
        expect.objectContaining({ url: '/api/user', statusCode: 200, userId: user.id, ip: '192.0.2.7' }),
      );
      expect(records).toContainEqual(
        expect.objectContaining({ url: '/api/inconnu?token=[masqué]', statusCode: 404 }),
      );
      expect(lines.join('\n')).not.toMatch(/secret-du-lien|pas-le-bon-mot-de-passe|mot-de-passe-de-test/);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe('pnpm start', () => {
  const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  let officialDataDir: string | undefined;

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child?.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (officialDataDir) await rm(officialDataDir, { recursive: true, force: true });
  });

  it('prints one readable line when ready, with the address and the demo account', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dirigeo-start-'));
    officialDataDir = await writeOfficialDataSubset();
    const output: string[] = [];
    child = spawn(process.execPath, [join(apiRoot, 'src/server.ts')], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        PORT: '0',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        SESSION_SECRET: 'a-start-test-secret-long-enough-to-sign-cookies',
        LOG_FORMAT: 'pretty',
        // A first start on a few thousand articles: the whole Code du travail's load is the browser
        // suite's production server's to wait for.
        OFFICIAL_DATA_DIR: officialDataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    // A first start: migrations, the public content and the demo account, a few seconds on a quiet
    // machine, several times that on a busy CI runner.
    const deadline = Date.now() + 240_000;
    let ready: RegExpExecArray | null = null;
    while (!ready && Date.now() < deadline && child.exitCode === null) {
      await new Promise((done) => setTimeout(done, 200));
      ready =
        /Dirigeo est prêt sur (http:\/\/localhost:\d+) — compte de démonstration : demo \/ demo-dirigeo/.exec(
          output.join(''),
        );
    }
    expect(ready, output.join('')).not.toBeNull();
    const url = ready?.[1] ?? '';
    await fetch(`${url}/api/user`);
    await new Promise((done) => setTimeout(done, 300));
    const lines = output.join('').split('\n');
    expect(lines.filter((line) => line.includes('Dirigeo est prêt'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('/api/user'))).toEqual([
      // The address (and the user, once signed in) follow the line, as JSON.
      expect.stringMatching(/INFO.*GET \/api\/user 401 [\d.]+ ms \{"ip":"127.0.0.1"\}$/),
    ]);
    // Readable lines, not JSON.
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
  }, 250_000);
});
