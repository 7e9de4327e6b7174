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
const removeRubric = (text: string, rubric: string) =>
  join(lines(text).filter((line) => !line.startsWith(`${rubric},`)));

/** Sets 23.003 of the CTP 900 line only (23.003 also carries the AT rate of CTP 100/863). */
const setMobilityRate = (rate: string) => (text: string) =>
  join(
    lines(text).map((line, i, all) =>
      line.startsWith('S21.G00.23.003,') && all[i - 2] === "S21.G00.23.001,'900'"
        ? `S21.G00.23.003,'${rate}'`
        : line,
    ),
  );

/** The officer and two employees of a company of 12 in Paris 2e (versement mobilité at 3,20 %). */
const mobilityInput = (): MonthlyDsnInput =>
  sampleInput({
    year: 2026,
    month: 10,
    employees: 2,
    headcount: 12,
    benefits: { versementMobiliteRatePercent: 3.2 },
  });

describe('buildMonthlyDsn: the versement mobilité', () => {
  const input = mobilityInput();
  const dsn = buildMonthlyDsn(input);
  const payslipLines = input.individuals.map((individual) => {
    const line = individual.pay.calculation.lines.find((l) => l.code === 'versement-mobilite');
    if (!line) throw new Error('fixture: no versement mobilité line');
    return line;
  });

  it('declares base 57 and code 081 with the commune for each individual, tied to the payslip line', () => {
    expect(values(dsn.text, 'S21.G00.78.001').filter((b) => b === '57')).toHaveLength(3);
    expect(values(dsn.text, 'S21.G00.81.005')).toEqual(['75102', '75102', '75102']);
    const codes = values(dsn.text, 'S21.G00.81.001');
    const amounts = values(dsn.text, 'S21.G00.81.004');
    const declared = codes.flatMap((code, i) =>
      code === '081' ? [Math.round(Number(amounts[i]) * 100)] : [],
    );
    expect(declared).toEqual(payslipLines.map((line) => line.employerAmountCents));
    expect(declared[0]).toBe(12_160); // 3,20 % of 3 800 €
  });

  it('aggregates them on CTP 900 with the rate in 23.003 and the commune in 23.006', () => {
    const index = values(dsn.text, 'S21.G00.23.001').indexOf('900');
    const line = dsn.aggregated.find((a) => a.ctp === '900');
    expect(index).toBeGreaterThan(-1);
    expect(line).toMatchObject({
      qualifier: '920',
      mobilityRatePercent: 3.2,
      inseeCommuneCode: '75102',
      atRatePercent: null,
    });
    expect(line?.assietteCents).toBe(380_000 + 2 * 220_000);
    expect(line?.expectedCents).toBe(Math.round((820_000 * 3.2) / 100));
    expect(values(dsn.text, 'S21.G00.23.006')).toEqual(['75102']);
    expect(checkDsn(dsn.text)).toEqual([]);
  });

  it.each<[string, (text: string) => string, string]>([
    ['a CTP 900 without its commune', (t) => removeRubric(t, 'S21.G00.23.006'), 'error:mobility.commune'],
    ['an 081 without its commune', (t) => removeRubric(t, 'S21.G00.81.005'), 'error:mobility.commune'],
    ['a CTP 900 at another rate than the individuals’', setMobilityRate('2.95'), 'error:mobility.rate'],
  ])('checkDsn reports %s', (_, tamper, rule) => {
    const tampered = tamper(dsn.text);
    expect(rulesOf(tampered)).toContain(rule);
  });
});

describe.each<{ field: string; message: RegExp; change: (input: MonthlyDsnInput) => void }>([
  {
    field: 'company.versementMobilite.inseeCommuneCode',
    message: /versement mobilité.*code INSEE de la commune/,
    change: (i) => {
      i.company.versementMobilite = null;
    },
  },
  {
    field: 'company.versementMobilite.inseeCommuneCode',
    message: /pas confondre avec le code postal/,
    change: (i) => {
      i.company.versementMobilite = { inseeCommuneCode: '7502' };
    },
  },
  {
    field: 'individuals[0].pay.calculation.lines',
    message: /versement mobilité de 3,2 % alors que le taux de la commune est de 2,95 %/,
    change: (i) => {
      i.company.versementMobilite = { inseeCommuneCode: '75102', ratePercent: 2.95 };
    },
  },
  {
    field: 'company.versementMobilite.ratePercent',
    message: /deux décimales au plus/,
    change: (i) => {
      i.company.versementMobilite = { inseeCommuneCode: '75102', ratePercent: 3.255 };
    },
  },
])('buildMonthlyDsn refuses a versement mobilité: $field ($message)', ({ field, message, change }) => {
  it('throws a DsnInputError naming the field, in French', () => {
    const input = mobilityInput();
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

describe('buildMonthlyDsn: Corsica’s commune codes', () => {
  it('accepts 2A/2B codes', () => {
    const input = mobilityInput();
    input.company.versementMobilite = { inseeCommuneCode: '2A004' };
    expect(values(buildMonthlyDsn(input).text, 'S21.G00.23.006')).toEqual(['2A004']);
  });
});
