import { describe, expect, it } from 'vitest';
import { computeOfficerPayslip } from './compute-officer-payslip.ts';
import { computeEmployeePayslip } from './compute-employee-payslip.ts';
import { versementMobiliteFor } from './versement-mobilite.ts';

describe('versementMobiliteFor', () => {
  it.each([
    // Paris (commune and an arrondissement) and the petite couronne: 3,20 % since 1 February 2024.
    ['75056', 60, { kind: 'due', ratePercent: 3.2 }],
    ['75108', 11, { kind: 'due', ratePercent: 3.2 }],
    ['92012', 11, { kind: 'due', ratePercent: 3.2 }],
    ['93066', 200, { kind: 'due', ratePercent: 3.2 }],
    // Lyon 3e and Villeurbanne, Métropole de Lyon: 2 %.
    ['69383', 60, { kind: 'due', ratePercent: 2 }],
    ['69266', 11, { kind: 'due', ratePercent: 2 }],
    ['13206', 11, { kind: 'due', ratePercent: 2 }],
    ['33063', 11, { kind: 'due', ratePercent: 2 }],
    // Below 11 staff: never due.
    ['75056', 10, { kind: 'not-due', reason: 'headcount' }],
    // A commune the table does not hold: the company must say.
    ['31555', 60, { kind: 'unlisted' }],
  ] as const)('%s with %i staff', (communeInsee, headcount, expected) => {
    expect(versementMobiliteFor({ communeInsee, headcount })).toMatchObject(expected);
  });

  it('takes the rate a company declares for an unlisted commune, 0 meaning none, never for a listed one', () => {
    expect(versementMobiliteFor({ communeInsee: '23096', headcount: 60, declaredRatePercent: 0 })).toEqual({
      kind: 'not-due',
      reason: 'commune-without',
    });
    expect(
      versementMobiliteFor({ communeInsee: '31555', headcount: 60, declaredRatePercent: 2 }),
    ).toMatchObject({ kind: 'due', ratePercent: 2 });
    expect(
      versementMobiliteFor({ communeInsee: '75056', headcount: 60, declaredRatePercent: 0 }),
    ).toMatchObject({ kind: 'due', ratePercent: 3.2 });
    expect(() => versementMobiliteFor({ communeInsee: '7505', headcount: 60 })).toThrow(RangeError);
    expect(() =>
      versementMobiliteFor({ communeInsee: '31555', headcount: 60, declaredRatePercent: 5 }),
    ).toThrow(RangeError);
  });
});

describe('the versement mobilité line', () => {
  const rateOf = (communeInsee: string, headcount: number, declaredRatePercent?: number) => {
    const vm = versementMobiliteFor({
      communeInsee,
      headcount,
      ...(declaredRatePercent === undefined ? {} : { declaredRatePercent }),
    });
    return vm.kind === 'due' ? vm.ratePercent : 0;
  };
  const line = (p: { lines: { code: string; baseCents: number; employerAmountCents: number }[] }) =>
    p.lines.find((l) => l.code === 'versement-mobilite');

  it.each([
    // 60 staff in Paris, 4 000 € gross: 4 000 × 3,20 % = 128 € (the shortfall).
    ['75056', 60, undefined, 12_800],
    // Lyon: 4 000 × 2 % = 80 €.
    ['69381', 60, undefined, 8_000],
    // A commune declared without one: no line.
    ['23096', 60, 0, null],
    // Paris below 11 staff: no line.
    ['75056', 10, undefined, null],
  ] as const)('an officer of a company in %s with %i staff', (commune, headcount, declared, amount) => {
    const payslip = computeOfficerPayslip({
      year: 2026,
      month: 3,
      grossCents: 400_000,
      headcount,
      versementMobiliteRatePercent: rateOf(commune, headcount, declared),
    });
    const vm = line(payslip);
    if (amount === null) expect(vm).toBeUndefined();
    else expect(vm).toMatchObject({ baseCents: 400_000, employerAmountCents: amount });
  });

  it('an employee in Paris pays it on the whole assiette, with the employer cost raised by it', () => {
    const input = { year: 2026, month: 3, grossCents: 250_000, headcount: 60, status: 'non-cadre' } as const;
    const without = computeEmployeePayslip(input);
    const paris = computeEmployeePayslip({ ...input, versementMobiliteRatePercent: rateOf('75056', 60) });
    expect(line(paris)).toMatchObject({ baseCents: 250_000, employerAmountCents: 8_000 });
    expect(paris.employerCost - without.employerCost).toBe(8_000);
  });
});
