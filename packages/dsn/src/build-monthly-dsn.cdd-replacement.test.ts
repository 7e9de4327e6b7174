import { describe, expect, it } from 'vitest';
import { buildMonthlyDsn } from './build-monthly-dsn.ts';
import { checkDsn } from './check-dsn.ts';
import { DsnInputError } from './errors.ts';
import { sampleInput } from './fixtures.ts';
import type { MonthlyDsnInput } from './types.ts';

function values(text: string, rubric: string): string[] {
  return text
    .split('\r\n')
    .filter((line) => line.startsWith(`${rubric},`))
    .map((line) => line.slice(rubric.length + 2, -1));
}

const lines = (text: string) => text.split('\r\n').filter(Boolean);
const join = (list: string[]) => `${list.join('\r\n')}\r\n`;
const rulesOf = (text: string) => checkDsn(text).map((f) => `${f.severity}:${f.rule}`);
const setValue = (text: string, rubric: string, value: string) =>
  join(lines(text).map((line) => (line.startsWith(`${rubric},`) ? `${rubric},'${value}'` : line)));
const removeRubric = (text: string, rubric: string) =>
  join(lines(text).filter((line) => !line.startsWith(`${rubric},`)));

/** The officer and one employee in CDD until 31 March 2027, for an accroissement temporaire d'activité. */
function withCdd(): MonthlyDsnInput {
  const input = sampleInput({ year: 2026, month: 10, employees: 1 });
  const employee = input.individuals[1];
  if (!employee) throw new Error('fixture');
  employee.contract = {
    ...employee.contract,
    employmentNature: 'cdd',
    plannedEndDate: '2027-03-31',
    recourseReason: '02',
  };
  return input;
}

function refusal(input: MonthlyDsnInput): DsnInputError {
  try {
    buildMonthlyDsn(input);
  } catch (error) {
    if (error instanceof DsnInputError) return error;
    throw error;
  }
  throw new Error('buildMonthlyDsn did not refuse');
}

describe('buildMonthlyDsn: an employee in CDD', () => {
  const dsn = buildMonthlyDsn(withCdd());

  it('declares nature 02 with the planned end and the motif de recours, and the seniority', () => {
    expect(values(dsn.text, 'S21.G00.40.007')).toEqual(['80', '02']);
    expect(values(dsn.text, 'S21.G00.40.010')).toEqual(['31032027']);
    expect(values(dsn.text, 'S21.G00.40.021')).toEqual(['02']);
    expect(values(dsn.text, 'S21.G00.86.001')).toEqual(['07']);
    expect(checkDsn(dsn.text)).toEqual([]);
  });

  it.each<[string, (text: string) => string, string]>([
    ['a CDD without its planned end', (t) => removeRubric(t, 'S21.G00.40.010'), 'error:contract.end-date'],
    [
      'a planned end before the start',
      (t) => setValue(t, 'S21.G00.40.010', '01012020'),
      'error:contract.end-date',
    ],
    ['a CDD without its motif', (t) => removeRubric(t, 'S21.G00.40.021'), 'warning:contract.recourse-reason'],
    [
      'motif 14 (contrat de voyage) on a CDD',
      (t) => setValue(t, 'S21.G00.40.021', '14'),
      'error:contract.recourse-reason',
    ],
    [
      'motif 11 (apprentissage) on a CDD',
      (t) => setValue(t, 'S21.G00.40.021', '11'),
      'error:contract.recourse-reason',
    ],
  ])('checkDsn reports %s', (_, tamper, rule) => {
    expect(rulesOf(tamper(dsn.text))).toContain(rule);
  });
});

describe.each<{ field: string; message: RegExp; change: (input: MonthlyDsnInput) => void }>([
  {
    field: 'individuals[1].contract.plannedEndDate',
    message: /date de fin prévue du CDD.*manquante/,
    change: (i) => {
      if (i.individuals[1]) i.individuals[1].contract.plannedEndDate = null;
    },
  },
  {
    field: 'individuals[1].contract.plannedEndDate',
    message: /se termine au plus tard ce mois-ci/,
    change: (i) => {
      if (i.individuals[1]) i.individuals[1].contract.plannedEndDate = '2026-10-31';
    },
  },
  {
    field: 'individuals[1].contract.plannedEndDate',
    message: /précède son début/,
    change: (i) => {
      if (i.individuals[1]) i.individuals[1].contract.plannedEndDate = '2024-01-31';
    },
  },
  {
    field: 'individuals[1].contract.recourseReason',
    message: /motif de recours au CDD.*02 accroissement temporaire/,
    change: (i) => {
      if (i.individuals[1]) i.individuals[1].contract.recourseReason = null;
    },
  },
  {
    field: 'individuals[1].contract.recourseReason',
    message: /CDD d’usage/,
    change: (i) => {
      if (i.individuals[1]) i.individuals[1].contract.recourseReason = '05';
    },
  },
  {
    field: 'individuals[1].contract.employmentNature',
    message: /CDI ou CDD/,
    change: (i) => {
      if (i.individuals[1]) i.individuals[1].contract.employmentNature = 'interim' as never;
    },
  },
])('buildMonthlyDsn refuses a CDD: $field ($message)', ({ field, message, change }) => {
  it('throws a DsnInputError naming the field, in French', () => {
    const input = withCdd();
    change(input);
    const error = refusal(input);
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
  });
});

describe('buildMonthlyDsn: a CDI that ends in the declared month', () => {
  const cdi = () => {
    const input = withCdd();
    const contract = input.individuals[1]?.contract;
    if (contract)
      Object.assign(contract, { employmentNature: 'cdi', plannedEndDate: null, recourseReason: null });
    return input;
  };

  it('is refused rather than declared as if the contract went on (no S21.G00.62 written yet)', () => {
    const input = cdi();
    if (input.individuals[1]) input.individuals[1].contract.endDate = '2026-10-15';
    const error = refusal(input);
    expect(error.field).toBe('individuals[1].contract.endDate');
    expect(error.message).toMatch(/prend fin au plus tard ce mois-ci.*S21\.G00\.62/);
  });

  it('is declared when it ends after the month, or has no end', () => {
    const later = cdi();
    if (later.individuals[1]) later.individuals[1].contract.endDate = '2026-11-30';
    expect(() => buildMonthlyDsn(later)).not.toThrow();
    expect(() => buildMonthlyDsn(cdi())).not.toThrow();
  });
});

describe('buildMonthlyDsn: a « déclaration annule et remplace intégral »', () => {
  const input = sampleInput({ year: 2026, month: 10 });
  const original = buildMonthlyDsn(input);
  const replacement = buildMonthlyDsn({
    ...input,
    createdOn: '2026-11-05',
    replaces: { createdOn: input.createdOn, orderNumber: 1 },
  });

  it('is of type 03 and names the deposited declaration by its date of constitution and numéro d’ordre', () => {
    expect(values(original.text, 'S20.G00.05.002')).toEqual(['01']);
    expect(values(original.text, 'S20.G00.05.006')).toEqual([]);
    expect(values(replacement.text, 'S20.G00.05.002')).toEqual(['03']);
    expect(values(replacement.text, 'S20.G00.05.006')).toEqual(['031120261']);
    expect(values(replacement.text, 'S20.G00.05.007')).toEqual(['05112026']);
    expect(checkDsn(replacement.text)).toEqual([]);
  });

  it('carries the whole month again: same individuals and payments', () => {
    expect(replacement.payments).toEqual(original.payments);
    expect(values(replacement.text, 'S21.G00.81.004')).toEqual(values(original.text, 'S21.G00.81.004'));
  });

  it('writes a nil DGFiP payment when no tax is withheld, in case the replaced file had one', () => {
    const noTax = sampleInput({ year: 2026, month: 10, pasRatePercent: 0 });
    const dsn = buildMonthlyDsn({ ...noTax, replaces: { createdOn: '2026-11-02', orderNumber: 1 } });
    expect(dsn.payments.find((p) => p.organism === 'dgfip')?.amountCents).toBe(0);
    expect(buildMonthlyDsn(noTax).payments.map((p) => p.organism)).not.toContain('dgfip');
    expect(checkDsn(dsn.text)).toEqual([]);
  });

  it('may be made the same day with another numéro d’ordre', () => {
    const dsn = buildMonthlyDsn({
      ...input,
      orderNumber: 2,
      replaces: { createdOn: input.createdOn, orderNumber: 1 },
    });
    expect(values(dsn.text, 'S20.G00.05.004')).toEqual(['2']);
    expect(values(dsn.text, 'S20.G00.05.006')).toEqual(['031120261']);
  });

  it.each<[string, (text: string) => string, string]>([
    [
      'a type 03 without the replaced declaration',
      (t) => removeRubric(t, 'S20.G00.05.006'),
      'error:declaration.replaced-id',
    ],
    [
      'a replaced id on a normal declaration',
      (t) => setValue(t, 'S20.G00.05.002', '01'),
      'error:declaration.replaced-id',
    ],
    [
      'a replaced declaration made after this one',
      (t) => setValue(t, 'S20.G00.05.006', '301120261'),
      'error:declaration.replaced-id',
    ],
    [
      'a declaration that replaces itself',
      (t) => setValue(t, 'S20.G00.05.006', '051120261'),
      'error:declaration.replaced-id',
    ],
  ])('checkDsn reports %s', (_, tamper, rule) => {
    expect(rulesOf(tamper(replacement.text))).toContain(rule);
  });

  it.each<[string, Partial<MonthlyDsnInput>, string, RegExp]>([
    [
      'the same date and numéro d’ordre',
      { replaces: { createdOn: '2026-11-03', orderNumber: 1 } },
      'orderNumber',
      /autre numéro d’ordre/,
    ],
    [
      'a replaced declaration made later',
      { replaces: { createdOn: '2026-11-20', orderNumber: 1 } },
      'replaces.createdOn',
      /après celle-ci/,
    ],
    [
      'no date for the replaced declaration',
      { replaces: { createdOn: '', orderNumber: 1 } },
      'replaces.createdOn',
      /date de constitution de la déclaration remplacée/,
    ],
    [
      'no numéro d’ordre for the replaced declaration',
      { replaces: { createdOn: '2026-11-02', orderNumber: -1 } },
      'replaces.orderNumber',
      /numéro d’ordre de la déclaration remplacée/,
    ],
    ['a numéro d’ordre that is not a whole number', { orderNumber: 1.5 }, 'orderNumber', /entier positif/],
  ])('refuses %s', (_, change, field, message) => {
    const error = refusal({ ...input, ...change });
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
  });
});

describe('buildMonthlyDsn: a contract that begins during the month', () => {
  const input = withCdd();
  const employee = input.individuals[1];
  if (!employee) throw new Error('fixture');
  employee.contract.startDate = '2026-10-15';
  const dsn = buildMonthlyDsn(input);

  it('starts the pay period and the bases on the contract’s first day', () => {
    expect(values(dsn.text, 'S21.G00.51.001').slice(4)).toEqual([
      '15102026',
      '15102026',
      '15102026',
      '15102026',
    ]);
    expect(values(dsn.text, 'S21.G00.78.002').slice(3)).toEqual([
      '15102026',
      '15102026',
      '15102026',
      '15102026',
    ]);
    expect(values(dsn.text, 'S21.G00.51.001').slice(0, 4)).toEqual([
      '01102026',
      '01102026',
      '01102026',
      '01102026',
    ]);
    expect(checkDsn(dsn.text)).toEqual([]);
  });

  it('checkDsn reports a pay period that starts before the contract', () => {
    const all = lines(dsn.text);
    // The employee's 002 (unemployment gross): its 51.001, three lines above its type.
    const index = all.findIndex(
      (line, i) => line === "S21.G00.51.001,'15102026'" && all[i + 3] === "S21.G00.51.011,'002'",
    );
    all[index] = "S21.G00.51.001,'01102026'";
    expect(rulesOf(join(all))).toContain('error:remuneration.period-start');
  });
});
