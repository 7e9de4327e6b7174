import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackPracticalSheets } from './fallback-sheets.ts';
import {
  fallbackSheetListPage,
  fetchSheetList,
  isoDateOf,
  PRACTICAL_SHEETS_TIMEOUT_MS,
  sheetListApiPath,
  sheetListHrefOf,
  sheetListLocationOf,
  sheetListPageOf,
} from './practical-sheets-client.ts';

const categories = ['conges', 'rupture', 'temps-de-travail'];

describe('the location of the sheets list', () => {
  it.each([
    ['', { categorie: null, search: '', page: 1 }],
    ['?categorie=conges', { categorie: 'conges', search: '', page: 1 }],
    ['?categorie=inconnue&page=3', { categorie: null, search: '', page: 3 }],
    ['?q=%20cong%C3%A9s%20&page=2', { categorie: null, search: 'congés', page: 2 }],
    ['?q=a', { categorie: null, search: '', page: 1 }],
    ['?page=0', { categorie: null, search: '', page: 1 }],
    ['?page=1.5', { categorie: null, search: '', page: 1 }],
  ])('%s is read as %o', (search, location) => {
    expect(sheetListLocationOf(search, categories)).toEqual(location);
  });

  it('round-trips through its address', () => {
    const location = { categorie: 'rupture', search: 'préavis', page: 2 };
    expect(sheetListHrefOf(location)).toBe('/outils?categorie=rupture&q=pr%C3%A9avis&page=2');
    expect(sheetListLocationOf(sheetListHrefOf(location).split('?')[1] ?? '', categories)).toEqual(location);
    expect(sheetListHrefOf({ categorie: null, search: '', page: 1 })).toBe('/outils');
  });

  it('asks the API for the page it shows', () => {
    expect(sheetListApiPath({ categorie: 'conges', search: 'maladie', page: 3 })).toBe(
      '/api/fiches-pratiques?categorie=conges&q=maladie&limit=20&offset=40',
    );
    expect(sheetListApiPath({ categorie: null, search: '', page: 1 })).toBe(
      '/api/fiches-pratiques?limit=20&offset=0',
    );
  });
});

describe('sheetListPageOf', () => {
  const sheet = fallbackPracticalSheets()[0];

  it('reads the total and the corrected search from the headers', () => {
    const headers = new Headers({
      'x-total-count': '42',
      'x-recherche-corrigee': encodeURIComponent('congés'),
    });
    expect(sheetListPageOf([sheet], headers)).toEqual({
      sheets: [sheet],
      total: 42,
      correctedSearch: 'congés',
      fallback: false,
    });
  });

  it('rejects an answer of another shape', () => {
    expect(() => sheetListPageOf([{ id: 'x' }], new Headers())).toThrow('Réponse inattendue du serveur');
    expect(() => sheetListPageOf({ sheets: [] }, new Headers())).toThrow();
  });
});

describe('the embedded set as a list', () => {
  const embedded = fallbackPracticalSheets(new Date('2026-11-22T10:00:00Z'));

  it('is searched by every word, accents and case aside, within the category', () => {
    const ids = (categorie: string | null, search: string) =>
      fallbackSheetListPage({ categorie, search, page: 1 }, embedded).sheets.map((sheet) => sheet.id);
    expect(ids(null, '')).toHaveLength(6);
    expect(ids(null, 'CONGES')).toContain('les-conges-payes');
    expect(ids(null, 'congés payés')).toContain('les-conges-payes');
    expect(ids(null, 'délégué syndical')).toEqual(['les-delegues-syndicaux']);
    expect(ids('rupture', '')).toEqual(['la-definition-du-licenciement-pour-motif-economique']);
    expect(ids('rupture', 'smic')).toEqual([]);
    const page = fallbackSheetListPage({ categorie: null, search: 'smic', page: 1 }, embedded);
    expect(page).toMatchObject({ total: 1, fallback: true, correctedSearch: null });
  });
});

describe('fetchSheetList', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers the page the API gives', async () => {
    const [sheet] = fallbackPracticalSheets();
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify([sheet]), { headers: { 'x-total-count': '1' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = await fetchSheetList({ categorie: null, search: 'délégué', page: 1 });
    expect(page).toMatchObject({ total: 1, fallback: false });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/fiches-pratiques?q=d%C3%A9l%C3%A9gu%C3%A9&limit=20&offset=0',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('fails with the status and text of an error answer', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('Erreur interne', { status: 500, statusText: 'Internal' }),
    );
    await expect(fetchSheetList({ categorie: null, search: '', page: 1 })).rejects.toThrow(
      '500: Erreur interne',
    );
  });

  it('gives up after 10 seconds (spec 001 §7)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const result = fetchSheetList({ categorie: null, search: '', page: 1 });
    const settled = vi.fn();
    result.then(settled, settled);
    await vi.advanceTimersByTimeAsync(PRACTICAL_SHEETS_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow('Aborted');
  });
});

describe('isoDateOf', () => {
  it.each([
    ['17/09/2025', '2025-09-17'],
    ['1/9/2025', null],
    ['', null],
  ])('%s → %s', (date, iso) => {
    expect(isoDateOf(date)).toBe(iso);
  });
});
