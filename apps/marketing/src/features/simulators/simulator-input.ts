import { SIMULATOR_GROSS_MAX_EUROS } from '@dirigeo/schemas/constants';

/**
 * A gross salary as a visitor types it (`3 500,50`, `3500.5`, `3 500 €`) in cents, or null when it
 * is not an amount in euros with at most 2 decimals. Zero is an amount (the form then does nothing).
 */
export function parseEurosInput(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, units = '', decimals = ''] = match;
  const euros = Number(units);
  if (euros > SIMULATOR_GROSS_MAX_EUROS) return null;
  return euros * 100 + Number(decimals.padEnd(2, '0'));
}

/** Cents as the PDF's query writes them: `350050` → `3500.50`. */
export function centsToQueryEuros(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The address of the simulation's PDF (GET /api/simulators/charges-sociales/pdf). */
export function simulationPdfUrl(input: {
  grossCents: number;
  contractType: string;
  companySize: string;
  regime: string;
}): string {
  const query = new URLSearchParams({
    grossSalary: centsToQueryEuros(input.grossCents),
    contractType: input.contractType,
    companySize: input.companySize,
    regime: input.regime,
  });
  return `/api/simulators/charges-sociales/pdf?${query}`;
}
