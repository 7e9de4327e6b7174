import type { SubscriptionType } from '@dirigeo/schemas';

export interface SubscriptionPlan {
  value: SubscriptionType;
  name: string;
  price: string;
  period: string;
  features: readonly string[];
  /** A short highlight shown as a badge. */
  highlight?: string;
}

/** The three plans of the wizard (spec 000 §9). */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    value: 'free_trial',
    name: 'Essai gratuit',
    price: 'Gratuit',
    period: 'pendant 14 jours',
    features: ['Accès complet', 'Sans engagement'],
  },
  {
    value: 'monthly',
    name: 'Mensuel',
    price: '49 €',
    period: 'par mois',
    features: ['Accès complet', 'Sans engagement'],
  },
  {
    value: 'yearly',
    name: 'Annuel',
    price: '490 €',
    period: 'par an',
    features: ['Accès complet', 'Économisez 98 €'],
    highlight: '2 mois offerts',
  },
];
