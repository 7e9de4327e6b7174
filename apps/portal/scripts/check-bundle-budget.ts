/**
 * The first load of /auth and of /dashboard ships at most 90 KB of gzipped JavaScript each (issue 21 §7;
 * they were 121 and 272 KB before the portal rendered with Preact: docs/adr/2026-11-27-preact-for-the-portal.md).
 * Reads Vite's manifest, follows the static imports of the entry and of each screen's route modules
 * (what the browser must fetch before the screen shows), gzips each chunk and fails the build over
 * budget. Dynamic imports (other screens, the registration form, the widgets, the charts) are not
 * counted: they load when used.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * Each screen's route modules, loaded before it shows (a signed-in screen within its layout), and its
 * budget. /dashboard was at 95.8 KB, 25 of them zod: its answers are now read with schemas loaded while
 * the request travels (`apiJsonOnDemand`), so zod is no longer in its first load.
 */
const SCREENS: Record<string, { routeModules: string[]; budgetBytes: number }> = {
  '/auth': { routeModules: ['src/features/auth/route.tsx'], budgetBytes: 90 * KB },
  '/dashboard': {
    routeModules: ['src/app/layout/ProtectedLayout.tsx', 'src/features/dashboard/route.tsx'],
    budgetBytes: 90 * KB,
  },
};
const dist = join(import.meta.dirname, '..', 'dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const manifestJson: unknown = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
if (typeof manifestJson !== 'object' || manifestJson === null) throw new Error('Unreadable Vite manifest');
const manifest = new Map<string, ManifestChunk>();
for (const [key, value] of Object.entries(manifestJson)) {
  if (typeof value === 'object' && value !== null && 'file' in value && typeof value.file === 'string') {
    const imports = 'imports' in value && Array.isArray(value.imports) ? value.imports.map(String) : [];
    const isEntry = 'isEntry' in value && value.isEntry === true;
    manifest.set(key, { file: value.file, isEntry, imports });
  }
}

const entryKeys = [...manifest].filter(([, chunk]) => chunk.isEntry).map(([key]) => key);

for (const [screen, { routeModules, budgetBytes }] of Object.entries(SCREENS)) {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest.get(key);
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entryKeys, ...routeModules]) visit(key);

  let total = 0;
  const rows = [...seen].map((key) => {
    const file = manifest.get(key)?.file ?? key;
    const gzipped = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += gzipped;
    return { file, gzipped };
  });
  rows.sort((a, b) => b.gzipped - a.gzipped);
  console.log(`\nFirst load of ${screen} (gzipped JavaScript):`);
  for (const { file, gzipped } of rows)
    console.log(`  ${(gzipped / 1024).toFixed(2).padStart(7)} kB  ${file}`);
  console.log(
    `  ${(total / 1024).toFixed(2).padStart(7)} kB  total (budget ${budgetBytes / KB} kB, ${budgetBytes - total} bytes left)`,
  );
  if (total > budgetBytes) {
    console.error(`${screen} is over budget by ${((total - budgetBytes) / KB).toFixed(2)} kB`);
    process.exitCode = 1;
  }
}
