/**
 * The tsquery of a search's words in the accent-insensitive French configuration, as SQL taking
 * one parameter (the words): `all` requires every word (French stemming, stop words dropped),
 * `any` one of them at least, for the second try of a search that found nothing.
 */
export function fullTextQuery(match: 'all' | 'any'): string {
  return match === 'all'
    ? `plainto_tsquery('french_unaccent', ?)`
    : // The stemmed lexemes of the `all` query, joined by OR (`simple` keeps them as they are).
      `to_tsquery('simple', replace(plainto_tsquery('french_unaccent', ?)::text, ' & ', ' | '))`;
}
