import type { SubscriptionType } from '@dirigeo/schemas';

export interface SubscriptionPlan {
  value: SubscriptionType;
  name: string;
  price: string;
  period: string;
  features: readonly string[];
  /** A short highlight shown as a badge. */
  highlight?: string;
  /** The plan in one line, as the compact choice of the 'Inscription' tab shows it. */
  summary: string;
}

/** The three plans (spec 000 §9): the wizard shows them as cards, the 'Inscription' tab as a list. */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    value: 'free_trial',
    name: 'Essai gratuit',
    price: 'Gratuit',
    period: 'pendant 14 jours',
    features: ['Accès complet', 'Sans engagement'],
    summary: 'Essai gratuit 14 jours — gratuit, sans engagement',
  },
  {
    value: 'monthly',
    name: 'Mensuel',
    price: '49 €',
    period: 'par mois',
    features: ['Accès complet', 'Sans engagement'],
    summary: 'Mensuel — 49 € par mois, sans engagement',
  },
  {
    value: 'yearly',
    name: 'Annuel',
    price: '490 €',
    period: 'par an',
    features: ['Accès complet', 'Économisez 98 €'],
    highlight: '2 mois offerts',
    summary: 'Annuel — 490 € par an (2 mois offerts)',
  },
];
