import { describe, expect, it } from 'vitest';
import { buildMonthlyDsn } from './build-monthly-dsn.ts';
import { checkDsn } from './check-dsn.ts';
import { sampleInput } from './fixtures.ts';
import { encodeLatin1 } from './format.ts';

const officerAlone = buildMonthlyDsn(sampleInput({ year: 2026, month: 3 })).text;
const withEmployees = buildMonthlyDsn(sampleInput({ year: 2026, month: 3, employees: 2 })).text;

const lines = (text: string) => text.split('\r\n').filter(Boolean);
const join = (list: string[]) => `${list.join('\r\n')}\r\n`;

/** Sets the value of the `nth` (0-based) line of a rubric, optionally only the one after a given value of another rubric. */
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

/** Removes the lines a predicate selects. */
function removeLines(text: string, drop: (line: string, index: number, all: string[]) => boolean): string {
  const all = lines(text);
  return join(all.filter((line, index) => !drop(line, index, all)));
}

/** The index of the `nth` line of a rubric with a value. */
function indexOf(all: string[], rubric: string, value: string, nth = 0): number {
  let seen = -1;
  return all.findIndex((line) => line === `${rubric},'${value}'` && ++seen === nth);
}

/** Moves the lines of a block occurrence (from the line of `rubric` = `value`, `count` lines) before the S90 block. */
function moveBeforeTotals(text: string, rubric: string, value: string, count: number): string {
  const all = lines(text);
  const start = indexOf(all, rubric, value);
  const moved = all.splice(start, count);
  const totals = all.findIndex((line) => line.startsWith('S90.'));
  all.splice(totals, 0, ...moved);
  return join(all);
}

function rulesOf(text: string | Uint8Array) {
  return checkDsn(text).map((finding) => `${finding.severity}:${finding.rule}`);
}

describe('checkDsn on files built by buildMonthlyDsn', () => {
  it.each([
    ['officer alone', officerAlone],
    ['officer and two employees', withEmployees],
  ])('finds nothing in the %s file, as text and as ISO-8859-1 bytes', (_, text) => {
    expect(checkDsn(text)).toEqual([]);
    expect(checkDsn(encodeLatin1(text))).toEqual([]);
  });

  it('accepts LF line ends too (the sources disagree: DEMO uses LF, ACA and RHP CR LF)', () => {
    expect(checkDsn(officerAlone.replaceAll('\r\n', '\n'))).toEqual([]);
  });
});

describe.each<{
  rule: string;
  severity?: 'error' | 'warning';
  rubric?: string;
  tamper: () => string | Uint8Array;
}>([
  {
    rule: 'syntax.line',
    tamper: () => officerAlone.replace("S10.G00.00.003,'1.0.0'", 'S10.G00.00.003;1.0.0'),
  },
  { rule: 'syntax.empty-value', tamper: () => setValue(officerAlone, 'S21.G00.30.008', '') },
  { rule: 'syntax.encoding', tamper: () => setValue(officerAlone, 'S21.G00.30.002', 'DURAND 😀') },
  {
    rule: 'syntax.encoding',
    severity: 'warning',
    tamper: () => new TextEncoder().encode(setValue(officerAlone, 'S21.G00.30.002', 'DURANDÉ')),
  },
  {
    rule: 'structure.cardinality',
    tamper: () => removeLines(officerAlone, (line) => line.startsWith('S10.G00.02.')),
  },
  {
    rule: 'structure.block-order',
    tamper: () => moveBeforeTotals(officerAlone, 'S21.G00.58.001', '01032026', 4),
  },
  {
    rule: 'structure.block-parent',
    tamper: () => officerAlone.replace("S20.G00.05.001,'01'", "S21.G00.81.001,'075'\r\nS20.G00.05.001,'01'"),
  },
  {
    rule: 'rubric.required',
    rubric: 'S21.G00.06.003',
    tamper: () => removeLines(officerAlone, (line) => line.startsWith('S21.G00.06.003')),
  },
  {
    rule: 'rubric.format',
    rubric: 'S21.G00.50.006',
    tamper: () => setValue(officerAlone, 'S21.G00.50.006', '7,50'),
  },
  { rule: 'rubric.date', tamper: () => setValue(officerAlone, 'S21.G00.30.006', '31021980') },
  { rule: 'envoi.norm-version', tamper: () => setValue(officerAlone, 'S10.G00.00.006', 'P25V01') },
  {
    rule: 'declaration.nature',
    severity: 'warning',
    tamper: () => setValue(officerAlone, 'S20.G00.05.001', '04'),
  },
  {
    rule: 'id.siren',
    rubric: 'S21.G00.06.001',
    tamper: () => setValue(officerAlone, 'S21.G00.06.001', '123456789'),
  },
  {
    rule: 'id.siret',
    rubric: 'S21.G00.11.001',
    tamper: () => setValue(officerAlone, 'S21.G00.11.001', '00029'),
  },
  {
    rule: 'id.nir',
    tamper: () =>
      setValue(setValue(officerAlone, 'S21.G00.30.001', '170032A056123'), 'S21.G00.30.006', '15031970'),
  },
  { rule: 'id.nir', tamper: () => setValue(officerAlone, 'S21.G00.30.001', '1800375999999') },
  { rule: 'id.nir-birth', tamper: () => setValue(officerAlone, 'S21.G00.30.006', '15031981') },
  { rule: 'id.nir-sex', tamper: () => setValue(officerAlone, 'S21.G00.30.005', '02') },
  {
    rule: 'id.nir-duplicate',
    tamper: () => {
      const nirs = lines(withEmployees).filter((line) => line.startsWith('S21.G00.30.001'));
      return setValue(withEmployees, 'S21.G00.30.001', nirs[1]?.slice(16, -1) ?? '', 2);
    },
  },
  { rule: 'id.iban', tamper: () => setValue(officerAlone, 'S21.G00.20.004', 'FR7630006000011234567890188') },
  { rule: 'payment.dgfip', tamper: () => setValue(officerAlone, 'S21.G00.20.002', 'DGFIP', 2) },
  { rule: 'period.month', tamper: () => setValue(officerAlone, 'S21.G00.78.003', '30042026') },
  { rule: 'period.payment-date', tamper: () => setValue(officerAlone, 'S21.G00.50.001', '01052026') },
  {
    rule: 'pas.amount',
    rubric: 'S21.G00.50.009',
    tamper: () => setValue(officerAlone, 'S21.G00.50.006', '9.50'),
  },
  {
    rule: 'pas.rate-id',
    tamper: () => removeLines(officerAlone, (line) => line.startsWith('S21.G00.50.008')),
  },
  { rule: 'pas.payment', tamper: () => setValue(officerAlone, 'S21.G00.20.005', '235.00', 2) },
  { rule: 'urssaf.payment', tamper: () => setValue(officerAlone, 'S21.G00.20.005', '1800.00', 0) },
  { rule: 'urssaf.bordereau-nominative', tamper: () => setValue(officerAlone, 'S21.G00.22.005', '1900.00') },
  {
    rule: 'urssaf.bordereau-ctp',
    severity: 'warning',
    tamper: () => setValue(officerAlone, 'S21.G00.23.004', '2800.00', 3),
  },
  {
    rule: 'aggregate.individual',
    rubric: 'S21.G00.23.004',
    tamper: () => setValue(officerAlone, 'S21.G00.23.004', '3000.00', 0),
  },
  { rule: 'aggregate.at-rate', tamper: () => setValue(officerAlone, 'S21.G00.23.003', '1.20') },
  {
    rule: 'aggregate.missing-ctp',
    tamper: () =>
      removeLines(
        officerAlone,
        (line, index, all) =>
          line === "S21.G00.23.001,'992'" ||
          all[index - 1] === "S21.G00.23.001,'992'" ||
          all[index - 2] === "S21.G00.23.001,'992'",
      ),
  },
  { rule: 'agirc-arrco.payment', tamper: () => setValue(officerAlone, 'S21.G00.20.005', '380.00', 1) },
  {
    rule: 'net-social.required',
    tamper: () => removeLines(officerAlone, (line) => line.startsWith('S21.G00.58.')),
  },
  { rule: 'remuneration.types', tamper: () => setValue(officerAlone, 'S21.G00.51.011', '017', 3) },
  { rule: 'contract.remuneration', tamper: () => setValue(officerAlone, 'S21.G00.40.009', '00009') },
  { rule: 'contract.officer-profile', tamper: () => setValue(officerAlone, 'S21.G00.51.013', '3800.00', 1) },
  { rule: 'contract.cadre-status', tamper: () => setValue(officerAlone, 'S21.G00.40.002', '06') },
  { rule: 'contract.retirement-regime', tamper: () => setValue(officerAlone, 'S21.G00.71.002', 'RETA') },
  {
    rule: 'contract.at-rate',
    severity: 'warning',
    tamper: () => removeLines(officerAlone, (line) => line.startsWith('S21.G00.40.043')),
  },
  {
    rule: 'activity.required',
    tamper: () => removeLines(withEmployees, (line) => line.startsWith('S21.G00.53.')),
  },
  {
    rule: 'seniority.required',
    tamper: () => removeLines(withEmployees, (line) => line.startsWith('S21.G00.86.')),
  },
  {
    rule: 'reduction.smic',
    tamper: () => removeLines(withEmployees, (line) => line.startsWith('S21.G00.79.')),
  },
  {
    rule: 'contribution.rate',
    severity: 'warning',
    tamper: () => setValue(officerAlone, 'S21.G00.81.007', '16.45'),
  },
  { rule: 'totals.lines', tamper: () => setValue(officerAlone, 'S90.G00.90.001', '240') },
  { rule: 'totals.declarations', tamper: () => setValue(officerAlone, 'S90.G00.90.002', '2') },
])('checkDsn catches $rule', ({ rule, severity = 'error', rubric, tamper }) => {
  it('in a tampered file, with a French message and its source', () => {
    const findings = checkDsn(tamper());
    const finding = findings.find((f) => f.rule === rule && f.severity === severity);
    expect(finding, JSON.stringify(findings, null, 1)).toBeDefined();
    expect(finding?.message).toMatch(/[a-zé]/);
    expect(finding?.source.length).toBeGreaterThan(5);
    if (rubric) expect(findings.some((f) => f.rule === rule && f.rubric === rubric)).toBe(true);
  });
});

describe('checkDsn on a file that is not a DSN', () => {
  it('reports every line and the missing envoi', () => {
    const rules = rulesOf('bonjour\nau revoir\n');
    expect(rules).toContain('error:syntax.line');
    expect(rules).toContain('error:structure.envoi');
  });
});
