/**
 * The client area's screens that only a signed-in user (or the back office) sees: the public site's
 * robots.txt closes them to crawlers, and the portal's route table is checked against this list
 * (apps/portal/src/app/routes.test.tsx), so that a new screen cannot be left open by mistake.
 */
export const PRIVATE_CLIENT_AREA_PATHS = [
  '/dashboard',
  '/payslips',
  '/employees',
  '/declarations',
  '/documents',
  '/rapports',
  '/profile',
  '/settings',
  '/admin',
] as const;
