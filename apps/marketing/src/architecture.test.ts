import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The site's boundaries, checked on every import of its source, as in the portal (CONVENTIONS.md,
 * "The frontends"):
 * - a feature (`src/features/<feature>/`: home, pricing, contact, blog, newsletter, tools-hub,
 *   simulators, letters, legal) holds its components, clients and styles and never imports another
 *   feature: what two features share goes down into `src/lib`, `src/components` or `src/styles`;
 * - `src/lib`, `src/components`, `src/styles` and `src/scripts` never import a feature: they are
 *   what the features stand on; only `src/pages` (thin, one per address) and `src/layouts` compose
 *   features;
 * - nothing imports another app, by package name or by a path out of `apps/marketing`.
 */
const src = dirname(fileURLToPath(import.meta.url));
const appRoot = resolve(src, '..');
const OTHER_APPS = ['@dirigeo/api', '@dirigeo/portal'];
const COMPOSERS = new Set(['pages', 'layouts', 'server']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier of a file: static and dynamic imports, and re-exports. */
export function importSpecifiers(code: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;
  return [...code.matchAll(pattern)].map((match) => match[2] ?? '');
}

/** 'features/blog', 'lib', 'pages'… the area of the source a file belongs to. */
function areaOf(file: string): string {
  const [top, second] = relative(src, file).split(sep);
  return top === 'features' ? `features/${second}` : (top ?? '');
}

interface Violation {
  file: string;
  imports: string;
  rule: string;
}

function violations(): Violation[] {
  const found: Violation[] = [];
  // This file quotes imports as examples: not its own imports.
  for (const file of sourceFiles(src).filter((path) => path !== fileURLToPath(import.meta.url))) {
    const area = areaOf(file);
    const name = relative(appRoot, file);
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      if (OTHER_APPS.some((app) => specifier === app || specifier.startsWith(`${app}/`))) {
        found.push({ file: name, imports: specifier, rule: 'an app never imports another app' });
        continue;
      }
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (relative(appRoot, target).startsWith('..')) {
        found.push({ file: name, imports: specifier, rule: 'nothing imports from outside apps/marketing' });
        continue;
      }
      if (!target.startsWith(src + sep)) continue;
      const targetArea = areaOf(target);
      if (!targetArea.startsWith('features/') || targetArea === area) continue;
      if (area.startsWith('features/')) {
        found.push({ file: name, imports: specifier, rule: 'a feature never imports another feature' });
      } else if (!COMPOSERS.has(area)) {
        found.push({ file: name, imports: specifier, rule: `src/${area} never imports a feature` });
      }
    }
  }
  return found;
}

describe('the boundaries of the site', () => {
  it('holds on every import of the source', () => {
    expect(violations()).toEqual([]);
  });

  it('keeps the source in its areas: no component or helper left outside the shared folders', () => {
    const areas = new Set(sourceFiles(src).map(areaOf));
    const known =
      /^(features\/[a-z-]+|lib|components|styles|scripts|pages|layouts|server|architecture\.test\.ts|env\.d\.ts|site-env\.ts)$/;
    expect([...areas].filter((area) => !known.test(area))).toEqual([]);
  });

  it('reads every kind of import', () => {
    const code = [
      "import { a } from '../../features/blog/x.ts';",
      "import type { B } from './b.ts';",
      "export { c } from '../c.ts';",
      "const D = await import('../features/d/e.ts');",
      "import Hero from '../features/home/Hero.astro';",
      "import './styles.css.ts';",
    ].join('\n');
    expect(importSpecifiers(code)).toEqual([
      '../../features/blog/x.ts',
      './b.ts',
      '../c.ts',
      '../features/d/e.ts',
      '../features/home/Hero.astro',
      './styles.css.ts',
    ]);
  });
});
