/**
 * The assistant's answers about our own product, from `@dirigeo/site-content`: the one definition
 * of the plans, the trial, the terms of sale and the provider's contact details that the pages
 * render. Nothing here states a figure of its own.
 */
import {
  type DetailedPlan,
  dataRetention,
  detailedPlans,
  faqEntries,
  formatPlanPrice,
  formatProviderAddress,
  formatShareCapital,
  formatSiren,
  freeTrial,
  legalDocuments,
  marketingClaims,
  provider,
  salesTerms,
  sessionLifetime,
  subscriptionUrl,
  withVat,
  yearlyPricePerMonthOf,
} from '@dirigeo/site-content';
import { PASSWORD_RESET_VALID_MINUTES } from '@dirigeo/schemas';
import { type BookingLink, bookingSentence, escapeHtml, link } from '../compose-answer.ts';
import type { PlanMention, ProductTopic } from './recognise-intent.ts';

const NBSP = '\u00a0';

/** Prices with no-break spaces (« 19 € »), as French typography wants them. */
function price(cents: number): string {
  return escapeHtml(formatPlanPrice(cents).replace(' ', NBSP));
}

/** The plans, the one asked about first. */
function plansInOrder(plan: PlanMention | null): readonly DetailedPlan[] {
  return plan
    ? [...detailedPlans].sort((a, b) => Number(b.id === plan) - Number(a.id === plan))
    : detailedPlans;
}

/**
 * « Essentielle 9 € HT (10,80 € TTC) par mois sans engagement, ou 91,80 € HT (110,16 € TTC) pour un
 * an (−15 %) »: the price excluding tax, as the grid states it, and what the client pays.
 */
function planPrice(plan: DetailedPlan): string {
  if (plan.monthlyPriceCents === 0)
    return `<strong>${escapeHtml(plan.name)}</strong> gratuite, sans limite de durée`;
  const inclTax = (cents: number) => `${price(withVat(cents).inclTax)} TTC`;
  return (
    `<strong>${escapeHtml(plan.name)} ${price(plan.monthlyPriceCents)}</strong> HT (${inclTax(plan.monthlyPriceCents)}) par mois sans engagement, ` +
    `ou ${price(plan.yearlyPriceCents)} HT (${inclTax(plan.yearlyPriceCents)}) pour un an (${salesTerms.annualCommitmentMonths}${NBSP}mois à −${salesTerms.annualDiscountPercent}${NBSP}%, soit ${price(yearlyPricePerMonthOf(plan.yearlyPriceCents))} HT par mois et ${price(plan.monthlyPriceCents * salesTerms.annualCommitmentMonths - plan.yearlyPriceCents)} HT d’économie sur l’année)`
  );
}

function prices(plan: PlanMention | null): string {
  const items = plansInOrder(plan).map(
    (item) => `<li>${planPrice(item)} — ${escapeHtml(item.description)}</li>`,
  );
  const asked = plan
    ? detailedPlans.find((item) => item.id === plan && item.monthlyPriceCents > 0)
    : undefined;
  const subscribe = asked ? ` ${link(subscriptionUrl(asked.id, 'month'), `Souscrire à ${asked.name}`)}.` : '';
  return (
    `<p>Nos formules, par mois et hors taxes (TVA de 20${NBSP}% en sus)${NBSP}:</p><ul>${items.join('')}</ul>` +
    `<p>Source${NBSP}: ${link('/#tarifs', 'nos tarifs')}, détail sur ${link('/tarifs-details', 'la page des formules')}. Essai gratuit de ${freeTrial.days}${NBSP}jours.${subscribe}</p>`
  );
}

/** « Pour découvrir… » after a colon: « pour découvrir… ». */
function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** Each plan's price and content; the free plan's own description first (« sans limite de durée »). */
function planContent(plan: PlanMention | null): string {
  const chosen = plansInOrder(plan).slice(0, plan ? 1 : detailedPlans.length);
  // The plans' lists hold only the lines of features on sale (`FEATURES[…].onSale`).
  const items = chosen.map((item) => {
    const included = item.features.filter((feature) => feature.included).map((feature) => feature.name);
    const excluded = item.features.filter((feature) => !feature.included).map((feature) => feature.name);
    const cost =
      item.monthlyPriceCents === 0
        ? 'gratuite'
        : `${price(item.monthlyPriceCents)} HT, soit ${price(withVat(item.monthlyPriceCents).inclTax)} TTC, par mois`;
    return (
      `<li><strong>${escapeHtml(item.name)}</strong> (${cost})${NBSP}: ${item.monthlyPriceCents === 0 ? `${escapeHtml(lowerFirst(item.description))} ` : ''}` +
      `${escapeHtml(included.join(', '))}${excluded.length > 0 ? `${NBSP}; non inclus${NBSP}: ${escapeHtml(excluded.join(', ').toLowerCase())}` : ''}.</li>`
    );
  });
  return `<ul>${items.join('')}</ul><p>Source${NBSP}: ${link('/#tarifs', 'nos formules')}, comparatif complet sur ${link('/tarifs-details', 'la page des formules')}.</p>`;
}

/**
 * The FAQ's answer to `question`, as the home page states it. Read when the module loads, so that a
 * FAQ question renamed in site-content fails every test that loads the assistant instead of an answer.
 */
function faqAnswer(question: string): string {
  const entry = faqEntries.find((item) => item.question === question);
  if (!entry) throw new Error(`The FAQ has no question « ${question} »: the assistant quotes it.`);
  return entry.answer;
}

const FAQ_PAYMENT = faqAnswer('Comment puis-je payer ?');
const FAQ_AFTER_CANCELLATION = faqAnswer("Si j'arrête, gardez-vous mes bulletins et mes données ?");
const FAQ_PLAN_CHANGE = faqAnswer('Puis-je changer de formule ou résilier en ligne ?');
const FAQ_COMPLIANCE = faqAnswer('Mes bulletins de paie sont-ils conformes ?');
const FAQ_SECURITY = faqAnswer('Dirigeo est-il sécurisé ? Où sont hébergées mes données ?');
const FAQ_HISTORY_IMPORT = faqAnswer('Puis-je importer mes anciens bulletins de paie ?');
const FAQ_STAFF_PAYSLIPS = faqAnswer('Faites-vous aussi les bulletins de mes salariés ?');
const FAQ_INVOICE = faqAnswer('Recevrai-je une facture ?');
const FAQ_ACCOUNTING_SCOPE = faqAnswer('Êtes-vous expert-comptable ?');
const FAQ_DSN_FILING = faqAnswer("Qui s'occupe de la DSN ?");
const FAQ_HEALTH_INSURANCE = faqAnswer('La mutuelle apparaît-elle sur le bulletin de paie ?');
/** The FAQ's answers on who the product is for. */
const FAQ_ELIGIBILITY = [
  'Qui peut utiliser Dirigeo ?',
  'Je suis gérant majoritaire de SARL : Dirigeo est-il fait pour moi ?',
].map((question) => ({ question, answer: faqAnswer(question) }));

function trial(): string {
  return (
    `<p>Oui, vous pouvez essayer Dirigeo <strong>gratuitement pendant ${freeTrial.days}${NBSP}jours</strong>, en mode démonstration, sans engagement. Il ${escapeHtml(freeTrial.noPayment)}. Pendant l’essai${NBSP}:</p>` +
    `<ul>${freeTrial.limits.map((limit) => `<li>${escapeHtml(limit)}</li>`).join('')}</ul>` +
    `<p>Source${NBSP}: les ${link(`${legalDocuments.termsOfUse.url}#essai`, legalDocuments.termsOfUse.title)} (Essai gratuit). ${link('/souscription', 'Commencer l’essai gratuit')}.</p>`
  );
}

/**
 * How to subscribe: online, on the subscription page, the trial first, then a paid plan paid as the
 * FAQ says; each fact from site-content.
 */
function subscribe(): string {
  return (
    `<p>L’abonnement se prend en ligne${NBSP}: ${link('/souscription', 'créez votre compte')} avec vos coordonnées, celles de votre société et la formule choisie, au mois ou à l’année. L’essai gratuit de ${freeTrial.days}${NBSP}jours commence aussitôt.</p>` +
    `<p>${escapeHtml(FAQ_PAYMENT)}</p>` +
    `<p>Source${NBSP}: ${link('/#tarifs', 'nos formules')}, comparatif sur ${link('/tarifs-details', 'la page des formules')}, conditions dans les ${link(legalDocuments.termsOfSale.url, legalDocuments.termsOfSale.title)}.</p>`
  );
}

/** What becomes of the account when the trial ends, as the CGU state it. */
function trialEnd(): string {
  return (
    `<p>À la fin de l’essai gratuit de ${freeTrial.days}${NBSP}jours, ${escapeHtml(freeTrial.ending)}. L’essai ${escapeHtml(freeTrial.noPayment)}.</p>` +
    `<p>Source${NBSP}: ${link(`${legalDocuments.termsOfUse.url}#essai`, legalDocuments.termsOfUse.title)} (Essai gratuit).</p>`
  );
}

function cancellation(): string {
  return (
    `<p>La formule mensuelle engage pour ${salesTerms.monthlyCommitmentMonths}${NBSP}mois, renouvelé tacitement${NBSP}: vous la résiliez à tout moment avec un préavis de <strong>${salesTerms.monthlyNoticeDays}${NBSP}jours</strong>. ` +
    `La formule annuelle engage pour ${salesTerms.annualCommitmentMonths}${NBSP}mois, renouvelés tacitement${NBSP}; sa résiliation demande un préavis d’<strong>${salesTerms.annualNoticeMonths}${NBSP}mois</strong> avant l’échéance.</p>` +
    `<p>De notre côté, nous ne pouvons mettre fin à un abonnement pour un motif technique, économique ou réglementaire qu’avec un préavis de <strong>${salesTerms.providerNoticeMonths}${NBSP}mois</strong>, et sans préavis seulement en cas de manquement grave (défaut de paiement persistant, usage frauduleux).</p>` +
    `<p>Source${NBSP}: ${link(legalDocuments.termsOfSale.url, legalDocuments.termsOfSale.title)}.</p>`
  );
}

function contact(booking: BookingLink): string {
  return (
    `<p>Vous pouvez nous écrire à <strong>${escapeHtml(provider.contactEmail)}</strong> ou nous appeler au <strong>${escapeHtml(provider.phone.replaceAll(' ', NBSP))}</strong>, ${escapeHtml(provider.supportHours)}${NBSP}; notre adresse postale est ${escapeHtml(provider.legalName)}, ${escapeHtml(formatProviderAddress())}. ` +
    `Le formulaire de contact vous donne un devis sous ${marketingClaims.quoteWithinHours}${NBSP}heures.</p>` +
    `<p>${link('/#contact', 'Nous écrire')} ou ${bookingSentence(booking)}.</p>`
  );
}

function data(): string {
  const years = (count: number) => `${count}${NBSP}${count > 1 ? 'ans' : 'an'}`;
  return (
    `<p>Notre hébergeur est ${escapeHtml(provider.host.name)} (${escapeHtml(provider.host.address)}). Nous conservons${NBSP}:</p>` +
    '<ul>' +
    `<li>les bulletins de paie et les déclarations${NBSP}: <strong>${years(dataRetention.payslipYears)}</strong> (article L3243-4 du Code du travail)${NBSP};</li>` +
    `<li>les factures${NBSP}: <strong>${years(dataRetention.invoiceYears)}</strong> (article L123-22 du Code de commerce)${NBSP};</li>` +
    `<li>les données de connexion${NBSP}: <strong>${years(dataRetention.connectionYears)}</strong>${NBSP};</li>` +
    `<li>les échanges avec l’assistant${NBSP}: <strong>${dataRetention.chatConversationMonths}${NBSP}mois</strong>${NBSP};</li>` +
    `<li>les demandes envoyées par le formulaire de contact${NBSP}: <strong>${years(dataRetention.prospectYears)}</strong> après le dernier échange.</li>` +
    '</ul>' +
    `<p>Pour exercer vos droits (accès, rectification, effacement, portabilité, opposition), écrivez à <strong>${escapeHtml(provider.privacyEmail)}</strong>${NBSP}: nous répondons dans un délai d’un mois. Depuis votre espace client (Paramètres, onglet Compte), vous pouvez aussi télécharger une archive de toutes vos données ou supprimer votre compte vous-même.</p>` +
    `<p>Source${NBSP}: ${link(legalDocuments.privacyPolicy.url, legalDocuments.privacyPolicy.title)} (vos droits et la suppression de votre compte y sont décrits).</p>`
  );
}

function eligibility(): string {
  return (
    FAQ_ELIGIBILITY.map(
      (entry) => `<p><strong>${escapeHtml(entry.question)}</strong> ${escapeHtml(entry.answer)}</p>`,
    ).join('') +
    `<p>${link('/eligibilite', 'Tester mon éligibilité')} en quelques questions (source${NBSP}: ${link('/#faq', 'notre FAQ')}).</p>`
  );
}

/** How one pays: the FAQ's answer, as the home page states it. */
function payment(): string {
  return (
    `<p>${escapeHtml(FAQ_PAYMENT)}</p>` +
    `<p>Source${NBSP}: ${link('/#faq', 'notre FAQ')}${NBSP}; conditions dans les ${link(legalDocuments.termsOfSale.url, legalDocuments.termsOfSale.title)}.</p>`
  );
}

/** Whether the payslips follow the law, as the FAQ says it. */
function compliance(): string {
  return `<p>${escapeHtml(FAQ_COMPLIANCE)}</p>` + `<p>Source${NBSP}: ${link('/#faq', 'notre FAQ')}.</p>`;
}

/** A failed or late payment of the subscription, as the CGV settle it. */
function latePayment(): string {
  const terms = legalDocuments.termsOfSale;
  return (
    `<p>Si un paiement échoue, il est présenté de nouveau et votre formule reste active pendant <strong>${salesTerms.paymentGraceDays}${NBSP}jours</strong>${NBSP}; passé ce délai sans paiement, votre compte revient à la formule gratuite Freemium, et vous gardez l’accès en lecture à tout ce que vous avez établi.</p>` +
    `<p>Une somme non payée à l’échéance porte des pénalités de retard au taux de refinancement de la Banque centrale européenne majoré de ${salesTerms.latePenaltyPointsOverEcbRate}${NBSP}points, et une indemnité forfaitaire pour frais de recouvrement de <strong>${salesTerms.lateRecoveryFeeEuros}${NBSP}€</strong> (Code de commerce, articles L441-10 et D441-5).</p>` +
    `<p>Source${NBSP}: ${link(terms.url, terms.title)}.</p>`
  );
}

/** What stays after a cancellation or an account's deletion, as the FAQ states it. */
function afterCancellation(): string {
  return (
    `<p>${escapeHtml(FAQ_AFTER_CANCELLATION)}</p>` +
    `<p>Source${NBSP}: ${link('/#faq', 'notre FAQ')}${NBSP}; les durées de conservation sont dans notre ${link(legalDocuments.privacyPolicy.url, legalDocuments.privacyPolicy.title.toLowerCase())}.</p>`
  );
}

/** Changing plan or undoing a cancellation, as the FAQ states it. */
function planChange(): string {
  return (
    `<p>${escapeHtml(FAQ_PLAN_CHANGE)}</p>` +
    `<p>Source${NBSP}: ${link('/#faq', 'notre FAQ')}${NBSP}; conditions dans les ${link(legalDocuments.termsOfSale.url, legalDocuments.termsOfSale.title)}.</p>`
  );
}

/** How long a session of the client area lasts, as the privacy policy states it. */
function session(): string {
  return (
    `<p>Votre session se ferme après <strong>${sessionLifetime.idleMinutes}${NBSP}minutes</strong> sans activité et, même si vous restez actif, <strong>${sessionLifetime.absoluteHours}${NBSP}heures</strong> après votre connexion${NBSP}: il suffit alors de vous reconnecter. Changer votre mot de passe ferme aussi vos autres sessions.</p>` +
    `<p>Source${NBSP}: ${link(legalDocuments.privacyPolicy.url, legalDocuments.privacyPolicy.title)}.</p>`
  );
}

/** How the CGV change and where a dispute goes, as the CGV state it. */
function termsChange(): string {
  return (
    `<p>Une modification substantielle des CGV vous est annoncée par e-mail <strong>${salesTerms.changeNoticeDays}${NBSP}jours</strong> avant son entrée en vigueur${NBSP}; si vous la refusez, vous pouvez résilier votre abonnement avant cette date.</p>` +
    `<p>En cas de différend, nous recherchons d’abord une solution amiable pendant ${salesTerms.amicableSettlementDays}${NBSP}jours à compter de sa notification écrite${NBSP}; à défaut, le litige est porté devant les tribunaux compétents de Paris.</p>` +
    `<p>Source${NBSP}: ${link(legalDocuments.termsOfSale.url, legalDocuments.termsOfSale.title)}.</p>`
  );
}

/** Who we are: the company, its registration and its experience, as the legal notices and the site state them. */
function aboutUs(): string {
  return (
    `<p>${escapeHtml(provider.brand)} est édité par ${escapeHtml(provider.legalName)}, ${escapeHtml(provider.legalForm)} au capital de ${escapeHtml(formatShareCapital())}, ${escapeHtml(formatProviderAddress())}, immatriculée au ${escapeHtml(provider.registry)} sous le numéro ${escapeHtml(formatSiren())}, numéro de TVA intracommunautaire <strong>${escapeHtml(provider.vatNumber)}</strong>.</p>` +
    `<p>Notre équipe a plus de <strong>${marketingClaims.yearsOfExperience}${NBSP}ans</strong> d’expérience en paie.</p>` +
    `<p>Source${NBSP}: ${link(legalDocuments.legalNotice.url, legalDocuments.legalNotice.title)}.</p>`
  );
}

/** What we answer for if a calculation is wrong, as the CGV state it. */
function liability(): string {
  return (
    `<p>Nous mettons en œuvre les moyens nécessaires à l’exactitude des calculs, à partir des informations que vous saisissez, dont vous restez responsable. Notre responsabilité, toutes causes confondues, est limitée au montant que vous nous avez payé au cours des <strong>${salesTerms.liabilityCapMonths}${NBSP}mois</strong> précédant le fait générateur${NBSP}: un redressement dû à une erreur de notre part n’est donc pas pris en charge au-delà de ce montant.</p>` +
    `<p>Source${NBSP}: ${link(legalDocuments.termsOfSale.url, legalDocuments.termsOfSale.title)} (Responsabilité).</p>`
  );
}

/** What the assistant is, and how to reach a person. */
function assistant(booking: BookingLink): string {
  return (
    `<p>Je suis l’assistant automatique de ${escapeHtml(provider.brand)}, pas une personne, disponible ${escapeHtml(marketingClaims.onlineAssistanceHours)}${NBSP}: je réponds à partir de nos pages, de nos articles, des fiches pratiques du ministère du Travail, du Code du travail et des conventions collectives, et je calcule préavis, indemnités et cotisations avec nos simulateurs. ${escapeHtml(provider.brand)} est un service de paie en ligne pour les dirigeants assimilés salariés${NBSP}: ${escapeHtml(FAQ_ELIGIBILITY[0]?.answer ?? '')}</p>` +
    `<p>Pour parler à quelqu’un de notre équipe${NBSP}: ${link('/#contact', 'Nous écrire')}, ou nous appeler au <strong>${escapeHtml(provider.phone.replaceAll(' ', NBSP))}</strong>, ${escapeHtml(provider.supportHours)}${NBSP}; ou ${bookingSentence(booking)}.</p>`
  );
}

/** An answer of the FAQ, as the home page states it, with its source. */
function fromFaq(answer: string): string {
  return `<p>${escapeHtml(answer)}</p><p>Source${NBSP}: ${link('/#faq', 'notre FAQ')}.</p>`;
}

/** The account's and the data's security, as the FAQ states it, with the privacy policy's details. */
function security(): string {
  return (
    `<p>${escapeHtml(FAQ_SECURITY)}</p>` +
    `<p>Source${NBSP}: ${link('/#faq', 'notre FAQ')}${NBSP}; le détail dans notre ${link(`${legalDocuments.privacyPolicy.url}#securite`, legalDocuments.privacyPolicy.title.toLowerCase())} et, formule par formule, sur ${link('/tarifs-details', 'la page des formules')}.</p>`
  );
}

/** A forgotten password: the page that sends a new link, as the client area offers it. */
function accountAccess(): string {
  return (
    `<p>Sur la page de connexion, choisissez «${NBSP}Mot de passe oublié${NBSP}?${NBSP}» et indiquez l’adresse e-mail de votre compte${NBSP}: nous vous envoyons un lien pour choisir un nouveau mot de passe, valable <strong>${PASSWORD_RESET_VALID_MINUTES}${NBSP}minutes</strong>.</p>` +
    `<p>${link('/auth/mot-de-passe-oublie', 'Recevoir un lien pour changer de mot de passe')}</p>`
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
    case 'compliance':
      return compliance();
    case 'account-access':
      return accountAccess();
    case 'cancellation':
      return cancellation();
    case 'contact':
      return contact(booking);
    case 'data':
      return data();
    case 'eligibility':
      return eligibility();
    case 'payment':
      return payment();
    case 'late-payment':
      return latePayment();
    case 'after-cancellation':
      return afterCancellation();
    case 'plan-change':
      return planChange();
    case 'session':
      return session();
    case 'liability':
      return liability();
    case 'terms-change':
      return termsChange();
    case 'about-us':
      return aboutUs();
    case 'assistant':
      return assistant(booking);
    case 'security':
      return security();
    case 'history-import':
      return fromFaq(FAQ_HISTORY_IMPORT);
    case 'staff-payslips':
      return fromFaq(FAQ_STAFF_PAYSLIPS);
    case 'invoice':
      return fromFaq(FAQ_INVOICE);
    case 'accounting-scope':
      return fromFaq(FAQ_ACCOUNTING_SCOPE);
    case 'dsn-filing':
      return fromFaq(FAQ_DSN_FILING);
    case 'health-insurance':
      return fromFaq(FAQ_HEALTH_INSURANCE);
    case 'trial-end':
      return trialEnd();
    case 'subscribe':
      return subscribe();
  }
}
