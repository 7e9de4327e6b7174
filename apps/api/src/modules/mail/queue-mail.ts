import type { EntityManager } from '@mikro-orm/core';
import type { RenderedMail } from './templates/layout.ts';
import { MailOutbox } from './mail-outbox.entity.ts';

/**
 * Puts an e-mail in the outbox; it is written by the caller's next flush, in the same transaction
 * as what caused it, and sent right after by the mail plugin (never during the request).
 */
export function queueMail(em: EntityManager, to: string, mail: RenderedMail): void {
  em.create(MailOutbox, {
    recipient: to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    template: mail.template,
    headers: mail.headers ?? null,
    nextAttemptAt: new Date(),
  });
}
