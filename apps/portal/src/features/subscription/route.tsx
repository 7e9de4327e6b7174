import { PLAN_IDS } from '@dirigeo/site-content';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { PublicPage } from '../../lib/ui/PublicPage.tsx';
import { SubscriptionWizard } from './components/SubscriptionWizard.tsx';

/**
 * The plan and billing chosen on the pricing pages' buttons (`subscriptionUrl` of site-content):
 * `?formule=essentielle&periode=annuelle`. Anything else: Essentielle, monthly.
 */
function choiceFrom(params: URLSearchParams) {
  const plan = PLAN_IDS.find((id) => id === params.get('formule')) ?? 'essentielle';
  const subscriptionType =
    plan === 'freemium' ? 'free_trial' : params.get('periode') === 'annuelle' ? 'yearly' : 'monthly';
  return { plan, subscriptionType } as const;
}

/** /souscription: the public subscription wizard (spec 000 §2); a signed-in user goes to the dashboard. */
export default function SubscriptionRoute() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={paths.dashboard} replace />;

  return (
    <PublicPage
      title="Souscription"
      heading={{
        title: 'Souscrire à Dirigeo',
        intro: 'Créez votre compte et choisissez votre formule en trois étapes.',
      }}
    >
      <SubscriptionWizard
        initialChoice={choiceFrom(searchParams)}
        onSubscribed={() => navigate(paths.dashboard, { replace: true })}
      />
    </PublicPage>
  );
}
