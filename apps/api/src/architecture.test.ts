import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The API's boundaries, checked on every import of its source (issue 21 §4):
 * - `official-data/` is the only writer of the official tables (the practical sheets, the Code du
 *   travail, the collective agreements): it imports the modules it fills, and no module, route or
 *   plugin imports it. Only the start-up's content loading (`db/content/`) calls it.
 * - nothing imports another app, by package name or by a path out of `apps/api`.
 * - the site search's tables (`search_document`, `search_head_term`…) are read and written by
 *   `modules/search/` alone: the site search, the datasets and the assistant call it (migrations aside).
 */
const src = dirname(fileURLToPath(import.meta.url));
const OTHER_APPS = ['@dirigeo/portal', '@dirigeo/marketing'];
const MAY_IMPORT_OFFICIAL_DATA = ['official-data', 'db/content'];
const SEARCH_TABLE = /\bsearch_(?:document|head_term|source_fingerprint)\b/;
const MAY_NAME_SEARCH_TABLES = ['modules/search', 'db/migrations'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module specifier of a file: static and dynamic imports, and re-exports. */
function importSpecifiers(code: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;
  return [...code.matchAll(pattern)].map((match) => match[2] ?? '');
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(src).filter((path) => path !== fileURLToPath(import.meta.url))) {
    const name = relative(src, file).split(sep).join('/');
    const code = readFileSync(file, 'utf8');
    if (SEARCH_TABLE.test(code) && !MAY_NAME_SEARCH_TABLES.some((area) => name.startsWith(`${area}/`)))
      found.push(`${name} names a table of the site search, which modules/search alone reads and writes`);
    for (const specifier of importSpecifiers(code)) {
      if (OTHER_APPS.some((app) => specifier === app || specifier.startsWith(`${app}/`)))
        found.push(`${name} imports another app: ${specifier}`);
      if (!specifier.startsWith('.')) continue;
      const target = relative(src, resolve(dirname(file), specifier))
        .split(sep)
        .join('/');
      if (target.startsWith('..')) found.push(`${name} reaches out of apps/api: ${specifier}`);
      const mayImport = MAY_IMPORT_OFFICIAL_DATA.some((area) => name.startsWith(`${area}/`));
      if (target.startsWith('official-data/') && !mayImport)
        found.push(`${name} imports official-data, the only writer of the official tables: ${specifier}`);
    }
  }
  return found;
}

describe("the API's boundaries", () => {
  it('holds on every import', () => {
    expect(violations()).toEqual([]);
  });

  it('finds the imports a file makes', () => {
    expect(
      importSpecifiers(
        "import { a } from './a.ts';\nexport { b } from '../b.ts';\nconst c = await import('./c.ts');\nimport './d.ts';",
      ),
    ).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts']);
  });
});
