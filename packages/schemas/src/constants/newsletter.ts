/** Spec 001 §5: the simple {email} pattern the public site's forms check before sending. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The newsletter sign-up's errors, the same in the dialog and the API's 400 (spec 001 §5). */
export const NEWSLETTER_TEXTS = {
  required: 'Veuillez remplir tous les champs obligatoires.',
  badEmail: 'Veuillez saisir une adresse email valide.',
} as const;
