const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** « mars 2026 » for a pay month (`month` 1–12). */
function payMonthLabel(year: number, month: number): string {
  return monthYear.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** « Bulletin de mars 2026 » (the officer's) or « Bulletin de mars 2026 (salarié n° 4) ». */
export function payslipDetail(payslip: {
  year: number;
  month: number;
  employee?: { id: number } | null;
}): string {
  const who = payslip.employee ? ` (salarié n°\u00a0${payslip.employee.id})` : '';
  return `Bulletin de ${payMonthLabel(payslip.year, payslip.month)}${who}`;
}

/** « DSN de mars 2026 » from a declaration's period `2026-03`. */
export function declarationDetail(period: string): string {
  const [year, month] = period.split('-').map(Number);
  if (year === undefined || month === undefined || !Number.isInteger(year) || !Number.isInteger(month)) {
    return `DSN ${period}`;
  }
  return `DSN de ${payMonthLabel(year, month)}`;
}
