const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Formats integer cents the French way, always with 2 decimals: `250` → "2,50 €". */
export function formatEuros(cents: number): string {
  return euros.format(cents / 100);
}
