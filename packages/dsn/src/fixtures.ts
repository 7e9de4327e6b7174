/**
 * Realistic inputs for the tests, the sample declaration and the benchmark: a SASU « Exemple Conseil » in
 * Paris, its president (an officer) and, when asked, CDI employees. Identifiers are invented but keyed (SIREN,
 * SIRET, NIR and IBAN pass their checks); the URSSAF and Agirc-Arrco identifiers are the ones of the research's
 * DEMO file, for shape only. Payslips are computed by @dirigeo/payroll-calc, as the server stores them.
 */
import { computeEmployeePayslip, computeOfficerPayslip } from '@dirigeo/payroll-calc';
import { monthBounds } from './format.ts';
import { nirKey } from './identifiers.ts';
import type { DsnCompany, DsnIndividual, DsnWelfareContract, MonthlyDsnInput } from './types.ts';

export const SAMPLE_COMPANY: DsnCompany = {
  name: 'EXEMPLE CONSEIL',
  siret: '12345678200028',
  nafCode: '7022Z',
  address: { street: '12 rue de la Paix', postalCode: '75002', city: 'Paris' },
  headcount: 1,
  atmpRatePercent: 0.7,
  atmpRiskCode: '741GD',
  idcc: null,
  urssafId: '78861779300013',
  agircArrcoId: '30558637200321',
  bankAccount: { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPPXXX' },
};

/** The company's mutuelle, with a mutuelle's 9-digit code (invented, shaped as the norm asks). */
export const SAMPLE_HEALTH_CONTRACT: DsnWelfareContract = {
  kind: 'health',
  reference: 'SANTE-2024-0042',
  organismCode: '775659923',
  payment: 'direct-debit',
};

/** The cadres' prévoyance, with an institution de prévoyance's code (invented, shaped as the norm asks). */
export const SAMPLE_PREVOYANCE_CONTRACT: DsnWelfareContract = {
  kind: 'prevoyance',
  reference: 'PREV-CADRES-01',
  organismCode: 'P1234',
  populationCode: 'CADRES',
  payment: 'transfer',
};

/** Paris 2e's code INSEE (the sample's établissement, 12 rue de la Paix) and the Île-de-France Mobilités rate of Paris in 2026. */
export const SAMPLE_MOBILITY = { inseeCommuneCode: '75102', ratePercent: 3.2 } as const;

/** What the month's payslips carry besides the pay, as the portal's `calculationInputs` say it. */
export interface SampleBenefits {
  /** Monthly premium of the mutuelle, both shares, in cents. */
  healthInsuranceMonthlyCents?: number;
  /** The employer's share of it, in percent. */
  healthInsuranceEmployerSharePercent?: number;
  /** The cadres' 1,50 % prévoyance. */
  cadrePrevoyance?: boolean;
  /** Versement mobilité rate (due from 11 staff). */
  versementMobiliteRatePercent?: number;
}

/** A NIR with its key, from its 13 characters. */
export function keyedNir(nir13: string): string {
  return `${nir13}${nirKey(nir13)}`;
}

/** The president's finalised payslip and identity for a month. */
export function officerIndividual(options: {
  year: number;
  month: number;
  grossCents?: number;
  pasRatePercent?: number;
  headcount?: number;
  benefits?: SampleBenefits;
}): DsnIndividual {
  const { year, month } = options;
  const payslip = computeOfficerPayslip({
    year,
    month,
    grossCents: options.grossCents ?? 380_000,
    headcount: options.headcount ?? 1,
    atmpRatePercent: 0.7,
    pasRatePercent: options.pasRatePercent ?? 7.5,
    ...options.benefits,
  });
  return {
    person: {
      nir: keyedNir('1800375056123'),
      lastName: 'Durand',
      firstNames: 'Paul',
      birthDate: '1980-03-15',
      birthCity: 'Paris',
      birthDepartment: '75',
      birthCountry: 'FR',
      address: { street: '5 avenue Foch', postalCode: '75116', city: 'Paris' },
      euNational: true,
      pasRateType: 'dgfip',
      pasRateId: '123456789',
    },
    contract: {
      kind: 'officer',
      number: '00001',
      startDate: '2021-09-01',
      jobTitle: 'Président',
      pcsEse: '231a',
      retirementStatus: 'cadre',
      conventionalStatus: '03',
    },
    pay: { grossCents: payslip.grossCents, paymentDate: monthBounds(year, month).last, calculation: payslip },
  };
}

/** A full-time employee in CDI, non-cadre unless `cadre`. `index` varies the identity (up to 999 employees). */
export function employeeIndividual(options: {
  year: number;
  month: number;
  index?: number;
  /** A cadre (Agirc-Arrco statut 01, conventional status 04), who owes the Apec and may have the 1,50 % prévoyance. */
  cadre?: boolean;
  grossCents?: number;
  pasRatePercent?: number;
  headcount?: number;
  benefits?: SampleBenefits;
}): DsnIndividual {
  const { year, month } = options;
  const index = options.index ?? 0;
  const payslip = computeEmployeePayslip({
    year,
    month,
    grossCents: options.grossCents ?? 220_000,
    headcount: options.headcount ?? 2,
    atmpRatePercent: 0.7,
    pasRatePercent: options.pasRatePercent ?? 1.6,
    status: options.cadre ? 'cadre' : 'non-cadre',
    ...options.benefits,
    // The 1,50 % prévoyance is the cadres'.
    cadrePrevoyance: options.cadre === true && options.benefits?.cadrePrevoyance === true,
  });
  const order = String(100 + index).padStart(3, '0');
  return {
    person: {
      nir: keyedNir(`2920669123${order}`),
      lastName: index === 0 ? 'Martin' : `Martin${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[index % 26]}`,
      firstNames: 'Léa',
      birthDate: '1992-06-04',
      birthCity: 'Lyon',
      birthDepartment: '69',
      birthCountry: 'FR',
      address: { street: "3 rue de l'Église", postalCode: '42000', city: 'Saint-Étienne' },
      euNational: true,
      pasRateType: 'neutral',
    },
    contract: {
      kind: 'employee',
      number: `SAL${String(index + 1).padStart(4, '0')}`,
      startDate: '2024-05-12',
      // PCS-ESE 543d employé administratif; 372c cadre des services financiers ou comptables.
      jobTitle: options.cadre ? 'Responsable administrative et financière' : 'Assistante administrative',
      pcsEse: options.cadre ? '372c' : '543d',
      retirementStatus: options.cadre ? 'cadre' : 'non-cadre',
      conventionalStatus: options.cadre ? '04' : '06',
      employmentNature: 'cdi',
      referenceMonthlyHours: 151.67,
      contractMonthlyHours: 151.67,
    },
    pay: {
      grossCents: payslip.grossCents,
      paymentDate: monthBounds(year, month).last,
      calculation: payslip,
      reductionSmicCents: payslip.smicCents,
    },
  };
}

/**
 * A whole input: the president, and `employees` employees. With `benefits`, every payslip carries them and the
 * company has the matching contracts (mutuelle, prévoyance) and commune for the versement mobilité.
 */
export function sampleInput(options: {
  year: number;
  month: number;
  employees?: number;
  grossCents?: number;
  pasRatePercent?: number;
  /** The company's effectif; default the number of employees (1 when none). */
  headcount?: number;
  benefits?: SampleBenefits;
}): MonthlyDsnInput {
  const employees = options.employees ?? 0;
  const headcount = options.headcount ?? (employees === 0 ? 1 : employees);
  const benefits = options.benefits;
  const welfareContracts = [
    ...((benefits?.healthInsuranceMonthlyCents ?? 0) > 0 ? [SAMPLE_HEALTH_CONTRACT] : []),
    ...(benefits?.cadrePrevoyance ? [SAMPLE_PREVOYANCE_CONTRACT] : []),
  ];
  const next =
    options.month === 12
      ? { year: options.year + 1, month: 1 }
      : { year: options.year, month: options.month + 1 };
  return {
    period: { year: options.year, month: options.month },
    createdOn: `${next.year}-${String(next.month).padStart(2, '0')}-03`,
    company: {
      ...SAMPLE_COMPANY,
      headcount,
      ...(welfareContracts.length > 0 ? { welfareContracts } : {}),
      ...((benefits?.versementMobiliteRatePercent ?? 0) > 0
        ? {
            versementMobilite: {
              inseeCommuneCode: SAMPLE_MOBILITY.inseeCommuneCode,
              ratePercent: benefits?.versementMobiliteRatePercent ?? null,
            },
          }
        : {}),
    },
    contact: { name: 'Paul Durand', email: 'paie@exemple.fr', phone: '01 02 03 04 05' },
    individuals: [
      officerIndividual({ ...options, headcount }),
      ...Array.from({ length: employees }, (_, index) =>
        employeeIndividual({
          year: options.year,
          month: options.month,
          index,
          headcount,
          ...(benefits ? { benefits } : {}),
        }),
      ),
    ],
  };
}
