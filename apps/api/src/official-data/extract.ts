/**
 * Extracts the official content we serve from the pinned SocialGouv npm packages into the compact
 * data files committed under apps/api/data/official (see data-files.ts):
 *
 *   pnpm data:extract [--from <dir>] [--in-force-on YYYY-MM-DD]
 *
 * The packages are fetched with `npm pack` into a temporary folder, unpacked there and removed
 * afterwards: they are large (about 350 MB unpacked) and never a dependency of the workspace.
 * `--from` reads packages already unpacked as `<dir>/socialgouv-<name>-<version>/package`
 * instead. The Code du travail keeps the articles in force on `--in-force-on` (default: today).
 * Run it when a package version below is raised, and commit the files it writes.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { OfficialDataset } from '@dirigeo/schemas';
import { z } from 'zod';
import {
  DATA_FILE_NAMES,
  DATA_FILE_SCHEMAS,
  type DataFileSource,
  type DataFiles,
  OFFICIAL_DATA_DIR,
} from './data-files.ts';
import { OFFICIAL_PACKAGES } from './official-packages.ts';
import {
  extractCollectiveAgreements,
  kaliAgreementSchema,
} from './extraction/extract-collective-agreements.ts';
import { extractLabourCode, legiCodeSchema } from './extraction/extract-labour-code.ts';
import { extractPracticalSheets, ministrySheetsSchema } from './extraction/extract-practical-sheets.ts';

type PackageKey = keyof typeof OFFICIAL_PACKAGES;

const { values: options } = parseArgs({
  options: {
    from: { type: 'string' },
    'in-force-on': { type: 'string', default: new Date().toISOString().slice(0, 10) },
  },
});
const inForceOn = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '--in-force-on expects YYYY-MM-DD' })
  .parse(options['in-force-on']);

const packageJsonSchema = z.object({ name: z.string(), version: z.string(), license: z.string() });

function folderName(key: PackageKey): string {
  const { name, version } = OFFICIAL_PACKAGES[key];
  return `${name.replace('@', '').replace('/', '-')}-${version}`;
}

/** Fetches and unpacks every package into `directory`, as `--from` expects them. */
async function fetchPackages(directory: string): Promise<void> {
  for (const key of Object.keys(OFFICIAL_PACKAGES) as PackageKey[]) {
    const { name, version } = OFFICIAL_PACKAGES[key];
    console.log(`npm pack ${name}@${version}`);
    const tarball = execFileSync(
      'npm',
      ['pack', `${name}@${version}`, '--pack-destination', directory, '--silent'],
      {
        encoding: 'utf8',
      },
    ).trim();
    const target = join(directory, folderName(key));
    await mkdir(target, { recursive: true });
    // npm prints the tarball's name last.
    execFileSync('tar', ['-xzf', join(directory, tarball.split('\n').at(-1) ?? tarball), '-C', target]);
  }
}

/** The unpacked package's folder, checked to be the pinned name and version, and its source. */
async function openPackage(root: string, key: PackageKey): Promise<{ dir: string; source: DataFileSource }> {
  const { name, version, editor } = OFFICIAL_PACKAGES[key];
  const dir = join(root, folderName(key), 'package');
  const manifest = packageJsonSchema.parse(JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')));
  if (manifest.name !== name || manifest.version !== version) {
    throw new Error(`${dir} holds ${manifest.name}@${manifest.version}, not ${name}@${version}`);
  }
  return { dir, source: { editor, package: name, version, license: manifest.license } };
}

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8'));
}

async function writeDataFile<D extends OfficialDataset>(dataset: D, file: DataFiles[D]): Promise<number> {
  // The loader reads the file through the same schema: checked here, before it is committed.
  const checked = DATA_FILE_SCHEMAS[dataset].parse(file);
  const bytes = gzipSync(Buffer.from(JSON.stringify(checked)), { level: 9 });
  await mkdir(OFFICIAL_DATA_DIR, { recursive: true });
  await writeFile(join(OFFICIAL_DATA_DIR, DATA_FILE_NAMES[dataset]), bytes);
  return bytes.length;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const temporary = options.from ? null : await mkdtemp(join(tmpdir(), 'dirigeo-official-data-'));
try {
  const root = options.from ?? temporary;
  if (!root) throw new Error('no package folder');
  if (temporary) await fetchPackages(temporary);

  const legi = await openPackage(root, 'code');
  const code = legiCodeSchema.parse(await readJson(join(legi.dir, 'data', 'LEGITEXT000006072050.json')));
  const labourCode = extractLabourCode(code, legi.source, inForceOn);
  const codeSize = await writeDataFile('code-du-travail', labourCode.file);
  console.log(
    `code-du-travail: ${labourCode.file.articles.length} articles in force on ${inForceOn}, ` +
      `${labourCode.file.sections.length} sections, ${kilobytes(codeSize)}`,
  );

  const fiches = await openPackage(root, 'sheets');
  const sheets = extractPracticalSheets(
    ministrySheetsSchema.parse(await readJson(join(fiches.dir, 'data', 'fiches-travail.json'))),
    fiches.source,
    labourCode.index,
  );
  const sheetsSize = await writeDataFile('fiches-pratiques', sheets);
  const byCategory = new Map<string, number>();
  for (const sheet of sheets.sheets)
    byCategory.set(sheet.category, (byCategory.get(sheet.category) ?? 0) + 1);
  console.log(`fiches-pratiques: ${sheets.sheets.length} sheets, ${kilobytes(sheetsSize)}`);
  console.log(
    `  by category: ${[...byCategory].map(([category, count]) => `${category} ${count}`).join(', ')}`,
  );
  for (const sheet of sheets.sheets.filter((candidate) => candidate.category === 'autres')) {
    console.warn(`  no category rule matches « ${sheet.title} » (${sheet.slug}): filed under « autres »`);
  }

  const kali = await openPackage(root, 'agreements');
  const files = (await readdir(join(kali.dir, 'data'))).filter((file) =>
    /^KALICONT\d{12}(-\d+)?\.json$/.test(file),
  );
  const heads = [];
  for (const file of files.sort())
    heads.push(kaliAgreementSchema.parse(await readJson(join(kali.dir, 'data', file))));
  const agreements = extractCollectiveAgreements(heads, kali.source);
  const agreementsSize = await writeDataFile('conventions-collectives', agreements);
  console.log(
    `conventions-collectives: ${agreements.agreements.length} agreements with an IDCC (of ${files.length}), ${kilobytes(agreementsSize)}`,
  );
} finally {
  if (temporary) await rm(temporary, { recursive: true, force: true });
}
