/**
 * The public site's social-charges simulator exactly as spec 001 states it (section 6 for the form,
 * section 9 for the figures): flat rates, kept apart from the exact computation of an officer's payslip
 * (`computeOfficerPayslip`), which is what the payslips use.
 */

/** Company sizes of the simulator form (spec 001 section 6), in the form's order. */
export const COMPANY_SIZES = ['moins-11', '11-49', '50-249', 'plus-250'] as const;
/** A company size as the simulator form sends it. */
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Contract types of the simulator form (spec 001 section 6); they do not change the figures (section 9). */
export const SIMULATOR_CONTRACT_TYPES = ['cdi', 'cdd', 'stage', 'apprenti'] as const;
/** A contract type as the simulator form sends it. */
export type SimulatorContractType = (typeof SIMULATOR_CONTRACT_TYPES)[number];

/**
 * Spec 001 section 9: employer rate 42 %, 40 % for fewer than 11 staff; employee rate 22 %. The site's
 * texts that explain the estimate quote these.
 */
export const SOCIAL_CHARGES_FLAT_RATES = {
  employerPercent: 42,
  employerUnder11Percent: 40,
  employeePercent: 22,
} as const;

/** What the simulator asks. */
export interface SocialChargesSimulationInput {
  /** Salaire brut mensuel, in cents. */
  grossCents: number;
  /** Effectif de l'entreprise. */
  companySize: CompanySize;
}

/** The simulator's result card (spec 001 section 3, "Charges simulation result"), amounts in cents. */
export interface SocialChargesSimulation {
  /** Salaire brut. */
  grossCents: number;
  /** Charges patronales. */
  employerChargesCents: number;
  /** Charges salariales. */
  employeeChargesCents: number;
  /** Salaire net: gross minus employee charges. */
  netCents: number;
  /** Coût total: gross plus employer charges. */
  totalCostCents: number;
  /** Taux patronal, in percent. */
  employerRatePercent: number;
  /** Taux salarial, in percent. */
  employeeRatePercent: number;
}

/** `cents × percent / 100` rounded to the cent, half away from zero: the simulator's only rounding. */
function percentOfCents(cents: number, percent: number): number {
  const hundredths = cents * percent;
  const remainder = hundredths % 100;
  const floor = (hundredths - remainder) / 100;
  return remainder * 2 >= 100 ? floor + 1 : floor;
}

/**
 * The spec's flat-rate simulation. Each charge is rounded once, to the cent, half away from zero
 * (`percentOfCents`); net and total cost are then exact sums of cents.
 */
export function simulateSocialCharges(input: SocialChargesSimulationInput): SocialChargesSimulation {
  const { grossCents, companySize } = input;
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) {
    throw new RangeError(`payroll-calc: grossCents must be a whole number of cents ≥ 0, got ${grossCents}`);
  }
  if (!COMPANY_SIZES.includes(companySize)) {
    throw new RangeError(`payroll-calc: unknown company size ${String(companySize)}`);
  }
  const employerRatePercent =
    companySize === 'moins-11'
      ? SOCIAL_CHARGES_FLAT_RATES.employerUnder11Percent
      : SOCIAL_CHARGES_FLAT_RATES.employerPercent;
  const employeeRatePercent = SOCIAL_CHARGES_FLAT_RATES.employeePercent;
  const employerChargesCents = percentOfCents(grossCents, employerRatePercent);
  const employeeChargesCents = percentOfCents(grossCents, employeeRatePercent);
  return {
    grossCents,
    employerChargesCents,
    employeeChargesCents,
    netCents: grossCents - employeeChargesCents,
    totalCostCents: grossCents + employerChargesCents,
    employerRatePercent,
    employeeRatePercent,
  };
}
