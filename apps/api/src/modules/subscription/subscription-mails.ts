import { formatEuros } from '@dirigeo/payroll-calc';
import { planById, type PlanId, provider, salesTerms } from '@dirigeo/site-content';
import { type RenderedMail, renderMail } from '../mail/templates/layout.ts';

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const day = (date: Date) => longDate.format(date);
const euros = (cents: number) => formatEuros(cents).replaceAll('\u202f', '\u00a0');

/** A payment failed: the grace period's end and how to fix it. */
export function paymentFailedMail(input: {
  firstName: string;
  plan: PlanId;
  graceEndsAt: Date;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    siteUrl: input.settingsUrl,
    template: 'subscription-payment-failed',
    subject: `Le paiement de votre abonnement ${provider.brand} a échoué`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      `Le dernier paiement de votre formule ${planById(input.plan).name} n’a pas abouti. Il sera présenté de nouveau ; votre formule reste active jusqu’au ${day(input.graceEndsAt)} (${salesTerms.paymentGraceDays}\u00a0jours).`,
      'Passé ce délai sans paiement, votre compte reviendra à la formule gratuite Freemium : vous garderez l’accès en lecture à vos bulletins, documents et factures.',
    ],
    action: { label: 'Mettre à jour mon moyen de paiement', url: input.settingsUrl },
  });
}

/** A cancellation was recorded: when it takes effect. */
export function subscriptionCanceledMail(input: {
  firstName: string;
  plan: PlanId;
  cancelAt: Date;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    siteUrl: input.settingsUrl,
    template: 'subscription-canceled',
    subject: `Résiliation de votre abonnement ${provider.brand}`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      `Nous avons bien enregistré la résiliation de votre formule ${planById(input.plan).name}. Elle reste active jusqu’au ${day(input.cancelAt)} ; aucun autre paiement ne sera prélevé.`,
      'Ensuite, votre compte passera à la formule gratuite Freemium et vous garderez l’accès en lecture à vos bulletins, documents et factures.',
    ],
    action: { label: 'Reprendre mon abonnement', url: input.settingsUrl },
    closing: ['Vous pouvez reprendre votre abonnement jusqu’à cette date, sans interruption.'],
  });
}

/** An invoice is available. */
export function invoiceAvailableMail(input: {
  firstName: string;
  number: string;
  amountInclTaxCents: number;
  paidAt: Date;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    siteUrl: input.settingsUrl,
    template: 'invoice-available',
    subject: `Votre facture ${provider.brand} ${input.number}`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      `Merci pour votre paiement de ${euros(input.amountInclTaxCents)} TTC le ${day(input.paidAt)}. Votre facture ${input.number} est disponible dans votre espace client (Paramètres, Abonnement) et dans vos documents.`,
    ],
    action: { label: 'Voir mes factures', url: input.settingsUrl },
  });
}

/** The trial ends in a few days: what changes then, and how to subscribe. */
export function trialEndingMail(input: {
  firstName: string;
  trialEndsAt: Date;
  chosenPlan: PlanId;
  settingsUrl: string;
}): RenderedMail {
  const plan = planById(input.chosenPlan === 'freemium' ? 'essentielle' : input.chosenPlan);
  return renderMail({
    siteUrl: input.settingsUrl,
    template: 'trial-ending',
    subject: `Votre essai gratuit ${provider.brand} se termine le ${day(input.trialEndsAt)}`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      `Votre essai gratuit se termine le ${day(input.trialEndsAt)}. Ensuite, votre compte passera à la formule gratuite Freemium : des bulletins de test seulement, et l’accès en lecture à tout ce que vous avez établi.`,
      `Pour établir vos bulletins définitifs, souscrivez à la formule ${plan.name} (${euros(plan.monthlyPriceCents)} HT par mois, ou ${euros(plan.yearlyPriceCents)} HT par an), par carte bancaire ou prélèvement SEPA.`,
    ],
    action: { label: 'Choisir ma formule', url: input.settingsUrl },
  });
}
