// Checks what each built page makes the browser download, gzipped, against a budget: run after
// `astro build`, it fails the build when a page grows past it. Counted: inline and external scripts
// with every module they import, islands' components and renderers, stylesheets and inline styles.
import { readdir, readFile } from 'node:fs/promises';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Static pages only: the on-demand pages' scripts are the same files, counted once they are built.
const distDir = fileURLToPath(new URL('../dist/client/', import.meta.url));

const kib = 1024;

/**
 * Pages that are documents and nothing else (issue 9: the legal pages ship no JavaScript of their
 * own). Their only script is the site-wide one of issue 12, which every page has: the few lines
 * that load the search dialog or the assistant's panel when they are first used, and the audience
 * beacon of issue 15 (about 1.7 KiB together, nothing more until then). Anything else on them
 * fails the build.
 */
const scriptFreePages = new Set([
  'mentions-legales/index.html',
  'politique-de-confidentialite/index.html',
  'cgu/index.html',
  'cgv/index.html',
]);

/** Pages whose own script is their purpose, with the budget it gets instead of the default. */
const pageScriptBudgets: Readonly<Record<string, number>> = {
  /**
   * The simulator computes in the page: both computations of @dirigeo/payroll-calc (about 4 KiB),
   * besides the site-wide loader of the search and the assistant. 14 KiB since issue 24: the one
   * payslip computation now carries the ceiling regularisation, the pay elements' valuations, the ACRE
   * and the 2027 file (13,6 KiB measured); 15 KiB since the exact mode names the contract's own rules
   * (interns, apprentices) and reads the assistant's prefilled figures from the link (14,4 KiB
   * measured). Splitting the year's payroll out of the simulator's path is a follow-up.
   */
  'simulators/charges-sociales/index.html': 15 * 1024,
};

/** Gzipped bytes a page may ship. */
const budgets = {
  /** A document: the site-wide loader of the search and the assistant, and nothing else. */
  scriptOfDocuments: 2 * kib,
  /** A page without islands is plain HTML and CSS plus a few lines of script: no framework. */
  scriptWithoutIslands: 4 * kib,
  /** Room for React (react-dom alone is about 65 KiB) and one or two islands (the contact form, the chat). */
  scriptWithIslands: 110 * kib,
  style: 20 * kib,
};

interface PageWeight {
  page: string;
  hasIslands: boolean;
  script: number;
  style: number;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function gzipped(text: string): number {
  return gzipSync(text).byteLength;
}

/** `/_astro/x.js` → its file in dist. */
function fileOf(urlPath: string): string {
  return join(distDir, urlPath.split(/[?#]/)[0] ?? urlPath);
}

// Static imports only (`import "x"`, `… from "x"`): a dynamic `import("x")` loads when the page
// uses it (the search dialog, the assistant's panel), not with the page.
const importPattern = /(?:\bimport\s*|\bfrom\s*)["'`]([^"'`]+\.js)["'`]/g;

/** Adds `urlPath` and every module it imports, once each, to `seen`. */
async function collectModules(urlPath: string, seen: Map<string, string>): Promise<void> {
  if (seen.has(urlPath)) return;
  const source = await readFile(fileOf(urlPath), 'utf8');
  seen.set(urlPath, source);
  for (const [, specifier] of source.matchAll(importPattern)) {
    if (specifier === undefined || /^[a-z]+:/i.test(specifier)) continue;
    await collectModules(posix.resolve(posix.dirname(urlPath), specifier), seen);
  }
}

async function weigh(file: string): Promise<PageWeight> {
  const html = await readFile(file, 'utf8');
  const modules = new Map<string, string>();
  let inlineScript = '';
  for (const [tag, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) {
      await collectModules(src, modules);
      continue;
    }
    if (/type="application\/(?:ld\+)?json"/.test(tag)) continue;
    inlineScript += body;
    for (const [, specifier] of body.matchAll(importPattern)) {
      if (specifier?.startsWith('/')) await collectModules(specifier, modules);
    }
  }
  // Each island names its component and its framework's renderer: both are downloaded.
  for (const [island] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const [, url] of island.matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)) {
      if (url) await collectModules(url, modules);
    }
  }

  let style = 0;
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    if (href) style += gzipped(await readFile(fileOf(href), 'utf8'));
  }
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    style += gzipped(body ?? '');
  }

  const script =
    (inlineScript ? gzipped(inlineScript) : 0) +
    [...modules.values()].reduce((sum, source) => sum + gzipped(source), 0);
  return { page: relative(distDir, file), hasIslands: html.includes('<astro-island'), script, style };
}

function format(bytes: number): string {
  return `${(bytes / kib).toFixed(1)} KiB`;
}

const weights = await Promise.all((await htmlFiles(distDir)).map(weigh));
const failures: string[] = [];
for (const page of scriptFreePages) {
  if (!weights.some((weight) => weight.page === page)) failures.push(`${page}: not built`);
}
for (const weight of weights.sort((a, b) => a.page.localeCompare(b.page))) {
  const scriptBudget = scriptFreePages.has(weight.page)
    ? budgets.scriptOfDocuments
    : (pageScriptBudgets[weight.page] ??
      (weight.hasIslands ? budgets.scriptWithIslands : budgets.scriptWithoutIslands));
  console.log(
    `${weight.page.padEnd(40)} script ${format(weight.script).padStart(10)} / ${format(scriptBudget)}   style ${format(weight.style).padStart(10)} / ${format(budgets.style)}`,
  );
  if (weight.script > scriptBudget)
    failures.push(`${weight.page}: script ${format(weight.script)} > ${format(scriptBudget)}`);
  if (weight.style > budgets.style)
    failures.push(`${weight.page}: style ${format(weight.style)} > ${format(budgets.style)}`);
}

if (failures.length > 0) {
  console.error(`\nPage budgets exceeded (gzipped):\n${failures.join('\n')}`);
  process.exitCode = 1;
}
