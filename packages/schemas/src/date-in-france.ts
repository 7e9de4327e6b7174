const franceDate = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * 'YYYY-MM-DD' of `date` in France: the day a French user lives in, which from 23:00 (22:00 in
 * summer) is already the next day in UTC's terms. Every date the product checks or prints as
 * « today » is this one.
 */
export function dateInFrance(date: Date = new Date()): string {
  return franceDate.format(date);
}
