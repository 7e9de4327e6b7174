import { describe, expect, it } from 'vitest';
import { buildMonthlyDsn } from './build-monthly-dsn.ts';
import { checkDsn } from './check-dsn.ts';
import { sampleInput } from './fixtures.ts';

/** The president with the mutuelle and the cadres' prévoyance, and one employee with the mutuelle (12 staff). */
const file = buildMonthlyDsn(
  sampleInput({
    year: 2026,
    month: 10,
    employees: 1,
    headcount: 12,
    benefits: {
      healthInsuranceMonthlyCents: 9_000,
      healthInsuranceEmployerSharePercent: 50,
      cadrePrevoyance: true,
    },
  }),
).text;

const lines = (text: string) => text.split('\r\n').filter(Boolean);
const join = (list: string[]) => `${list.join('\r\n')}\r\n`;

/** Sets the value of the `nth` (0-based) line of a rubric. */
function setValue(text: string, rubric: string, value: string, nth = 0): string {
  let seen = -1;
  return join(
    lines(text).map((line) => {
      if (!line.startsWith(`${rubric},`)) return line;
      seen++;
      return seen === nth ? `${rubric},'${value}'` : line;
    }),
  );
}

/** Inserts a line after the `nth` line that equals `after`. */
function insertAfter(text: string, after: string, inserted: string, nth = 0): string {
  const all = lines(text);
  let seen = -1;
  const index = all.findIndex((line) => line === after && ++seen === nth);
  all.splice(index + 1, 0, inserted);
  return join(all);
}

/** Removes the `nth` line of a rubric. */
function removeRubric(text: string, rubric: string, nth = 0): string {
  let seen = -1;
  return join(lines(text).filter((line) => !(line.startsWith(`${rubric},`) && ++seen === nth)));
}

function rulesOf(text: string) {
  return checkDsn(text).map((finding) => `${finding.severity}:${finding.rule}`);
}

describe('checkDsn: mutuelle and prévoyance', () => {
  it('finds nothing in the file buildMonthlyDsn writes', () => {
    expect(checkDsn(file)).toEqual([]);
  });

  it.each<[string, (text: string) => string, string]>([
    [
      'a contract said without personnel couvert while affiliations refer to it',
      (t) => setValue(t, 'S21.G00.15.004', '02'),
      'error:welfare.covered',
    ],
    [
      'two adhésions with the same technical id',
      (t) => setValue(t, 'S21.G00.15.005', '1', 1),
      'error:welfare.adhesion-id',
    ],
    [
      'the same contract declared twice',
      (t) => setValue(setValue(t, 'S21.G00.15.001', 'SANTE-2024-0042', 1), 'S21.G00.15.002', '775659923', 1),
      'error:welfare.adhesion-duplicate',
    ],
    [
      'an affiliation to an undeclared adhésion',
      (t) => setValue(t, 'S21.G00.70.013', '9'),
      'error:welfare.affiliation-adhesion',
    ],
    [
      'two affiliations of one person with the same id',
      (t) => setValue(t, 'S21.G00.70.012', '1', 1),
      'error:welfare.affiliation-id',
    ],
    ['a base 31 with an amount', (t) => setValue(t, 'S21.G00.78.004', '57.00', 4), 'error:welfare.base'],
    ['a base 31 without its affiliation id', (t) => removeRubric(t, 'S21.G00.78.005'), 'error:welfare.base'],
    [
      'a base 31 with a URSSAF component',
      (t) => setValue(t, 'S21.G00.79.001', '03'),
      'error:welfare.component',
    ],
    [
      'a 059 with an organism id',
      (t) => insertAfter(t, "S21.G00.81.001,'059'", "S21.G00.81.002,'P1234'"),
      'error:welfare.contribution',
    ],
    [
      'a 059 with an assiette',
      (t) => insertAfter(t, "S21.G00.81.001,'059'", "S21.G00.81.003,'3800.00'"),
      'error:welfare.contribution',
    ],
    [
      'a 059 without its amount',
      (t) =>
        removeRubric(t, 'S21.G00.81.004', lines(t).filter((l) => l.startsWith('S21.G00.81.004')).length - 1),
      'error:welfare.contribution',
    ],
    [
      'a payment that is not the sum of its components',
      (t) => setValue(t, 'S21.G00.20.005', '170.00', 3),
      'error:welfare.payment',
    ],
    [
      'a component for a contract no adhésion declares',
      (t) => setValue(t, 'S21.G00.55.003', 'INCONNU'),
      'error:welfare.payment',
    ],
    [
      'a component for a period after the next month',
      (t) => setValue(t, 'S21.G00.55.004', '2026M12'),
      'error:welfare.payment',
    ],
    [
      'a payment to a welfare organism without its components',
      (t) => {
        const all = lines(t);
        all.splice(all.indexOf("S21.G00.55.001,'180.00'"), 3);
        return join(all);
      },
      'error:welfare.payment',
    ],

    [
      'a component that differs from the affiliates’ 059 (both changed)',
      (t) => setValue(setValue(t, 'S21.G00.55.001', '170.00'), 'S21.G00.20.005', '170.00', 3),
      'warning:welfare.payment-individual',
    ],
  ])('reports %s', (_, tamper, rule) => {
    expect(rulesOf(tamper(file))).toContain(rule);
  });

  it('does not count the payments to welfare organisms as the Agirc-Arrco payment', () => {
    expect(rulesOf(file)).not.toContain('error:agirc-arrco.payment');
    expect(rulesOf(setValue(file, 'S21.G00.20.005', '516.80', 1))).toContain('error:agirc-arrco.payment');
  });
});
