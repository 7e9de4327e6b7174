import { hasSignedInHint } from '@dirigeo/schemas/constants';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';

/** A screen's module: its component, and what it reads first when it has said so. */
interface ScreenModule {
  default: unknown;
  /** Starts the screen's first reads (`queryClient.prefetchQuery`), before the screen mounts. */
  prefetchScreenData?: (queryClient: QueryClient) => void;
}

// The same modules as the routes' lazy components (`../routes.tsx`): one chunk each, whoever asks.
const screens: readonly (readonly [pattern: string, load: () => Promise<ScreenModule>])[] = [
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

/**
 * Starts the first reads of the signed-in screen at `pathname` with its code, while `/api/session`
 * is still being asked: the screen's answers used to be asked one round trip after the session's.
 * Only when the API's signed-in hint cookie says a session is open, so that a visitor whose session
 * is over asks nothing that would answer 401; the screen reads the same queries when it mounts.
 */
export function prefetchScreenData(pathname: string, queryClient: QueryClient): void {
  if (!hasSignedInHint(document.cookie)) return;
  const screen = screens.find(([pattern]) => matchPath(pattern, pathname) !== null);
  screen?.[1]()
    .then((module) => module.prefetchScreenData?.(queryClient))
    .catch(() => {});
}
