import { dataRetention } from '@dirigeo/site-content';
import { describe, expect, it } from 'vitest';
import { retentionCutoffs, subtractCalendarMonths } from './retention-cutoffs.ts';

const at = (iso: string) => new Date(iso);

describe('subtractCalendarMonths', () => {
  it.each([
    ['2027-11-22T03:00:00.000Z', 12, '2026-11-22T03:00:00.000Z'],
    ['2027-01-15T23:59:59.999Z', 1, '2026-12-15T23:59:59.999Z'],
    ['2029-11-22T10:30:00.000Z', 36, '2026-11-22T10:30:00.000Z'],
    // A day the earlier month lacks: its last day.
    ['2027-03-31T08:00:00.000Z', 1, '2027-02-28T08:00:00.000Z'],
    ['2028-03-31T08:00:00.000Z', 1, '2028-02-29T08:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', 12, '2027-02-28T12:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', 48, '2024-02-29T12:00:00.000Z'],
    ['2027-05-31T00:00:00.000Z', 2, '2027-03-31T00:00:00.000Z'],
    ['2027-11-22T03:00:00.000Z', 0, '2027-11-22T03:00:00.000Z'],
  ])('%s minus %i months is %s', (from, months, expected) => {
    expect(subtractCalendarMonths(at(from), months).toISOString()).toBe(expected);
  });

  it('leaves its argument alone and refuses a fraction or a negative count', () => {
    const date = at('2027-03-31T08:00:00.000Z');
    subtractCalendarMonths(date, 1);
    expect(date.toISOString()).toBe('2027-03-31T08:00:00.000Z');
    expect(() => subtractCalendarMonths(date, 1.5)).toThrow(RangeError);
    expect(() => subtractCalendarMonths(date, -1)).toThrow(RangeError);
  });
});

describe('retentionCutoffs', () => {
  it("count the privacy policy's periods back from now", () => {
    expect(dataRetention).toMatchObject({
      chatConversationMonths: 12,
      newsletterYearsAfterUnsubscribing: 3,
      prospectYears: 3,
    });
    expect(retentionCutoffs(at('2027-11-22T09:15:00.000Z'))).toEqual({
      chatConversationsAskedBefore: at('2026-11-22T09:15:00.000Z'),
      newsletterUnsubscribedBefore: at('2024-11-22T09:15:00.000Z'),
      contactRequestsLastChangedBefore: at('2024-11-22T09:15:00.000Z'),
    });
  });
});
