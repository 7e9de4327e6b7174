import type { CollectiveAgreement } from '@dirigeo/schemas';
import { OFFICIAL_SEARCH_MAX_LENGTH } from '@dirigeo/schemas/constants';
import { fetchJson } from './fetch-json.ts';
import { paths } from './paths.ts';

/** The search of /outils/conventions-collectives?q=…: an IDCC or words of a title, trimmed. */
export function agreementSearchOf(params: URLSearchParams | string): string {
  return (new URLSearchParams(params).get('q') ?? '').trim().slice(0, OFFICIAL_SEARCH_MAX_LENGTH);
}

/** The page's address of a search. */
export function agreementSearchHrefOf(search: string): string {
  return search
    ? `/outils/conventions-collectives?${new URLSearchParams({ q: search })}`
    : paths.collectiveAgreements;
}

/** Spec 001 §9: 10 agreements without a search, 20 with one (the API's defaults). */
export function agreementSearchApiPath(search: string): string {
  return search
    ? `/api/conventions-collectives?${new URLSearchParams({ q: search })}`
    : '/api/conventions-collectives';
}

function isAgreement(value: unknown): value is CollectiveAgreement {
  if (typeof value !== 'object' || value === null) return false;
  const agreement = value as Record<string, unknown>;
  return ['idcc', 'titre', 'titreCourt', 'url'].every((key) => typeof agreement[key] === 'string');
}

/** Checks the list's shape (the island does without zod to stay small). */
export function parseAgreements(value: unknown): CollectiveAgreement[] {
  if (Array.isArray(value) && value.every(isAgreement)) return value;
  throw new Error('Réponse inattendue du serveur');
}

export async function fetchAgreements(search: string, signal?: AbortSignal): Promise<CollectiveAgreement[]> {
  return parseAgreements(await fetchJson(agreementSearchApiPath(search), signal ? { signal } : {}));
}
