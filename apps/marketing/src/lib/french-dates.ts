const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** « 12 janvier 2026 » (spec 001 §2: the French long format), in Paris time. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}
