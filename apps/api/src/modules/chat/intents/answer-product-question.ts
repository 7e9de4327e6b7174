/**
 * The assistant's answers about our own product, from `@dirigeo/site-content`: the one definition
 * of the plans, the trial, the terms of sale and the provider's contact details that the pages
 * render. Nothing here states a figure of its own.
 */
import {
  formatPlanPrice,
  freeTrial,
  landingPlans,
  legalDocuments,
  marketingClaims,
  provider,
  salesTerms,
} from '@dirigeo/site-content';
import { type BookingLink, bookingSentence, escapeHtml, link } from '../compose-answer.ts';
import type { PlanMention, ProductTopic } from './recognise-intent.ts';

const NBSP = '\u00a0';

/** Prices with no-break spaces (« 19 € »), as French typography wants them. */
function price(cents: number): string {
  return escapeHtml(formatPlanPrice(cents).replace(' ', NBSP));
}

function plansInOrder(plan: PlanMention | null) {
  return plan
    ? [...landingPlans].sort((a, b) => Number(b.id === plan) - Number(a.id === plan))
    : landingPlans;
}

function prices(plan: PlanMention | null): string {
  const items = plansInOrder(plan).map(
    (item) =>
      `<li><strong>${escapeHtml(item.name)}</strong>${NBSP}: ${price(item.monthlyPriceCents)} HT par bulletin et par mois sans engagement, ${price(item.annualPriceCents)} avec l’engagement annuel${item.annualSavings ? ` (${escapeHtml(item.annualSavings)})` : ''} — ${escapeHtml(item.description)}</li>`,
  );
  return (
    `<p>Nos formules, par bulletin de paie et par mois${NBSP}:</p><ul>${items.join('')}</ul>` +
    `<p>Essai gratuit de ${freeTrial.days}${NBSP}jours. Source${NBSP}: ${link('/#tarifs', 'nos tarifs')}, détail sur ${link('/tarifs-details', 'la page des formules')}.</p>`
  );
}

function planContent(plan: PlanMention | null): string {
  const chosen = plansInOrder(plan).slice(0, plan ? 1 : landingPlans.length);
  const items = chosen.map((item) => {
    const included = item.features.filter((feature) => feature.included).map((feature) => feature.name);
    const excluded = item.features.filter((feature) => !feature.included).map((feature) => feature.name);
    return (
      `<li><strong>${escapeHtml(item.name)}</strong> (${price(item.monthlyPriceCents)} par bulletin et par mois)${NBSP}: ` +
      `${escapeHtml(included.join(', '))}${excluded.length > 0 ? `${NBSP}; non inclus${NBSP}: ${escapeHtml(excluded.join(', ').toLowerCase())}` : ''}.</li>`
    );
  });
  return `<ul>${items.join('')}</ul><p>Source${NBSP}: ${link('/#tarifs', 'nos formules')}.</p>`;
}

function trial(): string {
  return (
    `<p>Oui, vous pouvez essayer Dirigeo <strong>gratuitement pendant ${freeTrial.days}${NBSP}jours</strong>, en mode démonstration, sans engagement. Pendant l’essai${NBSP}:</p>` +
    `<ul>${freeTrial.limits.map((limit) => `<li>${escapeHtml(limit)}</li>`).join('')}</ul>` +
    `<p>${link('/souscription', 'Commencer l’essai gratuit')} — conditions dans les ${link(legalDocuments.termsOfUse.url, legalDocuments.termsOfUse.title)}.</p>`
  );
}

function cancellation(): string {
  return (
    `<p>La formule mensuelle engage pour ${salesTerms.monthlyCommitmentMonths}${NBSP}mois, renouvelé tacitement${NBSP}: vous la résiliez à tout moment avec un préavis de <strong>${salesTerms.monthlyNoticeDays}${NBSP}jours</strong>. ` +
    `La formule annuelle engage pour ${salesTerms.annualCommitmentMonths}${NBSP}mois, renouvelés tacitement${NBSP}; sa résiliation demande un préavis d’<strong>${salesTerms.annualNoticeMonths}${NBSP}mois</strong> avant l’échéance.</p>` +
    `<p>Source${NBSP}: ${link(legalDocuments.termsOfSale.url, legalDocuments.termsOfSale.title)}.</p>`
  );
}

function contact(booking: BookingLink): string {
  return (
    `<p>Vous pouvez nous écrire à <strong>${escapeHtml(provider.contactEmail)}</strong> ou nous appeler au <strong>${escapeHtml(provider.phone.replaceAll(' ', NBSP))}</strong>, ${escapeHtml(provider.supportHours)}. ` +
    `Le formulaire de contact vous donne un devis sous ${marketingClaims.quoteWithinHours}${NBSP}heures.</p>` +
    `<p>${link('/#contact', 'Nous écrire')} ou ${bookingSentence(booking)}.</p>`
  );
}

/** The answer to a question on our product. */
export function answerProductQuestion(
  topic: ProductTopic,
  plan: PlanMention | null,
  booking: BookingLink,
): string {
  switch (topic) {
    case 'price':
      return prices(plan);
    case 'plan-content':
      return planContent(plan);
    case 'trial':
      return trial();
    case 'cancellation':
      return cancellation();
    case 'contact':
      return contact(booking);
  }
}
