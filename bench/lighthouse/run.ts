/**
 * Lighthouse on the public site (issue 9) and the client area (issue 21 §7: /auth, /eligibilite and
 * /dashboard signed in as the demo account, its session cookie sent with every request): the production server as `pnpm start` runs it (built
 * portal and site, the API, an embedded database in a temporary folder), audited by the npm
 * `lighthouse` package driving Debian's Chromium, with Lighthouse's default mobile settings
 * (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown). Each page is audited
 * LIGHTHOUSE_RUNS times (default 3); the table gives the median score of each category, the page's
 * weight and the JavaScript it downloads (transferred bytes), and the median LCP, TBT and CLS.
 *
 *   node bench/lighthouse/run.ts   (or: pnpm --filter @dirigeo/bench bench:lighthouse)
 *
 * The frontends are built first (LIGHTHOUSE_SKIP_BUILD=1 measures the current `dist` folders).
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

/** Signs in as the demo account (seeded by SEED_DEMO) and returns its session cookie. */
async function signInAsDemo(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: 'demo', password: 'demo-dirigeo' }),
  });
  const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  if (!response.ok || cookie.length === 0)
    throw new Error(`signing in as the demo account: ${response.status}`);
  return cookie.join('; ');
}

/** Lighthouse's trace errors that say « run Lighthouse again »: the page is not at fault. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_DCL']);

async function audit(url: string, port: number, cookie?: string, attempt = 1): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // Once, and said: a second failure is the page's.
    if (attempt === 1 && RETRIED_ERRORS.has(lhr.runtimeError.code)) {
      console.error(`${url}: ${lhr.runtimeError.code}, audited again`);
      return audit(url, port, cookie, 2);
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
  const cookie = PAGES.some((path) => SIGNED_IN_PAGES.has(path))
    ? await signInAsDemo(server.baseUrl)
    : undefined;
  for (const path of PAGES) {
    const runs: Measure[] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(
        await audit(`${server.baseUrl}${path}`, chrome.port, SIGNED_IN_PAGES.has(path) ? cookie : undefined),
      );
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
