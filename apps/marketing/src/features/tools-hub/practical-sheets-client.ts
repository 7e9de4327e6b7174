import type { PracticalSheetSummary } from '@dirigeo/schemas';
import { ApiRequestError } from '../../lib/fetch-json.ts';
import { normalizedForSearch, searchOfText } from '../../lib/search-text.ts';
import { paths } from '../../lib/paths.ts';

/** Sheets per page of the list (the API's default page). */
export const PRACTICAL_SHEETS_PAGE_SIZE = 20;
/** Spec 001 §7 and §9: past 10 s, the list is given up and the embedded set shown. */
export const PRACTICAL_SHEETS_TIMEOUT_MS = 10_000;

/** Where the visitor is in the list of sheets: category, search and page, all kept in the URL. */
export interface SheetListLocation {
  /** One of our categories (`conges`), or null for every sheet. */
  categorie: string | null;
  search: string;
  /** From 1. */
  page: number;
}

/** A page of the list as shown: from the API, or the embedded set when the API failed. */
export interface SheetListPage {
  sheets: PracticalSheetSummary[];
  /** Sheets found in all (every page). */
  total: number;
  /** The words searched instead of a misspelt search (« conges » for « congse »), if any. */
  correctedSearch: string | null;
  /** The embedded set, because the list could not be read. */
  fallback: boolean;
}

/** `/outils?categorie=conges&q=maladie&page=2` → its location; an unknown category or page is ignored. */
export function sheetListLocationOf(
  search: string | URLSearchParams,
  categories: readonly string[],
): SheetListLocation {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const categorie = params.get('categorie');
  const page = Number(params.get('page'));
  return {
    categorie: categorie !== null && categories.includes(categorie) ? categorie : null,
    search: searchOfText(params.get('q') ?? ''),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The page's address of a location: `/outils`, `/outils?categorie=conges&page=2`. */
export function sheetListHrefOf({ categorie, search, page }: SheetListLocation): string {
  const params = new URLSearchParams();
  if (categorie) params.set('categorie', categorie);
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/outils?${query}` : paths.practicalSheets;
}

/** GET /api/fiches-pratiques's query for a location. */
export function sheetListApiPath(
  { categorie, search, page }: SheetListLocation,
  pageSize = PRACTICAL_SHEETS_PAGE_SIZE,
): string {
  const params = new URLSearchParams();
  if (categorie) params.set('categorie', categorie);
  if (search) params.set('q', search);
  params.set('limit', String(pageSize));
  params.set('offset', String((page - 1) * pageSize));
  return `/api/fiches-pratiques?${params}`;
}

function isSheetSummary(value: unknown): value is PracticalSheetSummary {
  if (typeof value !== 'object' || value === null) return false;
  const sheet = value as Record<string, unknown>;
  return ['id', 'titre', 'description', 'categorie', 'categorieLibelle', 'date', 'contenu'].every(
    (key) => typeof sheet[key] === 'string',
  );
}

/** Checks the list's shape (the island does without zod to stay small). */
function parseSheetSummaries(value: unknown): PracticalSheetSummary[] {
  if (Array.isArray(value) && value.every(isSheetSummary)) return value;
  throw new Error('Réponse inattendue du serveur');
}

/** The list's page from the API's answer: its body and its X-Total-Count, X-Recherche-Corrigee headers. */
export function sheetListPageOf(body: unknown, headers: { get(name: string): string | null }): SheetListPage {
  const sheets = parseSheetSummaries(body);
  const total = Number(headers.get('x-total-count'));
  const corrected = headers.get('x-recherche-corrigee');
  let correctedSearch: string | null = null;
  try {
    correctedSearch = corrected ? decodeURIComponent(corrected) : null;
  } catch {
    correctedSearch = null;
  }
  return {
    sheets,
    total: Number.isInteger(total) && total >= sheets.length ? total : sheets.length,
    correctedSearch,
    fallback: false,
  };
}

/**
 * The list from the browser, given up after `timeoutMs` (spec 001 §7: 10 s). Throws on a failure,
 * a timeout or an unexpected answer; `signal` cancels it (a newer search).
 */
export async function fetchSheetList(
  location: SheetListLocation,
  { signal, timeoutMs = PRACTICAL_SHEETS_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<SheetListPage> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, timeoutMs);
  try {
    const response = await fetch(sheetListApiPath(location), {
      credentials: 'include',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) {
      throw new ApiRequestError(response.status, response.statusText, await response.text().catch(() => ''));
    }
    return sheetListPageOf(await response.json(), response.headers);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** The embedded sheets matching a location (every word of the search, accents and case aside). */
export function fallbackSheetListPage(
  location: SheetListLocation,
  embedded: readonly PracticalSheetSummary[],
): SheetListPage {
  const words = normalizedForSearch(location.search).split(/\s+/).filter(Boolean);
  const found = embedded.filter((sheet) => {
    if (location.categorie && sheet.categorie !== location.categorie) return false;
    const text = normalizedForSearch(
      `${sheet.titre} ${sheet.description} ${sheet.contenu.replace(/<[^>]+>/g, ' ')}`,
    );
    return words.every((word) => text.includes(word));
  });
  const start = (location.page - 1) * PRACTICAL_SHEETS_PAGE_SIZE;
  return {
    sheets: found.slice(start, start + PRACTICAL_SHEETS_PAGE_SIZE),
    total: found.length,
    correctedSearch: null,
    fallback: true,
  };
}

/** « 17/09/2025 » → « 2025-09-17 » for a `<time datetime>`, or null when it is not such a date. */
export function isoDateOf(frenchDate: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(frenchDate);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
