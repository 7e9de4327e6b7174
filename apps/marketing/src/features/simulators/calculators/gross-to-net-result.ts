/**
 * The result of « Salaire brut en net »: the payslip computed by `@dirigeo/payroll-calc`, every figure
 * explained by the lines it sums, the lines grouped by risk as the bulletin clarifié prints them.
 */
import {
  computeEmployeePayslip,
  computeOfficerPayslip,
  type EmployeePayslip,
  formatEuros,
  formatRate,
  groupPayslipLinesByRisk,
  type OfficerPayslip,
  type PayslipLine,
  type PayslipLineGroup,
} from '@dirigeo/payroll-calc';
import { readDecimal, readEuros, readWholeNumber, readValue } from '../answers.ts';
import { monthName } from '../dates.ts';
import {
  asksVersementMobilite,
  FULL_TIME_WEEKLY_HOURS,
  type GrossToNetForm,
  isEmployee,
  readHeadcount,
} from './gross-to-net.ts';

/** One figure of the result and the sentence that says what it sums. */
export interface PayslipFigure {
  readonly id:
    | 'gross'
    | 'employee-contributions'
    | 'net-before-tax'
    | 'net-taxable'
    | 'net-social'
    | 'pas'
    | 'net-paid'
    | 'employer-contributions'
    | 'employer-cost';
  readonly label: string;
  /** Formatted by payroll-calc: « 3 510,99 € ». */
  readonly amount: string;
  readonly explanation: string;
}

export interface GrossToNetResult {
  /** « Président de SAS ou SASU, mars 2026 ». */
  readonly title: string;
  readonly figures: readonly PayslipFigure[];
  /** The lines grouped by risk, as a bulletin clarifié prints them. */
  readonly groups: readonly PayslipLineGroup[];
  /** What the computation applied (PMSS, SMIC, reduction), in French. */
  readonly notes: readonly string[];
}

function lineOf(lines: readonly PayslipLine[], code: PayslipLine['code']): PayslipLine | undefined {
  return lines.find((line) => line.code === code);
}

function optionalRate(text: string): number | undefined {
  return text.trim() === '' ? undefined : readValue(readDecimal(text, 0, 100, 2));
}

/** The payslip of validated answers. */
function computeGrossToNetPayslip(form: GrossToNetForm): OfficerPayslip | EmployeePayslip {
  const health = form.healthInsurance === 'oui';
  const atmpRatePercent = optionalRate(form.atmpRate);
  const base = {
    year: Number(form.year),
    month: readValue(readWholeNumber(form.month, 1, 12)),
    grossCents: readValue(readEuros(form.gross)),
    headcount: readValue(readHeadcount(form)),
    healthInsuranceMonthlyCents: health ? readValue(readEuros(form.healthMonthly)) : 0,
    healthInsuranceEmployerSharePercent: health
      ? readValue(readDecimal(form.healthEmployerShare, 0, 100, 2))
      : 0,
    pasRatePercent: optionalRate(form.pasRate) ?? 0,
    versementMobiliteRatePercent: asksVersementMobilite(form)
      ? (optionalRate(form.versementMobilite) ?? 0)
      : 0,
    ...(atmpRatePercent === undefined ? {} : { atmpRatePercent }),
  };
  if (!isEmployee(form))
    return computeOfficerPayslip({ ...base, cadrePrevoyance: form.cadrePrevoyance === 'oui' });
  return computeEmployeePayslip({
    ...base,
    status: form.status === 'cadre' ? 'cadre' : 'non-cadre',
    workingTimeRatio:
      form.fullTime === 'non'
        ? readValue(readDecimal(form.weeklyHours, 1, FULL_TIME_WEEKLY_HOURS, 2)) / FULL_TIME_WEEKLY_HOURS
        : 1,
    cadrePrevoyance: form.cadrePrevoyance !== 'non',
  });
}

function isEmployeePayslip(payslip: OfficerPayslip | EmployeePayslip): payslip is EmployeePayslip {
  return 'status' in payslip;
}

/** The result of validated answers: the payslip's figures, each explained, and its lines by risk. */
export function computeGrossToNetResult(form: GrossToNetForm): GrossToNetResult {
  const payslip = computeGrossToNetPayslip(form);
  const euros = formatEuros;
  const lines = payslip.lines;
  const csgNonDeductible = lineOf(lines, 'csg-crds-non-deductible');
  const health = lineOf(lines, 'complementaire-sante');
  const taxableAdditions = [
    csgNonDeductible && csgNonDeductible.employeeAmountCents > 0
      ? `la CSG et la CRDS non déductibles (${euros(csgNonDeductible.employeeAmountCents)})`
      : null,
    health && health.employerAmountCents > 0
      ? `la part patronale de la complémentaire santé (${euros(health.employerAmountCents)})`
      : null,
  ].filter((text) => text !== null);
  const employee = isEmployeePayslip(payslip);
  const reduction = lineOf(lines, 'reduction-generale');

  const figures: PayslipFigure[] = [
    {
      id: 'gross',
      label: 'Rémunération brute',
      amount: euros(payslip.grossCents),
      explanation: 'La rémunération brute du mois : la base des cotisations.',
    },
    {
      id: 'employee-contributions',
      label: 'Cotisations et contributions salariales',
      amount: euros(payslip.employeeContributions),
      explanation: 'La somme des parts salariales des lignes du bulletin, détaillées plus bas par risque.',
    },
    {
      id: 'net-before-tax',
      label: 'Net à payer avant impôt sur le revenu',
      amount: euros(payslip.netBeforeTax),
      explanation: `Rémunération brute moins les cotisations salariales : ${euros(payslip.grossCents)} − ${euros(payslip.employeeContributions)} = ${euros(payslip.netBeforeTax)}.`,
    },
    {
      id: 'net-taxable',
      label: 'Net imposable',
      amount: euros(payslip.netTaxable),
      explanation:
        taxableAdditions.length === 0
          ? 'Le net à payer avant impôt : aucune part des cotisations n’est imposable ici.'
          : `Le net à payer avant impôt, plus ${taxableAdditions.join(' et ')}, qui sont imposables ` +
            '(article 83 du Code général des impôts), et la part de prévoyance qui dépasse la limite de déduction, s’il y en a une.',
    },
    {
      id: 'net-social',
      label: 'Montant net social',
      amount: euros(payslip.netSocial),
      explanation:
        'La rémunération brute moins toutes les cotisations et contributions sociales salariales obligatoires : ' +
        'le montant que la CAF et la MSA utilisent pour pré-remplir les déclarations de RSA et de prime d’activité.',
    },
    {
      id: 'pas',
      label: 'Impôt sur le revenu prélevé à la source',
      amount: euros(payslip.pasAmount),
      explanation:
        payslip.pasRatePercent === 0
          ? 'Taux de 0 % : rien n’est prélevé. Indiquez le taux personnalisé de votre avis d’impôt ou de votre espace impots.gouv.fr.'
          : `Net imposable × taux de prélèvement : ${euros(payslip.netTaxable)} × ${formatRate(payslip.pasRatePercent)} = ${euros(payslip.pasAmount)}.`,
    },
    {
      id: 'net-paid',
      label: 'Net payé',
      amount: euros(payslip.netPaid),
      explanation: `Net à payer avant impôt moins le prélèvement à la source : ${euros(payslip.netBeforeTax)} − ${euros(payslip.pasAmount)} = ${euros(payslip.netPaid)}.`,
    },
    {
      id: 'employer-contributions',
      label: 'Cotisations et contributions patronales',
      amount: euros(payslip.employerContributions),
      explanation:
        reduction === undefined
          ? 'La somme des parts patronales des lignes du bulletin.'
          : `La somme des parts patronales des lignes du bulletin, réduction générale de ${euros(-reduction.employerAmountCents)} déduite.`,
    },
    {
      id: 'employer-cost',
      label: 'Coût total employeur',
      amount: euros(payslip.employerCost),
      explanation: `Rémunération brute plus les cotisations patronales : ${euros(payslip.grossCents)} + ${euros(payslip.employerContributions)} = ${euros(payslip.employerCost)}.`,
    },
  ];

  const period = `${monthName(payslip.month)} ${payslip.year}`;
  const notes = [
    `Plafond mensuel de la sécurité sociale ${payslip.year} : ${euros(payslip.pmssCents)} ; taux AT/MP appliqué : ${formatRate(payslip.atmpRatePercent)}.`,
  ];
  let title: string;
  if (employee) {
    const partTime = payslip.workingTimeRatio < 1;
    title = `Salarié ${payslip.status === 'cadre' ? 'cadre' : 'non-cadre'}${partTime ? ' à temps partiel' : ''}, ${period}`;
    if (partTime) {
      notes.push(
        `Temps partiel : le plafond est proratisé à ${euros(payslip.proratedPmssCents)} pour les tranches et les plafonds de cotisation.`,
      );
    }
    notes.push(
      `SMIC du mois pour ce temps de travail : ${euros(payslip.smicCents)}. ` +
        (payslip.reductionCents > 0
          ? `Réduction générale des cotisations patronales : coefficient ${payslip.reductionCoefficient.toLocaleString('fr-FR', { maximumFractionDigits: 4 })}, soit ${euros(payslip.reductionCents)}.`
          : 'La rémunération dépasse le seuil de la réduction générale des cotisations patronales : pas de réduction.'),
    );
  } else {
    title = `Président de SAS ou SASU (assimilé salarié), ${period}`;
    notes.push(
      'Un président de SAS ou SASU ne cotise pas à l’assurance chômage ni à l’AGS et n’a pas droit à la réduction générale des cotisations patronales.',
    );
  }
  return { title, figures, groups: groupPayslipLinesByRisk(lines), notes };
}
