import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  indexSearchDocument,
  removeSearchDocument,
  replaceSearchDocuments,
} from '../src/modules/search/index-documents.ts';
import { indexSiteContent } from '../src/modules/search/index-site-content.ts';
import { toPrefixTsQuery } from '../src/modules/search/search-site.ts';
import { querySql } from '../src/lib/db/sql.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  const em = testApp.orm.em.fork();
  await indexSiteContent(em);
  await em.transactional(async (tx) => {
    await replaceSearchDocuments(tx, 'article', [
      {
        sourceId: '1',
        type: 'article',
        title: 'Le bulletin de paie clarifié',
        description: 'Lire chaque rubrique de votre bulletin.',
        body: 'Le montant net social figure sur chaque bulletin depuis 2024.',
        category: 'Paie',
        url: '/blog/bulletin-de-paie-clarifie',
      },
      {
        sourceId: '2',
        type: 'article',
        title: 'Salaire ou dividendes en SASU',
        description: 'Comparer le coût et les droits.',
        body: 'Les dividendes ne donnent aucun droit à la retraite.',
        category: 'Fiscalité',
        url: '/blog/salaire-ou-dividendes-sasu',
      },
    ]);
    await replaceSearchDocuments(tx, 'tool', [
      {
        sourceId: 'indemnite-licenciement',
        type: 'tool',
        title: 'Indemnité de licenciement',
        description: "Calculez l'indemnité légale de licenciement.",
        body: 'ancienneté salaire de référence',
        category: 'Simulateurs',
        url: '/outils/simulateur/indemnite-licenciement',
      },
    ]);
    await replaceSearchDocuments(tx, 'fiche', [
      {
        sourceId: 'le-licenciement-pour-motif-economique',
        type: 'fiche',
        title: 'Le licenciement pour motif économique',
        description: 'Les étapes de la procédure.',
        body: 'entretien préalable, ordre des licenciements',
        category: 'Rupture du contrat',
        url: '/outils/fiche/le-licenciement-pour-motif-economique',
      },
    ]);
  });
});

afterAll(async () => {
  await testApp?.close();
});

async function search(query: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/search?${query}` });
  return response;
}

async function titles(query: string): Promise<string[]> {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return (response.json() as { title: string }[]).map((result) => result.title);
}

describe('GET /api/search', () => {
  it('finds with or without accents, and by the stem of a word', async () => {
    expect(await titles('q=indemnité')).toContain('Indemnité de licenciement');
    expect(await titles('q=indemnite')).toContain('Indemnité de licenciement');
    expect(await titles('q=INDEMNITES')).toContain('Indemnité de licenciement');
    expect(await titles('q=clarifie')).toEqual(['Le bulletin de paie clarifié']);
  });

  it('finds as the visitor types (the last word as a prefix)', async () => {
    expect(await titles('q=licen')).toEqual(
      expect.arrayContaining(['Indemnité de licenciement', 'Le licenciement pour motif économique']),
    );
  });

  it('still finds a misspelt word', async () => {
    expect(await titles('q=licensiement')).toEqual(
      expect.arrayContaining(['Indemnité de licenciement', 'Le licenciement pour motif économique']),
    );
    expect(await titles('q=divdendes')).toContain('Salaire ou dividendes en SASU');
  });

  it('ranks a match in the title above a match in the text', async () => {
    const found = await titles('q=dividendes');
    expect(found[0]).toBe('Salaire ou dividendes en SASU');
  });

  it('answers every field of a result', async () => {
    const response = await search('q=bulletin clarifié');
    expect(response.json()).toEqual([
      {
        id: 'article:1',
        type: 'article',
        title: 'Le bulletin de paie clarifié',
        description: 'Lire chaque rubrique de votre bulletin.',
        category: 'Paie',
        url: '/blog/bulletin-de-paie-clarifie',
      },
    ]);
    expect(response.headers['cache-control']).toContain('stale-while-revalidate');
  });

  it.each([
    ['article', 'article'],
    ['tool', 'tool'],
    ['fiche', 'fiche'],
  ])('filters the category %s', async (category, type) => {
    const response = await search(`q=licenciement&category=${category}`);
    const results = response.json() as { type: string }[];
    expect(results.every((result) => result.type === type)).toBe(true);
  });

  it('finds the pages of the site and the questions of the FAQ', async () => {
    expect(await titles('q=mentions légales')).toContain('Mentions légales');
    expect(await titles('q=engagement')).toContain('Les formules mensuelles sont-elles sans engagement ?');
    const pricing = (await search('q=tarifs')).json() as { type: string; url: string }[];
    expect(pricing.some((result) => result.type === 'page' && result.url === '/#tarifs')).toBe(true);
  });

  it('answers nothing under 2 characters', async () => {
    expect(await titles('q=l')).toEqual([]);
    expect(await titles('q=%20%20a%20')).toEqual([]);
    expect(await titles('')).toEqual([]);
  });

  it('answers at most `limit` results, 20 by default', async () => {
    expect((await titles('q=licenciement&limit=1')).length).toBe(1);
    expect((await titles('q=a&limit=20')).length).toBe(0);
  });

  it.each([
    [`q=${'a'.repeat(201)}`, 'La recherche ne peut pas dépasser 200 caractères.'],
    ['q=paie&limit=abc', 'Le nombre de résultats doit être un nombre.'],
    ['q=paie&limit=21', 'Le nombre de résultats ne peut pas dépasser 20.'],
    ['q=paie&limit=0', 'Le nombre de résultats doit être au moins 1.'],
    ['q=paie&category=blog', 'Catégorie inconnue : choisissez all, article, tool ou fiche.'],
  ])('refuses %s with a French message', async (query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('treats the syntax of a query as words', async () => {
    for (const query of ['q=paie%20%26%20!(bulletin', "q=a'%3A*%7C", 'q=%5C%5C%27%22%3B--']) {
      expect((await search(query)).statusCode).toBe(200);
    }
  });

  it('follows changes: a new document is found at once, a removed one no more', async () => {
    const em = testApp.orm.em.fork();
    await indexSearchDocument(em, 'article', {
      sourceId: '3',
      type: 'article',
      title: 'La taxe sur les véhicules de société',
      description: 'Qui la paie.',
      body: '',
      category: 'Fiscalité',
      url: '/blog/tvs',
    });
    expect(await titles('q=véhicules')).toContain('La taxe sur les véhicules de société');
    await removeSearchDocument(em, 'article', '3');
    expect(await titles('q=véhicules')).not.toContain('La taxe sur les véhicules de société');
  });

  it('ranks a one-word search from its precomputed weights exactly as the full-text rank does', async () => {
    const em = testApp.orm.em.fork();
    // Its weights follow a change of title, and leave with the document.
    await indexSearchDocument(em, 'article', {
      sourceId: '4',
      type: 'article',
      title: 'Le salaire minimum',
      description: 'Le salaire minimum et les salaires conventionnels.',
      body: '',
      category: 'Paie',
      url: '/blog/smic',
    });
    await indexSearchDocument(em, 'article', {
      sourceId: '4',
      type: 'article',
      title: 'Le SMIC',
      description: 'Le salaire minimum interprofessionnel de croissance.',
      body: '',
      category: 'Paie',
      url: '/blog/smic',
    });
    const fullTextOrder = async (word: string, type?: string) =>
      (
        await querySql<{ title: string }>(
          em,
          `select title from search_document, to_tsquery('french_unaccent', ?) query
           where head_vector @@ query ${type ? 'and type = ?' : ''}
           order by ts_rank_cd(head_vector, query, 32) * boost desc, id limit 20`,
          type ? [`${word}:*`, type] : [`${word}:*`],
        )
      ).map((row) => row.title);
    for (const word of ['salaire', 'licenciement', 'paie', 'bul', 'indemnite', 'calcul', 'smic']) {
      const expected = await fullTextOrder(word);
      expect(expected.length).toBeGreaterThan(0);
      // The dialog's first results are the heading matches, in the full-text rank's order.
      expect((await titles(`q=${word}`)).slice(0, expected.length)).toEqual(expected);
    }
    expect((await titles('q=salaire&category=article')).slice(0, 3)).toEqual(
      (await fullTextOrder('salaire', 'article')).slice(0, 3),
    );
    await removeSearchDocument(em, 'article', '4');
    expect(await titles('q=smic')).not.toContain('Le SMIC');
    const [left] = await querySql<{ count: number | string }>(
      em,
      `select count(*) as count from search_head_term where document_id not in (select id from search_document)`,
    );
    expect(Number(left?.count)).toBe(0);
  });

  it('finds a calculator asked for as a calculation, though its name does not say « calcul »', async () => {
    // The real tools, in place of the file's own, and more documents holding every word of the queries
    // in their text than one answer shows (as the Code du travail's articles do): the calculators
    // must be among them.
    const em = testApp.orm.em.fork();
    await indexSiteContent(em);
    await em.transactional(async (tx) => {
      await replaceSearchDocuments(
        tx,
        'fiche',
        Array.from({ length: 25 }, (_, index) => ({
          sourceId: `rupture-${index}`,
          type: 'fiche' as const,
          title: `Article R1234-${index} du Code du travail`,
          description: 'Un article de la partie réglementaire.',
          body: 'Les modalités de calcul des indemnités de licenciement et du préavis de démission.',
          category: 'Rupture du contrat',
          url: `/code-du-travail/article/R1234-${index}`,
        })),
      );
    });
    async function urls(query: string): Promise<string[]> {
      return ((await search(query)).json() as { url: string }[]).map((result) => result.url);
    }
    expect(await urls('q=calculer indemnité licenciement')).toContain(
      '/outils/simulateur/indemnite-licenciement',
    );
    expect(await urls('q=calcul du préavis de démission')).toContain('/outils/simulateur/preavis-demission');
  });
});

describe('toPrefixTsQuery', () => {
  it.each([
    ['Indemnité de licen', 'indemnite & de & licen:*'],
    ["l'ancienneté", 'l & anciennete:*'],
    ['x:* | b & !c', 'x & b & c:*'],
    // « à » and « a » are no words to require (typo-vocabulary.ts), unless they are all there is.
    ['travail à temps partiel', 'travail & temps & partiel:*'],
    ['conges a', 'conges:*'],
    ['à', 'a:*'],
    ['  ', null],
    ['L1234-9', 'l1234 & 9:*'],
  ])('%s → %s', (query, expected) => {
    expect(toPrefixTsQuery(query)).toBe(expected);
  });
});

describe('GET /api/search, per-IP limit (issue 28 §4)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ RATE_LIMIT_PUBLIC_PER_MINUTE: '1' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 12 searches a minute per address for each form sending allowed, then a French 429', async () => {
    for (let index = 0; index < 12; index += 1) {
      const response = await limited.app.inject({ method: 'GET', url: `/api/search?q=paie${index}` });
      expect(response.statusCode).toBe(200);
    }
    const refused = await limited.app.inject({ method: 'GET', url: '/api/search?q=paie' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de demandes envoyées depuis votre connexion\./);
  });

  it('never corrects nor compares a 200-character random search: it finds nothing, at once', async () => {
    const words = 'qkbkcgarzculnzwfzxrocrthtunpgovgbjkixtm '.repeat(5).trim();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(words)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
