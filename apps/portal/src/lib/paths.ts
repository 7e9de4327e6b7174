/** Every route of the portal, and the marketing site's pages it links to. */
export const paths = {
  /** The marketing site's home: another app, reached with a full page load. */
  home: '/',
  auth: '/auth',
  /** « Mot de passe oublié ? »: asks for a reset link by e-mail. */
  forgotPassword: '/auth/mot-de-passe-oublie',
  /** The reset e-mail's link (`?token=…`). */
  resetPassword: '/auth/reinitialiser',
  /** The link of an address confirmation e-mail (`?token=…`), served by the password-reset module. */
  verify: '/auth/confirmer',
  eligibility: '/eligibilite',
  subscription: '/souscription',
  dashboard: '/dashboard',
  payslips: '/payslips',
  newPayslip: '/payslips?action=new',
  payslip: (id: number | string) => `/payslips/${id}`,
  payslipPattern: '/payslips/:id',
  /** The company's staff and their contracts (issue 25). */
  employees: '/employees',
  documents: '/documents',
  /** The payroll ledger, the accountant's entries and their settings. */
  reports: '/rapports',
  uploadDocument: '/documents?action=upload',
  profile: '/profile',
  /** The profile's company form (what the payslips and the DSN name). */
  companyDetails: '/profile#entreprise',
  /** The profile's form of the officer as the DSN names them. */
  officerDetails: '/profile#mandataire',
  declarations: '/declarations',
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
  paths.verify,
  paths.eligibility,
  paths.subscription,
  paths.dashboard,
  paths.payslips,
  paths.payslipPattern,
  paths.employees,
  paths.declarations,
  paths.documents,
  paths.reports,
  paths.profile,
  paths.settings,
  paths.admin,
] as const;

/**
 * The first segments the portal owns ('/payslips' for '/payslips/:id'). A function rather than a
 * constant: the first load of /auth, which never asks, does not ship the computation
 * (scripts/check-bundle-budget.ts).
 */
export function portalRoutePrefixes(): string[] {
  return [...new Set(portalRoutePatterns.map((pattern) => `/${pattern.split('/')[1] ?? ''}`))];
}

/** Routes this single-page app renders; anything else is another app (the marketing site). */
export function isPortalPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return portalRoutePrefixes().some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
