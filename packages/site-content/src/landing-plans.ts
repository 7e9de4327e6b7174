/** One line of a plan's feature list. */
export interface PlanFeature {
  readonly name: string;
  readonly included: boolean;
}

/** A plan of the home page's pricing section (spec 001 §3 "Pricing plan (landing)"). */
export interface LandingPlan {
  /** Matches the contact form's `package` values. */
  readonly id: 'software' | 'essential' | 'premium';
  readonly name: string;
  readonly description: string;
  /** Price per payslip and per month, excluding tax, in cents, with monthly billing. */
  readonly monthlyPriceCents: number;
  /** Same price with the 12-month annual commitment. */
  readonly annualPriceCents: number;
  /** What the annual commitment adds, shown verbatim; absent when it adds nothing. */
  readonly annualSavings?: string;
  readonly popular: boolean;
  readonly features: readonly PlanFeature[];
}

/** « 3 € », « 2,50 € »: a plan's price in cents as the texts quote it (cents only when there are some). */
export function formatPlanPrice(cents: number): string {
  const euros = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
  return `${euros} €`;
}

/** The unit every price is given in (spec 001 §9). */
export const billingUnit = 'bulletin/mois';

/**
 * Landing prices of spec 001 §9: monthly 3, 19 and 30 EUR per payslip; annual 2.50, 16 and 25 EUR.
 * They differ from the detailed plans of `/tarifs-details` (0, 9, 19 EUR a month): the spec gives both.
 */
export const landingPlans: readonly LandingPlan[] = [
  {
    id: 'software',
    name: 'Logiciel',
    description: 'Vous établissez vous-même vos bulletins de paie avec notre logiciel.',
    monthlyPriceCents: 300,
    annualPriceCents: 250,
    popular: false,
    features: [
      { name: 'Bulletins de paie calculés automatiquement', included: true },
      { name: "Taux de cotisations officiels de l'année", included: true },
      { name: 'Bulletins en PDF et historique', included: true },
      { name: 'DSN préparée et déposée par nos experts', included: false },
      { name: 'Expert dédié', included: false },
    ],
  },
  {
    id: 'essential',
    name: 'Essentiel',
    description: 'Vos bulletins et votre déclaration sociale mensuelle pris en charge.',
    monthlyPriceCents: 1900,
    annualPriceCents: 1600,
    annualSavings: '2 mois offerts',
    popular: true,
    features: [
      { name: 'Bulletins de paie calculés automatiquement', included: true },
      { name: "Taux de cotisations officiels de l'année", included: true },
      { name: 'Bulletins en PDF et historique', included: true },
      { name: 'DSN préparée et déposée par nos experts', included: true },
      { name: 'Expert dédié', included: false },
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    description: "L'accompagnement complet, avec un expert de la paie qui suit votre dossier.",
    monthlyPriceCents: 3000,
    annualPriceCents: 2500,
    annualSavings: '2 mois offerts + audit gratuit',
    popular: false,
    features: [
      { name: 'Bulletins de paie calculés automatiquement', included: true },
      { name: "Taux de cotisations officiels de l'année", included: true },
      { name: 'Bulletins en PDF et historique', included: true },
      { name: 'DSN préparée et déposée par nos experts', included: true },
      { name: 'Expert dédié', included: true },
    ],
  },
];
