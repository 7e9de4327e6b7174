import { lazy, Suspense } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { paths } from '../lib/paths.ts';
import { PageSpinner } from '../lib/ui/PageSpinner.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

// Each screen is its own chunk (`src/features/<feature>/route.tsx`, default export), loaded when
// first shown, so the first load of /auth ships only what /auth needs.
const AuthRoute = lazy(() => import('../features/auth/route.tsx'));
const PasswordResetRoute = lazy(() => import('../features/password-reset/route.tsx'));
const EligibilityRoute = lazy(() => import('../features/eligibility/route.tsx'));
const SubscriptionRoute = lazy(() => import('../features/subscription/route.tsx'));
const ProtectedLayout = lazy(() => import('./layout/ProtectedLayout.tsx'));
const DashboardRoute = lazy(() => import('../features/dashboard/route.tsx'));
const PayslipsRoute = lazy(() => import('../features/payslips/route.tsx'));
const PayslipRoute = lazy(() => import('../features/payslips/payslip-route.tsx'));
const EmployeesRoute = lazy(() => import('../features/employees/route.tsx'));
const DeclarationsRoute = lazy(() => import('../features/declarations/route.tsx'));
const DocumentsRoute = lazy(() => import('../features/documents/route.tsx'));
const ReportsRoute = lazy(() => import('../features/reports/route.tsx'));
const ProfileRoute = lazy(() => import('../features/profile/route.tsx'));
const SettingsRoute = lazy(() => import('../features/settings/route.tsx'));
const NotFoundRoute = lazy(() => import('../features/not-found/route.tsx'));
// The back office: its code (the chart and the rich-text editor with it) loads on /admin only.
const AdminRoute = lazy(() => import('../features/admin/route.tsx'));

/** The route of any other path: the spec's 404 page (the server answers such paths with status 404). */
export const NOT_FOUND_PATTERN = '*';

/**
 * Every route of the portal (spec 000 §2). The protected screens share the sidebar layout, whose
 * guard shows a spinner while the user loads and sends a signed-out visitor to /auth. Their
 * patterns are `portalRoutePatterns`, which the build hands to the server (a test checks both agree).
 *
 * Declarative routes rather than `createBrowserRouter`: the data router's loaders and actions are
 * not used here, and leaving them out takes 16 KB of gzipped JavaScript off every first load,
 * which keeps /auth within its 90 KB budget.
 */
export const portalRoutes: RouteObject[] = [
  { path: paths.auth, element: <AuthRoute /> },
  { path: paths.forgotPassword, element: <PasswordResetRoute /> },
  { path: paths.resetPassword, element: <PasswordResetRoute /> },
  { path: paths.verify, element: <PasswordResetRoute /> },
  { path: paths.eligibility, element: <EligibilityRoute /> },
  { path: paths.subscription, element: <SubscriptionRoute /> },
  {
    element: <ProtectedLayout />,
    children: [
      { path: paths.dashboard, element: <DashboardRoute /> },
      { path: paths.payslips, element: <PayslipsRoute /> },
      { path: paths.payslipPattern, element: <PayslipRoute /> },
      { path: paths.employees, element: <EmployeesRoute /> },
      { path: paths.declarations, element: <DeclarationsRoute /> },
      { path: paths.documents, element: <DocumentsRoute /> },
      { path: paths.reports, element: <ReportsRoute /> },
      { path: paths.profile, element: <ProfileRoute /> },
      { path: paths.settings, element: <SettingsRoute /> },
    ],
  },
  { path: paths.admin, element: <AdminRoute /> },
  { path: NOT_FOUND_PATTERN, element: <NotFoundRoute /> },
];

export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(portalRoutes);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
