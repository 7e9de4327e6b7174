import type { EntityManager } from '@mikro-orm/core';
import type { MailTransport } from '../../lib/mail/mail-transport.ts';
import { MailOutbox } from './mail-outbox.entity.ts';

/** Delays before each new attempt (minutes); past the last, the message is marked failed. */
export const MAIL_RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180, 720] as const;

/** How long a sender holds the message it claimed before another may take it (a crash mid-send). */
const CLAIM_MS = 5 * 60 * 1000;

export interface MailDeliveryLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface MailDeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends the messages that are due, one claimed at a time (`for update skip locked`: instances
 * sharing the database never send one twice). A message accepted by the server is deleted; a
 * refused one is retried later (`MAIL_RETRY_DELAYS_MINUTES`) and logged, and the last failure is
 * logged as an error and kept.
 */
export async function deliverQueuedMail(
  em: EntityManager,
  transport: MailTransport,
  log: MailDeliveryLog,
  now: () => Date = () => new Date(),
): Promise<MailDeliveryResult> {
  const result: MailDeliveryResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const claimed = await claimNext(em, now());
    if (!claimed) return result;
    const mail = await em.fork().findOneOrFail(MailOutbox, { id: claimed });
    const fields = { mailId: mail.id, template: mail.template, to: mail.recipient, attempt: mail.attempts };
    try {
      await transport.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      await em.fork().nativeDelete(MailOutbox, { id: mail.id });
      log.info(fields, 'mail: sent');
      result.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = MAIL_RETRY_DELAYS_MINUTES[mail.attempts - 1];
      if (delay === undefined) {
        await em.fork().nativeUpdate(MailOutbox, { id: mail.id }, { lastError: message, failedAt: now() });
        log.error({ ...fields, err: error }, 'mail: could not be sent, given up after every retry');
        result.failed += 1;
      } else {
        const nextAttemptAt = new Date(now().getTime() + delay * 60_000);
        await em.fork().nativeUpdate(MailOutbox, { id: mail.id }, { lastError: message, nextAttemptAt });
        log.warn({ ...fields, err: error, nextAttemptAt }, 'mail: could not be sent, will retry');
        result.retried += 1;
      }
    }
  }
}

/** Takes the next due message for CLAIM_MS and counts the attempt; its id, or undefined. */
async function claimNext(em: EntityManager, now: Date): Promise<number | undefined> {
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `update "mail_outbox" set "attempts" = "attempts" + 1, "next_attempt_at" = ?
      where "id" = (select "id" from "mail_outbox"
                     where "failed_at" is null and "next_attempt_at" <= ?
                     order by "next_attempt_at" limit 1 for update skip locked)
      returning "id"`,
    [new Date(now.getTime() + CLAIM_MS), now],
  );
  return rows[0]?.id;
}
