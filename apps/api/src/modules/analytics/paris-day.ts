/** The site's days are Paris days: a visit at 00:30 in Paris belongs to that day, not the previous (UTC) one. */
export const ANALYTICS_TIME_ZONE = 'Europe/Paris';

const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: ANALYTICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD`: the day in Paris at `instant`. */
export function parisDayOf(instant: Date): string {
  return parisDate.format(instant);
}

/** `YYYY-MM-DD` plus `days` (negative: before), in the calendar. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
