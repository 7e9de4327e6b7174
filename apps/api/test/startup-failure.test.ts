import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { explainStartupFailure } from '../src/lib/startup-failure.ts';

const serverFile = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** PGlite's own file system error: an errno and nothing else. */
function errnoError(errno: number): Error {
  return Object.assign(new Error(), { name: 'ErrnoError', errno });
}

describe('a start-up that cannot write', () => {
  it.each([
    [errnoError(51), /plus assez d'espace disque pour écrire dans \/data\/pglite \(12,5 Mo libres/],
    [Object.assign(new Error('no space'), { code: 'ENOSPC' }), /plus assez d'espace disque/],
    [errnoError(69), /\/data\/pglite est sur un disque en lecture seule/],
    [Object.assign(new Error('read-only'), { code: 'EROFS' }), /lecture seule/],
    [Object.assign(new Error('denied'), { code: 'EACCES' }), /n'a pas le droit d'écrire dans \/data\/pglite/],
  ])('is explained in one French line: %s', (error, expected) => {
    const line = explainStartupFailure(error, '/data/pglite', 12.5 * 1024 * 1024);
    expect(line).toMatch(expected);
    expect(line).not.toContain('\n');
  });

  it('leaves any other failure to its own error', () => {
    expect(explainStartupFailure(new Error('syntax error'), '/data/pglite', 0)).toBeUndefined();
    expect(explainStartupFailure(errnoError(44), '/data/pglite', 0)).toBeUndefined();
  });
});

/** A 20 MB file system, too small for the embedded database (about 40 MB empty); root only. */
function mountSmallDisk(): string | undefined {
  const mountPoint = mkdtempSync(join(tmpdir(), 'dirigeo-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=20m', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return mountPoint;
  } catch {
    rmSync(mountPoint, { recursive: true, force: true });
    return undefined;
  }
}

const smallDisk = mountSmallDisk();
afterAll(() => {
  if (!smallDisk) return;
  execFileSync('umount', [smallDisk]);
  rmSync(smallDisk, { recursive: true, force: true });
});

describe.skipIf(!smallDisk)('the server on a disk too small (a 20 MB tmpfs; needs root to mount it)', () => {
  it('stops with one French line naming the folder and the free space, and exit code 1', async () => {
    // PGlite: whatever DATABASE_URL the shell may have.
    const { DATABASE_URL: _ignored, ...environment } = process.env;
    const server = spawn(process.execPath, [serverFile], {
      env: { ...environment, NODE_ENV: 'production', LOG_FORMAT: 'json', DATA_DIR: smallDisk, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const [code] = await once(server, 'exit');
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    const fatal = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 60);
    expect(fatal?.msg).toMatch(
      new RegExp(
        `^Démarrage impossible : plus assez d'espace disque pour écrire dans ${smallDisk}/pglite \\(\\d+(,\\d)? Mo libres`,
      ),
    );
    // Nothing else after it: no stack trace.
    expect(lines.at(-1)).toContain('Démarrage impossible');
  });
});
