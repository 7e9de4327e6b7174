/**
 * `pnpm admin:create [--username <nom>] [--password-stdin]`, `pnpm admin:remove <nom>`,
 * `pnpm admin:password <nom> [--password-stdin]`: the back office's named accounts (issue 22 §3;
 * docs/adr/2026-11-27-admin-accounts.md). Reads the same environment as the server (DATABASE_URL or
 * DATA_DIR, SESSION_SECRET) and brings the schema up to date first. With PGlite (no DATABASE_URL),
 * run it while the server is stopped: one process at a time opens the embedded database.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { SecretBox } from '../lib/crypto/secret-box.ts';
import { DomainError } from '../lib/errors.ts';
import { changeAdminPassword } from '../modules/admin/change-admin-password.ts';
import { createAdminAccount } from '../modules/admin/create-admin-account.ts';
import { disableAdminAccount } from '../modules/admin/disable-admin-account.ts';
import { EnvError, loadEnv, resolveSessionSecrets } from '../env.ts';
import { databaseTargetFrom, migrate, openDatabase } from './orm.ts';

const USAGE =
  'Usage : pnpm admin:create [--username <identifiant>] [--password-stdin] | pnpm admin:remove <identifiant> | pnpm admin:password <identifiant> [--password-stdin]';

const [command, ...rest] = process.argv.slice(2);
const flags = new Set(rest.filter((arg) => arg.startsWith('--')));
const positional = rest.filter((arg, index) => !arg.startsWith('--') && rest[index - 1] !== '--username');
const usernameFlag = rest.indexOf('--username');
const usernameArg = usernameFlag >= 0 ? rest[usernameFlag + 1] : positional[0];

/** Asks a question on the terminal; `hidden`: what is typed is not echoed (a password). */
async function ask(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  const answer = new Promise<string>((resolveAnswer) => rl.question(question, resolveAnswer));
  muted = hidden;
  const text = await answer;
  rl.close();
  if (hidden) process.stdout.write('\n');
  return text;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function newPassword(): Promise<string> {
  if (flags.has('--password-stdin')) return readStdin();
  const first = await ask('Mot de passe (12 caractères au moins) : ', true);
  const second = await ask('Le même, pour confirmer : ', true);
  if (first !== second) throw new DomainError(400, 'Les deux mots de passe diffèrent : rien n’a été changé.');
  return first;
}

try {
  if (command !== 'create' && command !== 'remove' && command !== 'password') {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv();
  const username = usernameArg ?? (command === 'create' ? await ask('Identifiant : ') : undefined);
  if (!username) {
    console.error(USAGE);
    process.exit(2);
  }
  const password = command === 'remove' ? '' : await newPassword();
  const orm = await openDatabase(databaseTargetFrom(env));
  try {
    await migrate(orm);
    const em = orm.em.fork();
    if (command === 'create') {
      const box = new SecretBox(resolveSessionSecrets(env, (message) => console.warn(message)));
      const created = await createAdminAccount(em, box, { username, password });
      console.log(`Compte d'administration « ${created.account.username} » créé.`);
      console.log("Ajoutez-le à votre application d'authentification (affiché une seule fois) :");
      console.log(`  clé : ${created.totpSecret}`);
      console.log(`  lien : ${created.otpauthUrl}`);
    } else if (command === 'remove') {
      const ended = await disableAdminAccount(em, username);
      console.log(`Compte « ${username.toLowerCase()} » désactivé ; sessions fermées : ${ended}.`);
    } else {
      const ended = await changeAdminPassword(em, username, password);
      console.log(`Mot de passe de « ${username.toLowerCase()} » changé ; sessions fermées : ${ended}.`);
    }
  } finally {
    await orm.close(true);
  }
} catch (error) {
  if (error instanceof DomainError || error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
