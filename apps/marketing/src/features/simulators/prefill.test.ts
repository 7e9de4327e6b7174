import { describe, expect, it } from 'vitest';
import { initialDismissalIndemnityForm } from './calculators/dismissal-indemnity.ts';
import { initialGrossToNetForm } from './calculators/gross-to-net.ts';
import { prefilledForm } from './prefill.ts';

describe('prefilledForm', () => {
  it('fills the answers the address names, and every month’s salary', () => {
    const form = prefilledForm(
      initialDismissalIndemnityForm,
      '?motive=ordinary&startDate=2020-11-27&endDate=2026-11-27&salary=2500',
    );
    expect(form).toMatchObject({ motive: 'ordinary', startDate: '2020-11-27', endDate: '2026-11-27' });
    expect(form?.monthlySalaries).toEqual(Array(12).fill('2500'));
  });

  it('takes the officer’s gross for the payslip simulator', () => {
    expect(
      prefilledForm(initialGrossToNetForm, '?regime=officer&gross=4000&year=2026&month=11'),
    ).toMatchObject({
      regime: 'officer',
      gross: '4000',
      year: '2026',
      month: '11',
    });
  });

  it('ignores what the form does not have, what is not text, and overlong values', () => {
    expect(prefilledForm(initialGrossToNetForm, '?unknown=1&toString=x')).toBeNull();
    expect(prefilledForm(initialDismissalIndemnityForm, `?startDate=${'9'.repeat(41)}`)).toBeNull();
    expect(prefilledForm(initialDismissalIndemnityForm, '?absences=x')).toBeNull();
  });
});
