import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateInFrance } from './date-in-france.ts';
import { recordDepositBodySchema } from './declaration.ts';

describe('a deposit recorded just after midnight in France', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes France’s date as today, not UTC’s (23:30 UTC is already the next day in Paris)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T23:30:00Z'));
    expect(dateInFrance()).toBe('2026-11-28');
    const body = { depositedAt: '2026-11-28', receiptNumber: 'NE-2026-000123' };
    expect(recordDepositBodySchema.safeParse(body).success).toBe(true);
    expect(recordDepositBodySchema.safeParse({ ...body, depositedAt: '2026-11-29' }).success).toBe(false);
  });
});
