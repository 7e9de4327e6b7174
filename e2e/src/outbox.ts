import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * The e-mails the production server wrote to DATA_DIR/outbox (it has no SMTP_URL) to `address`,
 * decoded from their quoted-printable text part, oldest first; waits up to 10 s for `count` of them.
 * `containing`: only the mails with that text (an account also gets its address's confirmation).
 */
export async function mailsTo(address: string, count = 1, containing?: string): Promise<string[]> {
  const folder = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = (await readdir(folder).catch(() => [] as string[])).sort();
    const mails: string[] = [];
    for (const file of files) {
      const raw = await readFile(join(folder, file), 'utf8');
      if (!new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'm').test(raw)) continue;
      const mail = decodeQuotedPrintable(raw);
      if (containing === undefined || mail.includes(containing)) mails.push(mail);
    }
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${count} e-mail(s) to ${address} expected in ${folder}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** Soft line breaks removed and =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
  );
  return bytes;
}

/** The first link of a mail that starts with `prefix`. */
export function linkIn(mail: string, prefix: string): string {
  const link = mail.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix}`);
  return link;
}
