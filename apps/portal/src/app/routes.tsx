import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths.ts';
import { PageSpinner } from '../lib/ui/PageSpinner.tsx';
import { RouteError } from './RouteError.tsx';

/** A route module: `src/features/<feature>/route.tsx` with a default component, loaded on demand. */
function lazyRoute(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/**
 * Every route of the portal. Each screen is its own chunk, so the first load of /auth ships only
 * what /auth needs. The protected screens share the sidebar layout, whose guard shows a spinner
 * while the user loads and sends a signed-out visitor to /auth (spec 000 §2).
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.auth, lazy: lazyRoute(() => import('../features/auth/route.tsx')) },
      { path: paths.eligibility, lazy: lazyRoute(() => import('../features/eligibility/route.tsx')) },
      { path: paths.subscription, lazy: lazyRoute(() => import('../features/subscription/route.tsx')) },
      {
        lazy: lazyRoute(() => import('./layout/ProtectedLayout.tsx')),
        children: [
          { path: paths.dashboard, lazy: lazyRoute(() => import('../features/dashboard/route.tsx')) },
          { path: paths.payslips, lazy: lazyRoute(() => import('../features/payslips/route.tsx')) },
          {
            path: paths.payslipPattern,
            lazy: lazyRoute(() => import('../features/payslips/payslip-route.tsx')),
          },
          { path: paths.documents, lazy: lazyRoute(() => import('../features/documents/route.tsx')) },
          { path: paths.profile, lazy: lazyRoute(() => import('../features/profile/route.tsx')) },
          { path: paths.settings, lazy: lazyRoute(() => import('../features/settings/route.tsx')) },
        ],
      },
      { path: '*', lazy: lazyRoute(() => import('../features/not-found/route.tsx')) },
    ],
  },
];
