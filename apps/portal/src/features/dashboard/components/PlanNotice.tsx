import { planById, trialDaysLeft } from '@dirigeo/site-content';
import { Link } from 'react-router-dom';
import { useSubscription } from '../../../lib/api/subscription/get-subscription.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import * as styles from './PlanNotice.css.ts';

const SUBSCRIPTION_SETTINGS = `${paths.settings}?onglet=abonnement`;

/**
 * The dashboard's word on the subscription (issue 26): the trial's days left and what demo mode
 * withholds, a failed payment, or the free plan; nothing for a paid or given plan.
 */
export function PlanNotice({ now = new Date() }: { now?: Date }) {
  const subscription = useSubscription().data;
  if (!subscription) return null;
  if (subscription.status === 'trialing' && subscription.trialEndsAt) {
    const days = trialDaysLeft(new Date(subscription.trialEndsAt), now);
    return (
      <section aria-label="Essai gratuit" className={styles.notice}>
        <p className={styles.title}>
          Essai gratuit : {days} jour{days > 1 ? 's' : ''} restant{days > 1 ? 's' : ''}
        </p>
        <p>
          Jusqu'au {formatDate(subscription.trialEndsAt)}, en mode démonstration : vos bulletins sont des
          bulletins de test, non définitifs.{' '}
          <Link to={SUBSCRIPTION_SETTINGS}>
            Souscrire à la formule{' '}
            {planById(subscription.chosenPlan === 'freemium' ? 'essentielle' : subscription.chosenPlan).name}
          </Link>
        </p>
      </section>
    );
  }
  if (subscription.status === 'past_due') {
    return (
      <section aria-label="Paiement en échec" className={styles.alert}>
        <p className={styles.title}>Le dernier paiement a échoué</p>
        <p>
          Mettez à jour votre moyen de paiement
          {subscription.graceEndsAt ? ` avant le ${formatDate(subscription.graceEndsAt)}` : ''} pour garder
          votre formule. <Link to={SUBSCRIPTION_SETTINGS}>Gérer l'abonnement</Link>
        </p>
      </section>
    );
  }
  if (subscription.status === 'freemium' && subscription.billingEnabled) {
    return (
      <section aria-label="Formule gratuite" className={styles.notice}>
        <p className={styles.title}>Formule gratuite</p>
        <p>
          Vos bulletins sont des bulletins de test ; vous gardez l'accès à tout ce que vous avez établi.{' '}
          <Link to={SUBSCRIPTION_SETTINGS}>Voir les formules</Link>
        </p>
      </section>
    );
  }
  return null;
}
