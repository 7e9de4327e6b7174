import { describe, expect, it } from 'vitest';
import {
  localPayElementsEffect,
  newPayElementDraft,
  parseEurosToCents,
  payElementInputOf,
  payElementKindsFor,
} from './pay-elements-form.ts';

describe('parseEurosToCents', () => {
  it.each([
    ['1 000,50', 100_050],
    ['1\u202f234,56', 123_456],
    ['1234.5', 123_450],
    ['1.234,56 €', 123_456],
    ['0,07', 7],
    ['80', 8_000],
  ])('reads « %s » as %i cents', (typed, cents) => {
    expect(parseEurosToCents(typed)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '12,345', '1,2,3'])('refuses « %s »', (typed) => {
    expect(parseEurosToCents(typed)).toBeNull();
  });
});

describe('payElementInputOf', () => {
  it('sends a bonus in cents', () => {
    expect(payElementInputOf({ kind: 'prime', label: 'Prime d’objectifs', amountCents: '1 000,50' })).toEqual(
      {
        input: { kind: 'prime', label: 'Prime d’objectifs', amountCents: 100_050 },
        issues: [],
      },
    );
  });

  it('puts the schema’s and the parser’s messages on their fields', () => {
    const result = payElementInputOf({ kind: 'prime', label: ' ', amountCents: '12,345' });
    expect(result.input).toBeNull();
    expect(result.issues).toEqual([
      {
        field: 'amountCents',
        message: 'Montant brut : un montant en euros est attendu, par exemple 1 234,56',
      },
      {
        field: 'label',
        message:
          'Indiquez la nature de la prime : elle figure sur le bulletin (art. R. 3243-1 du Code du travail)',
      },
    ]);
  });

  it('leaves an empty optional indemnity out of a paid leave', () => {
    const draft = { ...newPayElementDraft('conges-payes'), startDate: '2026-03-09', endDate: '2026-03-13' };
    expect(payElementInputOf(draft).input).toEqual({
      kind: 'conges-payes',
      startDate: '2026-03-09',
      endDate: '2026-03-13',
    });
  });
});

describe('the kinds offered', () => {
  it('offers no leave nor end-of-contract pay to an officer', () => {
    const officer = payElementKindsFor('officer').map((kind) => kind.value);
    expect(officer).toContain('vehicule');
    expect(officer).not.toContain('conges-payes');
    expect(officer).not.toContain('indemnite-fin-contrat');
    expect(payElementKindsFor('employee').map((kind) => kind.value)).toContain('conges-payes');
  });
});

describe('localPayElementsEffect', () => {
  it('values a bonus and a refund, and leaves the server’s leave out', () => {
    const effect = localPayElementsEffect(2026, 300_000, [
      { kind: 'prime', label: 'Prime', amountCents: '500' },
      { kind: 'frais', label: 'Déplacement', amountCents: '42,10' },
      { kind: 'conges-payes', startDate: '2026-03-09', endDate: '2026-03-13', indemnityCents: '' },
    ]);
    expect(effect?.grossAdditionsCents).toBe(50_000);
    expect(effect?.nonSubjectCents).toBe(4_210);
    expect(effect?.lines.map((line) => line.kind)).toEqual(['prime', 'frais']);
  });
});

describe('the termination indemnities', () => {
  it('send the rupture conventionnelle with its pension question answered, and ask it when it is not', () => {
    expect(
      payElementInputOf({ kind: 'indemnite-rupture-conventionnelle', employeeCanClaimPension: 'false' }),
    ).toEqual({
      input: { kind: 'indemnite-rupture-conventionnelle', employeeCanClaimPension: false },
      issues: [],
    });
    const unanswered = payElementInputOf({
      kind: 'indemnite-rupture-conventionnelle',
      employeeCanClaimPension: '',
    });
    expect(unanswered.issues).toEqual([
      {
        field: 'employeeCanClaimPension',
        message: 'Indiquez si le salarié peut faire liquider une pension de retraite de base',
      },
    ]);
    expect(payElementInputOf({ kind: 'indemnite-licenciement' })).toEqual({
      input: { kind: 'indemnite-licenciement' },
      issues: [],
    });
  });
});
