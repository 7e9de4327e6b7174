/**
 * Run as a child process by the storage tests: starts storing a file whose body never ends, says
 * `writing` once 600 KB are stored, and waits to be killed (`kill -9`): the state a crash during an
 * upload leaves.
 *
 *   node write-until-killed.ts disk <root> <key>
 *   node write-until-killed.ts database <postgres url> <key>
 */
import { Readable } from 'node:stream';
import { openDatabase } from '../../src/db/orm.ts';
import type { FileStorage } from '../../src/lib/storage/file-storage.ts';
import { LocalDiskStorage } from '../../src/lib/storage/local-disk-storage.ts';
import { PostgresFileStorage } from '../../src/lib/storage/postgres-file-storage.ts';

const [kind, where, key] = process.argv.slice(2);
if (!where || !key || (kind !== 'disk' && kind !== 'database'))
  throw new Error('usage: disk|database <where> <key>');
const storage: FileStorage =
  kind === 'disk'
    ? new LocalDiskStorage(where)
    : new PostgresFileStorage((await openDatabase({ kind: 'postgresql', url: where })).em);
const body = new Readable({ read() {} });
void storage.put(key, body);
body.push(Buffer.alloc(600 * 1024, 7));
// Long enough for the stored part to reach the disk or the database.
setTimeout(() => process.stdout.write('writing\n'), 500);
setInterval(() => {}, 1000);
