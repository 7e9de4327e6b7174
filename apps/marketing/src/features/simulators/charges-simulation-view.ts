import {
  type CompanySize,
  COMPANY_SIZES,
  type ExactSimulationRegime,
  EXACT_SIMULATION_REGIMES,
  exactSimulationGapOf,
  formatContributionRate,
  formatEuros,
  formatRate,
  groupPayslipLinesByRisk,
  SIMULATOR_CONTRACT_TYPES,
  type SimulatorContractType,
  simulateExactCharges,
  simulateSocialCharges,
} from '@dirigeo/payroll-calc';
import { contractTypeLabels, exactRegimeLabels, exactSimulationGapTexts } from '@dirigeo/site-content';
import { withFrenchSpacing } from '../../lib/french-typography.ts';
import { simulationPdfUrl } from './simulator-input.ts';

/** What the form holds once every choice is made. */
export interface SimulationRequest {
  grossCents: number;
  contractType: SimulatorContractType;
  companySize: CompanySize;
  regime: ExactSimulationRegime;
}

/** One line of the exact computation's detail, as the table prints it. */
export interface ExactLineView {
  label: string;
  base: string;
  employee: string;
  employer: string;
}

/** Everything the result panels show, formatted in French. */
export interface SimulationView {
  flat: {
    gross: string;
    employer: string;
    employee: string;
    net: string;
    cost: string;
    employerRate: string;
    employeeRate: string;
  };
  /** The exact computation, or null for a contract it does not compute (see `exactGap`). */
  exact: {
    regime: ExactSimulationRegime;
    /** Who the exact computation is for, as the panel's title names them. */
    regimeLabel: string;
    year: string;
    employer: string;
    employee: string;
    net: string;
    cost: string;
    /** One sentence: how much more or less the exact employer cost is than the estimate. */
    difference: string;
    groups: { risk: string; lines: ExactLineView[] }[];
    assumptions: string;
  } | null;
  /** The contract's name (« Stage »), in the exact panel's title when there is no exact computation. */
  contractLabel: string;
  /** Why there is no exact computation (an intern, an apprentice), shown in its place; null when there is one. */
  exactGap: string | null;
  /** Stagiaires and apprentis have exemptions the flat rates ignore. */
  showContractCaveat: boolean;
  pdfUrl: string;
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** The request when the three choices are valid and the gross is more than 0; null otherwise (nothing happens). */
export function simulationRequestOf(input: {
  grossCents: number | null;
  contractType: string;
  companySize: string;
  regime: string;
}): SimulationRequest | null {
  const { grossCents, contractType, companySize, regime } = input;
  if (grossCents === null || grossCents <= 0) return null;
  if (!isOneOf(SIMULATOR_CONTRACT_TYPES, contractType) || !isOneOf(COMPANY_SIZES, companySize)) return null;
  if (!isOneOf(EXACT_SIMULATION_REGIMES, regime)) return null;
  return { grossCents, contractType, companySize, regime };
}

function amountWithRate(cents: number, percent: number | null): string {
  if (cents === 0) return '';
  return percent === null ? formatEuros(cents) : `${formatEuros(cents)} (${formatContributionRate(percent)})`;
}

/** Both computations for the same gross, formatted; the page and the PDF compute the same figures. */
export function buildSimulationView(request: SimulationRequest, now: Date): SimulationView {
  const flat = simulateSocialCharges({ grossCents: request.grossCents, companySize: request.companySize });
  const flatView = {
    gross: formatEuros(flat.grossCents),
    employer: formatEuros(flat.employerChargesCents),
    employee: formatEuros(flat.employeeChargesCents),
    net: formatEuros(flat.netCents),
    cost: formatEuros(flat.totalCostCents),
    employerRate: formatRate(flat.employerRatePercent),
    employeeRate: formatRate(flat.employeeRatePercent),
  };
  const showContractCaveat = request.contractType === 'stage' || request.contractType === 'apprenti';
  const gap = exactSimulationGapOf(request.contractType);
  if (gap !== null) {
    return {
      flat: flatView,
      exact: null,
      exactGap: withFrenchSpacing(exactSimulationGapTexts[gap]),
      contractLabel: contractTypeLabels[request.contractType] ?? request.contractType,
      showContractCaveat,
      pdfUrl: simulationPdfUrl(request),
    };
  }
  const exact = simulateExactCharges({
    contractType: request.contractType,
    regime: request.regime,
    grossCents: request.grossCents,
    companySize: request.companySize,
    on: now,
  });
  const { payslip } = exact;
  const difference = payslip.employerCost - flat.totalCostCents;
  const differenceText =
    difference === 0
      ? 'Le coût total employeur est le même dans les deux calculs.'
      : `Coût total employeur ${difference > 0 ? 'supérieur' : 'inférieur'} de ${formatEuros(Math.abs(difference))} par mois à l'estimation.`;
  return {
    flat: flatView,
    exact: {
      regime: exact.regime,
      regimeLabel: exactRegimeLabels[exact.regime] ?? exact.regime,
      year: String(exact.year),
      employer: formatEuros(payslip.employerContributions),
      employee: formatEuros(payslip.employeeContributions),
      net: formatEuros(payslip.netBeforeTax),
      cost: formatEuros(payslip.employerCost),
      difference: differenceText,
      groups: groupPayslipLinesByRisk(payslip.lines).map(({ risk, lines }) => ({
        risk,
        lines: lines.map((line) => ({
          label: line.label,
          base: formatEuros(line.baseCents),
          employee: amountWithRate(line.employeeAmountCents, line.employeeRatePercent),
          employer: amountWithRate(line.employerAmountCents, line.employerRatePercent),
        })),
      })),
      assumptions:
        `Plafond mensuel de la Sécurité sociale ${payslip.year} : ${formatEuros(payslip.pmssCents)} ; taux AT/MP : ${formatContributionRate(payslip.atmpRatePercent)} ; effectif retenu : ${exact.headcount}.` +
        (exact.ratesFromEarlierYear
          ? ` Les taux de l'année en cours ne sont pas encore publiés : ceux de ${exact.year} sont appliqués.`
          : ''),
    },
    exactGap: null,
    contractLabel: contractTypeLabels[request.contractType] ?? request.contractType,
    showContractCaveat,
    pdfUrl: simulationPdfUrl(request),
  };
}
