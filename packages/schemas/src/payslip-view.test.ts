import { computeEmployeePayslip, computeOfficerPayslip } from '@dirigeo/payroll-calc';
import { describe, expect, it } from 'vitest';
import { payslipCalculationSchema } from './payslip.ts';
import { missingEmployerDetails } from './payslip-finalisation.ts';
import {
  buildPayslipView,
  formatFrenchDate,
  PAYSLIP_SUMMARY_LABELS,
  type PayslipViewInput,
  payslipViewSchema,
  type YearToDateEntry,
  yearToDateOf,
} from './payslip-view.ts';

const calculation = payslipCalculationSchema.parse(
  computeOfficerPayslip({ year: 2026, month: 3, grossCents: 420_000, headcount: 0, pasRatePercent: 7.5 }),
);

function input(overrides: Partial<PayslipViewInput['payslip']> = {}): PayslipViewInput {
  const payslip = {
    month: 3,
    year: 2026,
    status: 'completed' as const,
    grossSalaryCents: 420_000,
    socialContributionsCents: calculation.employeeContributions,
    otherDeductionsCents: 0,
    otherAdditionsCents: 0,
    netSalaryCents: 420_000 - calculation.employeeContributions,
    calculation,
    paymentDate: '2026-03-31',
    issuedOn: '2026-03-28',
    ...overrides,
  };
  return {
    payslip,
    employer: {
      name: 'Durand Conseil SASU',
      address: '12 rue des Lilas, 69003 Lyon',
      siret: '73282932000074',
      nafCode: '70.22Z',
    },
    employee: { name: 'Camille Durand', position: 'Présidente', status: 'sasu' },
    yearToDate: yearToDateOf({ ...payslip }, []),
  };
}

const summaryAmount = (view: ReturnType<typeof buildPayslipView>, label: string) =>
  view.summary.find((line) => line.label === label)?.amountCents;

describe('buildPayslipView', () => {
  it('prints the employer from the profile, never a sample', () => {
    const view = buildPayslipView(input());
    expect(view.employer).toEqual({
      name: 'Durand Conseil SASU',
      lines: [
        '12 rue des Lilas, 69003 Lyon',
        'SIRET : 732 829 320 00074',
        'Code APE : 70.22Z',
        'Convention collective : aucune (mandat social, sans contrat de travail)',
      ],
    });
    expect(JSON.stringify(view)).not.toContain('123 456 789');
  });

  it('labels the nets as the bulletin clarifié does, the net paid being after the withholding tax', () => {
    const view = buildPayslipView(input());
    const netBeforeTax = 420_000 - calculation.employeeContributions;
    expect(summaryAmount(view, 'Net à payer avant impôt sur le revenu')).toBe(netBeforeTax);
    expect(summaryAmount(view, 'Impôt sur le revenu prélevé à la source')).toBe(-calculation.pasAmount);
    expect(summaryAmount(view, 'Net payé')).toBe(netBeforeTax - calculation.pasAmount);
    expect(summaryAmount(view, 'Montant net social')).toBe(calculation.netSocial);
    expect(view.summary.filter((line) => line.emphasis).map((line) => line.label)).toEqual(['Net payé']);
    expect(view.summary.find((line) => line.label === PAYSLIP_SUMMARY_LABELS.pas)).toMatchObject({
      baseCents: calculation.netTaxable,
      ratePercent: 7.5,
    });
  });

  it('groups the contributions by risk, the employer-only contributions as one amount (R. 3243-2)', () => {
    const view = buildPayslipView(input());
    const headings = view.rows.filter((row) => row.kind === 'heading').map((row) => row.label);
    expect(headings).toEqual([
      'Santé',
      'Accidents du travail - maladies professionnelles',
      'Retraite',
      'Famille',
      'Cotisations statutaires ou prévues par la convention collective',
      'CSG/CRDS',
    ]);
    const others = view.rows.filter((row) => row.label === "Autres contributions dues par l'employeur");
    expect(others).toHaveLength(1);
    expect(others[0]?.employerAmountCents).toBeGreaterThan(0);
    const total = view.rows.find((row) => row.kind === 'total');
    expect(total).toMatchObject({
      employeeAmountCents: -calculation.employeeContributions,
      employerAmountCents: calculation.employerContributions,
    });
    // Every employee amount of the table adds up to the net before tax.
    const items = view.rows.filter((row) => row.kind === 'item');
    const sum = items.reduce((total, row) => total + (row.employeeAmountCents ?? 0), 0);
    expect(sum).toBe(summaryAmount(view, 'Net à payer avant impôt sur le revenu'));
  });

  it('carries the mandatory mentions, with the right articles', () => {
    const view = buildPayslipView(input());
    const text = [...view.mentions, ...view.period, ...view.employee.lines].join('\n');
    expect(text).toContain('sans limitation de durée (Code du travail, art. R. 3243-5)');
    expect(text).toContain('www.service-public.fr');
    expect(text).toContain('Date de paiement : 31 mars 2026');
    expect(text).toContain('Période du 1er au 31 mars 2026');
    expect(text).toContain('Emploi : Présidente');
    expect(view.draft).toBe(false);
    expect(view.notes).toEqual([]);
  });

  it('says what a draft typed by hand lacks, and prints no figure it does not have', () => {
    const view = buildPayslipView(
      input({
        status: 'draft',
        calculation: null,
        socialContributionsCents: 90_000,
        netSalaryCents: 330_000,
      }),
    );
    expect(view.draft).toBe(true);
    expect(view.detailed).toBe(false);
    expect(view.summary.map((line) => line.label)).toEqual(['Net à payer avant impôt sur le revenu']);
    expect(view.rows.map((row) => row.label)).toEqual(['Rémunération brute', 'Charges sociales salariales']);
    expect(view.rows[1]?.employeeRatePercent).toBe(21.43);
    expect(view.notes.join(' ')).toMatch(/le bulletin finalisé détaillera chaque cotisation/);
    expect(view.yearToDate.rows.find((row) => row.label === 'Net imposable')?.amountCents).toBeNull();
  });

  it('asks a draft for the employer details the profile lacks', () => {
    const base = input({ status: 'draft' });
    const view = buildPayslipView({ ...base, employer: { ...base.employer, address: null, nafCode: null } });
    expect(view.employer.lines).toContain('Adresse : non renseignée');
    expect(view.notes).toContain(
      "À compléter dans votre profil avant de finaliser : l'adresse de l'entreprise, le code APE.",
    );
    expect(missingEmployerDetails({ ...base.employer, siret: null })).toEqual(['le SIRET']);
  });

  it('is a value its schema accepts (it is stored and sent as JSON)', () => {
    const view = buildPayslipView(input());
    expect(payslipViewSchema.parse(JSON.parse(JSON.stringify(view)))).toEqual(view);
  });

  it('names the file bulletin-YYYY-MM.pdf', () => {
    expect(buildPayslipView(input()).fileName).toBe('bulletin-2026-03.pdf');
  });
});

describe('buildPayslipView for an employee (issue 25)', () => {
  const employeeCalculation = payslipCalculationSchema.parse(
    computeEmployeePayslip({
      year: 2026,
      month: 3,
      grossCents: 200_000,
      headcount: 1,
      pasRatePercent: 2,
      status: 'non-cadre',
      workingTimeRatio: 0.8,
    }),
  );
  const base = input({
    grossSalaryCents: 200_000,
    calculation: employeeCalculation,
    socialContributionsCents: employeeCalculation.employeeContributions,
    netSalaryCents: 200_000 - employeeCalculation.employeeContributions,
  });
  const view = buildPayslipView({
    ...base,
    employer: { ...base.employer, collectiveAgreement: 'IDCC 1486 — Syntec' },
    employee: {
      name: 'Élise Moreau',
      position: 'Assistante de direction',
      status: 'sasu',
      contract: {
        status: 'non-cadre',
        contractType: 'cdi',
        contractStart: '2025-09-01',
        workingTimeRatio: 0.8,
      },
    },
  });

  it('prints the contract’s mentions: agreement, job, status, hours and their rate (R. 3243-1)', () => {
    expect(view.employer.lines).toContain('Convention collective : IDCC 1486 — Syntec');
    expect(view.employee.lines).toEqual([
      'Emploi : Assistante de direction',
      'Salarié non-cadre — CDI depuis le 1er septembre 2025',
      'Régime général de la Sécurité sociale',
    ]);
    expect(view.period[1]).toMatch(
      /^Base de calcul : 121,34 heures × 16,4826\s€ de l'heure \(temps partiel, 80 % du temps plein\)$/,
    );
    expect(view.fileName).toBe('bulletin-2026-03-elise-moreau.pdf');
  });

  it('prints the general reduction under « Exonérations », and keeps the officer’s wording for an officer', () => {
    expect(employeeCalculation.reductionCents).toBeGreaterThan(0);
    expect(summaryAmount(view, PAYSLIP_SUMMARY_LABELS.exemptions)).toBe(employeeCalculation.reductionCents);
    const officer = buildPayslipView(input());
    expect(officer.employer.lines).toContain(
      'Convention collective : aucune (mandat social, sans contrat de travail)',
    );
    expect(officer.fileName).toBe('bulletin-2026-03.pdf');
    expect(summaryAmount(officer, PAYSLIP_SUMMARY_LABELS.exemptions)).toBe(0);
  });
});

describe('yearToDateOf', () => {
  const entry = (month: number, status: YearToDateEntry['status'], year = 2026): YearToDateEntry => ({
    month,
    year,
    status,
    grossSalaryCents: 100_000 * month,
    calculation: { netTaxable: 80_000 * month, pasAmount: 1_000 * month },
  });

  it('counts this payslip and the finalised ones of the same year before it, never drafts', () => {
    const totals = yearToDateOf(entry(4, 'completed'), [
      entry(1, 'completed'),
      entry(2, 'draft'),
      entry(3, 'archived'),
      entry(5, 'completed'),
      entry(12, 'completed', 2025),
    ]);
    expect(totals).toEqual({
      grossSalaryCents: 100_000 * (1 + 3 + 4),
      netTaxableCents: 80_000 * (1 + 3 + 4),
      pasCents: 1_000 * (1 + 3 + 4),
      payslipCount: 3,
    });
  });

  it('has no net taxable total when a counted payslip was typed by hand', () => {
    const typed = { ...entry(2, 'completed'), calculation: null };
    const totals = yearToDateOf(entry(3, 'completed'), [typed]);
    expect(totals.grossSalaryCents).toBe(500_000);
    expect(totals.netTaxableCents).toBeNull();
    expect(totals.pasCents).toBeNull();
  });
});

describe('formatFrenchDate', () => {
  it.each([
    ['2026-03-01', '1er mars 2026'],
    ['2026-12-31', '31 décembre 2026'],
  ])('%s → %s', (iso, french) => {
    expect(formatFrenchDate(iso)).toBe(french);
  });
});
