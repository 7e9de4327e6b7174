import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A newsletter subscription waiting for its address to confirm (double opt-in): one per address,
 * the form's answers, and the SHA-256 of the token of the link sent to it. It becomes (or renews)
 * a `newsletter_subscription` only when the link is followed; until then nothing is sent to the
 * address but that one e-mail, and it counts nowhere. Deleted once confirmed or expired.
 */
export const NewsletterConfirmation = defineEntity({
  name: 'NewsletterConfirmation',
  tableName: 'newsletter_confirmation',
  properties: {
    id: p.integer().primary().autoincrement(),
    email: p.string().length(255).unique('newsletter_confirmation_email_unique'),
    prenom: p.string().length(100),
    conventionsCollectives: p.array().default([]),
    consentIpAddress: p.string().length(45).nullable(),
    tokenHash: p.string().length(64).unique('newsletter_confirmation_token_hash_unique'),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type NewsletterConfirmation = InferEntity<typeof NewsletterConfirmation>;
