/**
 * `pnpm db:backup [folder]` and `pnpm db:restore <folder>` (see backup.ts and the README). Reads the
 * same environment as the server (DATABASE_URL, DATA_DIR, FILE_STORAGE).
 */
import { resolve } from 'node:path';
import { EnvError, loadEnv } from '../env.ts';
import { BackupError, backup, restore } from './backup.ts';

const [command, folder] = process.argv.slice(2);
try {
  const env = loadEnv();
  if (command === 'backup') {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const target = resolve(folder ?? `backups/dirigeo-${stamp}`);
    const manifest = await backup(env, target);
    console.log(`Sauvegarde terminée (${manifest.database}, fichiers : ${manifest.storage}) : ${target}`);
  } else if (command === 'restore' && folder) {
    const manifest = await restore(env, folder);
    console.log(`Restauration terminée depuis ${resolve(folder)} (sauvegarde du ${manifest.createdAt}).`);
  } else {
    console.error('Usage : pnpm db:backup [dossier] | pnpm db:restore <dossier>');
    process.exit(2);
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
