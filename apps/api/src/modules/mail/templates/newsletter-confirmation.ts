import { provider } from '@dirigeo/site-content';
import { type RenderedMail, renderMail } from './layout.ts';

/** The double opt-in of the newsletter: nothing is sent to the address until this link is followed. */
export function newsletterConfirmationMail(input: {
  prenom: string;
  url: string;
  validDays: number;
}): RenderedMail {
  return renderMail({
    template: 'newsletter-confirmation',
    siteUrl: input.url,
    subject: `Confirmez votre inscription à la newsletter ${provider.brand}`,
    greeting: `Bonjour ${input.prenom},`,
    paragraphs: [
      `Quelqu’un, sans doute vous, a demandé à recevoir la newsletter de ${provider.brand} à cette adresse. Pour la recevoir, confirmez votre inscription avec ce lien, valable ${input.validDays}\u00a0jours.`,
    ],
    action: { label: 'Confirmer mon inscription', url: input.url },
    closing: [
      'Si vous n’avez rien demandé, ignorez ce message\u00a0: vous ne recevrez rien d’autre de notre part à cette adresse.',
    ],
  });
}
