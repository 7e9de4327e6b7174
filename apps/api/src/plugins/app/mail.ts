import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { createMailTransport, type MailTransport } from '../../lib/mail/mail-transport.ts';
import { deliverQueuedMail, type MailDeliveryResult } from '../../modules/mail/deliver-queued-mail.ts';
import { MailOutbox } from '../../modules/mail/mail-outbox.entity.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender: woken after every flush that queued a message, and every 30 s. */
    mail: MailSender;
  }
}

export interface MailSender {
  /** Sends what is due now, in the background (never awaited by a request). */
  wake(): void;
  /** Sends what is due now and resolves when done (tests, the periodic sweep). */
  deliverDue(): Promise<MailDeliveryResult>;
}

export interface MailPluginOptions {
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;
  /** Replaces the transport SMTP_URL would give (tests). */
  transport?: MailTransport;
}

/** The sweep that retries what failed and sends what a flush in another instance queued. */
export const MAIL_SWEEP_INTERVAL_MS = 30_000;

/**
 * Sends the e-mails of the outbox (`modules/mail`): right after the flush that queued them, outside
 * the request, and again every 30 s for the retries. Delivery errors are logged, never thrown.
 */
async function mail(fastify: FastifyInstance, options: MailPluginOptions): Promise<void> {
  const transport =
    options.transport ?? createMailTransport(options.env, (message) => fastify.log.info(message));
  let running: Promise<MailDeliveryResult> | undefined;
  let again = false;
  let closed = false;

  const deliverDue = async (): Promise<MailDeliveryResult> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total: MailDeliveryResult = { sent: 0, retried: 0, failed: 0 };
      do {
        again = false;
        try {
          const done = await deliverQueuedMail(fastify.orm.em.fork(), transport, fastify.log);
          total.sent += done.sent;
          total.retried += done.retried;
          total.failed += done.failed;
        } catch (error) {
          fastify.log.warn({ err: error }, 'mail: the outbox could not be read; next sweep will retry');
        }
      } while (again && !closed);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  const sender: MailSender = {
    wake: () => {
      if (!closed) setImmediate(() => void deliverDue());
    },
    deliverDue,
  };
  fastify.decorate('mail', sender);

  // A message flushed inside a transaction is seen by the sender only once it commits: woken then too.
  let queuedSinceCommit = false;
  const subscriber: EventSubscriber = {
    afterFlush: ({ uow }: FlushEventArgs) => {
      if (uow.getChangeSets().some((changeSet) => changeSet.meta.className === MailOutbox.meta.className)) {
        queuedSinceCommit = true;
        sender.wake();
      }
    },
    afterTransactionCommit: () => {
      if (!queuedSinceCommit) return;
      queuedSinceCommit = false;
      sender.wake();
    },
  };
  fastify.orm.em.getEventManager().registerSubscriber(subscriber);

  const timer = setInterval(() => void deliverDue(), MAIL_SWEEP_INTERVAL_MS);
  timer.unref();
  fastify.addHook('onReady', async () => sender.wake());
  fastify.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
    transport.close();
  });
}

export default fp(mail, { name: 'mail', dependencies: ['orm'] });
