import { getContainerRenderer } from '@astrojs/react/container-renderer';
import type { ApiFetch, ApiResponse } from '@dirigeo/schemas';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro/virtual-modules/container.js';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ArticlePage from '../src/pages/code-du-travail/article/[id].astro';
import LabourCodePage from '../src/pages/code-du-travail/index.astro';
import SectionPage from '../src/pages/code-du-travail/sommaire/[id].astro';
import AgreementsPage from '../src/pages/outils/conventions-collectives.astro';
import SheetPage from '../src/pages/outils/fiche/[slug].astro';
import SheetsPage from '../src/pages/outils/index.astro';

// The tools hub's on-demand pages rendered as the API's process renders them, with `locals.api`
// answering from the fixtures below (or failing), then read as a browser would.

const sources = {
  'fiches-pratiques': {
    editeur: 'Ministère du Travail (travail-emploi.gouv.fr)',
    paquet: '@socialgouv/fiches-travail-data',
    version: '4.1174.0',
    licence: 'Apache-2.0',
  },
  'code-du-travail': {
    editeur: 'Légifrance (DILA), Code du travail',
    paquet: '@socialgouv/legi-data',
    version: '2.513.0',
    licence: 'Apache-2.0',
  },
  'conventions-collectives': {
    editeur: 'Légifrance (DILA), base KALI des conventions collectives',
    paquet: '@socialgouv/kali-data',
    version: '3.449.0',
    licence: 'Apache-2.0',
  },
};

const sheetSummary = {
  id: 'les-conges-payes',
  titre: 'Les congés payés',
  description: 'Tout salarié a droit chaque année à un congé payé à la charge de l’employeur.',
  categorie: 'conges',
  categorieLibelle: 'Congés et absences',
  date: '17/09/2025',
  contenu: '<p>Tout salarié a droit chaque année à un congé payé.</p>',
};

const sheet = {
  ...sheetSummary,
  sections: [
    {
      ancre: 'qui-a-droit-aux-conges-payes',
      titre: 'Qui a droit aux congés payés ?',
      contenu: '<p>Voir l’<a href="/code-du-travail/article/L3141-3">article L3141-3</a>.</p>',
    },
    { ancre: '', titre: 'Textes de référence', contenu: '<p>Articles L. 3141-1 et suivants.</p>' },
  ],
  articlesCites: [
    { numero: 'L3141-3', id: 'L3141-3', url: '/code-du-travail/article/L3141-3' },
    { numero: 'L223-2', id: null, url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006646' },
  ],
  urlOfficielle: 'https://travail-emploi.gouv.fr/les-conges-payes',
  source: sources['fiches-pratiques'],
};

const place = [
  { id: 'LEGISCTA000006112874', titre: 'Partie législative' },
  { id: 'LEGISCTA000006177860', titre: 'Chapitre IV : Conséquences du licenciement' },
];

const article = {
  id: 'L1234-9',
  numero: 'L1234-9',
  texte:
    '<p>Le salarié titulaire d’un contrat de travail à durée indéterminée, licencié alors qu’il compte 8 mois d’ancienneté…</p>',
  nota: '<p>Conformément à l’article 40-I de l’ordonnance n° 2017-1387…</p>',
  emplacement: place,
  precedent: { id: 'L1234-8', numero: 'L1234-8' },
  suivant: { id: 'L1234-10', numero: 'L1234-10' },
  enVigueurDepuis: '24/09/2017',
  finDeVigueur: null,
  urlLegifrance: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000035644154',
  source: sources['code-du-travail'],
};

const tableOfContents = {
  section: { id: 'LEGISCTA000006177860', titre: 'Chapitre IV : Conséquences du licenciement' },
  emplacement: [place[0]],
  entrees: [
    { type: 'article', id: 'L1234-1', numero: 'L1234-1' },
    {
      type: 'section',
      id: 'LEGISCTA000006189443',
      titre: 'Section 1 : Préavis et indemnité de licenciement',
      nombreArticles: 18,
      premierArticle: { id: 'L1234-2', numero: 'L1234-2' },
      dernierArticle: { id: 'L1234-18', numero: 'L1234-18' },
    },
  ],
  source: sources['code-du-travail'],
};

const agreements = Array.from({ length: 10 }, (_, index) => ({
  idcc: String(16 + index).padStart(4, '0'),
  titre: `Convention collective nationale n° ${index + 1}`,
  titreCourt: `Branche ${index + 1}`,
  url: `https://www.legifrance.gouv.fr/conv_coll/id/KALICONT00000${index}`,
}));

function answer(status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse {
  return {
    status,
    ok: status < 400,
    headers: new Headers(headers),
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
}

/** The public API as the fixtures answer it; `down` makes every call fail with a 500. */
function fakeApi({ down = false } = {}): ApiFetch {
  return async (path) => {
    if (down) return answer(500, { message: 'Une erreur interne est survenue' });
    const url = new URL(path, 'http://localhost');
    switch (url.pathname) {
      case '/api/sources-officielles':
        return answer(
          200,
          Object.entries(sources).map(([jeu, source]) => ({
            ...source,
            jeu,
            nombre: 1,
            chargeLe: '2026-11-22T17:35:44Z',
          })),
        );
      case '/api/fiches-pratiques':
        return answer(200, [sheetSummary], { 'x-total-count': '1' });
      case '/api/fiches-pratiques/categories':
        return answer(200, [{ id: 'conges', libelle: 'Congés et absences', nombre: 16 }]);
      case '/api/fiches-pratiques/les-conges-payes':
        return answer(200, sheet);
      case '/api/code-du-travail/articles/L1234-9':
      case '/api/code-du-travail/articles/l1234-9':
        return answer(200, article);
      case '/api/code-du-travail/sommaire':
        return answer(200, {
          ...tableOfContents,
          section: null,
          emplacement: [],
          entrees: tableOfContents.entrees.slice(1),
        });
      case '/api/code-du-travail/sommaire/LEGISCTA000006177860':
        return answer(200, tableOfContents);
      case '/api/code-du-travail/recherche':
        return answer(200, {
          mode: 'numero',
          recherche: 'L1234-9',
          rechercheCorrigee: null,
          resultats: [
            { id: 'L1234-9', numero: 'L1234-9', extrait: 'Le salarié titulaire…', section: place[1] },
          ],
        });
      case '/api/conventions-collectives':
        return answer(200, agreements);
      default:
        return answer(404, { message: 'Introuvable' });
    }
  };
}

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
});

async function render(
  page: Parameters<AstroContainer['renderToResponse']>[0],
  path: string,
  { params = {}, down = false }: { params?: Record<string, string>; down?: boolean } = {},
) {
  const response = await container.renderToResponse(page, {
    partial: false,
    request: new Request(`http://localhost${path}`),
    params,
    locals: { api: fakeApi({ down }) },
  });
  const html = await response.text();
  return { response, document: new JSDOM(html).window.document };
}

function text(element: Element | null | undefined): string {
  return element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function jsonLdTypes(document: Document): string[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'] ?? '',
  );
}

describe('the practical sheets tab', () => {
  it('lists the sheets from the API with their category, date and the categories’ counts', async () => {
    const { response, document } = await render(SheetsPage, '/outils');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    expect(document.title).toBe('Fiches pratiques du droit du travail | Dirigeo');
    const tabs = document.querySelector('nav[aria-label="Rubriques des outils"]');
    expect(tabs?.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/outils#panneau');
    const item = document.querySelector('main ul li article');
    expect(item?.querySelector('a')?.getAttribute('href')).toBe('/outils/fiche/les-conges-payes#panneau');
    expect(text(item)).toContain('Mise à jour le 17/09/2025');
    const categories = document.querySelector('nav[aria-label="Catégories de fiches"]');
    expect(text(categories)).toContain('Congés et absences 16');
    expect(text(document.querySelector('main'))).toContain(
      'Données extraites du paquet @socialgouv/fiches-travail-data version 4.1174.0, sous licence Apache-2.0',
    );
    expect(document.querySelector('[aria-labelledby="entretien-gratuit"] a')).not.toBeNull();
  });

  it('shows the embedded sheets when the API fails, and says so', async () => {
    const { response, document } = await render(SheetsPage, '/outils', { down: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(document.querySelectorAll('main ul li article')).toHaveLength(6);
    expect(text(document.querySelector('main'))).toContain(
      'La liste complète des fiches est momentanément indisponible',
    );
  });
});

describe('a practical sheet', () => {
  it('has its sections, the articles it cites, its official page and its source', async () => {
    const { response, document } = await render(SheetPage, '/outils/fiche/les-conges-payes', {
      params: { slug: 'les-conges-payes' },
    });
    expect(response.status).toBe(200);
    expect(text(document.querySelector('h1'))).toBe('Les congés payés');
    expect(document.title).toBe('Les congés payés : fiche pratique | Dirigeo');
    // The list of contents leads to each section's heading (the official anchor, or a numbered one).
    const contents = [...document.querySelectorAll('nav[aria-labelledby="sommaire-fiche"] a')];
    expect(contents.map((link) => link.getAttribute('href'))).toEqual([
      '#qui-a-droit-aux-conges-payes',
      '#section-2',
    ]);
    expect(contents.map((link) => text(document.querySelector(`h2${link.getAttribute('href')}`)))).toEqual([
      'Qui a droit aux congés payés ?',
      'Textes de référence',
    ]);
    expect(document.querySelector('a[href="/code-du-travail/article/L3141-3"]')).not.toBeNull();
    const cited = [...document.querySelectorAll('[aria-labelledby="articles-cites"] a')];
    expect(cited.map((link) => link.getAttribute('href'))).toEqual([
      '/code-du-travail/article/L3141-3#panneau',
      'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006646',
    ]);
    expect(
      document.querySelector('a[href="https://travail-emploi.gouv.fr/les-conges-payes"]'),
    ).not.toBeNull();
    expect(document.querySelector('time[datetime="2025-09-17"]')).not.toBeNull();
    expect(jsonLdTypes(document)).toEqual(['BreadcrumbList', 'Article']);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/outils\/fiche\/les-conges-payes$/,
    );
  });

  it('answers an unknown sheet with the hub’s 404', async () => {
    const { response, document } = await render(SheetPage, '/outils/fiche/inconnue', {
      params: { slug: 'inconnue' },
    });
    expect(response.status).toBe(404);
    expect(text(document.querySelector('h1'))).toBe('Fiche pratique introuvable');
    expect(
      document
        .querySelector('nav[aria-label="Rubriques des outils"] [aria-current="page"]')
        ?.getAttribute('href'),
    ).toBe('/outils#panneau');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('shows the embedded summary of a key sheet when the API fails', async () => {
    const { response, document } = await render(SheetPage, '/outils/fiche/les-conges-payes', {
      params: { slug: 'les-conges-payes' },
      down: true,
    });
    expect(response.status).toBe(503);
    expect(text(document.querySelector('main'))).toContain('deux jours et demi ouvrables de congé par mois');
  });
});

describe('the Code du travail', () => {
  it('searches on the server and shows the table of contents', async () => {
    const { response, document } = await render(LabourCodePage, '/code-du-travail?q=L1234-9');
    expect(response.status).toBe(200);
    expect(document.title).toBe('Recherche « L1234-9 » dans le Code du travail | Dirigeo');
    expect(text(document.querySelector('main'))).toContain('1 article trouvé pour le numéro L1234-9');
    expect(document.querySelector('ol[aria-label="Articles trouvés"] a')?.getAttribute('href')).toBe(
      '/code-du-travail/article/L1234-9#panneau',
    );
    const part = document.querySelector('a[href="/code-du-travail/sommaire/LEGISCTA000006189443#panneau"]');
    expect([...(part?.querySelectorAll('span') ?? [])].map(text)).toEqual([
      'Section 1 : Préavis et indemnité de licenciement',
      'Articles L1234-2 à L1234-18 · 18 articles',
    ]);
  });

  it('shows an article with its place, neighbours, Légifrance link and source', async () => {
    const { response, document } = await render(ArticlePage, '/code-du-travail/article/L1234-9', {
      params: { id: 'L1234-9' },
    });
    expect(response.status).toBe(200);
    expect(text(document.querySelector('h1'))).toBe('Article L1234-9');
    expect(document.title).toBe('Article L1234-9 du Code du travail | Dirigeo');
    const placeLinks = [
      ...document.querySelectorAll('nav[aria-label="Emplacement dans le Code du travail"] a'),
    ];
    expect(placeLinks.map(text)).toEqual([
      'Code du travail',
      'Partie législative',
      'Chapitre IV : Conséquences du licenciement',
    ]);
    const neighbours = document.querySelector('nav[aria-label="Articles voisins"]');
    expect([...(neighbours?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual([
      '/code-du-travail/article/L1234-8#panneau',
      '/code-du-travail/article/L1234-10#panneau',
    ]);
    expect(document.querySelector(`a[href="${article.urlLegifrance}"]`)).not.toBeNull();
    expect(text(document.querySelector('main'))).toContain('En vigueur depuis le 24/09/2017');
    expect(jsonLdTypes(document)).toEqual(['BreadcrumbList']);
  });

  it('redirects another spelling of a number to the article’s one address', async () => {
    const { response } = await render(ArticlePage, '/code-du-travail/article/l1234-9', {
      params: { id: 'l1234-9' },
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/code-du-travail/article/L1234-9');
  });

  it('answers an unknown article or section with the hub’s 404', async () => {
    const unknownArticle = await render(ArticlePage, '/code-du-travail/article/L9999-9', {
      params: { id: 'L9999-9' },
    });
    expect(unknownArticle.response.status).toBe(404);
    expect(text(unknownArticle.document.querySelector('h1'))).toBe('Article introuvable');
    const unknownSection = await render(SectionPage, '/code-du-travail/sommaire/LEGISCTA000000000000', {
      params: { id: 'LEGISCTA000000000000' },
    });
    expect(unknownSection.response.status).toBe(404);
    expect(text(unknownSection.document.querySelector('h1'))).toBe('Section introuvable');
  });

  it('shows a level of the table of contents with a title no other level has', async () => {
    const { response, document } = await render(
      SectionPage,
      '/code-du-travail/sommaire/LEGISCTA000006177860',
      {
        params: { id: 'LEGISCTA000006177860' },
      },
    );
    expect(response.status).toBe(200);
    expect(document.title).toBe(
      'Chapitre IV : Conséquences du licenciement (articles L1234-1 à L1234-18) – Code du travail | Dirigeo',
    );
    expect(document.querySelector('a[href="/code-du-travail/article/L1234-1#panneau"]')).not.toBeNull();
    expect(
      document.querySelector('a[href="/code-du-travail/sommaire/LEGISCTA000006189443#panneau"]'),
    ).not.toBeNull();
    expect(text(document.querySelector('main'))).toContain(
      'Articles L1234-1 à L1234-18 · 19 articles en vigueur',
    );
  });
});

describe('the collective agreements tab', () => {
  it('lists the first 10 agreements, each with its text on Légifrance in a new tab', async () => {
    const { response, document } = await render(AgreementsPage, '/outils/conventions-collectives');
    expect(response.status).toBe(200);
    const links = [...document.querySelectorAll('main a[href^="https://www.legifrance.gouv.fr/conv_coll/"]')];
    expect(links).toHaveLength(10);
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener');
    expect(text(document.querySelector('main'))).toContain('IDCC 0016');
  });
});

describe('the booking link of the sheets', () => {
  // `siteEnv` reads PUBLIC_BOOKING_URL once, when it is imported: the component is imported again.
  it('opens an external scheduling page in a new tab, and falls back to the contact form', async () => {
    vi.stubEnv('PUBLIC_BOOKING_URL', 'https://agenda.example.fr/dirigeo');
    vi.resetModules();
    const external = (await import('../src/features/tools-hub/BookingCta.astro')).default;
    const withBooking = new JSDOM(await container.renderToString(external)).window.document.querySelector(
      'a',
    );
    expect(withBooking?.getAttribute('href')).toBe('https://agenda.example.fr/dirigeo');
    expect(withBooking?.getAttribute('target')).toBe('_blank');
    expect(withBooking?.getAttribute('rel')).toBe('noopener');
    vi.unstubAllEnvs();
    vi.resetModules();
    const internal = (await import('../src/features/tools-hub/BookingCta.astro')).default;
    const withoutBooking = new JSDOM(await container.renderToString(internal)).window.document.querySelector(
      'a',
    );
    expect(withoutBooking?.getAttribute('href')).toBe('/#contact');
    expect(withoutBooking?.hasAttribute('target')).toBe(false);
  });
});
