import { monthKey, type ReportPeriod } from '@dirigeo/schemas';

/** The periods one click away, computed from today's month. */
export function periodPresets(today: Date = new Date()): { label: string; period: ReportPeriod }[] {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const quarterStart = Math.floor((month - 1) / 3) * 3 + 1;
  return [
    { label: 'Ce mois-ci', period: { from: monthKey(year, month), to: monthKey(year, month) } },
    {
      label: 'Ce trimestre',
      period: { from: monthKey(year, quarterStart), to: monthKey(year, quarterStart + 2) },
    },
    { label: `Année ${year}`, period: { from: monthKey(year, 1), to: monthKey(year, 12) } },
    { label: `Année ${year - 1}`, period: { from: monthKey(year - 1, 1), to: monthKey(year - 1, 12) } },
  ];
}

/** The period the page opens on: the current year. */
export function defaultPeriod(today: Date = new Date()): ReportPeriod {
  return { from: monthKey(today.getFullYear(), 1), to: monthKey(today.getFullYear(), 12) };
}
