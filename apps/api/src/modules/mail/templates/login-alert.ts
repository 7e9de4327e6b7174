import { provider } from '@dirigeo/site-content';
import { type RenderedMail, renderMail } from './layout.ts';

const parisTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** A sign-in from a browser the account never used (the « Alertes de connexion » setting). */
export function loginAlertMail(input: {
  firstName: string;
  device: string;
  ip: string | null;
  at: Date;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    template: 'login-alert',
    siteUrl: input.settingsUrl,
    subject: `Nouvelle connexion à votre compte ${provider.brand}`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      `Votre compte vient d’être ouvert depuis un navigateur que vous n’aviez pas encore utilisé\u00a0: ${input.device}${input.ip ? `, adresse ${input.ip}` : ''}, le ${parisTime.format(input.at)}.`,
      'Si c’est vous, il n’y a rien à faire.',
    ],
    action: { label: 'Voir mes sessions', url: input.settingsUrl },
    closing: [
      'Si ce n’est pas vous, fermez cette session depuis l’onglet Sécurité des paramètres et changez votre mot de passe sans attendre.',
      'Vous pouvez désactiver ces alertes dans le même onglet.',
    ],
  });
}
