import { describe, expect, it } from 'vitest';
import { daysInPeriod, letterCheckIssues } from './checks.ts';

const dayOf = (iso: string) => Date.parse(iso) / 86_400_000;

/** The date the interview check gives as the earliest, or null when the interview's date keeps it. */
function earliestInterview(dateLettre: string, dateEntretien: string): string | null {
  const convocation = {
    checks: [
      { kind: 'workingDaysAfter', field: 'dateEntretien', other: 'dateLettre', days: 5, message: 'Trop tôt' },
    ],
  } as const;
  return letterCheckIssues(convocation, { dateLettre, dateEntretien })[0]?.fix ?? null;
}

describe('the interview 5 jours ouvrables after its convocation (L1232-2, R1231-1)', () => {
  it.each([
    // Monday: Tuesday to Saturday, run on to Monday; the interview on Tuesday.
    ['2026-03-02', '2026-03-10'],
    // Wednesday: Thursday, Friday, Saturday, Monday, Tuesday; the interview on Wednesday.
    ['2026-03-04', '2026-03-11'],
    // Saturday: Monday to Friday; the interview on Saturday.
    ['2026-03-07', '2026-03-14'],
    // Sunday: Monday to Friday as well.
    ['2026-03-08', '2026-03-14'],
    // Cass. soc. 12 mars 2025, n° 23-12.766: presented Friday 22 December 2017, Christmas not counted.
    ['2017-12-22', '2017-12-30'],
    // Tuesday 15 April 2025: Easter Monday not counted, the interview on Wednesday 23.
    ['2025-04-15', '2025-04-23'],
  ])('five jours ouvrables after %s allow an interview on %s at the earliest', (from, earliest) => {
    expect(earliestInterview(from, earliest)).toBeNull();
    const dayBefore = new Date(Date.parse(earliest) - 86_400_000).toISOString().slice(0, 10);
    expect(earliestInterview(from, dayBefore)).toBe(earliest);
  });
});

describe('daysInPeriod', () => {
  it.each([
    ['2026-03-23', '2026-03-28', 'calendar', 6],
    ['2026-03-23', '2026-03-29', 'calendar', 7],
    ['2026-03-23', '2026-03-29', 'exceptSundays', 6],
    ['2026-03-29', '2026-03-29', 'exceptSundays', 0],
    ['2026-03-29', '2026-03-28', 'calendar', 0],
  ] as const)('from %s to %s, %s: %i', (start, end, count, days) => {
    expect(daysInPeriod(dayOf(start), dayOf(end), count)).toBe(days);
  });
});
