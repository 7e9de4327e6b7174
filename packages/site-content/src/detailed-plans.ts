/** The plans of `/tarifs-details`, in the spec's order. */
export const DETAILED_PLAN_IDS = ['freemium', 'essentielle', 'complete'] as const;
export type DetailedPlanId = (typeof DETAILED_PLAN_IDS)[number];

/** One line of a plan's feature list. */
export interface DetailedPlanFeature {
  readonly name: string;
  readonly included: boolean;
}

/** A plan of the pricing details page (spec 001 §3 "Static plan"). */
export interface DetailedPlan {
  readonly id: DetailedPlanId;
  readonly name: string;
  /** Price per month, excluding tax, in cents. */
  readonly monthlyPriceCents: number;
  readonly description: string;
  readonly features: readonly DetailedPlanFeature[];
  /** Spec 001 §9: Essentielle is the most popular. */
  readonly popular: boolean;
  readonly buttonText: string;
  /** `primary` for the plan the page pushes, `outline` for the others. */
  readonly buttonStyle: 'primary' | 'outline';
}

/**
 * Spec 001 §9, detailed plans per month excluding tax: Freemium 0 €, Essentielle 9 €, Complète 19 €.
 * They differ from the landing's per-payslip prices (`landing-plans.ts`): the spec gives both, and
 * the page says which is which.
 */
export const detailedPlans: readonly DetailedPlan[] = [
  {
    id: 'freemium',
    name: 'Freemium',
    monthlyPriceCents: 0,
    description:
      'Pour découvrir Dirigeo en mode démonstration et tester vos bulletins de dirigeant, sans engagement.',
    features: [
      { name: 'Bulletins de test', included: true },
      { name: 'Bulletin en PDF, avec filigrane', included: true },
      { name: "Taux et plafonds officiels de l'année", included: true },
      { name: 'Historique de vos bulletins', included: true },
      { name: 'Préparation et dépôt de la DSN', included: false },
      { name: 'Support par e-mail', included: false },
    ],
    popular: false,
    buttonText: 'Commencer gratuitement',
    buttonStyle: 'outline',
  },
  {
    id: 'essentielle',
    name: 'Essentielle',
    monthlyPriceCents: 900,
    description: 'Votre bulletin de dirigeant et votre DSN, établis et déposés chaque mois.',
    features: [
      { name: 'Bulletin de paie mensuel définitif, sans filigrane', included: true },
      { name: 'Préparation, contrôle et dépôt de la DSN', included: true },
      { name: 'Support par e-mail', included: true },
      { name: "Taux et plafonds officiels de l'année", included: true },
      { name: 'Historique de vos bulletins', included: true },
      { name: 'Support prioritaire et assistance téléphonique', included: false },
      { name: 'Organismes complémentaires et journal de paie', included: false },
      { name: 'Analyse des charges, graphiques et indicateurs', included: false },
    ],
    popular: true,
    buttonText: 'Choisir Essentielle',
    buttonStyle: 'primary',
  },
  {
    id: 'complete',
    name: 'Complète',
    monthlyPriceCents: 1900,
    description: "Tout Essentielle, avec l'accompagnement d'un expert et le pilotage de votre rémunération.",
    features: [
      { name: 'Tout ce que comprend Essentielle', included: true },
      { name: 'Déclarations aux organismes complémentaires', included: true },
      { name: 'Éditions du journal de paie', included: true },
      { name: 'Support prioritaire', included: true },
      { name: 'Coaching personnalisé', included: true },
      { name: 'Assistance téléphonique', included: true },
      { name: 'Corrections automatiques', included: true },
      { name: 'Analyse des charges', included: true },
      { name: "Graphiques d'évolution", included: true },
      { name: 'Indicateurs personnalisés', included: true },
      { name: 'Authentification à deux facteurs', included: true },
      { name: "Journal d'activité", included: true },
      { name: "Formation à l'outil", included: true },
    ],
    popular: false,
    buttonText: 'Choisir Complète',
    buttonStyle: 'outline',
  },
];

/** One row of the comparison table: a feature and, for each plan, whether it has it. */
export interface ComparisonFeature {
  readonly name: string;
  readonly plans: Readonly<Record<DetailedPlanId, boolean>>;
}

/** A group of rows of the comparison table. */
export interface ComparisonCategory {
  readonly name: string;
  readonly features: readonly ComparisonFeature[];
}

function row(name: string, freemium: boolean, essentielle: boolean, complete: boolean): ComparisonFeature {
  return { name, plans: { freemium, essentielle, complete } };
}

/**
 * Spec 001 §2: six categories (payslips, DSN declarations, legal compliance, dashboards, security,
 * support), six features each, ticked or not per plan, consistent with the plans' lists above and
 * with §9 (Freemium: no DSN filing, no support; Complète: everything).
 */
export const comparisonCategories: readonly ComparisonCategory[] = [
  {
    name: 'Bulletins de paie',
    features: [
      row('Bulletins de test', true, true, true),
      row('Bulletin en PDF', true, true, true),
      row('Bulletin mensuel définitif, sans filigrane', false, true, true),
      row('Historique de vos bulletins', true, true, true),
      row('Éditions du journal de paie', false, false, true),
      row('Corrections automatiques', false, false, true),
    ],
  },
  {
    name: 'Déclarations DSN',
    features: [
      row('Préparation de la DSN mensuelle', false, true, true),
      row('Contrôle de la DSN avant dépôt', false, true, true),
      row('Dépôt de la DSN sur net-entreprises.fr', false, true, true),
      row('Suivi des accusés de réception et des anomalies', false, true, true),
      row('Déclarations aux organismes complémentaires', false, false, true),
      row("Signalements d'arrêt de travail", false, false, true),
    ],
  },
  {
    name: 'Conformité légale',
    features: [
      row("Taux et plafonds officiels de l'année", true, true, true),
      row('Bulletin clarifié conforme au modèle réglementaire', true, true, true),
      row("Vérification de votre statut d'assimilé salarié", true, true, true),
      row('Mises à jour réglementaires appliquées à vos bulletins', false, true, true),
      row('Garantie contre le redressement de cotisations', false, true, true),
      row('Exports officiels pour votre comptabilité', false, true, true),
    ],
  },
  {
    name: 'Tableaux de bord',
    features: [
      row('Tableau de bord de vos bulletins', true, true, true),
      row('Cumuls annuels', true, true, true),
      row('Récapitulatif annuel en PDF', false, true, true),
      row('Analyse des charges', false, false, true),
      row("Graphiques d'évolution", false, false, true),
      row('Indicateurs personnalisés', false, false, true),
    ],
  },
  {
    name: 'Sécurité',
    features: [
      row('Connexion chiffrée (HTTPS)', true, true, true),
      row('Mots de passe conservés sous forme hachée (Argon2)', true, true, true),
      row('Données hébergées en France', true, true, true),
      row('Fin des autres sessions au changement de mot de passe', true, true, true),
      row('Authentification à deux facteurs', false, false, true),
      row("Journal d'activité", false, false, true),
    ],
  },
  {
    name: 'Accompagnement',
    features: [
      row('Assistant en ligne 24 h/24, 7 j/7', true, true, true),
      row('Support par e-mail', false, true, true),
      row('Support prioritaire', false, false, true),
      row('Assistance téléphonique', false, false, true),
      row('Coaching personnalisé', false, false, true),
      row("Formation à l'outil", false, false, true),
    ],
  },
];
