import { describe, expect, it } from 'vitest';
import { estimatePasswordStrength } from './password-strength.ts';
import {
  EMPLOYEES_REQUIRED_MESSAGE,
  isPhoneNumber,
  registerBodySchema,
  updateProfileBodySchema,
} from './user.ts';

const registration = {
  username: 'jeanne.martin',
  password: 'trois chats sur le toit',
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne@example.fr',
  company: 'Martin Conseil SASU',
  position: 'Présidente',
  status: 'sasu' as const,
};

describe('the audit of issue 22', () => {
  it('refuses « J’ai des salariés » with no employee, on the number field', () => {
    const result = registerBodySchema.safeParse({
      ...registration,
      hasEmployees: true,
      numberOfEmployees: 0,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['numberOfEmployees'], message: EMPLOYEES_REQUIRED_MESSAGE }),
    );
    expect(
      registerBodySchema.safeParse({ ...registration, hasEmployees: true, numberOfEmployees: 2 }).success,
    ).toBe(true);
    expect(registerBodySchema.safeParse({ ...registration, hasEmployees: false }).success).toBe(true);
  });

  it.each([
    ['06 12 34 56 78', true],
    ['+33 6 12 34 56 78', true],
    ['01.99.00.48.20', true],
    ['+32 2 555 12 12', true],
    ['abc', false],
    ['0612', false],
    ['06 12 34 56 78 ext', false],
  ])('reads %s as a phone number: %s', (phone, valid) => {
    expect(isPhoneNumber(phone)).toBe(valid);
    const profile = { ...registration, phone };
    expect(updateProfileBodySchema.safeParse(profile).success).toBe(valid);
  });

  it.each(['motdepasse123', 'azertyuiop', 'password', '12345678', 'soleil2024', 'marseille13'])(
    'calls %s too guessable',
    (password) => {
      expect(estimatePasswordStrength(password).tooGuessable).toBe(true);
    },
  );

  it('accepts a passphrase, and refuses a password made of the account’s own words', () => {
    expect(estimatePasswordStrength('trois chats sur le toit').tooGuessable).toBe(false);
    expect(estimatePasswordStrength('jeanne.martin2026', ['jeanne.martin']).tooGuessable).toBe(true);
  });
});
