import { randomUUID } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../../env.ts';

/** One e-mail, ready to leave: both renderings of the same template. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe…). */
  headers?: Record<string, string>;
}

/** Where e-mails leave through. `send` rejects when the message was not accepted. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The SMTP server of SMTP_URL (nodemailer), or, when unset, the `DATA_DIR/outbox` folder: every
 * message is written there as an `.eml` file (owner-only: it may carry a sign-in link) and its path
 * passed to `log`, so that a developer opens it or follows its link.
 */
export function createMailTransport(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  log: (message: string) => void,
): MailTransport {
  if (env.SMTP_URL) {
    const transporter = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send(mail) {
        await transporter.sendMail({ from: env.MAIL_FROM, ...mail });
      },
      close: () => transporter.close(),
    };
  }
  const folder = join(resolve(env.DATA_DIR), 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await writer.sendMail({ from: env.MAIL_FROM, ...mail });
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await chmod(folder, 0o700);
      const file = join(folder, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      log(`e-mail « ${mail.subject} » to ${mail.to} written to ${file}`);
    },
    close: () => writer.close(),
  };
}
