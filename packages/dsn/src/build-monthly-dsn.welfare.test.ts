import { describe, expect, it } from 'vitest';
import { buildMonthlyDsn } from './build-monthly-dsn.ts';
import { checkDsn } from './check-dsn.ts';
import { DsnInputError } from './errors.ts';
import {
  employeeIndividual,
  SAMPLE_HEALTH_CONTRACT,
  SAMPLE_PREVOYANCE_CONTRACT,
  sampleInput,
} from './fixtures.ts';
import type { MonthlyDsnInput } from './types.ts';

/** The values of a rubric, in file order. */
function values(text: string, rubric: string): string[] {
  return text
    .split('\r\n')
    .filter((line) => line.startsWith(`${rubric},`))
    .map((line) => line.slice(rubric.length + 2, -1));
}

const cents = (value: string) => Math.round(Number(value) * 100);

/** The payslip line of a code, for one individual. */
function lineOf(input: MonthlyDsnInput, index: number, code: string) {
  const line = input.individuals[index]?.pay.calculation.lines.find((l) => l.code === code);
  if (!line) throw new Error(`fixture: no ${code} line`);
  return line;
}

/** The president (cadre, 1,50 % prévoyance) and one non-cadre employee, both with the mutuelle at 90 €, half paid by the company. */
const benefits = {
  healthInsuranceMonthlyCents: 9_000,
  healthInsuranceEmployerSharePercent: 50,
  cadrePrevoyance: true,
};

describe.each([
  { label: 'fewer than 11 staff: no forfait social', headcount: 2, forfaitSocial: false },
  { label: '11 staff or more: forfait social at 8 %', headcount: 12, forfaitSocial: true },
])('buildMonthlyDsn: mutuelle and prévoyance, $label (October 2026)', ({ headcount, forfaitSocial }) => {
  const input = sampleInput({ year: 2026, month: 10, employees: 1, headcount, benefits });
  const dsn = buildMonthlyDsn(input);

  it('passes every check', () => {
    expect(checkDsn(dsn.text)).toEqual([]);
  });

  it('declares each contract once (S21.G00.15) with personnel couvert', () => {
    expect(values(dsn.text, 'S21.G00.15.001')).toEqual([
      SAMPLE_HEALTH_CONTRACT.reference,
      SAMPLE_PREVOYANCE_CONTRACT.reference,
    ]);
    expect(values(dsn.text, 'S21.G00.15.002')).toEqual(['775659923', 'P1234']);
    expect(values(dsn.text, 'S21.G00.15.004')).toEqual(['01', '01']);
    expect(values(dsn.text, 'S21.G00.15.005')).toEqual(['1', '2']);
  });

  it('affiliates the officer to both contracts and the employee to the mutuelle only (S21.G00.70)', () => {
    // Officer: prévoyance (population CADRES) then mutuelle; employee: the mutuelle.
    expect(values(dsn.text, 'S21.G00.70.013')).toEqual(['2', '1', '1']);
    expect(values(dsn.text, 'S21.G00.70.012')).toEqual(['1', '2', '1']);
    expect(values(dsn.text, 'S21.G00.70.005')).toEqual(['CADRES']);
  });

  it('declares each affiliation as a base 31 at 0.00 with its component and one 059, tied to the payslip lines', () => {
    const health = lineOf(input, 0, 'complementaire-sante');
    const prevoyance = lineOf(input, 0, 'prevoyance-cadre');
    expect(values(dsn.text, 'S21.G00.78.005')).toEqual(['1', '2', '1']);
    expect(values(dsn.text, 'S21.G00.79.001').filter((t) => t !== '01')).toEqual(['11', '20', '20']);
    const welfare = values(dsn.text, 'S21.G00.81.001')
      .map((code, i) => [code, values(dsn.text, 'S21.G00.81.004')[i]])
      .filter(([code]) => code === '059')
      .map(([, amount]) => cents(amount ?? ''));
    expect(welfare).toEqual([
      prevoyance.employerAmountCents,
      health.employeeAmountCents + health.employerAmountCents,
      9_000,
    ]);
    expect(prevoyance.employerAmountCents).toBe(5_700); // 1,50 % of 3 800 €
  });

  it('orders the payment of each organism paid through the DSN, with its components', () => {
    expect(dsn.payments.filter((p) => p.organism === 'prevoyance')).toEqual([
      {
        organism: 'prevoyance',
        organismId: '775659923',
        amountCents: 18_000,
        contractReferences: ['SANTE-2024-0042'],
      },
      {
        organism: 'prevoyance',
        organismId: 'P1234',
        amountCents: 5_700,
        contractReferences: ['PREV-CADRES-01'],
      },
    ]);
    expect(values(dsn.text, 'S21.G00.55.001')).toEqual(['180.00', '57.00']);
    expect(values(dsn.text, 'S21.G00.55.003')).toEqual(['SANTE-2024-0042', 'PREV-CADRES-01']);
    expect(values(dsn.text, 'S21.G00.55.004')).toEqual(['2026M10', '2026M10']);
    // The mutuelle is debited (05, with the account), the prévoyance paid by transfer (02).
    expect(values(dsn.text, 'S21.G00.20.010')).toEqual(['05', '05', '05', '05', '02']);
  });

  it(`${forfaitSocial ? 'declares' : 'does not declare'} the forfait social on the employer's prévoyance`, () => {
    if (!forfaitSocial) {
      expect(values(dsn.text, 'S21.G00.78.001')).not.toContain('13');
      expect(values(dsn.text, 'S21.G00.23.001')).not.toContain('479');
      return;
    }
    const officerLine = lineOf(input, 0, 'forfait-social');
    const employeeLine = lineOf(input, 1, 'forfait-social');
    // 8 % of 45 € (mutuelle) + 57 € (prévoyance) for the officer, of 45 € for the employee.
    expect([officerLine.baseCents, employeeLine.baseCents]).toEqual([10_200, 4_500]);
    const codes = values(dsn.text, 'S21.G00.81.001');
    const amounts = values(dsn.text, 'S21.G00.81.004');
    const declared = codes.flatMap((code, i) => (code === '071' ? [cents(amounts[i] ?? '')] : []));
    expect(declared).toEqual([officerLine.employerAmountCents, employeeLine.employerAmountCents]);
    expect(declared).toEqual([816, 360]);
    const index = values(dsn.text, 'S21.G00.23.001').indexOf('479');
    expect(values(dsn.text, 'S21.G00.23.004')[index]).toBe('147.00');
  });

  it('adds the employer health and prévoyance shares to the CSG base as the payslip does', () => {
    const csg = lineOf(input, 0, 'csg-deductible');
    expect(values(dsn.text, 'S21.G00.78.004')[2]).toBe((csg.baseCents / 100).toFixed(2));
  });
});

describe('buildMonthlyDsn: a contract nobody is covered by this month', () => {
  it('is declared with personnel couvert 02, no affiliation and no payment', () => {
    const input = sampleInput({ year: 2026, month: 10 });
    input.company.welfareContracts = [SAMPLE_HEALTH_CONTRACT];
    const dsn = buildMonthlyDsn(input);
    expect(values(dsn.text, 'S21.G00.15.004')).toEqual(['02']);
    expect(values(dsn.text, 'S21.G00.70.012')).toEqual([]);
    expect(dsn.payments.map((p) => p.organism)).toEqual(['urssaf', 'agirc-arrco', 'dgfip']);
    expect(checkDsn(dsn.text)).toEqual([]);
  });
});

describe('buildMonthlyDsn: a contract the organism collects outside the DSN', () => {
  it('is declared with its affiliations but no payment block', () => {
    const input = sampleInput({ year: 2026, month: 10, benefits });
    input.company.welfareContracts = [
      { ...SAMPLE_PREVOYANCE_CONTRACT, payment: 'outside-dsn' },
      SAMPLE_HEALTH_CONTRACT,
    ];
    const dsn = buildMonthlyDsn(input);
    expect(values(dsn.text, 'S21.G00.55.003')).toEqual(['SANTE-2024-0042']);
    expect(values(dsn.text, 'S21.G00.20.001')).not.toContain('P1234');
    expect(checkDsn(dsn.text)).toEqual([]);
  });

  it('takes the individual’s own option and population codes over the company’s', () => {
    const input = sampleInput({ year: 2026, month: 10, benefits });
    const officer = input.individuals[0];
    if (!officer) throw new Error('fixture');
    officer.contract.welfareAffiliations = {
      health: { optionCode: 'FAMILLE' },
      prevoyance: { populationCode: 'DIRIGEANTS' },
    };
    const dsn = buildMonthlyDsn(input);
    expect(values(dsn.text, 'S21.G00.70.004')).toEqual(['FAMILLE']);
    expect(values(dsn.text, 'S21.G00.70.005')).toEqual(['DIRIGEANTS']);
    expect(checkDsn(dsn.text)).toEqual([]);
  });
});

describe.each<{ field: string; message: RegExp; change: (input: MonthlyDsnInput) => void }>([
  {
    field: 'company.welfareContracts',
    message: /Complémentaire santé.*contrat de complémentaire santé \(mutuelle\).*référence du contrat/,
    change: (i) => {
      i.company.welfareContracts = [SAMPLE_PREVOYANCE_CONTRACT];
    },
  },
  {
    field: 'company.welfareContracts',
    message: /Complémentaire Incapacité Invalidité Décès.*contrat de prévoyance/,
    change: (i) => {
      i.company.welfareContracts = null;
      const officer = i.individuals[0];
      if (officer)
        officer.pay.calculation = {
          ...officer.pay.calculation,
          lines: officer.pay.calculation.lines.filter((l) => l.code !== 'complementaire-sante'),
        };
    },
  },
  {
    field: 'company.welfareContracts[0].reference',
    message: /référence du contrat de complémentaire santé.*manquant/,
    change: (i) => {
      i.company.welfareContracts = [
        { ...SAMPLE_HEALTH_CONTRACT, reference: ' ' },
        SAMPLE_PREVOYANCE_CONTRACT,
      ];
    },
  },
  {
    field: 'company.welfareContracts[1].organismCode',
    message: /code de l’organisme du contrat de prévoyance.*P suivi de 4 chiffres/,
    change: (i) => {
      i.company.welfareContracts = [
        SAMPLE_HEALTH_CONTRACT,
        { ...SAMPLE_PREVOYANCE_CONTRACT, organismCode: 'P12' },
      ];
    },
  },
  {
    field: 'company.welfareContracts[1].kind',
    message: /Un seul contrat de complémentaire santé/,
    change: (i) => {
      i.company.welfareContracts = [SAMPLE_HEALTH_CONTRACT, SAMPLE_HEALTH_CONTRACT];
    },
  },
  {
    field: 'company.welfareContracts[0].payment',
    message: /mode de règlement/,
    change: (i) => {
      i.company.welfareContracts = [
        { ...SAMPLE_HEALTH_CONTRACT, payment: 'cheque' as never },
        SAMPLE_PREVOYANCE_CONTRACT,
      ];
    },
  },
  {
    field: 'company.welfareContracts[0].delegateCode',
    message: /délégataire de gestion.*6 caractères/,
    change: (i) => {
      i.company.welfareContracts = [
        { ...SAMPLE_HEALTH_CONTRACT, delegateCode: 'AB' },
        SAMPLE_PREVOYANCE_CONTRACT,
      ];
    },
  },
  {
    field: 'individuals[0].contract.welfareAffiliations.health.optionCode',
    message: /code option.*30 caractères/,
    change: (i) => {
      const officer = i.individuals[0];
      if (officer) officer.contract.welfareAffiliations = { health: { optionCode: 'X'.repeat(31) } };
    },
  },
])('buildMonthlyDsn refuses a mutuelle or prévoyance: $field', ({ field, message, change }) => {
  it('throws a DsnInputError naming the field, in French', () => {
    const input = sampleInput({ year: 2026, month: 10, benefits });
    change(input);
    let error: unknown;
    try {
      buildMonthlyDsn(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DsnInputError);
    expect((error as DsnInputError).field).toBe(field);
    expect((error as DsnInputError).message).toMatch(message);
  });
});

describe('buildMonthlyDsn: every period and size with mutuelle, prévoyance, forfait social and versement mobilité', () => {
  it.each([
    { year: 2025, month: 3, headcount: 2 },
    { year: 2025, month: 12, headcount: 15 },
    { year: 2026, month: 1, headcount: 45 },
  ])('passes every check in $year-$month with $headcount staff', ({ year, month, headcount }) => {
    const dsn = buildMonthlyDsn(
      sampleInput({
        year,
        month,
        employees: 2,
        headcount,
        benefits: { ...benefits, versementMobiliteRatePercent: 2.95 },
      }),
    );
    expect(checkDsn(dsn.text)).toEqual([]);
    expect(values(dsn.text, 'S21.G00.15.004')).toEqual(['01', '01']);
    expect(values(dsn.text, 'S21.G00.23.001').includes('479')).toBe(headcount >= 11);
    expect(values(dsn.text, 'S21.G00.23.001').includes('900')).toBe(headcount >= 11);
  });

  it('writes none of the new blocks for an input of the first version', () => {
    const dsn = buildMonthlyDsn(sampleInput({ year: 2026, month: 10, employees: 1 }));
    expect(values(dsn.text, 'S20.G00.05.002')).toEqual(['01']);
    for (const rubric of [
      'S20.G00.05.006',
      'S21.G00.15.001',
      'S21.G00.70.012',
      'S21.G00.55.001',
      'S21.G00.40.010',
    ]) {
      expect(values(dsn.text, rubric)).toEqual([]);
    }
    expect(values(dsn.text, 'S21.G00.78.001')).not.toContain('31');
  });
});

describe('buildMonthlyDsn: a cadre employee with the mutuelle and the prévoyance', () => {
  it('is affiliated to both contracts, with the 1,50 % of tranche A, and the file passes every check', () => {
    const input = sampleInput({ year: 2026, month: 10, benefits });
    input.company.headcount = 2;
    input.individuals = [
      ...input.individuals,
      employeeIndividual({ year: 2026, month: 10, cadre: true, grossCents: 520_000, headcount: 2, benefits }),
    ];
    const dsn = buildMonthlyDsn(input);
    const employee = input.individuals[1];
    const prevoyance = employee?.pay.calculation.lines.find((l) => l.code === 'prevoyance-cadre');
    expect(prevoyance?.baseCents).toBe(400_500); // tranche A: the PMSS of 2026
    expect(values(dsn.text, 'S21.G00.40.003')).toEqual(['01', '01']);
    expect(values(dsn.text, 'S21.G00.70.013')).toEqual(['2', '1', '2', '1']);
    expect(values(dsn.text, 'S21.G00.79.004').slice(-2)).toEqual(['4005.00', '90.00']);
    expect(dsn.payments.find((p) => p.organismId === 'P1234')?.amountCents).toBe(
      6_008 + 5_700, // 1,50 % of 4 005 € (employee above the plafond) + of 3 800 € (officer)
    );
    expect(checkDsn(dsn.text)).toEqual([]);
  });
});
