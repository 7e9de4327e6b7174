/**
 * Numbers of the Code du travail's articles, as Légifrance writes them (`L1234-9`, `R*1233-3-4`,
 * `L1453-1 A`, `D3141-9`) and as people type them (`l1234-9`, `L. 1234-9`, `1234-9`,
 * `article L 1234-9`). One normalised form serves as the article's id in URLs and as the key a
 * search by number looks up.
 */

/** A number read from a search or a URL. */
export interface ArticleNumber {
  /** L (législative), R or D (réglementaire), or null when not typed. */
  letter: 'L' | 'R' | 'D' | null;
  /** What follows the letter: `1234-9`, `1453-1A` (a letter suffix is written without a space). */
  key: string;
}

// Optional « article »/« art. », the letter with its optional dot and star (R* : décret en
// Conseil des ministres), digits groups joined by hyphens, an optional capital letter suffix.
const NUMBER =
  /^(?:articles?\s+|art\.?\s*)?(?:([LRD])\s*\.?\s*\*?\s*)?(\d{1,5}(?:\s*-\s*\d{1,4})*)(?:\s*([A-Z]))?$/i;

/** The number `input` denotes, or null when it is not an article number (then it is words). */
export function parseArticleNumber(input: string): ArticleNumber | null {
  const match = NUMBER.exec(input.trim());
  if (!match) return null;
  const [, letter, digits, suffix] = match;
  if (digits === undefined) return null;
  const key = digits.replace(/\s+/g, '') + (suffix ? suffix.toUpperCase() : '');
  const upper = letter?.toUpperCase();
  return { letter: upper === 'L' || upper === 'R' || upper === 'D' ? upper : null, key };
}

/**
 * The id of an article in our URLs, from its official number: `L1234-9`, `R1233-3-4` for
 * `R*1233-3-4` (the star is not typed), `L1453-1A` for `L1453-1 A`; null for a number that is not
 * of that form (the annexes: « Annexe I », « Annexe à l'article R1422-4 »).
 */
export function articleIdFromNumber(officialNumber: string): string | null {
  const parsed = parseArticleNumber(officialNumber);
  if (!parsed?.letter) return null;
  return `${parsed.letter}${parsed.key}`;
}
