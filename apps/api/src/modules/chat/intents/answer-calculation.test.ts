import { describe, expect, it } from 'vitest';
import { answerCalculation } from './answer-calculation.ts';
import type { Intent } from './recognise-intent.ts';

type Calculation = Extract<Intent, { kind: 'calculation' }>;

const procedure = (presentedOnWeekday: Calculation['presentedOnWeekday']): Calculation => ({
  kind: 'calculation',
  calculator: 'procedure-licenciement',
  seniorityMonths: null,
  amountCents: null,
  seriousMisconduct: false,
  disabledWorker: false,
  ...(presentedOnWeekday ? { presentedOnWeekday } : {}),
});

describe('a convocation told by its weekday without its year (stop 49)', () => {
  it('is dated in the one year, next to today’s, whose day it is', () => {
    // « lundi 27 avril »: a Monday in 2026, a Sunday in 2025, a Tuesday in 2027.
    const { html } = answerCalculation(
      procedure({ weekday: 1, day: 27, month: 4 }),
      new Date('2026-11-29T12:00:00Z'),
    );
    expect(html).toContain('Pour une convocation présentée le 27 avril 2026');
    expect(html).toContain('mardi 5 mai 2026');
    expect(html).toContain('startDate=2026-04-27');
  });

  it('takes today as the example when no year around today has that day on that weekday, or it is a year away', () => {
    // « lundi 1er décembre » on 29 November 2026: a Monday in 2025 only, a year back (a weekday mistyped).
    expect(
      answerCalculation(procedure({ weekday: 1, day: 1, month: 12 }), new Date('2026-11-29T12:00:00Z')).html,
    ).toContain('Exemple pour une convocation présentée aujourd’hui');
    // A Wednesday 27 April: 2022, then 2033; none in 2025–2027.
    const { html } = answerCalculation(
      procedure({ weekday: 3, day: 27, month: 4 }),
      new Date('2026-11-29T12:00:00Z'),
    );
    expect(html).toContain('Exemple pour une convocation présentée aujourd’hui');
  });
});

describe('a dismissal’s notice from dates with an absence (stop 49 review)', () => {
  it('says which days do not count in the seniority, with L1234-8', () => {
    const { html } = answerCalculation(
      {
        kind: 'calculation',
        calculator: 'preavis-licenciement',
        seniorityMonths: null,
        amountCents: null,
        seriousMisconduct: false,
        disabledWorker: false,
        employmentDates: {
          hiredOn: '2024-01-08',
          eventOn: '2026-02-02',
          absences: [{ kind: 'non-professional-sick-leave', from: '2024-03-04', to: '2024-06-30' }],
        },
      },
      new Date('2026-11-29T12:00:00Z'),
    );
    // 2 years less 119 days: 1 year and 9 months, so a one-month notice (L1234-1).
    expect(html).toContain('Les 119\u00a0jours d’arrêt maladie non professionnel');
    expect(html).toContain('href="/code-du-travail/article/L1234-8"');
    expect(html).toContain('<strong>1 mois</strong>');
  });
});

describe('the paid leave beside a CDD’s end (stop 49, last reading)', () => {
  const cdd = (precarityExclusion?: 'seasonal-contract'): Calculation => ({
    kind: 'calculation',
    calculator: 'indemnite-precarite',
    seniorityMonths: 4,
    amountCents: 190_000,
    bonusCents: 40_000,
    seriousMisconduct: false,
    disabledWorker: false,
    withPaidLeave: true,
    ...(precarityExclusion ? { precarityExclusion } : {}),
  });
  it('counts the bonus told in the tenth, with the precarity indemnity when due', () => {
    // 4 × 1 900 € + 400 € = 8 000 €; precarity 800 €; tenth of 8 800 € = 880 €.
    expect(answerCalculation(cdd(), new Date('2026-11-29T12:00:00Z')).html).toContain(
      '<strong>880,00\u00a0€</strong>',
    );
  });
  it('counts the bonus when the precarity indemnity is not due (a seasonal contract)', () => {
    const { html } = answerCalculation(cdd('seasonal-contract'), new Date('2026-11-29T12:00:00Z'));
    expect(html).toContain('<strong>n’est pas due</strong>');
    expect(html).toContain('<strong>800,00\u00a0€</strong>');
  });
});
