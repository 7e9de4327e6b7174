import type { SubscriptionType } from '@dirigeo/schemas';

/** The plans of spec 000 §9, as the registration form offers them. */
export const SUBSCRIPTION_PLANS: readonly { value: SubscriptionType; label: string; price: string }[] = [
  { value: 'free_trial', label: 'Essai gratuit 14 jours', price: 'gratuit, sans engagement' },
  { value: 'monthly', label: 'Mensuel', price: '49 € par mois, sans engagement' },
  { value: 'yearly', label: 'Annuel', price: '490 € par an (2 mois offerts)' },
];
