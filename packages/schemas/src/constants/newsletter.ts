/** Spec 001 §5: the simple {email} pattern the public site's forms check before sending. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest first name the newsletter keeps (its e-mail: `TEXT_MAX_LENGTH`). */
export const NEWSLETTER_PRENOM_MAX_LENGTH = 100;

/** The newsletter sign-up's errors, the same in the dialog and the API's 400 (spec 001 §5). */
export const NEWSLETTER_TEXTS = {
  required: 'Veuillez remplir tous les champs obligatoires.',
  badEmail: 'Veuillez saisir une adresse email valide.',
} as const;
