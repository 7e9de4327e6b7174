/**
 * The first load of /auth ships at most 121.5 KB of gzipped JavaScript (issue 4's 120 KB; 1 KB more for
 * issue 22's « Mot de passe oublié ? » and issue 23's « Déclarations » routes; 0.5 KB for issue 22's
 * two-factor code step: the branch that tells a code is asked and the lazy import of its form, 200
 * bytes, where 52 were left — the form and its API call are a chunk of their own). Reads Vite's
 * manifest, follows the static imports of the entry and of the /auth route module (what the
 * browser must fetch before /auth shows), gzips each chunk and fails the build over budget.
 * Dynamic imports (other screens, the registration form, the validation code) are not counted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 121.5 * 1024;
const ROUTE_MODULE = 'src/features/auth/route.tsx';
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
const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  const chunk = manifest.get(key);
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const key of [...entryKeys, ROUTE_MODULE]) visit(key);

let total = 0;
const rows = [...seen].map((key) => {
  const file = manifest.get(key)?.file ?? key;
  const gzipped = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gzipped;
  return { file, gzipped };
});
rows.sort((a, b) => b.gzipped - a.gzipped);
console.log('\nFirst load of /auth (gzipped JavaScript):');
for (const { file, gzipped } of rows) console.log(`  ${(gzipped / 1024).toFixed(2).padStart(7)} kB  ${file}`);
console.log(
  `  ${(total / 1024).toFixed(2).padStart(7)} kB  total (budget ${BUDGET_BYTES / 1024} kB, ${BUDGET_BYTES - total} bytes left)`,
);
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${((total - BUDGET_BYTES) / 1024).toFixed(2)} kB`);
  process.exitCode = 1;
}
