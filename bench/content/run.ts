/**
 * The public content's benchmarks (issues 11, 12 and 13), on PostgreSQL, against the real server
 * (`apps/api/src/server.ts`, which loads the site's content, the 24 articles, the practical sheets
 * and the Code du travail at start):
 *
 * 1. the assistant's quality: the questions of `bench/chat/questions.ts` (tuning part) and
 *    `bench/chat/held-out.ts`, `held-out-2.ts`, `held-out-3.ts`, `held-out-4.ts` … `held-out-25.ts` (kept aside, never tuned on), each asked once through POST /api/chat
 *    and judged on its answer (the right figure, « nothing found », or the right page first), with
 *    the answer time — on the site's real content;
 * 2. then 10 000 articles are added (each of 6 paragraphs drawn from the real ones), and the blog's list (GET /api/blog,
 *    searched, and at offset 9 000) and the site search (GET /api/search: common, rare, accented and
 *    misspelt words) are loaded by 10 clients, with p50, p95, p99 and requests per second.
 *
 *   node bench/content/run.ts   (or: pnpm --filter @dirigeo/bench bench:content)
 *   node bench/content/run.ts --chat-only                 the assistant's quality alone (BENCH_ONLY=chat)
 *   node bench/content/run.ts --chat-only --tuning-only   its tuning part alone (BENCH_CHAT_PARTS=tuning)
 *   node bench/content/run.ts --search-only               the blog list and site search alone (BENCH_ONLY=search)
 *
 * Only the tuning part's wrong answers are printed; the kept-aside parts' are printed with
 * `--show-held-out-misses`, which is for nobody who tunes the assistant.
 *
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
 * database BENCH_DATABASE (default dirigeo_bench_content; another name when two people bench at once)
 * is dropped and created afresh on it. BENCH_SECONDS per measure (5).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { heldOutQuestions } from '../chat/held-out.ts';
import { heldOutQuestions2 } from '../chat/held-out-2.ts';
import { heldOutQuestions3 } from '../chat/held-out-3.ts';
import { heldOutQuestions4 } from '../chat/held-out-4.ts';
import { heldOutQuestions5 } from '../chat/held-out-5.ts';
import { heldOutQuestions6 } from '../chat/held-out-6.ts';
import { heldOutQuestions7 } from '../chat/held-out-7.ts';
import { heldOutQuestions8 } from '../chat/held-out-8.ts';
import { heldOutQuestions9 } from '../chat/held-out-9.ts';
import { heldOutQuestions10 } from '../chat/held-out-10.ts';
import { heldOutQuestions11 } from '../chat/held-out-11.ts';
import { heldOutQuestions12 } from '../chat/held-out-12.ts';
import { heldOutQuestions13 } from '../chat/held-out-13.ts';
import { heldOutQuestions14 } from '../chat/held-out-14.ts';
import { heldOutQuestions15 } from '../chat/held-out-15.ts';
import { heldOutQuestions16 } from '../chat/held-out-16.ts';
import { heldOutQuestions17 } from '../chat/held-out-17.ts';
import { heldOutQuestions18 } from '../chat/held-out-18.ts';
import { heldOutQuestions19 } from '../chat/held-out-19.ts';
import { heldOutQuestions20 } from '../chat/held-out-20.ts';
import { heldOutQuestions21 } from '../chat/held-out-21.ts';
import { heldOutQuestions22 } from '../chat/held-out-22.ts';
import { heldOutQuestions23 } from '../chat/held-out-23.ts';
import { heldOutQuestions24 } from '../chat/held-out-24.ts';
import { heldOutQuestions25 } from '../chat/held-out-25.ts';
import { type BenchQuestion, questions } from '../chat/questions.ts';
import { load, type LoadResult } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ARTICLES = 10_000;
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const serverUrl = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const benchUrl = new URL(serverUrl);
const benchDatabase = process.env.BENCH_DATABASE ?? 'dirigeo_bench_content';
if (!/^[a-z_][a-z0-9_]*$/.test(benchDatabase))
  throw new Error(`BENCH_DATABASE: not a plain name (${benchDatabase})`);
benchUrl.pathname = `/${benchDatabase}`;

const format = (value: number, digits = 1) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function freshDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${benchDatabase} with (force)`);
  await admin.query(`create database ${benchDatabase}`);
  await admin.end();
}

async function startServer(): Promise<{ origin: string; child: ChildProcess; startMs: number }> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const started = performance.now();
  const child = spawn(process.execPath, [join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: join(repoRoot, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: benchUrl.toString(),
      DATA_DIR: `/tmp/${benchDatabase.replaceAll('_', '-')}`,
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
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, child, startMs: performance.now() - started };
}

/** The links of an answer, in order, without the booking link. */
function linksOf(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]+)"/g)]
    .map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))
    .filter((href) => href !== '/#contact' || html.includes('Nous écrire'))
    .filter((href) => !href.startsWith('http'));
}

function matches(href: string, source: string): boolean {
  // A section of a page is that page (« /cgu#essai » is « /cgu »), unless the source names the
  // section (« /#faq », « /#tarifs »: the home page's sections answer different things).
  const address = href.split('?')[0] ?? href;
  const path = source.includes('#') ? address : (address.split('#')[0] ?? address);
  return source.endsWith('/') ? path.startsWith(source) : path === source;
}

/** Text without its tags, every kind of space made one: how a figure is looked for. */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
}

/**
 * Whether the answer is right (issue 28 §2): the figures in it, or nothing found when nothing we
 * hold answers, or else the right page as its first link.
 */
function isRight(html: string, expected: BenchQuestion): boolean {
  if (expected.unknown) return html.includes("Je n'ai pas trouvé");
  if (expected.figures) {
    const text = plain(html).toLowerCase();
    return expected.figures.every((figure) => text.includes(plain(figure).toLowerCase()));
  }
  const first = linksOf(html)[0];
  return first !== undefined && (expected.sources ?? []).some((source) => matches(first, source));
}

interface PartResult {
  right: number;
  total: number;
  times: number[];
  misses: string[];
}

async function askAll(origin: string, part: readonly BenchQuestion[]): Promise<PartResult> {
  const result: PartResult = { right: 0, total: part.length, times: [], misses: [] };
  for (const expected of part) {
    const sent = performance.now();
    const response = await fetch(`${origin}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: expected.question }),
    });
    const { response: html } = (await response.json()) as { response: string };
    result.times.push(performance.now() - sent);
    if (isRight(html, expected)) result.right += 1;
    else
      result.misses.push(
        `${expected.question} → ${linksOf(html).slice(0, 2).join(', ') || plain(html).slice(0, 90)}`,
      );
  }
  return result;
}

function p(times: readonly number[], fraction: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** Only the assistant's quality: `--chat-only` or BENCH_ONLY=chat (a quick check while tuning it). */
const chatOnly = process.argv.includes('--chat-only') || process.env.BENCH_ONLY === 'chat';
/** Only the blog list and the site search: `--search-only` or BENCH_ONLY=search (the assistant not asked). */
const searchOnly = process.argv.includes('--search-only') || process.env.BENCH_ONLY === 'search';
/**
 * Only the tuning part: `--tuning-only` or BENCH_CHAT_PARTS=tuning. The kept-aside parts are for a
 * final measure, not for every run while tuning.
 */
const tuningOnly = process.argv.includes('--tuning-only') || process.env.BENCH_CHAT_PARTS === 'tuning';
/**
 * The kept-aside parts' wrong answers are printed only when asked (`--show-held-out-misses`):
 * reading them would be tuning on them.
 */
const showHeldOutMisses = process.argv.includes('--show-held-out-misses');

/** The kept-aside parts, in the order they were written, each with when and how. */
const HELD_OUT_PARTS: readonly { name: string; written: string; questions: readonly BenchQuestion[] }[] = [
  { name: 'first', written: 'never tuned on', questions: heldOutQuestions },
  {
    name: 'second',
    written: 'written at stop 32 without reading the assistant',
    questions: heldOutQuestions2,
  },
  {
    name: 'third',
    written: 'written at stop 37 without reading the assistant',
    questions: heldOutQuestions3,
  },
  {
    name: 'fourth',
    written: 'written at stop 38 without reading the assistant',
    questions: heldOutQuestions4,
  },
  {
    name: 'fifth',
    written: 'written at stop 38 without reading the assistant',
    questions: heldOutQuestions5,
  },
  {
    name: 'sixth',
    written: 'written at stop 39 without reading the assistant',
    questions: heldOutQuestions6,
  },
  {
    name: 'seventh',
    written: 'written at stop 39 without reading the assistant',
    questions: heldOutQuestions7,
  },
  {
    name: 'eighth',
    written: 'written at stop 39 without reading the assistant',
    questions: heldOutQuestions8,
  },
  {
    name: 'ninth',
    written: 'written at stop 39 without reading the assistant',
    questions: heldOutQuestions9,
  },
  {
    name: 'tenth',
    written: 'written at stop 42 without reading the assistant',
    questions: heldOutQuestions10,
  },
  {
    name: 'eleventh',
    written: 'written at stop 42 without reading the assistant',
    questions: heldOutQuestions11,
  },
  {
    name: 'twelfth',
    written: 'written at stop 43 without reading the assistant',
    questions: heldOutQuestions12,
  },
  {
    name: 'thirteenth',
    written: 'written at stop 43 without reading the assistant',
    questions: heldOutQuestions13,
  },
  {
    name: 'fourteenth',
    written: 'written at stop 44 without reading the assistant',
    questions: heldOutQuestions14,
  },
  {
    name: 'fifteenth',
    written: 'written at stop 44 without reading the assistant',
    questions: heldOutQuestions15,
  },
  {
    name: 'sixteenth',
    written: 'written at stop 45 without reading the assistant',
    questions: heldOutQuestions16,
  },
  {
    name: 'seventeenth',
    written: 'written at stop 45 without reading the assistant',
    questions: heldOutQuestions17,
  },
  {
    name: 'eighteenth',
    written: 'written at stop 46 without reading the assistant',
    questions: heldOutQuestions18,
  },
  {
    name: 'nineteenth',
    written: 'written at stop 46 without reading the assistant',
    questions: heldOutQuestions19,
  },
  {
    name: 'twentieth',
    written: 'written at stop 47 without reading the assistant',
    questions: heldOutQuestions20,
  },
  {
    name: 'twenty-first',
    written: 'written at stop 47 without reading the assistant',
    questions: heldOutQuestions21,
  },
  {
    name: 'twenty-second',
    written: 'written at stop 47 without reading the assistant',
    questions: heldOutQuestions22,
  },
  {
    name: 'twenty-third',
    written: 'written at stop 48 without reading the assistant',
    questions: heldOutQuestions23,
  },
  {
    name: 'twenty-fourth',
    written: 'written at stop 48 without reading the assistant',
    questions: heldOutQuestions24,
  },
  {
    name: 'twenty-fifth',
    written: 'written at stop 48 without reading the assistant',
    questions: heldOutQuestions25,
  },
];

async function benchChat(origin: string): Promise<void> {
  const tuning = await askAll(origin, questions);
  const heldOut: { name: string; written: string; result: PartResult }[] = [];
  if (!tuningOnly)
    for (const part of HELD_OUT_PARTS)
      heldOut.push({ name: part.name, written: part.written, result: await askAll(origin, part.questions) });
  const all = [...tuning.times, ...heldOut.flatMap((part) => part.result.times)];
  const share = (part: { right: number; total: number }) =>
    `${part.right}/${part.total} (${format((100 * part.right) / part.total)} %)`;
  console.log('### Chat assistant, retrieval mode (real content)\n');
  console.log('| measure | value | target |');
  console.log('| --- | --- | --- |');
  if (tuningOnly) {
    console.log(`| questions | ${tuning.total} (tuning part only; kept-aside parts not asked) | |`);
    console.log(`| right answer, tuning part | ${share(tuning)} | |`);
  } else {
    const aside = heldOut.reduce((sum, part) => sum + part.result.total, 0);
    const total = tuning.total + aside;
    console.log(
      `| questions | ${total} (${tuning.total} tuning; ${heldOut.map((part) => part.result.total).join(' + ')} = ${aside} kept aside, ${format((100 * aside) / total)} %) | ≥ 150, a third aside |`,
    );
    console.log(`| right answer, tuning part | ${share(tuning)} | |`);
    for (const part of heldOut)
      console.log(
        `| right answer, ${part.name} kept-aside part (${part.written}) | ${share(part.result)} | ≥ 90 % |`,
      );
    const allAside = {
      right: heldOut.reduce((sum, part) => sum + part.result.right, 0),
      total: aside,
    };
    console.log(`| right answer, all kept-aside parts | ${share(allAside)} | ≥ 90 % |`);
  }
  console.log(
    `| answer time p50 / p95 (one client, HTTP included) | ${format(p(all, 0.5))} / ${format(p(all, 0.95))} ms | p95 ≤ 50 ms |`,
  );
  const printed: (readonly [string, PartResult])[] = [['tuning', tuning]];
  if (showHeldOutMisses) for (const part of heldOut) printed.push([`${part.name} kept aside`, part.result]);
  for (const [name, part] of printed) {
    if (part.misses.length > 0)
      console.log(`\nWrong (${name}):\n${part.misses.map((miss) => `- ${miss}`).join('\n')}`);
  }
  console.log('');
}

/** A small deterministic generator, so that two runs build the same articles. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * 10 000 more published articles, each made of 6 paragraphs drawn from the real ones (so a word is
 * in a few percent of them, as in a real blog, not in every copy), with their search documents.
 */
async function addArticles(): Promise<number> {
  const client = new pg.Client({ connectionString: benchUrl.toString() });
  await client.connect();
  const real = (
    await client.query<{ title: string; summary: string; content: string; category: string; tags: string[] }>(
      'select title, summary, content, category, tags from article',
    )
  ).rows;
  const paragraphs = real.flatMap((article) =>
    article.content.split(/(?<=<\/(?:p|ul|ol|table)>)/).filter((piece) => piece.length > 80),
  );
  const next = random(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  for (let start = 0; start < ARTICLES; start += 500) {
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let index = start; index < Math.min(ARTICLES, start + 500); index += 1) {
      const base = pick(real);
      const content = Array.from({ length: 6 }, () => pick(paragraphs)).join('');
      const at = values.length;
      values.push(
        `genere-${index}`,
        `${base.title} (${index})`,
        base.summary,
        content,
        base.category,
        base.tags,
        index,
      );
      rows.push(
        `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, 'published', now() - make_interval(mins => $${at + 7}), 600, 'back-office', now(), now())`,
      );
    }
    await client.query(
      `insert into article (slug, title, summary, content, category, tags, status, published_at, word_count, origin, created_at, updated_at) values ${rows.join(', ')}`,
      values,
    );
  }
  await client.query(
    `insert into search_document (source, source_id, type, title, description, body, category, url, boost, updated_at)
     select 'article', a.id::text, 'article', a.title, a.summary, left(regexp_replace(a.content, '<[^>]*>', ' ', 'g'), 20000),
       a.category, '/blog/' || a.slug, 1, now()
     from article a where a.slug like 'genere-%'`,
  );
  // What autovacuum would have done on a live database: statistics, and the visibility map that
  // lets a far page of the list be read from the index alone.
  await client.query('vacuum analyze article');
  await client.query('vacuum analyze search_document');
  // The one-word searches' precomputed ranks, filled by the triggers: read from the index alone once visible.
  await client.query('vacuum analyze search_head_term');
  // The articles' headings, copied by the triggers: what the blog's search ranks by.
  await client.query('vacuum analyze article_heading');
  const total = Number((await client.query('select count(*) from article')).rows[0].count);
  const documents = Number((await client.query('select count(*) from search_document')).rows[0].count);
  await client.end();
  console.log(`${total} published articles, ${documents} documents in the site search index.\n`);
  return total;
}

function row(name: string, alone: LoadResult, loaded: LoadResult, targetMs: number): string {
  const met = alone.p95 <= targetMs ? 'met' : 'missed';
  return `| ${name} | ${format(alone.p50)} / ${format(alone.p95)} / ${format(alone.p99)} | ${format(loaded.p50)} / ${format(loaded.p95)} / ${format(loaded.p99)} | ${format(loaded.perSecond, 0)} | ${alone.errors + loaded.errors} | ${met} |`;
}

async function benchLists(origin: string): Promise<void> {
  const measures: [string, string[]][] = [
    [
      'GET /api/blog?search=… (6 searches in turn)',
      [
        'dividendes',
        'montant net social',
        'prélèvement à la source',
        'DSN',
        'chomage president',
        'retraite trimestres',
      ].map((q) => `${origin}/api/blog?search=${encodeURIComponent(q)}`),
    ],
    ['GET /api/blog?offset=9000', [`${origin}/api/blog?offset=9000`]],
    [
      'GET /api/search, common words (salaire, licenciement, cotisations)',
      ['salaire', 'licenciement', 'cotisations'].map((q) => `${origin}/api/search?q=${q}`),
    ],
    [
      'GET /api/search, rare words (inaptitude, sabbatique, AGS)',
      ['inaptitude', 'sabbatique', 'AGS'].map((q) => `${origin}/api/search?q=${q}`),
    ],
    [
      'GET /api/search, accented (indemnité, préavis, congés payés)',
      ['indemnité', 'préavis', 'congés payés'].map((q) => `${origin}/api/search?q=${encodeURIComponent(q)}`),
    ],
    [
      'GET /api/search, misspelt (licensiement, preavi, cotisasions)',
      ['licensiement', 'preavi', 'cotisasions'].map((q) => `${origin}/api/search?q=${q}`),
    ],
    ['GET /api/search, a number of the code (L1234-9)', [`${origin}/api/search?q=L1234-9`]],
  ];
  console.log('### Blog list and site search, PostgreSQL\n');
  console.log(
    "One client (a request's own time), then 10 clients as fast as the machine goes (throughput; the",
  );
  console.log(
    'latency is then mostly queueing, the load generator, the server and PostgreSQL sharing the cores).\n',
  );
  console.log(
    '| request | 1 client: p50 / p95 / p99 ms | 10 clients: p50 / p95 / p99 ms | 10 clients: req/s | errors | p95 ≤ 10 ms (1 client) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [name, urls] of measures) {
    await load(urls, { seconds: 1, connections: 10 });
    const alone = await load(urls, { seconds: SECONDS, connections: 1 });
    const loaded = await load(urls, { seconds: SECONDS, connections: 10 });
    console.log(row(name, alone, loaded, 10));
  }
  console.log('');
}

await freshDatabase();
const server = await startServer();
console.log(
  `First start on an empty database (migrations and every content loader): ${format(server.startMs / 1000)} s\n`,
);
try {
  if (!searchOnly) await benchChat(server.origin);
  if (!chatOnly) {
    await addArticles();
    await benchLists(server.origin);
  }
} finally {
  server.child.kill('SIGTERM');
}
