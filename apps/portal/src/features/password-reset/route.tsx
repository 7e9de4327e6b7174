import { useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { EmailVerificationScreen } from './components/EmailVerificationScreen.tsx';
import { ForgotPasswordScreen } from './components/ForgotPasswordScreen.tsx';
import { ResetPasswordScreen } from './components/ResetPasswordScreen.tsx';

/**
 * /auth/mot-de-passe-oublie, /auth/reinitialiser and /auth/confirmer (issue 22 §2), the pages an
 * account's e-mails lead to, signed in or not: one route module for the three, so that /auth's first
 * load (budgeted) carries one more lazy route, not three.
 */
export default function PasswordResetRoute() {
  const { pathname } = useLocation();
  if (pathname.startsWith(paths.verify)) return <EmailVerificationScreen />;
  return pathname.startsWith(paths.resetPassword) ? <ResetPasswordScreen /> : <ForgotPasswordScreen />;
}
