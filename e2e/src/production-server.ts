import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The back office's password on the e2e server (ADMIN_PASSWORD); never in a built file. */
export const E2E_ADMIN_PASSWORD = 'e2e-mot-de-passe-administration-2026';

export interface RunningServer {
  baseUrl: string;
  /** Its DATA_DIR (the e-mails it sends are .eml files in DATA_DIR/outbox). */
  dataDir: string;
  /** Its process: with a `preload`, the IPC channel that module listens on. */
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /**
   * A module Node loads before the server's own (`--import`), given an IPC channel to the test
   * (the fake clock, `server-clock-preload.ts`).
   */
  preload?: string;
  /**
   * `empty`: the official content (Code du travail, practical sheets) loaded with no article and no
   * sheet, the collective agreements in full. A first start then takes seconds instead of the 20
   * to 40 s of loading and indexing 11 500 articles, for a test of the client area that reads none.
   */
  officialContent?: 'committed' | 'empty';
}

/** The committed official data files, with the articles, sections and sheets left out. */
async function writeEmptyOfficialContent(folder: string): Promise<void> {
  const committed = join(repoRoot, 'apps/api/data/official');
  const emptied = [
    { file: 'code-du-travail.json.gz', empty: { sections: [], articles: [] } },
    { file: 'fiches-pratiques.json.gz', empty: { sheets: [] } },
    { file: 'conventions-collectives.json.gz', empty: {} },
  ];
  await mkdir(folder, { recursive: true });
  for (const { file, empty } of emptied) {
    const content: unknown = JSON.parse(gunzipSync(await readFile(join(committed, file))).toString('utf8'));
    if (typeof content !== 'object' || content === null) throw new Error(`${file} holds no object`);
    await writeFile(join(folder, file), gzipSync(JSON.stringify({ ...content, ...empty })));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * The production server exactly as `pnpm start` runs it (built portal and marketing site, the API,
 * demo content), on a free port with an embedded database in a temporary folder; `extraEnv` adds
 * variables for a test file that starts its own (e.g. billing on, against a fake provider).
 */
export async function startProductionServer(
  extraEnv: Record<string, string> = {},
  options: ServerProcessOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'dirigeo-e2e-'));
  const officialDataDir = join(dataDir, 'official-content');
  if (options.officialContent === 'empty') await writeEmptyOfficialContent(officialDataDir);
  const logs: string[] = [];
  const preload = options.preload ? ['--import', pathToFileURL(options.preload).href] : [];
  const args = [...preload, join(repoRoot, 'apps/api/src/server.ts')];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: join(repoRoot, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SESSION_SECRET: 'e2e-session-secret-long-enough-to-sign-cookies',
      RATE_LIMIT_AUTH_PER_MINUTE: '0',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // The public forms' limit is tested by the API's tests; here every test file sends from 127.0.0.1.
      RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...(options.officialContent === 'empty' ? { OFFICIAL_DATA_DIR: officialDataDir } : {}),
      // A test's own server (billing against a fake payment provider, …).
      ...extraEnv,
    },
    stdio: options.preload ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));

  const baseUrl = `http://localhost:${port}`;
  // A first start loads the public content (the Code du travail, 11 500 articles, and its search
  // index): about 20 s on a quiet 2-core machine, several times that on a loaded one.
  const deadline = Date.now() + 240_000;
  while (true) {
    if (child.exitCode !== null) {
      throw new Error(`the production server exited (${child.exitCode}):\n${logs.join('')}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the production server did not answer within 240 s:\n${logs.join('')}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }

  return {
    baseUrl,
    dataDir,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
