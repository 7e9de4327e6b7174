import { describe, expect, it } from 'vitest';
import {
  addMonths,
  applyProviderSubscription,
  cancellationDate,
  type ProviderSubscription,
  resolveSubscription,
  type StoredSubscription,
  startTrial,
} from './subscription-state.ts';
import { trialDaysLeft } from '@dirigeo/site-content';

const registered = new Date('2026-11-01T10:00:00Z');
const at = (iso: string) => new Date(iso);
const billing = (now: string) => ({ now: at(now), billingEnabled: true });

function paid(overrides: Partial<ProviderSubscription> = {}): ProviderSubscription {
  return {
    status: 'active',
    plan: 'essentielle',
    interval: 'month',
    currentPeriodEnd: at('2026-12-10T10:00:00Z'),
    cancelAt: null,
    pastDueSince: null,
    ...overrides,
  };
}

function withProvider(provider: ProviderSubscription | null): StoredSubscription {
  return { ...startTrial(registered, 'essentielle', 'month'), provider };
}

describe('the trial', () => {
  const trial = startTrial(registered, 'complete', 'year');

  it('lasts 14 days from the registration, on Essentielle in demo mode, whatever plan was chosen', () => {
    expect(trial.trialEndsAt).toEqual(at('2026-11-15T10:00:00Z'));
    const resolved = resolveSubscription(trial, billing('2026-11-14T10:00:00Z'));
    expect(resolved).toMatchObject({ status: 'trialing', plan: 'essentielle', demo: true });
    expect(trialDaysLeft(resolved.trialEndsAt ?? registered, at('2026-11-14T10:00:00Z'))).toBe(1);
  });

  it('ends by itself on Freemium', () => {
    expect(resolveSubscription(trial, billing('2026-11-15T10:00:00Z'))).toMatchObject({
      status: 'freemium',
      plan: 'freemium',
      demo: false,
      trialEndsAt: null,
    });
  });

  it('keeps the plan chosen as a wish, never a grant', () => {
    expect(trial.chosenPlan).toBe('complete');
    expect(resolveSubscription(trial, billing('2026-11-02T10:00:00Z')).plan).toBe('essentielle');
  });
});

describe.each([
  ['active', null, '2026-11-20T00:00:00Z', { status: 'active', plan: 'essentielle', demo: false }],
  ['trialing', null, '2026-11-20T00:00:00Z', { status: 'active', plan: 'essentielle' }],
  ['active', '2026-12-10T10:00:00Z', '2026-11-20T00:00:00Z', { status: 'canceled', plan: 'essentielle' }],
  ['active', '2026-12-10T10:00:00Z', '2026-12-10T10:00:00Z', { status: 'freemium', plan: 'freemium' }],
  ['canceled', null, '2026-11-20T00:00:00Z', { status: 'freemium', plan: 'freemium' }],
  ['incomplete_expired', null, '2026-11-20T00:00:00Z', { status: 'freemium', plan: 'freemium' }],
  ['paused', null, '2026-11-20T00:00:00Z', { status: 'freemium', plan: 'freemium' }],
  // A SEPA debit in progress: the trial goes on.
  ['incomplete', null, '2026-11-05T00:00:00Z', { status: 'trialing', plan: 'essentielle', demo: true }],
  ['incomplete', null, '2026-11-20T00:00:00Z', { status: 'freemium', plan: 'freemium' }],
] as const)('a paid subscription %s (cancel at %s) at %s', (status, cancelAt, now, expected) => {
  it(`is ${expected.status} on ${expected.plan}`, () => {
    const stored = withProvider(paid({ status, cancelAt: cancelAt ? at(cancelAt) : null }));
    expect(resolveSubscription(stored, billing(now))).toMatchObject(expected);
  });
});

describe('a failed payment', () => {
  const failing = applyProviderSubscription(
    withProvider(paid()),
    { ...paid(), status: 'past_due' },
    at('2026-12-10T12:00:00Z'),
  );

  it('keeps the plan for the 14 days of grace, then goes back to Freemium', () => {
    expect(resolveSubscription(failing, billing('2026-12-24T11:59:00Z'))).toMatchObject({
      status: 'past_due',
      plan: 'essentielle',
      graceEndsAt: at('2026-12-24T12:00:00Z'),
    });
    expect(resolveSubscription(failing, billing('2026-12-24T12:00:00Z'))).toMatchObject({
      status: 'freemium',
      plan: 'freemium',
    });
  });

  it('does not restart the grace period at each retry', () => {
    const retried = applyProviderSubscription(
      failing,
      { ...paid(), status: 'past_due' },
      at('2026-12-15T00:00:00Z'),
    );
    expect(retried.provider?.pastDueSince).toEqual(at('2026-12-10T12:00:00Z'));
  });

  it('is forgotten once paid', () => {
    const recovered = applyProviderSubscription(failing, paid(), at('2026-12-12T00:00:00Z'));
    expect(recovered.provider?.pastDueSince).toBeNull();
    expect(resolveSubscription(recovered, billing('2026-12-30T00:00:00Z')).status).toBe('active');
  });
});

describe('without billing, and for the demo account', () => {
  it('puts every account on the plan it chose, marked as given without payment', () => {
    const trial = startTrial(registered, 'complete', null);
    expect(
      resolveSubscription(trial, { now: at('2027-06-01T00:00:00Z'), billingEnabled: false }),
    ).toMatchObject({
      status: 'complimentary',
      plan: 'complete',
      demo: false,
      currentPeriodEnd: null,
    });
  });

  it('keeps the demo account on Complète whatever the provider says', () => {
    const demo = { ...withProvider(paid({ status: 'canceled' })), complimentaryPlan: 'complete' as const };
    expect(resolveSubscription(demo, billing('2027-06-01T00:00:00Z'))).toMatchObject({
      status: 'complimentary',
      plan: 'complete',
    });
  });
});

describe('a cancellation (CGV notice: 15 days monthly, 1 month yearly)', () => {
  it.each([
    ['month', '2026-12-10T10:00:00Z', '2026-11-20T00:00:00Z', '2026-12-10T10:00:00Z'],
    ['month', '2026-12-10T10:00:00Z', '2026-11-30T00:00:00Z', '2027-01-10T10:00:00Z'],
    ['year', '2027-11-10T10:00:00Z', '2027-10-01T00:00:00Z', '2027-11-10T10:00:00Z'],
    ['year', '2027-11-10T10:00:00Z', '2027-10-20T00:00:00Z', '2028-11-10T10:00:00Z'],
  ] as const)('%s ending %s asked on %s takes effect on %s', (interval, periodEnd, now, expected) => {
    expect(cancellationDate(at(periodEnd), interval, at(now))).toEqual(at(expected));
  });

  it('counts months as billing does (31 January + 1 month = 28 February)', () => {
    expect(addMonths(at('2027-01-31T00:00:00Z'), 1)).toEqual(at('2027-02-28T00:00:00Z'));
  });
});
