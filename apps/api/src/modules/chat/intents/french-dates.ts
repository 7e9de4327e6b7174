/** Dates as the answers write them. */

/** « jeudi 6 mai 2027 », « samedi 1er mai 2027 », for a `YYYY-MM-DD` day. */
export function weekdayDate(day: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(/ 1 /, ' 1er ');
}
