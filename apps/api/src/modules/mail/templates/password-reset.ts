import { provider } from '@dirigeo/site-content';
import { type RenderedMail, renderMail } from './layout.ts';

/** The reset link, valid `validMinutes` and once. */
export function passwordResetMail(input: {
  firstName: string;
  url: string;
  validMinutes: number;
}): RenderedMail {
  return renderMail({
    template: 'password-reset',
    siteUrl: input.url,
    subject: `Réinitialiser votre mot de passe ${provider.brand}`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      `Vous avez demandé à réinitialiser le mot de passe de votre compte ${provider.brand}. Ce lien est valable ${input.validMinutes}\u00a0minutes et ne sert qu’une fois.`,
    ],
    action: { label: 'Choisir un nouveau mot de passe', url: input.url },
    closing: [
      'Une fois le mot de passe changé, toutes les sessions ouvertes sur votre compte seront fermées.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.',
    ],
  });
}

/** Sent after a reset: the account's owner learns it happened, in case it was not them. */
export function passwordChangedMail(input: { firstName: string; siteUrl: string }): RenderedMail {
  return renderMail({
    template: 'password-changed',
    siteUrl: input.siteUrl,
    subject: `Votre mot de passe ${provider.brand} a été modifié`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      'Le mot de passe de votre compte vient d’être modifié et les autres sessions ouvertes ont été fermées.',
    ],
    closing: [
      `Si vous n’êtes pas à l’origine de ce changement, écrivez-nous sans attendre à ${provider.contactEmail}.`,
    ],
  });
}
