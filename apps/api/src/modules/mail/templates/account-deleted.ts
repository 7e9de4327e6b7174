import { accountDeletion, provider } from '@dirigeo/site-content';
import { type RenderedMail, renderMail } from './layout.ts';

/** « 5 ans à compter de la fin du mois de paie (Code du travail, art. L3243-4) ». */
function keptPeriodText(kept: (typeof accountDeletion.kept)[number]): string {
  return `${kept.years}\u00a0ans à compter de ${kept.from} (${kept.law})`;
}

/**
 * The confirmation of an account's deletion, sent to the address it had: what was erased at once
 * and what the law keeps, and for how long, from the same definition as the privacy policy.
 */
export function accountDeletedMail(input: {
  firstName: string;
  privacyPolicyUrl: string;
  siteUrl: string;
}): RenderedMail {
  return renderMail({
    template: 'account-deleted',
    subject: `Votre compte ${provider.brand} est supprimé`,
    greeting: input.firstName ? `Bonjour ${input.firstName},` : 'Bonjour,',
    paragraphs: [
      `Comme vous l’avez demandé, votre compte ${provider.brand} est fermé\u00a0: toutes ses sessions sont terminées et plus personne ne peut s’y connecter. Votre abonnement payant, si vous en aviez un, est résilié.`,
      `Nous avons effacé\u00a0: ${accountDeletion.erasedAtOnce.join('\u00a0; ')}.`,
      `La loi nous oblige à conserver, sans que personne ne puisse plus y accéder par le service\u00a0: ${accountDeletion.kept
        .map((kept) => `${kept.what}, ${keptPeriodText(kept)}`)
        .join('\u00a0; ')}. Chacun de ces éléments est effacé automatiquement à la fin de sa durée.`,
    ],
    action: { label: 'Lire notre politique de confidentialité', url: input.privacyPolicyUrl },
    siteUrl: input.siteUrl,
    closing: [
      `Si vous n’êtes pas à l’origine de cette suppression, écrivez-nous sans attendre à ${provider.privacyEmail}.`,
    ],
  });
}
