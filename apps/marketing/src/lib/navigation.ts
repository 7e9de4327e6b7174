import { paths } from './paths.ts';
/** A link of the site's navigation: where it goes and what it reads. */
export interface NavLink {
  /** Absolute path on the site, possibly with a `#section` of the home page. */
  readonly href: string;
  /** French label shown to the visitor. */
  readonly label: string;
}

/** Header links for a visitor, in the order of spec 001 §2 "Header and footer (visitor)". */
export const headerLinks: readonly NavLink[] = [
  { href: '/', label: 'Accueil' },
  { href: paths.practicalSheets, label: 'Outils' },
  { href: paths.blog, label: 'Blog' },
  { href: '/#tarifs', label: 'Tarifs' },
  { href: '/#contact', label: 'Contact' },
];

/** The client area lives on the same origin (the portal's `/auth`), shown as an icon in the header. */
export const clientAreaLink: NavLink = { href: '/auth', label: 'Espace client' };

/**
 * Spec 001 §6: once signed in, the header shows the client area's links instead of the public ones:
 * the portal's own menu (spec 000 §2, its left sidebar).
 */
export const signedInLinks: readonly NavLink[] = [
  { href: '/dashboard', label: 'Tableau de bord' },
  { href: '/payslips', label: 'Bulletins de paie' },
  { href: '/documents', label: 'Documents' },
  { href: '/profile', label: 'Profil' },
  { href: '/settings', label: 'Paramètres' },
];

/** The icon's link once signed in: straight to the dashboard. */
export const signedInClientAreaLink: NavLink = { href: '/dashboard', label: 'Mon espace client' };

/** Footer links to the legal pages (spec 001 §2). */
export const legalLinks: readonly NavLink[] = [
  { href: '/mentions-legales', label: 'Mentions légales' },
  { href: '/cgv', label: 'CGV' },
  { href: '/cgu', label: 'CGU' },
  { href: '/politique-de-confidentialite', label: 'Politique de confidentialité' },
];

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Whether `href` is the page being shown at `pathname`, so that its link gets `aria-current="page"`.
 * A section link (`/#tarifs`) is never the current page: it points into the home page, which
 * "Accueil" already marks. A section's sub-pages count (`/blog/mon-article` is under "Blog").
 */
export function isCurrentPage(href: string, pathname: string): boolean {
  if (href.includes('#')) return false;
  const target = withoutTrailingSlash(href);
  const current = withoutTrailingSlash(pathname);
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}
