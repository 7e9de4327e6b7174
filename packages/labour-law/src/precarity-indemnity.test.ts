import { describe, expect, it } from 'vitest';
import {
  computePrecarityIndemnity,
  PRECARITY_EXCLUSIONS,
  type PrecarityExclusion,
} from './precarity-indemnity.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('computePrecarityIndemnity (L1243-8)', () => {
  it.each([
    // 10 % of the total gross pay, to the nearest cent, half up.
    [1_800_000, 180_000],
    [1_234_567, 123_457], // 12 345,67 € → 1 234,567 €
    [12_345, 1_235], // 123,45 € → 12,345 €
    [12_344, 1_234],
    [0, 0],
  ])('%i cents of gross pay: %i cents', (totalGrossCents, amount) => {
    const result = computePrecarityIndemnity({ totalGrossCents });
    expect(result.eligible).toBe(true);
    expect(result.amountCents).toBe(amount);
    expect(result.articles).toEqual(['L1243-8', 'L1243-9']);
  });

  it('explains the 10 % and the 6 % an agreement may set', () => {
    expect(
      computePrecarityIndemnity({ totalGrossCents: 1_800_000, excluded: null }).rules.map((rule) =>
        plain(rule.explanation),
      ),
    ).toEqual([
      'Indemnité de fin de contrat : 10 % de la rémunération totale brute versée, 18 000,00 € × 10 % = 1 800,00 €, ' +
        'versée avec le dernier salaire.',
      'Une convention ou un accord collectif peut limiter ce taux à 6 % en contrepartie d’un accès privilégié à la ' +
        'formation professionnelle.',
    ]);
  });

  it.each<[PrecarityExclusion, readonly string[], string]>([
    [
      'seasonal-contract',
      ['L1243-10', 'L1242-2'],
      'Contrat saisonnier : l’indemnité de fin de contrat n’est pas due, sauf si la convention ou l’accord collectif la prévoit.',
    ],
    [
      'usage-contract',
      ['L1243-10', 'L1242-2'],
      'CDD d’usage (secteur où il est d’usage constant de ne pas recourir au CDI) : l’indemnité de fin de contrat n’est pas due, sauf si la convention ou l’accord collectif la prévoit.',
    ],
    [
      'employment-policy-contract',
      ['L1243-10', 'L1242-3'],
      'Contrat conclu au titre de la politique de l’emploi ou d’un complément de formation professionnelle (contrat aidé, période de reconversion…) : l’indemnité de fin de contrat n’est pas due, sauf si la convention ou l’accord collectif la prévoit.',
    ],
    [
      'student-holiday-job',
      ['L1243-10'],
      'Jeune embauché pour une période comprise dans ses vacances scolaires ou universitaires : l’indemnité de fin de contrat n’est pas due.',
    ],
    [
      'refused-permanent-contract',
      ['L1243-10'],
      'Refus par le salarié d’un CDI pour le même emploi ou un emploi similaire, avec une rémunération au moins équivalente : l’indemnité de fin de contrat n’est pas due.',
    ],
    [
      'early-termination-by-employee',
      ['L1243-10'],
      'Rupture anticipée du contrat à l’initiative du salarié : l’indemnité de fin de contrat n’est pas due.',
    ],
    [
      'serious-misconduct',
      ['L1243-10'],
      'Rupture anticipée pour faute grave du salarié : l’indemnité de fin de contrat n’est pas due.',
    ],
    [
      'force-majeure',
      ['L1243-10'],
      'Rupture anticipée pour force majeure : l’indemnité de fin de contrat n’est pas due.',
    ],
    [
      'hired-on-permanent-contract',
      ['L1243-8'],
      'Embauche en CDI à l’issue du CDD : l’indemnité de fin de contrat n’est pas due.',
    ],
  ])('nothing is due for %s', (excluded, articles, explanation) => {
    const result = computePrecarityIndemnity({ totalGrossCents: 1_800_000, excluded });
    expect(result.eligible).toBe(false);
    expect(result.amountCents).toBe(0);
    expect(result.articles).toEqual(articles);
    expect(result.rules).toEqual([{ articles, explanation }]);
  });

  it('lists every exclusion once, each with a French label', () => {
    expect(Object.keys(PRECARITY_EXCLUSIONS)).toHaveLength(9);
  });

  it.each([
    [{ totalGrossCents: -1 }, /totalGrossCents/],
    [{ totalGrossCents: 10.5 }, /totalGrossCents/],
    [
      { totalGrossCents: 100, excluded: 'toString' as PrecarityExclusion },
      /unknown precarity exclusion 'toString'/,
    ],
  ])('refuses %o', (input, message) => {
    expect(() => computePrecarityIndemnity(input)).toThrow(message);
  });
});

describe('computePrecarityIndemnity with the published contract’s boolean', () => {
  it('reads excluded: true as a case of L1243-10 and excluded: false as none', () => {
    const excluded = computePrecarityIndemnity({ totalGrossCents: 1_800_000, excluded: true });
    expect(excluded.eligible).toBe(false);
    expect(excluded.amountCents).toBe(0);
    expect(excluded.rules[0]?.articles).toContain('L1243-10');
    expect(computePrecarityIndemnity({ totalGrossCents: 1_800_000, excluded: false })).toEqual(
      computePrecarityIndemnity({ totalGrossCents: 1_800_000 }),
    );
  });
});
