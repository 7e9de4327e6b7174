import {
  NEWSLETTER_PRENOM_MAX_LENGTH,
  NEWSLETTER_TEXTS,
  SIMPLE_EMAIL_PATTERN,
} from './constants/newsletter.ts';
import { TEXT_MAX_LENGTH } from './constants/text.ts';
import { z } from './zod-fr.ts';

/** Spec 001 §5: prénom and e-mail required, a simple e-mail pattern, agreements optional. */
const REQUIRED = NEWSLETTER_TEXTS.required;
const BAD_EMAIL = NEWSLETTER_TEXTS.badEmail;

/** The most agreements one subscription follows. */
export const NEWSLETTER_MAX_AGREEMENTS = 30;

/** POST /api/newsletter-subscription's body (spec 001 §3 "Newsletter subscription"). */
export const newsletterSubscriptionSchema = z.object({
  prenom: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(NEWSLETTER_PRENOM_MAX_LENGTH, {
      error: `Le prénom ne peut pas dépasser ${NEWSLETTER_PRENOM_MAX_LENGTH} caractères.`,
    }),
  email: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(TEXT_MAX_LENGTH, { error: BAD_EMAIL })
    .regex(SIMPLE_EMAIL_PATTERN, { error: BAD_EMAIL })
    .transform((email) => email.toLowerCase()),
  conventionsCollectives: z
    .array(
      z
        .string({ error: 'Convention collective invalide.' })
        .regex(/^\d{4}$/, { error: 'Une convention collective se désigne par son IDCC à 4 chiffres.' }),
      { error: 'La liste des conventions collectives est invalide.' },
    )
    .max(NEWSLETTER_MAX_AGREEMENTS, {
      error: `Vous pouvez suivre ${NEWSLETTER_MAX_AGREEMENTS} conventions collectives au plus.`,
    })
    .default([])
    .transform((idccs) => [...new Set(idccs)]),
});
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;

/** The confirmation link's token (`/newsletter/confirmation?token=…`): double opt-in. */
export const newsletterConfirmSchema = z.object({
  token: z
    .string({ error: 'Lien de confirmation invalide.' })
    .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'Lien de confirmation invalide.' }),
});
export type NewsletterConfirm = z.infer<typeof newsletterConfirmSchema>;

/** The unsubscribe link's token (`/newsletter/desabonnement?token=…`). */
export const newsletterUnsubscribeSchema = z.object({
  token: z
    .string({ error: 'Lien de désinscription invalide.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Lien de désinscription invalide.' }),
});
