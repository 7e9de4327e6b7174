import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Whether the process `pid` is alive (signal 0 checks without signalling). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** The live process that holds `file`, if any (a file left by a crash names a dead one). */
export function runningProcessOf(file: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/**
 * Marks the embedded database as used by this process until it exits: a second server, a backup
 * or a restore sees it and stops (PGlite's files belong to one process at a time).
 */
export function holdPidFile(file: string): { release(): void } {
  const other = runningProcessOf(file);
  if (other !== undefined) throw new PidFileHeldError(file, other);
  writeFileSync(file, `${process.pid}\n`);
  const release = () => {
    if (runningProcessOf(file) === undefined) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return { release };
}

export class PidFileHeldError extends Error {
  override name = 'PidFileHeldError';
  readonly pid: number;
  constructor(file: string, pid: number) {
    super(`${file} is held by the running process ${pid}`);
    this.pid = pid;
  }
}
