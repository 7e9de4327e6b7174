/** Every route of the portal, and the marketing site's pages it links to. */
export const paths = {
  /** The marketing site's home: another app, reached with a full page load. */
  home: '/',
  auth: '/auth',
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
  /** Marketing pages the portal links to (full page loads). */
  terms: '/cgu',
  privacy: '/confidentialite',
} as const;

/** Routes this single-page app renders; anything else is another app (the marketing site). */
export const portalRoutePrefixes = [
  paths.auth,
  paths.eligibility,
  paths.subscription,
  paths.dashboard,
  paths.payslips,
  paths.documents,
  paths.profile,
  paths.settings,
] as const;

export function isPortalPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return portalRoutePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
