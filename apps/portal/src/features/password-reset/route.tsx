import { useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { ForgotPasswordScreen } from './components/ForgotPasswordScreen.tsx';
import { ResetPasswordScreen } from './components/ResetPasswordScreen.tsx';

/**
 * /auth/mot-de-passe-oublie and /auth/reinitialiser (issue 22 §2): one route module for both, so
 * that /auth's first load carries one more lazy route, not two.
 */
export default function PasswordResetRoute() {
  const { pathname } = useLocation();
  return pathname.startsWith(paths.resetPassword) ? <ResetPasswordScreen /> : <ForgotPasswordScreen />;
}
