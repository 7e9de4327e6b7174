/** A client's logo on the home page: our own SVG file under `public/logos/clients/`. */
export interface ClientLogo {
  readonly name: string;
  readonly src: string;
}

/**
 * Spec 001 §2: 12 client logos. These are stand-ins drawn for the site, with invented names, and
 * must be replaced by clients' own logos, with their written consent, before the site goes public
 * (as the testimonials' words must: `testimonials.ts`).
 */
export const clientLogos: readonly ClientLogo[] = [
  'atelier-morel:Atelier Morel',
  'borealis-conseil:Boréalis Conseil',
  'cap-sillon:Cap Sillon',
  'delta-batir:Delta Bâtir',
  'eclat-studio:Éclat Studio',
  'ferme-des-tilleuls:Ferme des Tilleuls',
  'garance-sante:Garance Santé',
  'helio-energies:Hélio Énergies',
  'iroise-nautic:Iroise Nautic',
  'jade-logistique:Jade Logistique',
  'kairn-finance:Kairn Finance',
  'lumen-numerique:Lumen Numérique',
].map((entry) => {
  const [slug = '', name = ''] = entry.split(':');
  return { name, src: `/logos/clients/${slug}.svg` };
});

/** What a logo that fails to load shows instead (spec 001 §8). */
export const PLACEHOLDER_LOGO_SRC = '/logos/placeholder.svg';

/** Spec 001 §2: the skeleton shows until at least half of the logos have loaded. */
export function enoughLogosLoaded(loaded: number, total: number): boolean {
  return total > 0 && loaded * 2 >= total;
}
