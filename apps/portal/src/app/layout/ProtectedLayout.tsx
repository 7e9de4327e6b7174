import { Navigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { AppLayout } from './AppLayout.tsx';
import { preloadScreenCode } from './preload-screen-code.ts';

// This chunk is requested at the first render, with `/api/session`: the screen's code starts now too.
preloadScreenCode(window.location.pathname);

/**
 * The signed-in screens: a spinner while the user loads, /auth when signed out (spec 000 §2).
 * While a sign-out is under way the screens are unmounted too: a screen mounting then (its code
 * arriving late) would ask for data with a session about to end, and unmounting aborts its reads.
 */
export default function ProtectedLayout() {
  const { user, isLoading, isLoggingOut } = useAuth();
  if (isLoading || isLoggingOut) return <PageSpinner />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <AppLayout />;
}
