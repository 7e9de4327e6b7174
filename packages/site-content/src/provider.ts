/**
 * Who publishes the site and sells the service: the one configuration file the legal pages, the
 * footer, the terms of sale and the assistant read the provider's identity from. Change it here,
 * and only here, when the company's registration changes; every page follows at the next build.
 */
export const provider = {
  /**
   * False while the registration details below (SIREN, VAT number, address, telephone, director) are
   * the example the spec's company was given before it is registered: nobody may read them as true,
   * so a build of the site for a public address refuses them (apps/marketing's
   * `public-site-url.mjs`); local builds (`pnpm start`, `pnpm test`) keep them. Set it to true in the
   * same change as the company's real details (docs/adr/2026-11-27-public-site-url-and-exact-simulation-gaps.md).
   */
  registered: false,
  /** Trade name, as the site and the invoices show it. */
  brand: 'Dirigeo',
  /** Registered name and legal form (spec 001 §9: a single-shareholder company). */
  legalName: 'Dirigeo SASU',
  legalForm: 'société par actions simplifiée unipersonnelle',
  /** Spec 001 §9: share capital of 5 000 euros. */
  shareCapitalCents: 500_000,
  address: { street: '10 rue de Penthièvre', postalCode: '75008', city: 'Paris', country: 'France' },
  /** SIREN (9 digits) and the register it is entered in. */
  siren: '912345675',
  registry: 'RCS Paris',
  /** Intra-community VAT number: FR, its key (12 + 3 × (SIREN mod 97)) mod 97, the SIREN. */
  vatNumber: 'FR65912345675',
  /** Directeur de la publication (loi n° 2004-575 du 21 juin 2004, art. 6, III). */
  publicationDirector: 'Camille Laurent, présidente de Dirigeo SASU',
  /**
   * Telephone of the publisher (LCEN: name, address and telephone of the publisher and of the host).
   * A number of the range ARCEP keeps for fiction (01 99 00 xx xx) until the company's own line is
   * set here at registration (`registered`), so that no real subscriber is ever called by mistake.
   */
  phone: '01 99 00 48 20',
  /** Where requests, questions and complaints are written to. */
  contactEmail: 'contact@dirigeo.fr',
  /** Where personal-data requests go (the privacy policy's rights section). */
  privacyEmail: 'donnees-personnelles@dirigeo.fr',
  /** Support hours (spec 001 §9, CGV). */
  supportHours: 'du lundi au vendredi, de 9 h à 18 h',
  host: {
    name: 'OVH SAS',
    address: '2 rue Kellermann, 59100 Roubaix, France',
    phone: '1007',
    website: 'https://www.ovhcloud.com',
  },
} as const;

/** « 10 rue de Penthièvre, 75008 Paris » */
export function formatProviderAddress(): string {
  const { street, postalCode, city } = provider.address;
  return `${street}, ${postalCode} ${city}`;
}

/** « 5 000 € » for the share capital. */
export function formatShareCapital(): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
    .format(provider.shareCapitalCents / 100)
    .replaceAll('\u202f', '\u00a0');
}

/** « 912 345 675 » */
export function formatSiren(siren: string = provider.siren): string {
  return siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}
