import { statfsSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Errors of the file system under the database or the uploads, by Node's code and by the errno of
 * PGlite's (Emscripten's) file system, which reports them as `ErrnoError { errno }` with no text.
 */
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT', 'emscripten:51']);
const READ_ONLY = new Set(['EROFS', 'emscripten:69']);
const NOT_ALLOWED = new Set(['EACCES', 'EPERM', 'emscripten:2', 'emscripten:63']);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  if ('name' in error && error.name === 'ErrnoError' && 'errno' in error && typeof error.errno === 'number') {
    return `emscripten:${error.errno}`;
  }
  return undefined;
}

/** Free bytes on the file system holding `path` (or its nearest existing parent). */
function freeBytesAt(path: string): number | undefined {
  for (let candidate = path; ; candidate = dirname(candidate)) {
    try {
      const stats = statfsSync(candidate);
      return stats.bavail * stats.bsize;
    } catch {
      if (dirname(candidate) === candidate) return undefined;
    }
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

/**
 * One French line saying why the start failed when the disk under `directory` is the cause (full,
 * read-only, not writable); undefined for any other failure. An empty embedded database takes
 * about 40 MB (measured with PGlite 0.5), the public content more.
 */
export function explainStartupFailure(
  error: unknown,
  directory: string,
  freeBytes: number | undefined = freeBytesAt(directory),
): string | undefined {
  const code = codeOf(error);
  if (code === undefined) return undefined;
  const free = freeBytes === undefined ? 'espace libre inconnu' : `${megabytes(freeBytes)} libres`;
  if (NO_SPACE.has(code)) {
    return (
      `Démarrage impossible : plus assez d'espace disque pour écrire dans ${directory} (${free} ; ` +
      'la base embarquée occupe environ 40 Mo vide, davantage avec les contenus publics). ' +
      'Libérez de la place ou choisissez un autre DATA_DIR.'
    );
  }
  if (READ_ONLY.has(code)) {
    return `Démarrage impossible : ${directory} est sur un disque en lecture seule (${free}). Choisissez un DATA_DIR où écrire.`;
  }
  if (NOT_ALLOWED.has(code)) {
    return `Démarrage impossible : le serveur n'a pas le droit d'écrire dans ${directory}. Donnez-lui ce droit ou choisissez un autre DATA_DIR.`;
  }
  return undefined;
}
