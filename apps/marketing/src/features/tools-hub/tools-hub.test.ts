import { describe, expect, it } from 'vitest';
import { TOOLS_HUB_TABS, toolsHubItemHref, toolsHubTabOf } from './tools-hub.ts';

describe('the tools hub tabs', () => {
  it('are the five of spec 001, Fiches pratiques first', () => {
    expect(TOOLS_HUB_TABS.map((tab) => tab.label)).toEqual([
      'Fiches pratiques',
      'Code du travail',
      'Simulateurs',
      'Conventions collectives',
      'Modèles de documents',
    ]);
  });

  it.each([
    ['/outils', 'fiches'],
    ['/outils/', 'fiches'],
    ['/outils/fiche/le-licenciement-pour-motif-economique', 'fiches'],
    ['/code-du-travail', 'code'],
    ['/code-du-travail/article/L1234-9', 'code'],
    ['/outils/simulateurs', 'simulateurs'],
    ['/outils/simulateur/indemnite-licenciement', 'simulateurs'],
    ['/outils/conventions-collectives', 'conventions'],
    ['/outils/modele/avertissement', 'modeles'],
    ['/outils/modeles', 'modeles'],
    ['/blog', null],
  ])('%s opens the tab %s', (path, tab) => {
    expect(toolsHubTabOf(path)).toBe(tab);
  });

  it('makes item links scroll to the panel', () => {
    expect(toolsHubItemHref('/outils/fiche/x')).toBe('/outils/fiche/x#panneau');
  });
});
