import { describe, expect, it } from 'vitest';
import { formatProviderAddress, formatSiren, provider } from './provider.ts';

/** The Luhn check every SIREN passes (INSEE). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (const [index, character] of [...digits].reverse().entries()) {
    let digit = Number(character);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

describe('the provider identity', () => {
  it('has a valid SIREN and the VAT number that goes with it', () => {
    expect(provider.siren).toMatch(/^\d{9}$/);
    expect(passesLuhn(provider.siren)).toBe(true);
    const key = (12 + 3 * (Number(provider.siren) % 97)) % 97;
    expect(provider.vatNumber).toBe(`FR${String(key).padStart(2, '0')}${provider.siren}`);
  });

  it('states the share capital of spec 001 §9', () => {
    expect(provider.shareCapitalCents).toBe(500_000);
  });

  it('formats the address and the SIREN for the legal pages', () => {
    expect(formatProviderAddress()).toBe('10 rue de Penthièvre, 75008 Paris');
    expect(formatSiren()).toBe('912 345 675');
  });
});
