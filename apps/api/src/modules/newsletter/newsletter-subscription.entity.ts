import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A newsletter subscription (spec 001 §3), one per e-mail address (kept in lower case): the first
 * name, the collective agreements followed (IDCC), when and from where consent was given, and the
 * token of the unsubscribe link every newsletter carries.
 */
export const NewsletterSubscription = defineEntity({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscription',
  properties: {
    id: p.integer().primary().autoincrement(),
    email: p.string().length(255).unique(),
    prenom: p.string().length(100),
    conventionsCollectives: p.array().default([]),
    /** When the visitor last asked to receive it (their consent, RGPD art. 7). */
    consentAt: p.datetime(),
    consentIpAddress: p.string().length(45).nullable(),
    /** Random, unguessable, in every newsletter's unsubscribe link. */
    unsubscribeToken: p.string().length(64).unique(),
    /** Null while subscribed. */
    unsubscribedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type NewsletterSubscription = InferEntity<typeof NewsletterSubscription>;
