import {
  type CeilingYearToDate,
  laterFinalisedMonths,
  type PayslipSummary,
  summariseStoredPayslips,
  yearToDateBefore,
} from '@dirigeo/payroll-calc';
import type { EntityManager } from '@mikro-orm/core';
import { COUNTED_PAYSLIP_STATUSES, FRENCH_MONTHS } from '@dirigeo/schemas';
import { ConflictError } from '../../lib/errors.ts';
import { calculationOf } from './payslip-calculation.ts';
import { Payslip } from './payslip.entity.ts';

/** Whose payslips: an employee's (`employeeId`), or the officer's own (`null`). */
export interface PayslipPerson {
  employeeId: number | null;
}

/** One person's finalised payslips of a year, as the year-to-date totals read them. */
async function finalisedSummaries(
  em: EntityManager,
  userId: number,
  year: number,
  person: PayslipPerson,
): Promise<PayslipSummary[]> {
  const payslips = await em.find(
    Payslip,
    { user: userId, employee: person.employeeId, year, status: { $in: [...COUNTED_PAYSLIP_STATUSES] } },
    { orderBy: { month: 'asc' } },
  );
  return summariseStoredPayslips(
    payslips.map((payslip) => ({
      year: payslip.year,
      month: payslip.month,
      grossCents: payslip.grossSalaryCents,
      calculation: calculationOf(payslip),
    })),
  );
}

/**
 * The sums of the year before the period that the ceiling regularisation needs, from the person's
 * finalised payslips of the year (issue 24): never from the order they were typed in.
 */
export async function ceilingYearToDate(
  em: EntityManager,
  userId: number,
  period: { year: number; month: number },
  person: PayslipPerson,
): Promise<CeilingYearToDate> {
  return yearToDateBefore(await finalisedSummaries(em, userId, period.year, person), period).ceiling;
}

function monthName(month: number, year: number): string {
  return `${FRENCH_MONTHS[month - 1]?.toLowerCase() ?? month} ${year}`;
}

/** The refusal of a finalisation before later months already finalised. */
function laterMonthsFinalisedMessage(period: { year: number; month: number }, later: number[]): string {
  const months = later.map((m) => monthName(m, period.year)).join(', ');
  return (
    `Impossible de finaliser le bulletin de ${monthName(period.month, period.year)} : ` +
    `${later.length > 1 ? 'les bulletins de' : 'le bulletin de'} ${months} ${later.length > 1 ? 'sont déjà finalisés' : 'est déjà finalisé'}, ` +
    'et leurs cumuls de l’année ainsi que la régularisation du plafond ne comptent pas ce mois. ' +
    'Les mois se finalisent dans l’ordre : gardez ce bulletin en brouillon et régularisez l’écart sur le ' +
    'prochain bulletin (seul le dernier bulletin finalisé de l’année peut être rectifié).'
  );
}

/** The months of the person's year after `period` whose payslip is finalised (and counts), in order. */
export async function findLaterFinalisedMonths(
  em: EntityManager,
  userId: number,
  period: { year: number; month: number },
  person: PayslipPerson,
): Promise<number[]> {
  return laterFinalisedMonths(await finalisedSummaries(em, userId, period.year, person), period);
}

/** Refuses (409) to finalise a person's period when a later month of their year is finalised already. */
export async function assertNoLaterFinalised(
  em: EntityManager,
  userId: number,
  period: { year: number; month: number },
  person: PayslipPerson,
): Promise<void> {
  const later = await findLaterFinalisedMonths(em, userId, period, person);
  if (later.length > 0) throw new ConflictError(laterMonthsFinalisedMessage(period, later));
}
