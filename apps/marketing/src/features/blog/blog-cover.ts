/**
 * The cover an article without an image gets (spec 001 §2): its look chosen by the keyword found
 * in its category (fiscal, paie, social, juridique, comptabilité, otherwise the default one), a
 * tagline picked from the title, and the first number of the title as its « Chiffre clé ».
 */
const COVER_THEMES = ['fiscal', 'paie', 'social', 'juridique', 'comptabilite', 'default'] as const;
export type CoverTheme = (typeof COVER_THEMES)[number];

const TAGLINES: Record<CoverTheme, readonly string[]> = {
  fiscal: ['Fiscalité du dirigeant', 'Impôts : les bons réflexes', 'Optimiser sans risque'],
  paie: ['Votre paie de dirigeant', 'Chaque ligne du bulletin', 'Le salaire, simplement'],
  social: ['Protection sociale', 'Vos cotisations, vos droits', 'Régime général'],
  juridique: ['Le droit des sociétés', 'Statut et décisions', 'Sécuriser vos choix'],
  comptabilite: ['Comptabilité et paie', 'Des comptes justes', 'Écritures et charges'],
  default: ['Dirigeo', 'Conseils de paie', 'Pour les dirigeants'],
};

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The theme whose keyword the category contains (« Fiscalité » → fiscal). */
export function coverThemeOf(category: string): CoverTheme {
  const folded = fold(category);
  return COVER_THEMES.find((theme) => theme !== 'default' && folded.includes(theme)) ?? 'default';
}

/** A small stable hash, so that the same title always gets the same tagline. */
function hashOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/** The first number written in the title (« 2026 », « 15 % », « 3,45 »), if any. */
export function keyFigureOf(title: string): string | null {
  return /\d+(?:[.,]\d+)?(?:\s?%)?/.exec(title)?.[0] ?? null;
}

export interface ArticleCover {
  theme: CoverTheme;
  tagline: string;
  keyFigure: string | null;
}

export function articleCover(article: { title: string; category: string }): ArticleCover {
  const theme = coverThemeOf(article.category);
  const taglines = TAGLINES[theme];
  return {
    theme,
    tagline: taglines[hashOf(article.title) % taglines.length] ?? 'Dirigeo',
    keyFigure: keyFigureOf(article.title),
  };
}
