import { matchPath } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';

// The same modules as the routes' lazy components (`../routes.tsx`): one chunk each, whoever asks.
const screens: readonly (readonly [pattern: string, load: () => Promise<unknown>])[] = [
  [paths.dashboard, () => import('../../features/dashboard/route.tsx')],
  [paths.payslips, () => import('../../features/payslips/route.tsx')],
  [paths.payslipPattern, () => import('../../features/payslips/payslip-route.tsx')],
  [paths.employees, () => import('../../features/employees/route.tsx')],
  [paths.declarations, () => import('../../features/declarations/route.tsx')],
  [paths.documents, () => import('../../features/documents/route.tsx')],
  [paths.reports, () => import('../../features/reports/route.tsx')],
  [paths.profile, () => import('../../features/profile/route.tsx')],
  [paths.settings, () => import('../../features/settings/route.tsx')],
];

/**
 * Starts downloading the code of the signed-in screen at `pathname`, while `/api/session` is still
 * being asked: the guard renders the screen only once the user has answered, so its chunk used to
 * be requested one round trip after the other on every cold load. Runs when the guard's own chunk
 * arrives (it is requested with `/api/session`, at the first render); kept out of the first load of
 * /auth, whose size is budgeted. Returns whether a screen's code was started.
 */
export function preloadScreenCode(pathname: string): boolean {
  const screen = screens.find(([pattern]) => matchPath(pattern, pathname) !== null);
  // A failed download is retried, and reported, by the lazy component that needs it.
  screen?.[1]().catch(() => {});
  return screen !== undefined;
}
