/** Every route of the portal, and the marketing site's pages it links to. */
export const paths = {
  /** The marketing site's home: another app, reached with a full page load. */
  home: '/',
  auth: '/auth',
  /** « Mot de passe oublié ? »: asks for a reset link by e-mail. */
  forgotPassword: '/auth/mot-de-passe-oublie',
  /** The reset e-mail's link (`?token=…`). */
  resetPassword: '/auth/reinitialiser',
  eligibility: '/eligibilite',
  subscription: '/souscription',
  dashboard: '/dashboard',
  payslips: '/payslips',
  newPayslip: '/payslips?action=new',
  payslip: (id: number | string) => `/payslips/${id}`,
  payslipPattern: '/payslips/:id',
  documents: '/documents',
  uploadDocument: '/documents?action=upload',
  profile: '/profile',
  settings: '/settings',
  /** The back office (spec 001 §2 "Admin page"): its own password, its own session. */
  admin: '/admin',
  /** Marketing pages the portal links to (full page loads). */
  terms: '/cgu',
  privacy: '/confidentialite',
} as const;

/**
 * Every route pattern the portal's router renders, in react-router's syntax. The build writes them
 * to `dist/portal-routes.json`, from which the server answers 200 for these paths and 404 for any
 * other path under the same prefixes (the portal then shows its own 404 page).
 */
export const portalRoutePatterns = [
  paths.auth,
  paths.forgotPassword,
  paths.resetPassword,
  paths.eligibility,
  paths.subscription,
  paths.dashboard,
  paths.payslips,
  paths.payslipPattern,
  paths.documents,
  paths.profile,
  paths.settings,
  paths.admin,
] as const;

function prefixesOf(patterns: readonly string[]): string[] {
  return [...new Set(patterns.map((pattern) => `/${pattern.split('/')[1] ?? ''}`))];
}

/**
 * The first segments the portal owns ('/payslips' for '/payslips/:id'). Marked pure: a screen that
 * does not read it leaves its computation out of the bundle (the first load of /auth is budgeted).
 */
export const portalRoutePrefixes = /* @__PURE__ */ prefixesOf(portalRoutePatterns);

/** Routes this single-page app renders; anything else is another app (the marketing site). */
export function isPortalPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return portalRoutePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
