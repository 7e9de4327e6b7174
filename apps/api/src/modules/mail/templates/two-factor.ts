import { provider } from '@dirigeo/site-content';
import { type RenderedMail, renderMail } from './layout.ts';

const notYou = `Si vous n’êtes pas à l’origine de ce changement, changez votre mot de passe et écrivez-nous sans attendre à ${provider.contactEmail}.`;

/** Sent when two-factor sign-in is turned on. */
export function twoFactorEnabledMail(input: { firstName: string; siteUrl: string }): RenderedMail {
  return renderMail({
    template: 'two-factor-enabled',
    subject: `Authentification à deux facteurs activée sur votre compte ${provider.brand}`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      'L’authentification à deux facteurs est maintenant activée\u00a0: chaque connexion demandera, après le mot de passe, le code à 6 chiffres de votre application d’authentification.',
      'Gardez vos codes de secours en lieu sûr\u00a0: chacun permet une connexion si vous n’avez plus votre téléphone.',
    ],
    closing: [notYou],
    siteUrl: input.siteUrl,
  });
}

/** Sent when two-factor sign-in is turned off. */
export function twoFactorDisabledMail(input: { firstName: string; siteUrl: string }): RenderedMail {
  return renderMail({
    template: 'two-factor-disabled',
    subject: `Authentification à deux facteurs désactivée sur votre compte ${provider.brand}`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      'L’authentification à deux facteurs vient d’être désactivée\u00a0: la connexion ne demande plus que votre mot de passe. Vos codes de secours ne sont plus valables.',
    ],
    closing: [notYou],
    siteUrl: input.siteUrl,
  });
}

/** Sent when the recovery codes are replaced by new ones. */
export function recoveryCodesRenewedMail(input: { firstName: string; siteUrl: string }): RenderedMail {
  return renderMail({
    template: 'recovery-codes-renewed',
    subject: `Nouveaux codes de secours pour votre compte ${provider.brand}`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      'De nouveaux codes de secours viennent d’être générés pour votre compte\u00a0; les précédents ne sont plus valables.',
    ],
    closing: [notYou],
    siteUrl: input.siteUrl,
  });
}

/** Sent when a recovery code served to sign in: the owner knows, and how many are left. */
export function recoveryCodeUsedMail(input: {
  firstName: string;
  left: number;
  siteUrl: string;
}): RenderedMail {
  const left =
    input.left === 0
      ? 'Il ne vous en reste aucun\u00a0: générez-en de nouveaux dans Paramètres › Sécurité.'
      : `Il vous en reste ${input.left}.${input.left <= 3 ? ' Pensez à en générer de nouveaux dans Paramètres › Sécurité.' : ''}`;
  return renderMail({
    template: 'recovery-code-used',
    subject: `Un code de secours a servi à vous connecter à ${provider.brand}`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      'Un de vos codes de secours vient de servir à vous connecter\u00a0; il ne fonctionnera plus.',
      left,
    ],
    closing: [
      `Si ce n’était pas vous, changez votre mot de passe, générez de nouveaux codes de secours et écrivez-nous à ${provider.contactEmail}.`,
    ],
    siteUrl: input.siteUrl,
  });
}
