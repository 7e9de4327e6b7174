import { detailedPlans, formatPlanPrice } from './plans.ts';
import { frenchList } from './french-list.ts';
import { freeTrial, salesTerms } from './legal.ts';
import { marketingClaims } from './marketing-claims.ts';

/**
 * The pages of the site a visitor may look for, as the site search and the assistant know them:
 * where each is, what it is called, what it answers. `keywords` are words a visitor may type that
 * the title and the description do not say (searched, never shown).
 */
export interface SitePage {
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
}

export const sitePages: readonly SitePage[] = [
  {
    url: '/#tarifs',
    title: 'Tarifs : Freemium, Essentielle et Complète, par mois ou par an',
    description:
      `${frenchList(detailedPlans.map((plan) => `${plan.name} ${formatPlanPrice(plan.monthlyPriceCents)}`))} HT par mois ` +
      `en facturation mensuelle, sans engagement ; ${frenchList(detailedPlans.filter((plan) => plan.yearlyPriceCents > 0).map((plan) => `${formatPlanPrice(plan.yearlyPriceCents)}`))} HT par an ` +
      `en facturation annuelle (${salesTerms.annualCommitmentMonths} mois, ${salesTerms.annualDiscountPercent} % de réduction).`,
    keywords: 'prix tarif coût abonnement mensuel annuel engagement réduction offre formule devis',
  },
  {
    url: '/tarifs-details',
    title: 'Détail des formules Freemium, Essentielle et Complète',
    description:
      `${frenchList(detailedPlans.map((plan) => `${plan.name} ${formatPlanPrice(plan.monthlyPriceCents)}`))} HT par mois : ` +
      'comparez les trois formules pour les mandataires sociaux, leurs bulletins, leur conformité, leurs tableaux de bord, leur sécurité et leur accompagnement.',
    keywords: 'comparatif formules gratuit freemium essentielle complète fonctionnalités support DSN',
  },
  {
    url: '/eligibilite',
    title: "Test d'éligibilité : êtes-vous assimilé salarié ?",
    description:
      'En quelques questions sur la forme juridique de votre société et votre fonction, sachez si vous relevez du régime général et pouvez recevoir un bulletin de paie.',
    keywords: 'assimilé salarié TNS statut président SAS SASU gérant minoritaire majoritaire SARL compatible',
  },
  {
    url: '/souscription',
    title: 'Souscrire à Dirigeo',
    description: `Créez votre compte et choisissez votre formule en quelques étapes, avec ${freeTrial.days} jours d'essai gratuit.`,
    keywords: 'inscription abonnement essai gratuit créer compte commencer',
  },
  {
    url: '/#contact',
    title: 'Nous contacter, demander un devis',
    description: `Écrivez-nous : nous répondons à toute demande de devis sous ${marketingClaims.quoteWithinHours} heures ouvrées.`,
    keywords: 'contact devis question rendez-vous entretien expert téléphone',
  },
  {
    url: '/simulators',
    title: 'Simulateurs de paie et de charges',
    description:
      'Nos simulateurs : charges sociales, coût d’un salarié, taux horaire, masse salariale, aides à l’embauche, déclarations.',
    keywords: 'simulateur calcul charges cotisations salaire brut net coût',
  },
  {
    url: '/simulators/charges-sociales',
    title: 'Simulateur de charges sociales',
    description:
      'Charges patronales et salariales, salaire net et coût total à partir du salaire brut, avec le calcul exact pour un président de SAS ou de SASU ou un salarié, en PDF.',
    keywords: 'simulation charges patronales salariales brut net coût employeur président SASU PDF',
  },
  {
    url: '/outils',
    title: 'Outils : fiches pratiques, Code du travail, simulateurs, conventions collectives et modèles',
    description:
      'Les fiches pratiques du ministère du Travail, le Code du travail, nos calculateurs, la recherche de convention collective et des modèles de lettres.',
    keywords: 'outils droit du travail fiches modèles lettres conventions collectives calculateurs',
  },
  {
    url: '/blog',
    title: 'Le blog de la paie des dirigeants',
    description:
      'Nos articles sur la rémunération, les cotisations, la fiscalité et les obligations des mandataires sociaux.',
    keywords: 'articles conseils actualités paie dirigeant',
  },
  {
    url: '/auth',
    title: 'Espace client',
    description:
      'Connectez-vous pour établir vos bulletins de paie, les télécharger et retrouver vos documents.',
    keywords: 'connexion se connecter compte identifiant mot de passe bulletins documents',
  },
  {
    url: '/mentions-legales',
    title: 'Mentions légales',
    description:
      "L'éditeur du site, son hébergeur, la propriété intellectuelle, les données personnelles et les cookies.",
    keywords: 'éditeur hébergeur siren capital directeur de la publication',
  },
  {
    url: '/politique-de-confidentialite',
    title: 'Politique de confidentialité',
    description:
      'Les données que nous traitons, pourquoi, combien de temps nous les gardons, à qui elles sont transmises et comment exercer vos droits.',
    keywords:
      'RGPD données personnelles conservation droits accès suppression CNIL cookies mesure d’audience newsletter lettre d’information désinscription assistant',
  },
  {
    url: '/cgu',
    title: "Conditions générales d'utilisation",
    description: `Les règles d'utilisation du service : essai gratuit de ${freeTrial.days} jours, compte, usages interdits, résiliation.`,
    keywords: 'CGU conditions utilisation essai démonstration suspension',
  },
  {
    url: '/cgv',
    title: 'Conditions générales de vente',
    description:
      'Prix, facturation, paiement, durée et renouvellement des abonnements, préavis de résiliation, support et responsabilité.',
    keywords: 'CGV conditions vente paiement prélèvement retard pénalités résiliation préavis remboursement',
  },
];
