/**
 * The result of « Indemnité de rupture conventionnelle »: `computeConventionalTerminationIndemnity`
 * (L1237-13) on the seniority at the agreed end and the reference salary of the months before signature.
 */
import {
  computeConventionalTerminationIndemnity,
  computeReferenceSalary,
  computeSeniority,
} from '@dirigeo/labour-law';
import { formatEuros } from '@dirigeo/payroll-calc';
import { absencesOf } from '../employment-answers.ts';
import type { LegalResult } from '../legal-result.ts';
import { referenceSalaryInputOf } from '../salary-answers.ts';
import {
  type ConventionalTerminationForm,
  conventionalSalaryMonthCount,
} from './conventional-termination.ts';

export function computeConventionalTerminationResult(form: ConventionalTerminationForm): LegalResult {
  const seniority = computeSeniority({
    startDate: form.startDate,
    endDate: form.endDate,
    absences: absencesOf(form),
  });
  const reference = computeReferenceSalary(referenceSalaryInputOf(form, conventionalSalaryMonthCount(form)));
  const indemnity = computeConventionalTerminationIndemnity({
    seniorityYears: seniority.years,
    referenceSalaryCents: reference.referenceSalaryCents,
  });
  return {
    label: 'Indemnité spécifique de rupture conventionnelle (minimum)',
    value: formatEuros(indemnity.amountCents),
    sections: [
      { title: 'Ancienneté à la date de fin du contrat', rules: seniority.rules },
      { title: 'Salaire de référence', rules: reference.rules },
      { title: 'L’indemnité', rules: indemnity.rules },
    ],
  };
}
