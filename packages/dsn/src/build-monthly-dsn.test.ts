import { describe, expect, it } from 'vitest';
import { buildMonthlyDsn } from './build-monthly-dsn.ts';
import { checkDsn } from './check-dsn.ts';
import { DsnInputError } from './errors.ts';
import { keyedNir, sampleInput } from './fixtures.ts';
import { decodeLatin1 } from './format.ts';
import type { MonthlyDsnInput } from './types.ts';

/** The values of a rubric, in file order. */
function values(text: string, rubric: string): string[] {
  return text
    .split('\r\n')
    .filter((line) => line.startsWith(`${rubric},`))
    .map((line) => line.slice(rubric.length + 2, -1));
}

function euros(cents: number): string {
  return (cents / 100).toFixed(2);
}

describe('buildMonthlyDsn: the officer alone (SASU president, March 2026, 3 800 €, PAS 7,5 %)', () => {
  const input = sampleInput({ year: 2026, month: 3 });
  const dsn = buildMonthlyDsn(input);
  const officer = input.individuals[0];
  if (!officer) throw new Error('fixture');
  const calculation = officer.pay.calculation;

  it('writes the norm of 2026 and a file with no finding', () => {
    expect(dsn.normVersion).toBe('P26V01');
    expect(values(dsn.text, 'S10.G00.00.006')).toEqual(['P26V01']);
    expect(checkDsn(dsn.text)).toEqual([]);
    expect(dsn.fileName).toBe('DSN_12345678200028_2026-03.dsn');
  });

  it('declares the mandate with the officer profile: nature 80, no working time, RUAA, no unemployment', () => {
    expect(values(dsn.text, 'S21.G00.40.007')).toEqual(['80']);
    expect(values(dsn.text, 'S21.G00.40.011')).toEqual(['99']);
    expect(values(dsn.text, 'S21.G00.40.017')).toEqual(['9999']);
    expect(values(dsn.text, 'S21.G00.71.002')).toEqual(['RUAA']);
    expect(values(dsn.text, 'S21.G00.78.001')).toEqual(['02', '03', '04']);
    expect(values(dsn.text, 'S21.G00.81.001')).not.toContain('040');
    expect(values(dsn.text, 'S21.G00.51.011')).toEqual(['001', '002', '003', '010']);
    expect(values(dsn.text, 'S21.G00.51.013')).toEqual(['3800.00', '0.00', '3800.00', '3800.00']);
    expect(values(dsn.text, 'S21.G00.23.001')).toEqual(['260', '332', '863', '863', '959', '992']);
    expect(values(dsn.text, 'S21.G00.30.001')).toEqual(['1800375056123']);
  });

  it('ties every amount to the stored payslip', () => {
    expect(values(dsn.text, 'S21.G00.50.002')).toEqual([euros(calculation.netTaxable)]);
    expect(values(dsn.text, 'S21.G00.50.004')).toEqual([euros(calculation.netBeforeTax)]);
    expect(values(dsn.text, 'S21.G00.50.009')).toEqual([euros(calculation.pasAmount)]);
    expect(values(dsn.text, 'S21.G00.58.004')).toEqual([euros(calculation.netSocial)]);
    // Σ of individual contributions = employee + employer contributions, less the solde of the taxe d'apprentissage.
    const individual = values(dsn.text, 'S21.G00.81.004')
      .map((v) => Math.round(Number(v) * 100))
      .reduce((a, b) => a + b, 0);
    const controlCode142 = Math.round(Number(values(dsn.text, 'S21.G00.81.004')[2]) * 100);
    const notDeclared = dsn.notDeclared.reduce((sum, share) => sum + share.amountCents, 0);
    expect(individual - controlCode142 + notDeclared).toBe(
      calculation.employeeContributions + calculation.employerContributions,
    );
    expect(dsn.payments.map((p) => [p.organism, p.amountCents])).toEqual([
      ['urssaf', 182_300],
      ['agirc-arrco', 38_304],
      ['dgfip', 23_400],
    ]);
    expect(values(dsn.text, 'S21.G00.22.005')).toEqual(['1823.00']);
  });

  it('counts its lines in S90 and encodes in ISO-8859-1', () => {
    const lines = dsn.text.split('\r\n').filter(Boolean);
    expect(values(dsn.text, 'S90.G00.90.001')).toEqual([String(lines.length)]);
    expect(dsn.bytes.length).toBe(dsn.text.length);
    expect(decodeLatin1(dsn.bytes)).toBe(dsn.text);
    expect(values(dsn.text, 'S21.G00.40.006')).toEqual(['PRÉSIDENT']);
    expect(dsn.bytes.includes(0xc9)).toBe(true); // 'É' in Latin-1, one byte
  });
});

describe('buildMonthlyDsn: officer and one employee (March 2026)', () => {
  const input = sampleInput({ year: 2026, month: 3, employees: 1 });
  const dsn = buildMonthlyDsn(input);

  it('passes every check and adds the employee profile', () => {
    expect(checkDsn(dsn.text)).toEqual([]);
    expect(values(dsn.text, 'S21.G00.40.007')).toEqual(['80', '01']);
    expect(values(dsn.text, 'S21.G00.78.001')).toEqual(['02', '03', '04', '02', '03', '04', '07']);
    expect(values(dsn.text, 'S21.G00.53.002')).toEqual(['151.67']);
    expect(values(dsn.text, 'S21.G00.79.001')).toEqual(['01']);
    expect(values(dsn.text, 'S21.G00.86.003')).toEqual(['22']); // months since 12 May 2024
    expect(values(dsn.text, 'S21.G00.23.001')).toEqual([
      '027',
      '100',
      '100',
      '260',
      '332',
      '430',
      '635',
      '668',
      '772',
      '863',
      '863',
      '937',
      '959',
      '992',
    ]);
    // The RGDU line of the payslip splits into 018 (URSSAF) and 106 (Agirc-Arrco, 6,01 points of 39,81):
    // about 538,56 € of which 81,31 € for Agirc-Arrco for a 2 200 € pay (research §7).
    const line = input.individuals[1]?.pay.calculation.lines.find((l) => l.code === 'reduction-generale');
    const reduction = line?.employerAmountCents ?? 0;
    expect(reduction).toBeLessThan(-53_000);
    const codes = values(dsn.text, 'S21.G00.81.001');
    const amounts = values(dsn.text, 'S21.G00.81.004');
    const retirement = -Math.round((-reduction * 6.01) / 39.81);
    expect(amounts[codes.indexOf('106')]).toBe(euros(retirement));
    expect(amounts[codes.indexOf('018')]).toBe(euros(reduction - retirement));
    expect(values(dsn.text, 'S21.G00.23.005')).toEqual([
      euros(Math.round((retirement - reduction) / 100) * 100),
    ]);
  });
});

describe.each([
  { year: 2025, month: 4, norm: 'P25V01' },
  { year: 2025, month: 11, norm: 'P25V01' },
  { year: 2026, month: 1, norm: 'P26V01' },
  { year: 2026, month: 12, norm: 'P26V01' },
])('buildMonthlyDsn: $year-$month', ({ year, month, norm }) => {
  it.each([0, 1, 3])(`writes ${norm}, with %i employee(s), and passes every check`, (employees) => {
    const dsn = buildMonthlyDsn(sampleInput({ year, month, employees }));
    expect(dsn.normVersion).toBe(norm);
    expect(checkDsn(dsn.text)).toEqual([]);
    // 142/146, the Agirc-Arrco employer share with the URSSAF's identifier, exist from the 2026 norm only.
    expect(values(dsn.text, 'S21.G00.81.001').includes('142')).toBe(year >= 2026);
  });
});

describe('buildMonthlyDsn: at and above the plafond', () => {
  it.each([
    { grossCents: 400_500, year: 2026, tranche2: false },
    { grossCents: 391_500, year: 2025, tranche2: false },
    { grossCents: 900_000, year: 2026, tranche2: true },
  ])('a gross of $grossCents cents in $year', ({ grossCents, year, tranche2 }) => {
    const dsn = buildMonthlyDsn(sampleInput({ year, month: 6, grossCents }));
    expect(checkDsn(dsn.text)).toEqual([]);
    // Base 02 is the gross up to the plafond mensuel (4 005 € in 2026, 3 925 € in 2025), base 03 the whole gross.
    const pmss = year === 2026 ? 400_500 : 392_500;
    expect(values(dsn.text, 'S21.G00.78.004').slice(0, 2)).toEqual([
      euros(Math.min(grossCents, pmss)),
      euros(grossCents),
    ]);
    const codes = values(dsn.text, 'S21.G00.81.001');
    expect(codes.filter((code) => code === '131')).toHaveLength(tranche2 ? 2 : 1);
    expect(codes.includes('146')).toBe(tranche2);
  });
});

describe('buildMonthlyDsn: a PAS rate of 0 %', () => {
  it('declares the rate and a nil amount, and no DGFiP payment', () => {
    const dsn = buildMonthlyDsn(sampleInput({ year: 2026, month: 2, pasRatePercent: 0 }));
    expect(values(dsn.text, 'S21.G00.50.006')).toEqual(['0.00']);
    expect(values(dsn.text, 'S21.G00.50.009')).toEqual(['0.00']);
    expect(values(dsn.text, 'S21.G00.20.001')).toEqual(['78861779300013', '30558637200321']);
    expect(checkDsn(dsn.text)).toEqual([]);
  });
});

/** Returns a copy of the sample input changed by `change`. */
function tampered(change: (input: MonthlyDsnInput) => void): MonthlyDsnInput {
  const input = JSON.parse(
    JSON.stringify(sampleInput({ year: 2026, month: 3, employees: 1 })),
  ) as MonthlyDsnInput;
  change(input);
  return input;
}

const first = (input: MonthlyDsnInput) => {
  const individual = input.individuals[0];
  if (!individual) throw new Error('fixture');
  return individual;
};
const second = (input: MonthlyDsnInput) => {
  const individual = input.individuals[1];
  if (!individual) throw new Error('fixture');
  return individual;
};

describe.each<{ field: string; message: RegExp; change: (input: MonthlyDsnInput) => void }>([
  {
    field: 'period.year',
    message: /norme DSN de l'année 2024/,
    change: (i) => {
      i.period.year = 2024;
    },
  },
  {
    field: 'company.siret',
    message: /SIRET/,
    change: (i) => {
      i.company.siret = '12345678200029';
    },
  },
  {
    field: 'company.nafCode',
    message: /NAF/,
    change: (i) => {
      i.company.nafCode = '70';
    },
  },
  {
    field: 'company.address.postalCode',
    message: /code postal/,
    change: (i) => {
      i.company.address.postalCode = '7500';
    },
  },
  {
    field: 'company.atmpRiskCode',
    message: /code risque/,
    change: (i) => {
      i.company.atmpRiskCode = '';
    },
  },
  {
    field: 'company.urssafId',
    message: /Urssaf/,
    change: (i) => {
      i.company.urssafId = '';
    },
  },
  {
    field: 'company.agircArrcoId',
    message: /Agirc-Arrco/,
    change: (i) => {
      i.company.agircArrcoId = '';
    },
  },
  {
    field: 'company.bankAccount.iban',
    message: /IBAN/,
    change: (i) => {
      i.company.bankAccount.iban = 'FR7630006000011234567890188';
    },
  },
  {
    field: 'company.idcc',
    message: /IDCC/,
    change: (i) => {
      i.company.idcc = '14';
    },
  },
  {
    field: 'contact.email',
    message: /e-mail/,
    change: (i) => {
      i.contact.email = 'paie';
    },
  },
  {
    field: 'individuals',
    message: /Aucune fiche de paie/,
    change: (i) => {
      i.individuals = [];
    },
  },
  {
    field: 'individuals[0].person.nir',
    message: /NIR.*invalide/,
    change: (i) => {
      first(i).person.nir = '180037505612300';
    },
  },
  {
    field: 'individuals[0].person.birthDate',
    message: /année de naissance/,
    change: (i) => {
      first(i).person.birthDate = '1981-03-15';
    },
  },
  {
    field: 'individuals[0].person.birthDepartment',
    message: /département de naissance/,
    change: (i) => {
      first(i).person.birthDepartment = '69';
    },
  },
  {
    field: 'individuals[0].person.pasRateId',
    message: /identifiant du taux/,
    change: (i) => {
      first(i).person.pasRateId = null;
    },
  },
  {
    field: 'individuals[0].person.lastName',
    message: /nom de famille est manquant/,
    change: (i) => {
      first(i).person.lastName = ' ';
    },
  },
  {
    field: 'individuals[0].person.lastName',
    message: /ISO-8859-1/,
    change: (i) => {
      first(i).person.lastName = 'Durand 😀';
    },
  },
  {
    field: 'individuals[0].contract.number',
    message: /5 à 20 caractères/,
    change: (i) => {
      first(i).contract.number = '1';
    },
  },
  {
    field: 'individuals[0].contract.retirementStatus',
    message: /mandataire social/,
    change: (i) => {
      first(i).contract.retirementStatus = 'non-cadre';
    },
  },
  {
    field: 'individuals[0].pay.paymentDate',
    message: /date de paiement/,
    change: (i) => {
      first(i).pay.paymentDate = '2026-05-02';
    },
  },
  {
    field: 'individuals[0].pay.calculation.lines',
    message: /pas encore déclarée/,
    change: (i) => {
      const lines = [
        ...first(i).pay.calculation.lines,
        {
          code: 'peec',
          label: "Participation à l'effort de construction",
          baseCents: 380_000,
          employeeRatePercent: null,
          employeeAmountCents: 0,
          employerRatePercent: 0.45,
          employerAmountCents: 1_710,
        },
      ];
      first(i).pay.calculation = { ...first(i).pay.calculation, lines };
    },
  },
  {
    field: 'individuals[0].pay.calculation.lines',
    message: /calculées/,
    change: (i) => {
      first(i).pay.calculation = { ...first(i).pay.calculation, lines: [] };
    },
  },
  {
    field: 'individuals[0].pay.calculation.pasAmount',
    message: /prélèvement à la source/,
    change: (i) => {
      first(i).pay.calculation = { ...first(i).pay.calculation, pasAmount: 50_000 };
    },
  },
  {
    field: 'individuals[1].person.nir',
    message: /deux fois/,
    change: (i) => {
      second(i).person = {
        ...second(i).person,
        nir: first(i).person.nir,
        birthDate: first(i).person.birthDate,
        birthDepartment: '75',
      };
    },
  },
  {
    field: 'individuals[1].contract.referenceMonthlyHours',
    message: /durée mensuelle de référence/,
    change: (i) => {
      second(i).contract.referenceMonthlyHours = null;
    },
  },
  {
    field: 'individuals[1].pay.reductionSmicCents',
    message: /SMIC retenu/,
    change: (i) => {
      second(i).pay.reductionSmicCents = null;
    },
  },
])('buildMonthlyDsn refuses: $field', ({ field, message, change }) => {
  it('throws a DsnInputError naming the field, in French', () => {
    const input = tampered(change);
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

describe.each([
  { nir13: '185032A056123', birthDate: '1985-03-15', department: '2A', accepted: true },
  { nir13: '185032B056123', birthDate: '1985-03-15', department: '2B', accepted: true },
  { nir13: '170032A056123', birthDate: '1970-03-15', department: '2A', accepted: false },
])(
  'buildMonthlyDsn: a person born in Corsica ($nir13, $birthDate)',
  ({ nir13, birthDate, department, accepted }) => {
    it(accepted ? 'is declared, the NIR on 13 characters' : 'is refused: 2A/2B exist from 1976', () => {
      const input = sampleInput({ year: 2026, month: 3 });
      const officer = first(input);
      officer.person = { ...officer.person, nir: keyedNir(nir13), birthDate, birthDepartment: department };
      if (accepted) {
        const dsn = buildMonthlyDsn(input);
        expect(values(dsn.text, 'S21.G00.30.001')).toEqual([nir13]);
        expect(values(dsn.text, 'S21.G00.30.014')).toEqual([department]);
        expect(checkDsn(dsn.text)).toEqual([]);
      } else {
        expect(() => buildMonthlyDsn(input)).toThrow(/2A\/2B/);
      }
    });
  },
);
