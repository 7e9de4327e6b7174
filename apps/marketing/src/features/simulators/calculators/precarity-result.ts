/** The result of « Indemnité de précarité »: `computePrecarityIndemnity` (L1243-8, L1243-10). */
import { computePrecarityIndemnity } from '@dirigeo/labour-law';
import { formatEuros } from '@dirigeo/payroll-calc';
import { readEuros, readValue } from '../answers.ts';
import type { LegalResult } from '../legal-result.ts';
import type { PrecarityForm } from './precarity.ts';

export function computePrecarityResult(form: PrecarityForm): LegalResult {
  const indemnity =
    form.exclusion === 'none' || form.exclusion === ''
      ? computePrecarityIndemnity({ totalGrossCents: readValue(readEuros(form.totalGross)) })
      : computePrecarityIndemnity({ totalGrossCents: 0, excluded: form.exclusion });
  return {
    label: 'Indemnité de fin de contrat (précarité)',
    value: indemnity.eligible ? formatEuros(indemnity.amountCents) : 'Non due',
    sections: [{ title: 'L’indemnité', rules: indemnity.rules }],
    // An agreement may lower the 10 % to 6 % against access to training (L1243-9): not a minimum.
    ...(indemnity.eligible ? { agreement: 'may-lower' as const } : {}),
  };
}
