import {
  collectiveAgreementSchema,
  labourCodeArticleSchema,
  labourCodeSearchSchema,
  labourCodePlanSchema,
  labourCodeTableOfContentsSchema,
  officialDatasetSchema,
  practicalSheetCategoryCountSchema,
  practicalSheetSchema,
  practicalSheetSummarySchema,
} from '@dirigeo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listLabourCodeSearchDocuments } from '../src/modules/labour-code/list-labour-code-search-documents.ts';
import { listPracticalSheetSearchDocuments } from '../src/modules/practical-sheet/list-practical-sheet-search-documents.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { loadOfficialDataSubset, SUBSET_SHEETS } from './helpers/official-data.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await loadOfficialDataSubset(testApp.orm);
});

afterAll(async () => {
  await testApp?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

const sheetList = z.array(practicalSheetSummarySchema);
const agreementList = z.array(collectiveAgreementSchema);

async function searchCode(q: string, limit?: number) {
  const response = await get(
    `/api/code-du-travail/recherche?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
  );
  expect(response.statusCode).toBe(200);
  return labourCodeSearchSchema.parse(response.json());
}

describe('GET /api/fiches-pratiques', () => {
  it('lists the sheets by title, with their introduction, category and date, cacheable', async () => {
    const response = await get('/api/fiches-pratiques');
    expect(response.statusCode).toBe(200);
    const sheets = sheetList.parse(response.json());
    expect(sheets.map((sheet) => sheet.id).sort()).toEqual([...SUBSET_SHEETS].sort());
    expect(sheets[0]?.titre).toBe("La période d'essai");
    expect(response.headers['x-total-count']).toBe(String(SUBSET_SHEETS.length));
    const paidLeave = sheets.find((sheet) => sheet.id === 'les-conges-payes');
    expect(paidLeave).toMatchObject({
      titre: 'Les congés payés',
      categorie: 'conges',
      categorieLibelle: 'Congés et absences',
    });
    expect(paidLeave?.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(paidLeave?.contenu).toContain('2,5 jours ouvrables');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
  });

  it('answers 304 without a body to a request that holds the same answer', async () => {
    const first = await get('/api/fiches-pratiques');
    const again = await get('/api/fiches-pratiques', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/fiches-pratiques?limit=3', { 'if-none-match': String(first.headers.etag) });
    expect(other.statusCode).toBe(200);
  });

  it('pages the list with limit and offset', async () => {
    const first = sheetList.parse((await get('/api/fiches-pratiques?limit=3')).json());
    const second = sheetList.parse((await get('/api/fiches-pratiques?limit=3&offset=3')).json());
    expect(first).toHaveLength(3);
    expect(second).toHaveLength(3);
    expect(second.map((sheet) => sheet.id)).not.toContain(first[0]?.id);
  });

  it('filters by category', async () => {
    const response = await get('/api/fiches-pratiques?categorie=contrat');
    const sheets = sheetList.parse(response.json());
    expect(sheets.map((sheet) => sheet.id).sort()).toEqual([
      'la-periode-dessai',
      'le-contrat-duree-determinee-cdd',
    ]);
    expect(response.headers['x-total-count']).toBe('2');
  });

  it('searches by words, accents or not, best match first', async () => {
    for (const q of ['congés payés', 'conges payes', 'CONGÉS PAYÉS']) {
      const sheets = sheetList.parse((await get(`/api/fiches-pratiques?q=${encodeURIComponent(q)}`)).json());
      expect(sheets[0]?.id).toBe('les-conges-payes');
    }
    const withinCategory = sheetList.parse(
      (await get(`/api/fiches-pratiques?q=${encodeURIComponent('période')}&categorie=sante-securite`)).json(),
    );
    expect(withinCategory.every((sheet) => sheet.categorie === 'sante-securite')).toBe(true);
  });

  it('still finds a sheet through a mistyped word', async () => {
    const response = await get(`/api/fiches-pratiques?q=${encodeURIComponent('harcelemant moral')}`);
    const sheets = sheetList.parse(response.json());
    expect(sheets[0]?.id).toBe('le-harcelement-moral');
    expect(decodeURIComponent(String(response.headers['x-recherche-corrigee']))).toBe('harcelement moral');
  });

  it('pages through the sheets holding some of the words when none holds them all', async () => {
    const url = (offset: number) =>
      `/api/fiches-pratiques?q=${encodeURIComponent('contingent homologation')}&limit=1&offset=${offset}`;
    const first = await get(url(0));
    expect(first.headers['x-total-count']).toBe('2');
    const second = await get(url(1));
    expect(second.headers['x-total-count']).toBe('2');
    const [firstSheet] = sheetList.parse(first.json());
    const [secondSheet] = sheetList.parse(second.json());
    expect([firstSheet?.id, secondSheet?.id].sort()).toEqual([
      'la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      'les-heures-supplementaires-definition-et-limites',
    ]);
  });

  it('treats an empty search as none', async () => {
    const sheets = sheetList.parse((await get('/api/fiches-pratiques?q=')).json());
    expect(sheets).toHaveLength(SUBSET_SHEETS.length);
  });

  it.each([
    ['limit=0', 'limit', 'La limite doit être un nombre entier entre 1 et 100'],
    ['limit=101', 'limit', 'La limite doit être un nombre entier entre 1 et 100'],
    ['limit=dix', 'limit', 'La limite doit être un nombre entier entre 1 et 100'],
    ['offset=-1', 'offset', 'Le décalage doit être un nombre entier positif ou nul'],
    ['q=a', 'q', 'La recherche doit contenir au moins 2 caractères'],
    ['categorie=cuisine', 'categorie', 'Catégorie inconnue'],
  ])('refuses %s with a French 400', async (query, path, message) => {
    const response = await get(`/api/fiches-pratiques?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toContain(message);
    expect(body.issues[0].path).toBe(path);
  });
});

describe('GET /api/fiches-pratiques/categories', () => {
  it('counts the sheets of each category in use', async () => {
    const categories = z
      .array(practicalSheetCategoryCountSchema)
      .parse((await get('/api/fiches-pratiques/categories')).json());
    expect(categories.find((category) => category.id === 'contrat')).toEqual({
      id: 'contrat',
      libelle: 'Contrat de travail',
      nombre: 2,
    });
    expect(categories.reduce((total, category) => total + category.nombre, 0)).toBe(SUBSET_SHEETS.length);
  });
});

describe('GET /api/fiches-pratiques/{slug}', () => {
  it('answers the whole sheet: sections, cited articles linked to our pages, official page, source', async () => {
    const response = await get('/api/fiches-pratiques/les-conges-payes');
    expect(response.statusCode).toBe(200);
    const sheet = practicalSheetSchema.parse(response.json());
    expect(sheet.urlOfficielle).toBe('https://travail-emploi.gouv.fr/les-conges-payes');
    expect(sheet.source).toEqual({
      editeur: 'Ministère du Travail (travail-emploi.gouv.fr)',
      paquet: '@socialgouv/fiches-travail-data',
      version: '4.1174.0',
      licence: 'Apache-2.0',
    });
    expect(sheet.sections.length).toBeGreaterThan(5);
    expect(sheet.sections.some((section) => section.titre.startsWith('Qui a droit aux congés payés'))).toBe(
      true,
    );
    expect(sheet.articlesCites).toContainEqual({
      numero: 'L3141-3',
      id: 'L3141-3',
      url: '/code-du-travail/article/L3141-3',
    });
    const html = sheet.sections.map((section) => section.contenu).join('');
    expect(html).toContain('href="/code-du-travail/article/');
    // Sanitised: no script, no style or class attribute, no event handler, no image of another host.
    expect(html).not.toMatch(/<script|<style|\sclass=|\sstyle=|\son\w+=|<img/i);
  });

  it('answers 404 in French for an unknown sheet, 400 for a malformed slug', async () => {
    const missing = await get('/api/fiches-pratiques/une-fiche-qui-nexiste-pas');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Fiche pratique introuvable' });
    const malformed = await get('/api/fiches-pratiques/Les%20Cong%C3%A9s');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identifiant de fiche invalide');
  });

  it("reaches the handler with an official slug longer than the router's default 100 characters", async () => {
    // Some official slugs reach 130 characters; the router's own 404 would answer « Ressource introuvable ».
    const long = await get(`/api/fiches-pratiques/${'une-fiche-au-titre-tres-long-'.repeat(5)}`);
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({ message: 'Fiche pratique introuvable' });
    const tooLong = await get(`/api/fiches-pratiques/${'a'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ message: "L'adresse demandée est trop longue" });
  });
});

describe('GET /api/code-du-travail/recherche by number', () => {
  it.each(['L1234-9', 'l1234-9', 'L. 1234-9', 'L 1234-9', 'article L1234-9'])(
    'finds L1234-9 typed « %s »',
    async (q) => {
      const search = await searchCode(q);
      expect(search.mode).toBe('numero');
      expect(search.recherche).toBe('L1234-9');
      expect(search.resultats[0]).toMatchObject({
        id: 'L1234-9',
        numero: 'L1234-9',
        section: { id: 'LEGISCTA000006195623', titre: 'Sous-section 2 : Indemnité de licenciement.' },
      });
      expect(search.resultats[0]?.extrait).toMatch(
        /^Le salarié titulaire d'un contrat de travail à durée indéterminée/,
      );
    },
  );

  it('finds every letter of a number typed without its letter', async () => {
    const search = await searchCode('1234-9');
    expect(search.resultats.map((result) => result.id)).toEqual(['L1234-9', 'R1234-9']);
  });

  it('puts the article itself before those that continue its number', async () => {
    const search = await searchCode('L1242', 5);
    expect(search.resultats.map((result) => result.id)).toEqual([
      'L1242-1',
      'L1242-2',
      'L1242-3',
      'L1242-4',
      'L1242-5',
    ]);
  });

  it('finds nothing for a number that is not in force', async () => {
    expect((await searchCode('L9999-99')).resultats).toEqual([]);
  });
});

describe('GET /api/code-du-travail/recherche by words', () => {
  it('puts the article whose own text holds the words before one that only has them in its headings (issue 29)', async () => {
    const numbers = (await searchCode('préavis de démission')).resultats.map((result) => result.numero);
    expect(numbers).toContain('L1237-1');
    expect(numbers.indexOf('L1237-1')).toBeLessThan(numbers.indexOf('L1225-34'));
  });

  it('ranks the articles on the words, with or without accents', async () => {
    const accented = await searchCode('indemnité de licenciement');
    const plain = await searchCode('indemnite licenciement');
    expect(accented.mode).toBe('mots');
    expect(accented.rechercheCorrigee).toBeNull();
    const ids = accented.resultats.map((result) => result.id);
    expect(ids.slice(0, 5)).toContain('L1234-9');
    expect(plain.resultats.map((result) => result.id).slice(0, 5)).toContain('L1234-9');
    const found = accented.resultats.find((result) => result.id === 'L1234-9');
    expect(found?.extrait).toContain('indemnité de licenciement');
  });

  it('corrects a mistyped word and says so', async () => {
    const search = await searchCode('licensiement économique');
    expect(search.rechercheCorrigee).toBe('licenciement économique');
    expect(search.resultats.length).toBeGreaterThan(0);
    expect(search.resultats[0]?.section.titre.toLowerCase()).toContain('licenciement');
  });

  it('falls back on articles holding some of the words when none holds them all', async () => {
    const all = await searchCode('période essai harcèlement');
    expect(all.rechercheCorrigee).toBeNull();
    expect(all.resultats.some((result) => result.id.startsWith('L1221-'))).toBe(true);
  });

  it('lists a broad search (more than 1,000 articles) by section titles first, in the code order', async () => {
    // « travail » is in the titles of the whole Première partie (Les relations individuelles de travail).
    const search = await searchCode('travail', 6);
    expect(search.resultats.map((result) => result.id)).toEqual([
      'L1211-1',
      'L1221-1',
      'L1221-2',
      'L1221-3',
      'L1221-4',
      'L1221-5',
    ]);
  });

  it('keeps to its limit', async () => {
    expect((await searchCode('salarié', 3)).resultats).toHaveLength(3);
  });

  it.each([
    ['', 'q', 'La recherche est requise'],
    ['q=a', 'q', 'La recherche doit contenir au moins 2 caractères'],
    ['q=travail&limit=51', 'limit', 'La limite doit être un nombre entier entre 1 et 50'],
    ['q=travail&limit=0', 'limit', 'La limite doit être un nombre entier entre 1 et 50'],
    [`q=${'a'.repeat(201)}`, 'q', 'La recherche doit contenir au plus 200 caractères'],
  ])('refuses « %s » with a French 400', async (query, path, message) => {
    const response = await get(`/api/code-du-travail/recherche?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toEqual({ path, message });
  });
});

describe('GET /api/code-du-travail/articles/{id}', () => {
  it('answers the article with its place in the code and its neighbours', async () => {
    const response = await get('/api/code-du-travail/articles/L1234-9');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('stale-while-revalidate');
    const article = labourCodeArticleSchema.parse(response.json());
    expect(article.numero).toBe('L1234-9');
    expect(article.texte).toMatch(/^<p>Le salarié titulaire d'un contrat de travail à durée indéterminée/);
    expect(article.nota).toContain('ordonnance n° 2017-1387');
    expect(article.emplacement.map((section) => section.titre)).toEqual([
      'Partie législative',
      'Première partie : Les relations individuelles de travail',
      'Livre II : Le contrat de travail',
      'Titre III : Rupture du contrat de travail à durée indéterminée',
      'Chapitre IV : Conséquences du licenciement',
      'Section 1 : Préavis et indemnité de licenciement',
      'Sous-section 2 : Indemnité de licenciement.',
    ]);
    expect(article.precedent).toEqual({ id: 'L1234-8', numero: 'L1234-8' });
    expect(article.suivant).toEqual({ id: 'L1234-10', numero: 'L1234-10' });
    expect(article.enVigueurDepuis).toBe('24/09/2017');
    expect(article.urlLegifrance).toMatch(
      /^https:\/\/www\.legifrance\.gouv\.fr\/codes\/article_lc\/LEGIARTI\d{12}$/,
    );
    expect(article.source).toMatchObject({ paquet: '@socialgouv/legi-data', licence: 'Apache-2.0' });
  });

  it('finds it under the usual spellings of its number', async () => {
    for (const spelling of ['l1234-9', 'L.%201234-9', 'L%201234-9']) {
      const response = await get(`/api/code-du-travail/articles/${spelling}`);
      expect(labourCodeArticleSchema.parse(response.json()).id).toBe('L1234-9');
    }
  });

  it('has no previous article at the start of the code', async () => {
    const article = labourCodeArticleSchema.parse((await get('/api/code-du-travail/articles/L1')).json());
    expect(article.precedent).toBeNull();
    expect(article.suivant).toEqual({ id: 'L2', numero: 'L2' });
  });

  it('links the articles it cites to our pages', async () => {
    const article = labourCodeArticleSchema.parse(
      (await get('/api/code-du-travail/articles/L1234-11')).json(),
    );
    expect(article.texte).toContain('article <a href="/code-du-travail/article/L3142-88">L. 3142-88</a>');
  });

  it.each(['L9999-99', '1234-9', 'pas-un-article'])('answers 404 in French for « %s »', async (id) => {
    const response = await get(`/api/code-du-travail/articles/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Article du Code du travail introuvable' });
  });
});

describe('GET /api/code-du-travail/sommaire', () => {
  it('opens on the parts of the code', async () => {
    const toc = labourCodeTableOfContentsSchema.parse((await get('/api/code-du-travail/sommaire')).json());
    expect(toc.section).toBeNull();
    expect(toc.emplacement).toEqual([]);
    expect(toc.entrees.map((entry) => (entry.type === 'section' ? entry.titre : entry.numero))).toEqual([
      'Partie législative',
      'Partie réglementaire',
    ]);
    const legislative = toc.entrees[0];
    expect(legislative).toMatchObject({ type: 'section', premierArticle: { id: 'L1', numero: 'L1' } });
  });

  it('browses down level by level, to the articles of a section', async () => {
    const root = labourCodeTableOfContentsSchema.parse((await get('/api/code-du-travail/sommaire')).json());
    const partId = root.entrees[0]?.id;
    const part = labourCodeTableOfContentsSchema.parse(
      (await get(`/api/code-du-travail/sommaire/${partId}`)).json(),
    );
    expect(part.section?.titre).toBe('Partie législative');
    expect(part.entrees[0]).toMatchObject({
      type: 'section',
      titre: 'Chapitre préliminaire : Dialogue social.',
    });

    const section = labourCodeTableOfContentsSchema.parse(
      (await get('/api/code-du-travail/sommaire/LEGISCTA000006195623')).json(),
    );
    expect(section.section).toEqual({
      id: 'LEGISCTA000006195623',
      titre: 'Sous-section 2 : Indemnité de licenciement.',
    });
    expect(section.emplacement.at(-1)?.titre).toBe('Section 1 : Préavis et indemnité de licenciement');
    expect(section.entrees).toEqual([
      { type: 'article', id: 'L1234-9', numero: 'L1234-9' },
      { type: 'article', id: 'L1234-10', numero: 'L1234-10' },
      { type: 'article', id: 'L1234-11', numero: 'L1234-11' },
    ]);
  });

  it('answers 404 for an unknown section and 400 for a malformed id', async () => {
    const missing = await get('/api/code-du-travail/sommaire/LEGISCTA000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Section du Code du travail introuvable' });
    const malformed = await get('/api/code-du-travail/sommaire/livre-2');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identifiant de section invalide');
  });
});

describe('GET /api/code-du-travail/plan', () => {
  it('lists every level and every article the table of contents reaches, in the code’s order, in one answer', async () => {
    const response = await get('/api/code-du-travail/plan');
    expect(response.statusCode).toBe(200);
    const plan = labourCodePlanSchema.parse(response.json());
    // The same pages as walking the table of contents level by level.
    const sections: string[] = [];
    const articles: string[] = [];
    let level: (string | null)[] = [null];
    while (level.length > 0) {
      const next: string[] = [];
      for (const id of level) {
        const toc = labourCodeTableOfContentsSchema.parse(
          (await get(`/api/code-du-travail/sommaire${id === null ? '' : `/${id}`}`)).json(),
        );
        for (const entry of toc.entrees) {
          if (entry.type === 'section') {
            sections.push(entry.id);
            next.push(entry.id);
          } else articles.push(entry.id);
        }
      }
      level = next;
    }
    expect([...plan.sections].sort()).toEqual([...sections].sort());
    expect([...plan.articles].sort()).toEqual([...articles].sort());
    expect(new Set(plan.articles).size).toBe(plan.articles.length);
    // Articles in the code's order; a section before its sub-sections.
    const at = plan.articles.indexOf('L1234-9');
    expect(plan.articles.slice(at, at + 3)).toEqual(['L1234-9', 'L1234-10', 'L1234-11']);
    expect(plan.articles[0]).toBe('L1');
    const section = labourCodeTableOfContentsSchema.parse(
      (await get('/api/code-du-travail/sommaire/LEGISCTA000006195623')).json(),
    );
    for (const ancestor of section.emplacement)
      expect(plan.sections.indexOf(ancestor.id)).toBeLessThan(plan.sections.indexOf('LEGISCTA000006195623'));
    expect(plan.source.paquet).toBe('@socialgouv/legi-data');
    // Cached like the other official answers: a 304 when the client holds it.
    const again = await get('/api/code-du-travail/plan', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/conventions-collectives', () => {
  it('lists 10 agreements by IDCC without a search', async () => {
    const agreements = agreementList.parse((await get('/api/conventions-collectives')).json());
    expect(agreements).toHaveLength(10);
    expect(agreements[0]).toEqual({
      idcc: '0016',
      titre:
        'Convention collective nationale des transports routiers et activités auxiliaires du transport du 21 décembre 1950',
      titreCourt: 'Transports routiers et activités auxiliaires du transport',
      url: 'https://www.legifrance.gouv.fr/conv_coll/id/KALICONT000005635624',
    });
    expect(agreements.map((agreement) => agreement.idcc)).toEqual(
      [...agreements.map((agreement) => agreement.idcc)].sort(),
    );
  });

  it.each(['16', '0016'])('finds IDCC 0016 first for « %s »', async (q) => {
    const agreements = agreementList.parse((await get(`/api/conventions-collectives?q=${q}`)).json());
    expect(agreements[0]?.idcc).toBe('0016');
  });

  it('searches the titles, accents and case aside, every word required', async () => {
    for (const q of ['métallurgie cadres', 'METALLURGIE CADRES', 'metallurgie ingenieurs']) {
      const agreements = agreementList.parse(
        (await get(`/api/conventions-collectives?q=${encodeURIComponent(q)}`)).json(),
      );
      expect(agreements.map((agreement) => agreement.idcc)).toContain('0650');
    }
    const hotels = agreementList.parse(
      (await get(`/api/conventions-collectives?q=${encodeURIComponent('hotels cafes restaurants')}`)).json(),
    );
    expect(hotels[0]?.idcc).toBe('1979');
  });

  it('finds a title through a mistyped word', async () => {
    const agreements = agreementList.parse((await get('/api/conventions-collectives?q=boulangrie')).json());
    expect(agreements.map((agreement) => agreement.idcc)).toContain('0843');
  });

  it('finds the agreements people name by their usual names, the named one first (issue 29)', async () => {
    const idccs = async (q: string) =>
      agreementList
        .parse((await get(`/api/conventions-collectives?q=${encodeURIComponent(q)}`)).json())
        .map((agreement) => agreement.idcc);
    expect((await idccs('Syntec'))[0]).toBe('1486');
    expect((await idccs('hcr'))[0]).toBe('1979');
    expect((await idccs('BTP')).slice(0, 2)).toEqual(['1596', '1597']);
    expect((await idccs('0016'))[0]).toBe('0016');
    expect((await idccs('IDCC 16'))[0]).toBe('0016');
  });

  it('answers long random words quickly with nothing, never a correction of them', async () => {
    const words = 'qkbkcgarzculnzwfzxrocrthtunpgovgbjkixtm '.repeat(5).trim();
    const response = await get(`/api/conventions-collectives?q=${encodeURIComponent(words)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    const code = await searchCode(words);
    expect(code.resultats).toEqual([]);
    expect(code.rechercheCorrigee).toBeNull();
  });

  it('reads % and _ as letters', async () => {
    expect(agreementList.parse((await get('/api/conventions-collectives?q=%25')).json())).toEqual([]);
  });

  it('keeps to 20 with a search by default, to its limit otherwise', async () => {
    expect(agreementList.parse((await get('/api/conventions-collectives?q=convention')).json())).toHaveLength(
      20,
    );
    expect(
      agreementList.parse((await get('/api/conventions-collectives?q=convention&limit=5')).json()),
    ).toHaveLength(5);
    const tooMany = await get('/api/conventions-collectives?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('La limite doit être un nombre entier entre 1 et 100');
  });
});

describe('GET /api/conventions-collectives/{idcc}', () => {
  it('answers one agreement by its IDCC, with or without leading zeros', async () => {
    for (const idcc of ['16', '0016']) {
      const response = await get(`/api/conventions-collectives/${idcc}`);
      expect(response.statusCode).toBe(200);
      expect(collectiveAgreementSchema.parse(response.json()).idcc).toBe('0016');
    }
  });

  it('answers 404 for an unknown IDCC and 400 for a malformed one, in French', async () => {
    const missing = await get('/api/conventions-collectives/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Convention collective introuvable' });
    const malformed = await get('/api/conventions-collectives/syntec');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("L'IDCC est un nombre de 1 à 4 chiffres");
  });
});

describe('GET /api/sources-officielles', () => {
  it('names each dataset loaded, its package, version and licence', async () => {
    const sources = z.array(officialDatasetSchema).parse((await get('/api/sources-officielles')).json());
    expect(sources.map((source) => [source.jeu, source.paquet, source.version, source.licence])).toEqual([
      ['fiches-pratiques', '@socialgouv/fiches-travail-data', '4.1174.0', 'Apache-2.0'],
      ['code-du-travail', '@socialgouv/legi-data', '2.513.0', 'Apache-2.0'],
      ['conventions-collectives', '@socialgouv/kali-data', '3.449.0', 'Apache-2.0'],
    ]);
    expect(sources.find((source) => source.jeu === 'conventions-collectives')?.nombre).toBe(390);
  });
});

describe('documents for the site-wide search', () => {
  it('gives each practical sheet as a « fiche » with its page, category and plain text', async () => {
    const documents = await listPracticalSheetSearchDocuments(testApp.orm.em.fork());
    expect(documents).toHaveLength(SUBSET_SHEETS.length);
    const paidLeave = documents.find((document) => document.sourceId === 'fiche-pratique:les-conges-payes');
    expect(paidLeave).toMatchObject({
      type: 'fiche',
      title: 'Les congés payés',
      category: 'Congés et absences',
      url: '/outils/fiche/les-conges-payes',
    });
    expect(paidLeave?.body).toContain('2,5 jours ouvrables');
    expect(paidLeave?.body).not.toMatch(/<[a-z]/);
  });

  it('gives each article of the code as a « page » of the category « Code du travail »', async () => {
    const documents = await listLabourCodeSearchDocuments(testApp.orm.em.fork());
    const article = documents.find((document) => document.sourceId === 'code-du-travail:L1234-9');
    expect(article).toMatchObject({
      type: 'page',
      title: 'Article L1234-9 du Code du travail',
      category: 'Code du travail',
      url: '/code-du-travail/article/L1234-9',
    });
    expect(article?.description).toMatch(/^Le salarié titulaire d'un contrat/);
    expect(article?.body).toContain('indemnité de licenciement');
    expect(new Set(documents.map((document) => document.sourceId)).size).toBe(documents.length);
  });
});
