import { describe, expect, it } from 'vitest';
import { pendingDeclaration } from './declaration-reminder.ts';

const finalised = (month: number) => ({ year: 2026, month, status: 'completed' as const });

describe('pendingDeclaration', () => {
  it('reminds of the latest finalised month until its declaration is deposited', () => {
    const payslips = [finalised(9), finalised(10), { year: 2026, month: 11, status: 'draft' as const }];
    expect(pendingDeclaration(payslips, [], '2026-11-03')).toEqual({
      period: '2026-10',
      action: 'prepare',
      dueDate: null,
      late: false,
    });
    const ready = { period: '2026-10', status: 'ready' as const, dueDate: '2026-11-16' };
    expect(pendingDeclaration(payslips, [ready], '2026-11-03')).toEqual({
      period: '2026-10',
      action: 'deposit',
      dueDate: '2026-11-16',
      late: false,
    });
    expect(pendingDeclaration(payslips, [{ ...ready, status: 'draft' }])?.action).toBe('fix');
    expect(pendingDeclaration(payslips, [{ ...ready, status: 'stale' }])?.action).toBe('prepare');
    expect(pendingDeclaration(payslips, [{ ...ready, status: 'deposited' }])).toBeNull();
  });

  it('says the declaration is late from the day after its due date, in France', () => {
    const ready = { period: '2026-10', status: 'ready' as const, dueDate: '2026-11-16' };
    expect(pendingDeclaration([finalised(10)], [ready], '2026-11-16')?.late).toBe(false);
    expect(pendingDeclaration([finalised(10)], [ready], '2026-11-17')?.late).toBe(true);
    expect(pendingDeclaration([finalised(10)], [{ ...ready, status: 'draft' }], '2026-11-28')?.late).toBe(
      true,
    );
  });

  it('has nothing to remind without a finalised payslip', () => {
    expect(pendingDeclaration([{ year: 2026, month: 11, status: 'draft' }], [])).toBeNull();
  });
});
