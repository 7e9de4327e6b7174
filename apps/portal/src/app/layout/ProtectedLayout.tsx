import { Navigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { AppLayout } from './AppLayout.tsx';

/** The signed-in screens: a spinner while the user loads, /auth when signed out (spec 000 §2). */
export default function ProtectedLayout() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <AppLayout />;
}
