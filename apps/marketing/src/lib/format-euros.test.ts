import { describe, expect, it } from 'vitest';
import { formatEuros } from './format-euros.ts';

// Intl separates with a no-break space (U+00A0 or U+202F depending on the ICU version), so that an
// amount never wraps away from its euro sign.
const noBreak = '[\u00a0\u202f]';

describe('formatEuros', () => {
  it('shows cents with a decimal comma and exactly 2 decimals', () => {
    expect(formatEuros(250)).toMatch(new RegExp(`^2,50${noBreak}€$`));
    expect(formatEuros(1900)).toMatch(new RegExp(`^19,00${noBreak}€$`));
  });

  it('groups thousands the French way', () => {
    expect(formatEuros(123456)).toMatch(new RegExp(`^1${noBreak}234,56${noBreak}€$`));
  });
});
