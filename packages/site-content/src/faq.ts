import { frenchList } from './french-list.ts';
import { dataRetention, freeTrial, legalDocuments, salesTerms, sessionLifetime } from './legal.ts';
import { marketingClaims } from './marketing-claims.ts';
import {
  detailedPlans,
  FEATURES,
  type FeatureKey,
  formatPlanPrice,
  planById,
  planHasFeature,
  VAT_RATE_PERCENT,
  withVat,
} from './plans.ts';
import { provider } from './provider.ts';

/** A link to a page of the site. */
export interface SiteLink {
  /** Absolute path on the site, possibly with a `#section` of the home page. */
  readonly href: string;
  /** French label shown to the visitor. */
  readonly label: string;
}

/**
 * One question of the home page's FAQ. Spec 001 §2 asked for 12 questions, one open at a time; the
 * FAQ also answers what visitors ask the assistant about the product (trial, invoices, plan changes,
 * support, data), each answer read from the code that does it, so it has more, grouped by theme
 * (`faqGroups`) to stay easy to scan on a phone. One question is open at a time still.
 */
export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
  /** A page that takes the answer further. */
  readonly link?: SiteLink;
}

/** Questions of one theme, shown under its title. */
export interface FaqGroup {
  /** French title of the theme, shown above its questions. */
  readonly title: string;
  readonly entries: readonly FaqEntry[];
}

/** « toutes les formules », « la formule Complète », « les formules Essentielle et Complète ». */
function plansGiving(feature: FeatureKey): string {
  const names = detailedPlans.filter((plan) => planHasFeature(plan.id, feature)).map((plan) => plan.name);
  if (names.length === detailedPlans.length) return 'toutes les formules';
  return names.length === 1 ? `la formule ${names[0]}` : `les formules ${frenchList(names)}`;
}

const termsOfSaleLink: SiteLink = { href: legalDocuments.termsOfSale.url, label: 'Lire les CGV' };
const essentielle = planById('essentielle');

const serviceQuestions: readonly FaqEntry[] = [
  {
    question: 'Qui peut utiliser Dirigeo ?',
    answer:
      'Les mandataires sociaux assimilés salariés : présidents de SAS et de SASU, directeurs généraux, dirigeants de SA, gérants minoritaires ou non associés de SARL. Ils relèvent du régime général de la Sécurité sociale et reçoivent un bulletin de paie.',
  },
  {
    question: 'Je suis gérant majoritaire de SARL : Dirigeo est-il fait pour moi ?',
    answer:
      "Non. Un gérant majoritaire de SARL, comme un gérant associé unique d'EURL ou un entrepreneur individuel, est travailleur non salarié (TNS) : il ne reçoit pas de bulletin de paie et cotise auprès d'un autre régime.",
  },
  {
    question: 'Comment savoir si mon statut est compatible ?',
    answer:
      "Notre test d'éligibilité vous pose quelques questions sur la forme juridique de votre société et votre fonction, et vous indique si vous êtes assimilé salarié.",
    link: { href: '/eligibilite', label: 'Tester mon éligibilité' },
  },
  {
    question: 'Mes bulletins de paie sont-ils conformes ?',
    answer:
      "Vos cotisations sont calculées avec les taux officiels de l'année en cours et le plafond de la Sécurité sociale en vigueur. Les mises à jour réglementaires sont appliquées pour vous, sans action de votre part.",
  },
  {
    question: "Qui s'occupe de la DSN ?",
    // Said as the product is: the DSN's preparation is sold once it is built (`FEATURES.dsn.onSale`).
    answer: FEATURES.dsn.onSale
      ? "Avec les formules Essentielle et Complète, Dirigeo prépare et contrôle chaque mois votre déclaration sociale nominative (DSN) à partir de vos bulletins finalisés, et vous donne le fichier à déposer sur net-entreprises.fr avec les montants à payer à chaque organisme et leurs échéances. Le dépôt lui-même reste de votre fait : il passe par un canal réservé aux logiciels certifiés, que Dirigeo n'utilise pas. La formule gratuite Freemium ne comprend pas la DSN."
      : "Vous déposez votre déclaration sociale nominative (DSN) sur net-entreprises.fr, à partir des montants de votre bulletin établi dans Dirigeo. La préparation de la DSN dans Dirigeo n'est pas encore proposée.",
  },
  {
    question: 'Faites-vous aussi les bulletins de mes salariés ?',
    // The month prepared for everyone in one action (`prepare-month`), each employee computed from
    // their contract; every finalised payslip of the month goes into the one DSN (ADR staff-payslips).
    answer: FEATURES.staffPayroll.onSale
      ? `Oui, avec ${plansGiving('staffPayroll')}. Vous enregistrez chaque salarié avec son contrat (statut, temps de travail, mutuelle, prévoyance) ; chaque mois, Dirigeo prépare en une seule action les bulletins de tous vos salariés et le vôtre, calculés d'après leur contrat, que vous vérifiez puis finalisez.${FEATURES.dsn.onSale ? ' Leurs bulletins entrent dans la même DSN que le vôtre.' : ''}`
      : "Pas encore : Dirigeo établit aujourd'hui le bulletin du dirigeant seulement.",
    link: { href: '/tarifs-details', label: 'Comparer les formules' },
  },
  {
    question: 'La mutuelle apparaît-elle sur le bulletin de paie ?',
    // @dirigeo/payroll-calc's `complementaire-sante` and `prevoyance-cadre` lines.
    answer:
      "Oui. Vous indiquez la cotisation mensuelle de la mutuelle d'entreprise et la part prise en charge par la société : le bulletin porte alors une ligne « Complémentaire santé », avec la part salariale et la part patronale. Pour un salarié, ces montants viennent de son contrat. La prévoyance des cadres payée par l'entreprise a aussi sa ligne.",
  },
  {
    question: 'Puis-je importer mes anciens bulletins de paie ?',
    // No import: documents are stored as they are, and the year's totals are summed from the
    // payslips finalised in Dirigeo (ADR payroll-year-to-date). A history taken over is quoted (CGU).
    answer:
      "Dirigeo n'importe pas les bulletins établis avec un autre logiciel ou par un cabinet. Vous pouvez les déposer dans vos documents, dans votre espace client, pour les garder au même endroit que les nouveaux ; ils ne sont pas repris dans les calculs, car les cumuls de l'année se calculent à partir des bulletins finalisés dans Dirigeo. Une reprise d'historique fait l'objet d'un devis.",
    link: { href: '/#contact', label: 'Demander un devis' },
  },
  {
    question: 'Êtes-vous expert-comptable ?',
    answer: `Non. Dirigeo n'est pas un cabinet d'expertise comptable : c'est un service de paie en ligne pour les dirigeants assimilés salariés, conçu par une équipe de spécialistes de la paie (plus de ${marketingClaims.yearsOfExperience} ans d'expérience). Il établit vos bulletins${FEATURES.dsn.onSale ? ' et prépare vos DSN' : ''}, mais ne tient pas votre comptabilité et n'établit ni vos comptes annuels ni vos déclarations de TVA ou d'impôt sur les sociétés.${FEATURES.officialExports.onSale ? ` Avec ${plansGiving('officialExports')}, vous transmettez à votre expert-comptable ${FEATURES.officialExports.label}.` : ''} Vous êtes vous-même expert-comptable ? Nous vous proposons un partenariat pour la paie de vos clients dirigeants.`,
    link: { href: '/tarifs-details', label: 'Formules et partenariat expert-comptable' },
  },
  {
    question: 'Où retrouver mes bulletins et mes documents ?',
    answer:
      'Dans votre espace client : vos bulletins se téléchargent en PDF et vos documents de paie y restent archivés, prêts à être transmis à votre expert-comptable ou à votre banque.',
    link: { href: '/auth', label: 'Accéder à mon espace client' },
  },
];

const subscriptionQuestions: readonly FaqEntry[] = [
  {
    question: 'Les formules mensuelles sont-elles sans engagement ?',
    answer:
      'Oui. En facturation mensuelle, vous pouvez arrêter votre abonnement à tout moment, dans les conditions de préavis prévues par nos CGV.',
    link: termsOfSaleLink,
  },
  {
    question: 'Comment fonctionne la formule annuelle ?',
    answer: `La formule annuelle vous engage pour ${salesTerms.annualCommitmentMonths} mois et vous fait bénéficier d'une réduction de ${salesTerms.annualDiscountPercent} % sur le prix de l'abonnement mensuel, réglé en une fois pour l'année.`,
  },
  {
    question: 'Combien coûte la mise en place ?',
    answer: `Rien : vous créez votre compte et paramétrez votre société vous-même, avec ${freeTrial.days} jours d'essai gratuit. Une reprise d'historique ou une formule sur mesure fait l'objet d'un devis.`,
  },
  {
    question: "Faut-il une carte bancaire pour l'essai gratuit ?",
    // Registration starts the trial with no payment method (`startTrial`); it ends by itself, on Freemium.
    answer: `Non. L'essai gratuit de ${freeTrial.days} jours ${freeTrial.noPayment}. Il donne accès aux fonctions de la formule Essentielle en mode démonstration : ${frenchList(freeTrial.limits)}. Il n'y a pas de premier mois offert en plus. À la fin de l'essai, ${freeTrial.ending} ; une formule payante est facturée d'avance dès la souscription.`,
    link: { href: legalDocuments.termsOfUse.url, label: 'Lire les CGU' },
  },
  {
    // The assistant quotes this answer to every question on paying: keep the question as it is.
    question: 'Comment puis-je payer ?',
    answer: `En ligne, par carte bancaire ou par prélèvement SEPA, par l'intermédiaire de notre prestataire de paiement (Stripe) ; le virement et le chèque ne sont pas acceptés. L'abonnement est facturé d'avance, chaque mois ou chaque année selon la formule choisie, et chaque facture est disponible dans votre espace client. L'essai gratuit de ${freeTrial.days} jours ne demande aucun moyen de paiement.`,
  },
  {
    question: 'Recevrai-je une facture ?',
    // The billing webhook records an invoice per payment, mails it and files its PDF in the documents.
    answer: `Oui, une facture pour chaque paiement, au nom de votre société. Nos prix sont affichés hors taxes et la facture détaille le montant HT, la TVA à ${VAT_RATE_PERCENT} % et le total TTC : la formule ${essentielle.name} mensuelle, par exemple, coûte ${formatPlanPrice(essentielle.monthlyPriceCents)} HT, soit ${formatPlanPrice(withVat(essentielle.monthlyPriceCents).inclTax)} TTC par mois. À chaque nouvelle facture, un e-mail vous est envoyé avec un lien vers votre espace client, où vous la téléchargez en PDF (Paramètres, Abonnement) ; elle est aussi rangée dans vos documents.`,
    link: termsOfSaleLink,
  },
  {
    question: 'Puis-je changer de formule ou résilier en ligne ?',
    // `startCheckout` changes a paying subscription in place, prorated; `cancelSubscription` ends it
    // at the period's end that the notice allows (`cancellationDate`); `resumeSubscription` undoes it.
    answer: `Oui, depuis votre espace client (Paramètres, Abonnement). Vous passez à tout moment d'une formule payante à l'autre, ou de la facturation mensuelle à l'annuelle : le changement s'applique aussitôt, et la période en cours est facturée ou créditée au prorata. La résiliation se fait au même endroit, avec un préavis de ${salesTerms.monthlyNoticeDays} jours en formule mensuelle ou de ${salesTerms.annualNoticeMonths} mois avant l'échéance en formule annuelle : votre formule reste active jusqu'à la fin de la période en cours (ou de la suivante si le préavis n'y tient plus), qui n'est pas remboursée, et vous pouvez revenir sur votre résiliation jusque-là. Votre compte passe ensuite à la formule gratuite Freemium.`,
    link: termsOfSaleLink,
  },
  {
    question: 'Combien de temps pour recevoir un devis ?',
    answer: `Nous répondons à toute demande de devis sous ${marketingClaims.quoteWithinHours} heures ouvrées, avec un devis adapté au nombre de dirigeants et à la formule choisie.`,
  },
  {
    question: 'Sous quel délai le support répond-il ?',
    // The plans' support lines (plans.ts) and the CGV's support hours, which set no response time.
    answer: `Nos experts vous répondent ${provider.supportHours} : par e-mail avec la formule Essentielle, en priorité avec la formule Complète, qui ajoute un coaching personnalisé et une formation à l'outil. La formule gratuite Freemium ne comprend pas le support. Nos CGV ne fixent pas de délai de réponse au support ; une demande de devis reçoit une réponse sous ${marketingClaims.quoteWithinHours} heures ouvrées, et l'assistant en ligne du site peut vous répondre ${marketingClaims.onlineAssistanceHours}.`,
    link: { href: '/#contact', label: 'Nous contacter' },
  },
];

const dataQuestions: readonly FaqEntry[] = [
  {
    question: 'Que deviennent mes données ?',
    answer: `Elles servent uniquement à établir votre paie et vos déclarations. Les données de vos bulletins sont conservées ${dataRetention.payslipYears} ans, conformément à notre politique de confidentialité, et vous gardez à tout moment vos droits d'accès et de rectification.`,
    link: { href: legalDocuments.privacyPolicy.url, label: 'Politique de confidentialité' },
  },
  {
    question: 'Dirigeo est-il sécurisé ? Où sont hébergées mes données ?',
    // The privacy policy's hosting and security sections, the legal notices' host.
    answer: `Vos données sont hébergées en France : leur hébergement est confié à ${provider.host.name}. Les échanges avec le site sont chiffrés (HTTPS), les mots de passe sont conservés sous forme hachée (Argon2), votre session se ferme après ${sessionLifetime.idleMinutes} minutes sans activité et chaque changement de mot de passe met fin à vos autres sessions. L'authentification à deux facteurs est proposée dans ${plansGiving('twoFactor')}, et le journal d'activité de votre compte est inclus dans ${plansGiving('activityLog')}. Seules les personnes habilitées accèdent à vos données, et nous ne les vendons ni ne les louons.`,
    link: { href: `${legalDocuments.privacyPolicy.url}#securite`, label: 'Politique de confidentialité' },
  },
  {
    question: "Si j'arrête, gardez-vous mes bulletins et mes données ?",
    // A cancelled account goes back to Freemium, read-only; `deleteAccount` erases at once all but
    // what the law keeps (`accountDeletion.kept`), unreachable until its period ends.
    answer: `Après une résiliation, votre compte reste ouvert en formule gratuite Freemium : vous gardez l'accès en lecture à vos bulletins, vos documents et vos factures. Vous pouvez aussi télécharger à tout moment une archive de toutes vos données (Paramètres, Compte), puis supprimer votre compte : il est fermé aussitôt et vos données sont effacées, sauf ce que la loi nous oblige à garder, sans que personne ne puisse plus y accéder : vos bulletins définitifs et vos DSN pendant ${dataRetention.payslipYears} ans, vos factures pendant ${dataRetention.invoiceYears} ans.`,
    link: { href: `${legalDocuments.privacyPolicy.url}#conservation`, label: 'Durées de conservation' },
  },
];

/** The FAQ of the home page, by theme. */
export const faqGroups: readonly FaqGroup[] = [
  { title: 'Le service', entries: serviceQuestions },
  { title: 'Abonnement et paiement', entries: subscriptionQuestions },
  { title: 'Vos données', entries: dataQuestions },
];

/** Every question of the FAQ, in the order of the page: the search index and the assistant read these. */
export const faqEntries: readonly FaqEntry[] = faqGroups.flatMap((group) => group.entries);
