/**
 * Lighthouse on the public site (issue 9) and the client area (issue 21 §7: /auth, /eligibilite and
 * /dashboard signed in as the demo account, its cookies in the browser as a user's are): the production server as `pnpm start` runs it (built
 * portal and site, the API, an embedded database in a temporary folder), audited by the npm
 * `lighthouse` package driving Debian's Chromium, with Lighthouse's default mobile settings
 * (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown). Each page is audited
 * LIGHTHOUSE_RUNS times (default 3); the table gives the median score of each category, the page's
 * weight and the JavaScript it downloads (transferred bytes), and the median LCP, TBT and CLS.
 *
 *   node bench/lighthouse/run.ts   (or: pnpm --filter @dirigeo/bench bench:lighthouse)
 *
 * The frontends are built first (LIGHTHOUSE_SKIP_BUILD=1 measures the current `dist` folders;
 * LIGHTHOUSE_PORTAL_DIST=<folder> serves another build of the portal, for a before/after).
 * LIGHTHOUSE_PAGES=/auth,/dashboard audits only those pages.
 * CHROME_PATH names the browser (default /usr/bin/chromium).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ALL_PAGES = [
  '/',
  '/tarifs-details',
  '/simulators/charges-sociales',
  '/mentions-legales',
  '/auth',
  '/eligibilite',
  '/dashboard',
];
/** The client area's screens that need a session: audited signed in as the demo account. */
const SIGNED_IN_PAGES = new Set(['/dashboard']);
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ALL_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

function build(): void {
  if (process.env.LIGHTHOUSE_SKIP_BUILD === '1') return;
  console.log('Building the portal and the site…');
  const result = spawnSync(
    'pnpm',
    ['--filter', '@dirigeo/portal', '--filter', '@dirigeo/marketing', 'run', 'build'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('the frontends did not build');
}

async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'dirigeo-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: join(repoRoot, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SESSION_SECRET: 'lighthouse-session-secret-long-enough-to-sign',
      LOG_LEVEL: 'warn',
      // Another build of the portal, for a before/after in the same conditions.
      ...(process.env.LIGHTHOUSE_PORTAL_DIST ? { PORTAL_DIST: process.env.LIGHTHOUSE_PORTAL_DIST } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the server did not answer within 120 s');
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return {
    baseUrl: `http://localhost:${port}`,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Measure {
  scores: Record<(typeof CATEGORIES)[number], number>;
  weightBytes: number;
  scriptBytes: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A cookie as the DevTools protocol's `Storage.setCookies` takes it. */
interface BrowserCookie {
  name: string;
  value: string;
  url: string;
  path?: string;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

/** Sends one command to the browser over the DevTools protocol (Node's WebSocket, no dependency). */
async function browserCommand(port: number, method: string, params: object): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (message.id !== 1) return;
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve();
      };
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    socket.close();
  }
}

/**
 * The browser holds the demo session's cookies, as a signed-in user's does (the client area reads
 * the API's signed-in hint from `document.cookie`; cookies sent as extra headers it cannot see),
 * or none for the pages a visitor sees.
 */
async function setBrowserCookies(port: number, cookies: readonly BrowserCookie[]): Promise<void> {
  await browserCommand(port, 'Storage.clearCookies', {});
  if (cookies.length > 0) await browserCommand(port, 'Storage.setCookies', { cookies });
}

/** Signs in as the demo account (seeded by SEED_DEMO) and returns its cookies. */
async function signInAsDemo(baseUrl: string): Promise<BrowserCookie[]> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: 'demo', password: 'demo-dirigeo' }),
  });
  const headers = response.headers.getSetCookie();
  if (!response.ok || headers.length === 0)
    throw new Error(`signing in as the demo account: ${response.status}`);
  return headers.map((header) => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attribute = (name: string) =>
      attributes.find((part) => part.toLowerCase().startsWith(`${name.toLowerCase()}=`))?.split('=')[1];
    const sameSite = attribute('SameSite');
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      url: baseUrl,
      path: attribute('Path') ?? '/',
      httpOnly: attributes.some((part) => part.toLowerCase() === 'httponly'),
      ...(sameSite === 'Strict' || sameSite === 'Lax' || sameSite === 'None' ? { sameSite } : {}),
    };
  });
}

/** Lighthouse's trace errors that say « run Lighthouse again »: the page is not at fault. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_DCL']);

async function audit(url: string, port: number, attempt = 1): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // Once, and said: a second failure is the page's.
    if (attempt === 1 && RETRIED_ERRORS.has(lhr.runtimeError.code)) {
      console.error(`${url}: ${lhr.runtimeError.code}, audited again`);
      return audit(url, port, 2);
    }
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Measure['scores'];
  const resources = lhr.audits['resource-summary']?.details;
  const items =
    resources && 'items' in resources && Array.isArray(resources.items)
      ? (resources.items as { resourceType?: string; transferSize?: number }[])
      : [];
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  // What keeps a category under 100: its audits that count and did not pass.
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry && entry.score !== null && entry.score < 1)
      .map((entry) => `${category}: ${entry?.id} (${entry?.displayValue ?? entry?.score})`),
  );
  return {
    scores,
    weightBytes: numeric('total-byte-weight'),
    scriptBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

build();
const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
try {
  const rows: string[] = [];
  const notes: string[] = [];
  const cookies = PAGES.some((path) => SIGNED_IN_PAGES.has(path)) ? await signInAsDemo(server.baseUrl) : [];
  for (const path of PAGES) {
    await setBrowserCookies(chrome.port, SIGNED_IN_PAGES.has(path) ? cookies : []);
    const runs: Measure[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${server.baseUrl}${path}`, chrome.port));
    const scoreOf = (category: (typeof CATEGORIES)[number]) =>
      median(runs.map((measure) => measure.scores[category]));
    rows.push(
      `| \`${path}\` | ${CATEGORIES.map(scoreOf).join(' | ')} | ${kib(median(runs.map((m) => m.weightBytes)))} | ${kib(median(runs.map((m) => m.scriptBytes)))} | ${Math.round(median(runs.map((m) => m.lcpMs)))} | ${Math.round(median(runs.map((m) => m.tbtMs)))} | ${median(runs.map((m) => m.cls)).toFixed(3)} | ${runs.map((m) => m.scores.performance).join(', ')} |`,
    );
    for (const failing of new Set(runs.flatMap((measure) => measure.failing)))
      notes.push(`- \`${path}\` ${failing}`);
  }
  console.log(
    `\nLighthouse ${lighthouse.name ? '' : ''}(mobile, ${RUNS} runs per page, medians), ${new Date().toISOString()}\n`,
  );
  console.log(
    '| page | performance | accessibility | best practices | SEO | page weight | JavaScript | LCP (ms) | TBT (ms) | CLS | performance per run |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) console.log(row);
  if (notes.length > 0) console.log(`\nAudits that cost points in at least one run:\n${notes.join('\n')}`);
} finally {
  chrome.kill();
  await server.stop();
}
