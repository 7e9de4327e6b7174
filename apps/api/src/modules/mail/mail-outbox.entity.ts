import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * An e-mail waiting to leave (`mail_outbox`). Written in the transaction of what caused it, so a
 * message is never lost nor sent for something that was rolled back; deleted once the SMTP server
 * accepted it (its links open an account: they are not kept longer than needed). A message that
 * cannot be sent is retried with a growing delay, then kept with `failedAt` and logged as an error.
 */
export const MailOutbox = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  properties: {
    id: p.integer().primary().autoincrement(),
    recipient: p.string().length(255),
    subject: p.string().length(255),
    text: p.text(),
    html: p.text(),
    /** What kind of message (`password-reset`…), for the logs: they never print its body. */
    template: p.string().length(64),
    /** Extra headers (List-Unsubscribe and its one-click POST for the reminders). */
    headers: p.json<Record<string, string>>().nullable(),
    attempts: p.integer().default(0),
    /** Not sent before then; also how long a sender that claimed it holds it. */
    nextAttemptAt: p.datetime().index(),
    lastError: p.text().nullable(),
    /** Set when every attempt failed: kept for an operator, no longer retried. */
    failedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type MailOutbox = InferEntity<typeof MailOutbox>;
