/**
 * The pages of the tools hub's Simulateurs and Modèles de documents tabs, for the sitemap: each tab's
 * page, then each simulator's and each letter template's page, as paths of the site (`/outils/...`),
 * without the `#panneau` the hub's links carry. Every one of them is a static page that answers 200
 * with its content without JavaScript.
 */
import { letterTemplates } from '@dirigeo/letter-templates';
import { toolSimulators } from '@dirigeo/site-content';
import { letterTemplatePath, simulatorPath } from './tools-pages.ts';

/** The Simulateurs tab and its 8 simulators' pages. */
export function simulatorSitemapPaths(): string[] {
  return ['/outils/simulateurs', ...toolSimulators.map((tool) => simulatorPath(tool.id))];
}

/** The Modèles de documents tab and every template's page. */
export function letterTemplateSitemapPaths(): string[] {
  return ['/outils/modeles', ...letterTemplates.map((template) => letterTemplatePath(template.slug))];
}

/** Both tabs' pages, in that order. */
export function toolsSitemapPaths(): string[] {
  return [...simulatorSitemapPaths(), ...letterTemplateSitemapPaths()];
}
