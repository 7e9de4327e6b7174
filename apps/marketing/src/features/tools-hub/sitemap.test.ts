import type { ApiFetch, ApiResponse } from '@dirigeo/schemas';
import { describe, expect, it, vi } from 'vitest';
import { letterTemplates } from '@dirigeo/letter-templates';
import { toolSimulators } from '@dirigeo/site-content';
import { fallbackPracticalSheets } from './fallback-sheets.ts';
import {
  letterTemplateSitemapPaths,
  listToolsHubSitemapEntries,
  simulatorSitemapPaths,
  toolsSitemapPaths,
} from './sitemap.ts';
import { toolsHubTabOf } from './tools-hub.ts';
import { simulatorGroups, simulatorHref } from './tools-pages.ts';

const source = {
  editeur: 'Légifrance (DILA)',
  paquet: '@socialgouv/legi-data',
  version: '2.513.0',
  licence: 'Apache-2.0',
};

function answer(body: unknown, status = 200, headers: Record<string, string> = {}): ApiResponse {
  const all = new Headers(headers);
  return {
    status,
    ok: status < 400,
    headers: all,
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
}

/** A code of two parts, a sub-section and four articles; 150 sheets over two pages of 100. */
function fakeApi(options: { version?: string; failOn?: string } = {}) {
  const sheets = Array.from({ length: 150 }, (_, index) => ({
    ...fallbackPracticalSheets()[0],
    id: `fiche-${index + 1}`,
    date: '17/09/2025',
  }));
  // Two parts, the first with a sub-section: the sections in the code's order, parents first.
  const plan = {
    sections: ['LEGISCTA000000000001', 'LEGISCTA000000000003', 'LEGISCTA000000000002'],
    articles: ['L1', 'L2', 'L3', 'R1'],
    source,
  };
  const api = vi.fn<ApiFetch>(async (path) => {
    if (options.failOn && path.includes(options.failOn)) return answer({ message: 'Erreur' }, 500);
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/api/sources-officielles') {
      return answer(
        ['fiches-pratiques', 'code-du-travail', 'conventions-collectives'].map((jeu) => ({
          ...source,
          version: options.version ?? source.version,
          jeu,
          nombre: 1,
          chargeLe: '2026-11-22T17:35:44Z',
        })),
      );
    }
    if (url.pathname === '/api/fiches-pratiques') {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return answer(sheets.slice(offset, offset + limit), 200, { 'x-total-count': String(sheets.length) });
    }
    if (url.pathname === '/api/code-du-travail/plan') return answer(plan);
    return answer({ message: 'Introuvable' }, 404);
  });
  return api;
}

describe('listToolsHubSitemapEntries', () => {
  it('lists the tabs, every sheet with its date, every level of the code and every article', async () => {
    const entries = await listToolsHubSitemapEntries(fakeApi());
    expect(entries.slice(0, 4)).toEqual([
      { path: '/outils' },
      { path: '/code-du-travail' },
      { path: '/outils/conventions-collectives' },
      { path: '/outils/fiche/fiche-1', lastModified: '2025-09-17' },
    ]);
    expect(entries.filter((entry) => entry.path.startsWith('/outils/fiche/'))).toHaveLength(150);
    expect(
      entries.filter((entry) => entry.path.startsWith('/code-du-travail/')).map((entry) => entry.path),
    ).toEqual([
      '/code-du-travail/sommaire/LEGISCTA000000000001',
      '/code-du-travail/sommaire/LEGISCTA000000000003',
      '/code-du-travail/sommaire/LEGISCTA000000000002',
      '/code-du-travail/article/L1',
      '/code-du-travail/article/L2',
      '/code-du-travail/article/L3',
      '/code-du-travail/article/R1',
    ]);
  });

  it('walks the code again only when the loaded data changes', async () => {
    const options: { version?: string } = {};
    const api = fakeApi(options);
    await listToolsHubSitemapEntries(api);
    const calls = api.mock.calls.length;
    await listToolsHubSitemapEntries(api);
    // Only the versions were read again.
    expect(api.mock.calls.slice(calls).map(([path]) => path)).toEqual(['/api/sources-officielles']);
    options.version = '2.514.0';
    await listToolsHubSitemapEntries(api);
    expect(api.mock.calls.length - calls).toBe(1 + 1 + 2 + 1);
  });

  it('fails rather than list half the pages, and tries again next time', async () => {
    const failing = fakeApi({ failOn: '/api/code-du-travail/plan' });
    await expect(listToolsHubSitemapEntries(failing)).rejects.toThrow('answered 500');
    await expect(listToolsHubSitemapEntries(failing)).rejects.toThrow('answered 500');
    expect(failing.mock.calls.filter(([path]) => path.endsWith('/plan'))).toHaveLength(2);
  });
});

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
