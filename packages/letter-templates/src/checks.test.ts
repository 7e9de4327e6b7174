import { describe, expect, it } from 'vitest';
import { daysInPeriod, firstDayAfterWorkingDays, isoOfDay } from './checks.ts';

const dayOf = (iso: string) => Date.parse(iso) / 86_400_000;

describe('firstDayAfterWorkingDays (L1232-2, R1231-1)', () => {
  it.each([
    // Monday: Tuesday to Saturday, run on to Monday; the interview on Tuesday.
    ['2026-03-02', '2026-03-10'],
    // Wednesday: Thursday, Friday, Saturday, Monday, Tuesday; the interview on Wednesday.
    ['2026-03-04', '2026-03-11'],
    // Saturday: Monday to Friday; the interview on Saturday.
    ['2026-03-07', '2026-03-14'],
    // Sunday: Monday to Friday as well.
    ['2026-03-08', '2026-03-14'],
  ])('five jours ouvrables after %s allow an interview on %s at the earliest', (from, earliest) => {
    expect(isoOfDay(firstDayAfterWorkingDays(dayOf(from), 5))).toBe(earliest);
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
