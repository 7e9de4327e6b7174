import { dataRetention, freeTrial, salesTerms } from './legal.ts';
import { marketingClaims } from './marketing-claims.ts';
import { FEATURES } from './plans.ts';

/** A link to a page of the site. */
export interface SiteLink {
  /** Absolute path on the site, possibly with a `#section` of the home page. */
  readonly href: string;
  /** French label shown to the visitor. */
  readonly label: string;
}

/** One question of the home page's FAQ (spec 001 §2: 12 questions, one open at a time). */
export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
  /** A page that takes the answer further. */
  readonly link?: SiteLink;
}

export const faqEntries: readonly FaqEntry[] = [
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
      ? 'Avec les formules Essentielle et Complète, Dirigeo prépare et contrôle chaque mois votre déclaration sociale nominative (DSN) à partir de vos bulletins. La formule gratuite Freemium ne la comprend pas.'
      : "Vous déposez votre déclaration sociale nominative (DSN) sur net-entreprises.fr, à partir des montants de votre bulletin établi dans Dirigeo. La préparation de la DSN dans Dirigeo n'est pas encore proposée.",
  },
  {
    question: 'Les formules mensuelles sont-elles sans engagement ?',
    answer:
      'Oui. En facturation mensuelle, vous pouvez arrêter votre abonnement à tout moment, dans les conditions de préavis prévues par nos CGV.',
    link: { href: '/cgv', label: 'Lire les CGV' },
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
    question: 'Combien de temps pour recevoir un devis ?',
    answer: `Nous répondons à toute demande de devis sous ${marketingClaims.quoteWithinHours} heures ouvrées, avec un devis adapté au nombre de dirigeants et à la formule choisie.`,
  },
  {
    question: 'Comment puis-je payer ?',
    answer:
      "En ligne, par carte bancaire ou par prélèvement SEPA. L'abonnement est facturé d'avance, chaque mois ou chaque année selon la formule choisie, et chaque facture est disponible dans votre espace client.",
  },
  {
    question: 'Où retrouver mes bulletins et mes documents ?',
    answer:
      'Dans votre espace client : vos bulletins se téléchargent en PDF et vos documents de paie y restent archivés, prêts à être transmis à votre expert-comptable ou à votre banque.',
    link: { href: '/auth', label: 'Accéder à mon espace client' },
  },
  {
    question: 'Que deviennent mes données ?',
    answer: `Elles servent uniquement à établir votre paie et vos déclarations. Les données de vos bulletins sont conservées ${dataRetention.payslipYears} ans, conformément à notre politique de confidentialité, et vous gardez à tout moment vos droits d'accès et de rectification.`,
    link: { href: '/politique-de-confidentialite', label: 'Politique de confidentialité' },
  },
];
