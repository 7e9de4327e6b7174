import { Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { PublicPage } from '../../lib/ui/PublicPage.tsx';
import { SubscriptionWizard } from './components/SubscriptionWizard.tsx';

/** /souscription: the public subscription wizard (spec 000 §2); a signed-in user goes to the dashboard. */
export default function SubscriptionRoute() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();

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
      <SubscriptionWizard onSubscribed={() => navigate(paths.dashboard, { replace: true })} />
    </PublicPage>
  );
}
