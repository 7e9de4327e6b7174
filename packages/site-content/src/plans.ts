import { salesTerms } from './legal.ts';

/**
 * The plans Dirigeo sells, in one place (issue 26): their prices, what each includes, and the
 * features the product enforces by plan. The landing's pricing section, `/tarifs-details`, the CGV,
 * the subscription wizard, the portal's locked items, the API's gates and the billing (prices,
 * invoices) all read this file. There is one price grid: the monthly one of spec 001 §9
 * (Freemium 0 €, Essentielle 9 €, Complète 19 € HT a month), the annual plan at −15 % (CGV).
 */

/** The plans, cheapest first (spec 001 §3 "Static plan"). */
export const PLAN_IDS = ['freemium', 'essentielle', 'complete'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** Former name of `PLAN_IDS`, kept for the pages that read it. */
export const DETAILED_PLAN_IDS = PLAN_IDS;
export type DetailedPlanId = PlanId;
/** The plans that are paid for. */
export const PAID_PLAN_IDS = ['essentielle', 'complete'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** How often a paid plan is billed: each month (no commitment) or each year (12 months, −15 %). */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** French VAT on the service (CGI, art. 278: taux normal). */
export const VAT_RATE_PERCENT = 20;

/**
 * What the product enforces by plan: each key is a server gate (`requireFeature(key)` in the API)
 * and a locked item in the portal. `onSale` says whether the product has the feature today: a
 * feature that is not built yet is never sold as included (its lines below are not shown) — set it
 * to true in the commit that ships the feature.
 */
export const FEATURES = {
  /** Finalising a payslip (a definitive payslip, without the « Bulletin de test » watermark). */
  finalPayslip: { label: 'le bulletin de paie définitif', onSale: true },
  /**
   * Paying the company's staff (issue 25): employees' payslips computed from their contract, the
   * month's payslips prepared for everyone in one action and finalised at once.
   */
  staffPayroll: { label: 'la paie de vos salariés', onSale: true },
  /** Preparing and checking the monthly DSN from the finalised payslips (« Déclarations »). */
  dsn: { label: 'la préparation et le contrôle de la DSN', onSale: true },
  /**
   * A real declaration: the `.dsn` file to deposit on net-entreprises.fr and the deposit recorded.
   * Dirigeo does not transmit it itself (that takes a certified channel): the user deposits it.
   */
  dsnFiling: { label: 'le fichier DSN à déposer et le suivi de son dépôt', onSale: true },
  /** The official exports for the accounts (journal de paie, écritures: branch `reports`). */
  officialExports: { label: 'les exports officiels pour la comptabilité', onSale: true },
  /** The payroll ledger's editions (journal de paie). */
  payrollLedger: { label: 'les éditions du journal de paie', onSale: true },
  /** Charges analysis, evolution charts and custom indicators (branch `reports`). */
  chargesAnalysis: { label: "l'analyse des charges et les graphiques", onSale: true },
  /** Declarations to the supplementary bodies (prévoyance, mutuelle, retraite complémentaire). */
  supplementaryBodies: { label: 'les déclarations aux organismes complémentaires', onSale: false },
  /**
   * Two-factor sign-in (TOTP and recovery codes): in every plan, Freemium included, since an
   * account holding pay, NIR and tax rate deserves it whatever it pays (docs/adr/2026-11-27-two-factor-sign-in.md).
   */
  twoFactor: { label: "l'authentification à deux facteurs", onSale: true },
  /** The account's activity log (branch `accounts`). */
  activityLog: { label: "le journal d'activité", onSale: true },
} as const satisfies Record<string, { label: string; onSale: boolean }>;
export type FeatureKey = keyof typeof FEATURES;
export const FEATURE_KEYS = Object.keys(FEATURES) as FeatureKey[];

/** The features each plan gives (whether on sale yet or not: the gate is ready before the feature). */
export const planFeatureKeys: Readonly<Record<PlanId, readonly FeatureKey[]>> = {
  freemium: ['twoFactor'],
  essentielle: ['finalPayslip', 'staffPayroll', 'dsn', 'dsnFiling', 'officialExports', 'twoFactor'],
  complete: [
    'finalPayslip',
    'staffPayroll',
    'dsn',
    'dsnFiling',
    'officialExports',
    'payrollLedger',
    'chargesAnalysis',
    'supplementaryBodies',
    'twoFactor',
    'activityLog',
  ],
};

/**
 * The free trial gives Essentielle's features in demo mode (CGU): these it withholds (nothing
 * definitive, nothing transmitted, no official export).
 */
export const DEMO_WITHHELD_FEATURES: readonly FeatureKey[] = ['finalPayslip', 'dsnFiling', 'officialExports'];

/** What an account may use: its plan, and whether it is in demo mode (the free trial). */
export interface PlanAccess {
  readonly plan: PlanId;
  readonly demo: boolean;
}

export function planHasFeature(plan: PlanId, feature: FeatureKey): boolean {
  return planFeatureKeys[plan].includes(feature);
}

export function canUseFeature(access: PlanAccess, feature: FeatureKey): boolean {
  return planHasFeature(access.plan, feature) && !(access.demo && DEMO_WITHHELD_FEATURES.includes(feature));
}

/** The cheapest plan that gives a feature. */
export function cheapestPlanWith(feature: FeatureKey): PaidPlanId {
  return PAID_PLAN_IDS.find((plan) => planHasFeature(plan, feature)) ?? 'complete';
}

/**
 * Why a feature is refused, in French, naming the plan that unlocks it: the API's 402/403 message
 * and the portal's locked item say the same.
 */
export function lockedFeatureMessage(access: PlanAccess, feature: FeatureKey): string {
  const { label } = FEATURES[feature];
  const unlocking = planById(cheapestPlanWith(feature)).name;
  if (planHasFeature(access.plan, feature) && access.demo) {
    return `Essai gratuit en mode démonstration : fonctionnalité indisponible (${label}). Souscrivez à la formule ${unlocking} pour en bénéficier.`;
  }
  const andAbove = unlocking === 'Complète' ? '' : ' ou Complète';
  return `Fonctionnalité réservée à la formule ${unlocking}${andAbove} (${label}). Changez de formule pour en bénéficier.`;
}

/** One line of a plan's feature list; a line tied to a feature is shown only once it is on sale. */
export interface DetailedPlanFeature {
  readonly name: string;
  readonly included: boolean;
  readonly feature?: FeatureKey;
}

/** A plan of the pricing pages (spec 001 §3 "Static plan"). */
export interface DetailedPlan {
  readonly id: PlanId;
  readonly name: string;
  /** Price per month with monthly billing, excluding tax, in cents. */
  readonly monthlyPriceCents: number;
  /** Price of the 12-month annual plan, excluding tax, in cents (−15 %, rounded to the cent). */
  readonly yearlyPriceCents: number;
  readonly description: string;
  readonly features: readonly DetailedPlanFeature[];
  /** Spec 001 §9: Essentielle is the most popular. */
  readonly popular: boolean;
  readonly buttonText: string;
  /** `primary` for the plan the page pushes, `outline` for the others. */
  readonly buttonStyle: 'primary' | 'outline';
}

/** The annual price: 12 months at −15 % (CGV), rounded to the cent. */
export function yearlyPriceOf(monthlyPriceCents: number): number {
  return Math.round(
    (monthlyPriceCents * salesTerms.annualCommitmentMonths * (100 - salesTerms.annualDiscountPercent)) / 100,
  );
}

/** What the annual price comes to per month (« Soit 7,65 € HT par mois »), rounded to the cent. */
export function yearlyPricePerMonthOf(yearlyPriceCents: number): number {
  return Math.round(yearlyPriceCents / salesTerms.annualCommitmentMonths);
}

/** A price excluding tax, its VAT and the total, in cents; VAT rounded once, to the cent. */
export function withVat(amountExclTaxCents: number): { exclTax: number; vat: number; inclTax: number } {
  const vat = Math.round((amountExclTaxCents * VAT_RATE_PERCENT) / 100);
  return { exclTax: amountExclTaxCents, vat, inclTax: amountExclTaxCents + vat };
}

/** The price billed for a paid plan and an interval, excluding tax, in cents. */
export function planPriceCents(plan: PlanId, interval: BillingInterval): number {
  const { monthlyPriceCents, yearlyPriceCents } = planById(plan);
  return interval === 'month' ? monthlyPriceCents : yearlyPriceCents;
}

function onSale(line: DetailedPlanFeature): boolean {
  return line.feature === undefined || FEATURES[line.feature].onSale;
}

interface PlanDefinition extends Omit<DetailedPlan, 'yearlyPriceCents'> {}

const planDefinitions: readonly PlanDefinition[] = [
  {
    id: 'freemium',
    name: 'Freemium',
    monthlyPriceCents: 0,
    description:
      'Pour découvrir Dirigeo et tester vos bulletins de dirigeant, sans engagement et sans limite de durée.',
    features: [
      { name: 'Bulletins de test, avec le filigrane « Bulletin de test »', included: true },
      { name: "Taux et plafonds officiels de l'année", included: true },
      { name: 'Historique de vos bulletins', included: true },
      { name: 'Authentification à deux facteurs', included: true, feature: 'twoFactor' },
      { name: 'Bulletin de paie définitif', included: false, feature: 'finalPayslip' },
      { name: 'Bulletins de vos salariés, préparés chaque mois', included: false, feature: 'staffPayroll' },
      { name: 'Préparation et contrôle de la DSN', included: false, feature: 'dsn' },
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
    description: 'Votre bulletin de dirigeant définitif chaque mois, avec le support de nos experts.',
    features: [
      { name: 'Bulletin de paie mensuel définitif, sans filigrane', included: true, feature: 'finalPayslip' },
      {
        name: 'Bulletins de vos salariés, préparés chaque mois en une action',
        included: true,
        feature: 'staffPayroll',
      },
      { name: 'Préparation et contrôle de la DSN, fichier prêt à déposer', included: true, feature: 'dsn' },
      {
        name: 'Suivi des dépôts et des montants à payer à chaque organisme',
        included: true,
        feature: 'dsnFiling',
      },
      { name: 'Exports officiels pour votre comptabilité', included: true, feature: 'officialExports' },
      { name: 'Support par e-mail', included: true },
      { name: "Taux et plafonds officiels de l'année", included: true },
      { name: 'Historique de vos bulletins', included: true },
      { name: 'Authentification à deux facteurs', included: true, feature: 'twoFactor' },
      { name: 'Support prioritaire et coaching personnalisé', included: false },
      { name: 'Éditions du journal de paie', included: false, feature: 'payrollLedger' },
      { name: 'Analyse des charges, graphiques et indicateurs', included: false, feature: 'chargesAnalysis' },
    ],
    popular: true,
    buttonText: 'Choisir Essentielle',
    buttonStyle: 'primary',
  },
  {
    id: 'complete',
    name: 'Complète',
    monthlyPriceCents: 1900,
    description: "Tout Essentielle, avec l'accompagnement prioritaire d'un expert de la paie.",
    features: [
      { name: 'Tout ce que comprend Essentielle', included: true },
      { name: 'Support prioritaire', included: true },
      { name: 'Coaching personnalisé', included: true },
      { name: "Formation à l'outil", included: true },
      { name: 'Déclarations aux organismes complémentaires', included: true, feature: 'supplementaryBodies' },
      { name: 'Éditions du journal de paie', included: true, feature: 'payrollLedger' },
      { name: 'Analyse des charges', included: true, feature: 'chargesAnalysis' },
      {
        name: "Graphiques d'évolution et indicateurs personnalisés",
        included: true,
        feature: 'chargesAnalysis',
      },
      { name: "Journal d'activité", included: true, feature: 'activityLog' },
    ],
    popular: false,
    buttonText: 'Choisir Complète',
    buttonStyle: 'outline',
  },
];

/**
 * Spec 001 §9, the plans per month excluding tax: Freemium 0 €, Essentielle 9 €, Complète 19 €;
 * annually 12 months at −15 %. Only the lines of features the product has are listed.
 */
export const detailedPlans: readonly DetailedPlan[] = planDefinitions.map((plan) => ({
  ...plan,
  yearlyPriceCents: yearlyPriceOf(plan.monthlyPriceCents),
  features: plan.features.filter(onSale),
}));

export function planById(id: PlanId): DetailedPlan {
  const plan = detailedPlans.find((candidate) => candidate.id === id);
  if (!plan) throw new RangeError(`site-content: no plan ${id}`);
  return plan;
}

/** « 9 € », « 7,65 € »: a price in cents as the texts quote it (cents only when there are some). */
export function formatPlanPrice(cents: number): string {
  const euros = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
  return `${euros}\u00a0€`;
}

/** The subscription page's address with a plan and period chosen (`/souscription?formule=…&periode=…`). */
export function subscriptionUrl(plan: PlanId, interval: BillingInterval): string {
  return `/souscription?formule=${plan}&periode=${interval === 'month' ? 'mensuelle' : 'annuelle'}`;
}

/** One row of the comparison table: a feature and, for each plan, whether it has it. */
export interface ComparisonFeature {
  readonly name: string;
  readonly plans: Readonly<Record<PlanId, boolean>>;
  readonly feature?: FeatureKey;
}

/** A group of rows of the comparison table. */
export interface ComparisonCategory {
  readonly name: string;
  readonly features: readonly ComparisonFeature[];
}

function row(
  name: string,
  freemium: boolean,
  essentielle: boolean,
  complete: boolean,
  feature?: FeatureKey,
): ComparisonFeature {
  return feature
    ? { name, plans: { freemium, essentielle, complete }, feature }
    : { name, plans: { freemium, essentielle, complete } };
}

/** A gated row ticks exactly the plans that have its feature: the table cannot promise another gate. */
function gated(name: string, feature: FeatureKey): ComparisonFeature {
  return row(
    name,
    planHasFeature('freemium', feature),
    planHasFeature('essentielle', feature),
    planHasFeature('complete', feature),
    feature,
  );
}

const comparisonDefinitions: readonly ComparisonCategory[] = [
  {
    name: 'Bulletins de paie',
    features: [
      row('Bulletins de test', true, true, true),
      row('Bulletin en PDF', true, true, true),
      gated('Bulletin mensuel définitif, sans filigrane', 'finalPayslip'),
      gated('Bulletins de vos salariés, préparés chaque mois en une action', 'staffPayroll'),
      row('Historique de vos bulletins', true, true, true),
      gated('Éditions du journal de paie', 'payrollLedger'),
    ],
  },
  {
    name: 'Déclarations DSN',
    features: [
      gated('Préparation et contrôle de la DSN mensuelle', 'dsn'),
      gated('Fichier DSN à déposer sur net-entreprises.fr, suivi du dépôt', 'dsnFiling'),
      gated('Déclarations aux organismes complémentaires', 'supplementaryBodies'),
    ],
  },
  {
    name: 'Conformité légale',
    features: [
      row("Taux et plafonds officiels de l'année", true, true, true),
      row('Bulletin clarifié conforme au modèle réglementaire', true, true, true),
      row("Vérification de votre statut d'assimilé salarié", true, true, true),
      gated('Exports officiels pour votre comptabilité', 'officialExports'),
    ],
  },
  {
    name: 'Tableaux de bord',
    features: [
      row('Tableau de bord de vos bulletins', true, true, true),
      gated('Analyse des charges, graphiques et indicateurs', 'chargesAnalysis'),
    ],
  },
  {
    name: 'Sécurité',
    features: [
      row('Connexion chiffrée (HTTPS)', true, true, true),
      row('Mots de passe conservés sous forme hachée (Argon2)', true, true, true),
      row('Fin des autres sessions au changement de mot de passe', true, true, true),
      gated('Authentification à deux facteurs', 'twoFactor'),
      gated("Journal d'activité", 'activityLog'),
    ],
  },
  {
    name: 'Accompagnement',
    features: [
      row('Assistant en ligne 24 h/24, 7 j/7', true, true, true),
      row('Support par e-mail', false, true, true),
      row('Support prioritaire', false, false, true),
      row('Coaching personnalisé', false, false, true),
      row("Formation à l'outil", false, false, true),
    ],
  },
];

/**
 * The comparison table (spec 001 §2): categories of features ticked per plan, consistent with the
 * plans' lists above; a row whose feature is not built yet is left out.
 */
export const comparisonCategories: readonly ComparisonCategory[] = comparisonDefinitions
  .map((category) => ({
    ...category,
    features: category.features.filter((line) => line.feature === undefined || FEATURES[line.feature].onSale),
  }))
  .filter((category) => category.features.length > 0);

/** The days of trial left, counted as started days (0 once it ended): the dashboard and settings show it. */
export function trialDaysLeft(trialEndsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / (24 * 60 * 60 * 1000)));
}
