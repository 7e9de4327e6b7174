import { EMAIL_VERIFICATION_VALID_HOURS } from '@dirigeo/schemas';
import { provider } from '@dirigeo/site-content';
import { type RenderedMail, renderMail } from './layout.ts';

/** The link that proves the account's address, sent at registration and on request. */
export function emailVerificationMail(input: { firstName: string; url: string }): RenderedMail {
  return renderMail({
    template: 'email-verification',
    siteUrl: input.url,
    subject: `Confirmez votre adresse e-mail ${provider.brand}`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      `Pour confirmer que cette adresse est bien la vôtre, suivez le lien ci-dessous. Il est valable ${EMAIL_VERIFICATION_VALID_HOURS}\u00a0heures et ne sert qu’une fois.`,
      'Tant qu’elle n’est pas confirmée, nous ne vous envoyons pas les rappels mensuels.',
    ],
    action: { label: 'Confirmer mon adresse e-mail', url: input.url },
    closing: [
      `Si vous n’avez pas créé de compte ${provider.brand}, ignorez ce message\u00a0: l’adresse ne sera pas confirmée.`,
    ],
  });
}

/** To the new address of an e-mail change: it replaces the old one only once this link is followed. */
export function emailChangeConfirmationMail(input: { firstName: string; url: string }): RenderedMail {
  return renderMail({
    template: 'email-change-confirmation',
    siteUrl: input.url,
    subject: `Confirmez votre nouvelle adresse e-mail ${provider.brand}`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      `Vous avez demandé que cette adresse devienne celle de votre compte ${provider.brand}. Elle remplacera l’ancienne dès que vous aurez suivi ce lien, valable ${EMAIL_VERIFICATION_VALID_HOURS}\u00a0heures et une seule fois.`,
    ],
    action: { label: 'Confirmer ma nouvelle adresse', url: input.url },
    closing: ['Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: rien ne changera.'],
  });
}

/** To the old address, as soon as a change is asked for: its owner can react before it takes effect. */
export function emailChangeRequestedMail(input: {
  firstName: string;
  newEmail: string;
  securityUrl: string;
}): RenderedMail {
  return renderMail({
    template: 'email-change-requested',
    siteUrl: input.securityUrl,
    subject: `Changement d’adresse e-mail demandé sur votre compte ${provider.brand}`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      `Une demande vient d’être faite, avec le mot de passe de votre compte, pour remplacer cette adresse par ${input.newEmail}. Le changement n’aura lieu que si le lien envoyé à cette nouvelle adresse est suivi.`,
      'Si c’est vous, il n’y a rien à faire ici.',
    ],
    action: { label: 'Sécuriser mon compte', url: input.securityUrl },
    closing: [
      `Si ce n’est pas vous, changez votre mot de passe sans attendre et fermez les sessions que vous ne reconnaissez pas, puis écrivez-nous à ${provider.contactEmail}.`,
    ],
  });
}

/** To the old address, once the new one confirmed: it receives nothing more from us. */
export function emailChangedMail(input: {
  firstName: string;
  newEmail: string;
  siteUrl: string;
}): RenderedMail {
  return renderMail({
    template: 'email-changed',
    siteUrl: input.siteUrl,
    subject: `Votre adresse e-mail ${provider.brand} a été modifiée`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      `L’adresse de votre compte est désormais ${input.newEmail}. Vous ne recevrez plus nos messages à cette adresse-ci.`,
    ],
    closing: [
      `Si vous n’êtes pas à l’origine de ce changement, écrivez-nous sans attendre à ${provider.contactEmail}.`,
    ],
  });
}
