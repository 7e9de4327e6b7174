/**
 * The addresses and groupings of the Simulateurs and Modèles de documents tabs: each item's page
 * (`paths.simulator`, `paths.letterTemplate`), linked with `#panneau` so that it opens on
 * its panel.
 */
import type { ToolSimulator } from '@dirigeo/site-content';
import { paths } from '../../lib/paths.ts';
import { slugOf } from '../../lib/slug.ts';
import { toolsHubItemHref } from './tools-hub.ts';

/** The order the Simulateurs tab shows the types in. */
const SIMULATOR_TYPES: readonly ToolSimulator['type'][] = [
  'Rémunération',
  'Rupture du contrat',
  'Fin de contrat',
];

/** A link to a simulator's page, opening on its panel. */
export function simulatorHref(id: string): string {
  return toolsHubItemHref(paths.simulator(id));
}

/** A link to a template's page, opening on its panel. */
export function letterTemplateHref(slug: string): string {
  return toolsHubItemHref(paths.letterTemplate(slug));
}

/** The simulators grouped by type, in the tab's order, each group in the list's order; no empty group. */
export function simulatorGroups(tools: readonly ToolSimulator[]) {
  const known = [...SIMULATOR_TYPES, ...new Set(tools.map((tool) => tool.type))].filter(
    (type, index, all) => all.indexOf(type) === index,
  );
  return known
    .map((type) => ({ type, slug: slugOf(type), tools: tools.filter((tool) => tool.type === type) }))
    .filter((group) => group.tools.length > 0);
}
