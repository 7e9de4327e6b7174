/**
 * The site's addresses, in one place (issue 21 §5: one URL vocabulary): every page, link, form
 * action, breadcrumb, JSON-LD `url` and sitemap entry of the site is written from here, so an
 * address changes once. The names say what a page is; the addresses keep the public URLs spec 001
 * set (`/simulators/…` for the charges simulator, `/outils/…` for the tools hub). Parameters are
 * encoded here, never by the caller; the official content's pages are `officialContentPaths`, which
 * the API's search results use too. Query strings stay with the list that reads them (the blog's,
 * the sheets' and the agreements' clients).
 */
import { officialContentPaths } from '@dirigeo/schemas/constants';

const encode = encodeURIComponent;

export const paths = {
  home: '/',
  pricingDetails: '/tarifs-details',
  /** The charges simulators' catalogue and the social-charges simulator (spec 001). */
  chargesSimulators: '/simulators',
  chargesSimulator: '/simulators/charges-sociales',
  blog: '/blog',
  blogArticle: (slug: string) => `/blog/${encode(slug)}`,
  newsletterUnsubscribe: '/newsletter/desabonnement',
  /** The tools hub's five tabs and their items. */
  practicalSheets: '/outils',
  practicalSheet: officialContentPaths.practicalSheet,
  labourCode: '/code-du-travail',
  labourCodeArticle: officialContentPaths.labourCodeArticle,
  labourCodeSection: officialContentPaths.labourCodeSection,
  simulators: '/outils/simulateurs',
  simulator: (id: string) => `/outils/simulateur/${encode(id)}`,
  collectiveAgreements: '/outils/conventions-collectives',
  letterTemplates: '/outils/modeles',
  letterTemplate: (slug: string) => `/outils/modele/${encode(slug)}`,
} as const;
