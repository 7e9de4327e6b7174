/**
 * The tabs of the tools hub (spec 001 §2 "Tools hub"): each tab is a page of its own, so that every
 * deep link opens its tab on its own content (issue 13's reading: `/outils` opens Fiches pratiques,
 * `/code-du-travail` opens Code du travail, an item's URL opens its tab on that item), each answers
 * HTML a search engine can read, and back and forward work as between any pages.
 */
import { paths } from '../../lib/paths.ts';

export const TOOLS_HUB_TABS = [
  { id: 'fiches', label: 'Fiches pratiques', href: paths.practicalSheets, itemPrefix: '/outils/fiche/' },
  { id: 'code', label: 'Code du travail', href: paths.labourCode, itemPrefix: '/code-du-travail/' },
  { id: 'simulateurs', label: 'Simulateurs', href: paths.simulators, itemPrefix: '/outils/simulateur/' },
  {
    id: 'conventions',
    label: 'Conventions collectives',
    href: paths.collectiveAgreements,
    itemPrefix: '/outils/convention-collective/',
  },
  {
    id: 'modeles',
    label: 'Modèles de documents',
    href: paths.letterTemplates,
    itemPrefix: '/outils/modele/',
  },
] as const;

export type ToolsHubTab = (typeof TOOLS_HUB_TABS)[number]['id'];

/** The id of the panel a page of the hub shows its content in; item links end with `#panneau`. */
export const TOOLS_HUB_PANEL_ID = 'panneau';

/** The tab a path of the hub belongs to (`/outils/fiche/x` → fiches), `null` outside the hub. */
export function toolsHubTabOf(pathname: string): ToolsHubTab | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const tab of TOOLS_HUB_TABS) {
    if (path === tab.href || path.startsWith(tab.itemPrefix)) return tab.id;
  }
  return null;
}

/** The address of an item of the hub that scrolls to its panel. */
export function toolsHubItemHref(path: string): string {
  return `${path}#${TOOLS_HUB_PANEL_ID}`;
}
