import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The portal's boundaries, checked on every import of its source (CONVENTIONS.md, "The frontends"):
 * - a feature (`src/features/<feature>/`) never imports another feature: what two features share
 *   goes down into `src/lib` (or `packages/ui`);
 * - `src/lib` never imports a feature or `src/app`: it is what they stand on;
 * - nothing imports another app, by package name or by a path out of `apps/portal`.
 */
const src = dirname(fileURLToPath(import.meta.url));
const appRoot = resolve(src, '..');
const OTHER_APPS = ['@dirigeo/api', '@dirigeo/marketing'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier of a file: static and dynamic imports, and re-exports. */
export function importSpecifiers(code: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;
  return [...code.matchAll(pattern)].map((match) => match[2] ?? '');
}

/** 'features/dashboard', 'lib', 'app'… the area of the source a file belongs to. */
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
        found.push({ file: name, imports: specifier, rule: 'nothing imports from outside apps/portal' });
        continue;
      }
      if (!target.startsWith(src + sep)) continue;
      const targetArea = areaOf(target);
      if (area.startsWith('features/') && targetArea.startsWith('features/') && targetArea !== area) {
        found.push({ file: name, imports: specifier, rule: 'a feature never imports another feature' });
      }
      if (area === 'lib' && (targetArea.startsWith('features/') || targetArea === 'app')) {
        found.push({ file: name, imports: specifier, rule: 'src/lib never imports a feature or src/app' });
      }
    }
  }
  return found;
}

describe('the boundaries of the portal', () => {
  it('holds on every import of the source', () => {
    expect(violations()).toEqual([]);
  });

  it('reads every kind of import', () => {
    const code = [
      "import { a } from '../../features/payslips/x.ts';",
      "import type { B } from './b.ts';",
      "export { c } from '../c.ts';",
      "const D = lazy(() => import('../features/d/route.tsx'));",
      "import './styles.css.ts';",
    ].join('\n');
    expect(importSpecifiers(code)).toEqual([
      '../../features/payslips/x.ts',
      './b.ts',
      '../c.ts',
      '../features/d/route.tsx',
      './styles.css.ts',
    ]);
  });
});
