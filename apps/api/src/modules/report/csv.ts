/**
 * CSV as French spreadsheets read it: UTF-8 with a BOM (so Excel takes the accents), `;` between
 * fields (the comma is the decimal separator), CRLF between records, fields quoted when they hold a
 * separator, a quote or a line break (RFC 4180).
 */
export function toFrenchCsv(rows: readonly (readonly string[])[]): Buffer {
  const quote = (field: string) => (/[;"\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);
  const text = rows.map((row) => row.map(quote).join(';')).join('\r\n');
  return Buffer.from(`\ufeff${text}\r\n`, 'utf8');
}

/** '1234,56', '-95,00': cents as a French decimal, without thousands separators (spreadsheets parse it). */
export function frenchDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → 'JJ/MM/AAAA'. */
export function frenchDate(isoDate: string): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
}
