import { letterTemplates } from '@dirigeo/letter-templates';
import { toolSimulators } from '@dirigeo/site-content';
import { describe, expect, it } from 'vitest';
import { letterTemplatePageTitle } from './letters/letter-pages.ts';
import { simulatorPages } from './simulators/simulator-pages.ts';
import { simulatorGroups, simulatorHref } from './tools-pages.ts';
import { letterTemplateSitemapPaths, simulatorSitemapPaths, toolsSitemapPaths } from './tools-sitemap.ts';
import { toolsHubTabOf } from './tools-hub.ts';

describe('the pages of the Simulateurs and Modèles de documents tabs', () => {
  it('are listed for the sitemap: each tab, the 8 simulators and every template, once each', () => {
    const paths = toolsSitemapPaths();
    expect(simulatorSitemapPaths()).toHaveLength(1 + 8);
    expect(letterTemplateSitemapPaths()).toHaveLength(1 + letterTemplates.length);
    expect(letterTemplates.length).toBeGreaterThanOrEqual(42);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/outils/simulateur/indemnite-licenciement');
    expect(paths).toContain('/outils/modele/avertissement');
    for (const path of paths) {
      expect(path).toMatch(/^\/outils\/[a-z0-9/-]+$/);
      expect(toolsHubTabOf(path)).toMatch(/^(simulateurs|modeles)$/);
    }
  });

  it('give every simulator its page content, with a title and a description of its own', () => {
    expect(Object.keys(simulatorPages).sort()).toEqual(toolSimulators.map((tool) => tool.id).sort());
    const titles = Object.values(simulatorPages).map((page) => page.title);
    const descriptions = Object.values(simulatorPages).map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of Object.values(simulatorPages)) {
      expect(page.description.length).toBeLessThanOrEqual(260);
      for (const point of page.law)
        for (const article of point.articles) expect(article).toMatch(/^[LRD]\d{4}-\d+(-\d+)?$/);
    }
  });

  it('give every template a title and a description of its own', () => {
    const titles = letterTemplates.map(letterTemplatePageTitle);
    const descriptions = letterTemplates.map((template) => template.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('group the simulators by type, in the tab’s order', () => {
    const groups = simulatorGroups(toolSimulators);
    expect(groups.map((group) => [group.type, group.slug])).toEqual([
      ['Rémunération', 'remuneration'],
      ['Rupture du contrat', 'rupture-du-contrat'],
      ['Fin de contrat', 'fin-de-contrat'],
    ]);
    expect(groups.flatMap((group) => group.tools)).toHaveLength(toolSimulators.length);
    expect(simulatorHref('brut-net')).toBe('/outils/simulateur/brut-net#panneau');
  });
});
