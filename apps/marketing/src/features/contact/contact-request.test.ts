import { contactBodySchema } from '@dirigeo/schemas';
import {
  CONTACT_EMPLOYEE_COUNT_MAX,
  CONTACT_FIELD_MESSAGES,
  CONTACT_TEXTS,
} from '@dirigeo/schemas/constants';
import { describe, expect, it } from 'vitest';
import { checkContactForm, fieldErrorsOf, preselectionOf, sendFailureMessage } from './contact-request.ts';

function formData(overrides: Record<string, string> = {}): FormData {
  const data = new FormData();
  const values: Record<string, string> = {
    companyName: 'Martin Conseil',
    name: 'Camille Martin',
    email: 'camille@martin-conseil.fr',
    jobTitle: 'Présidente',
    employeeCount: '3',
    package: 'essential',
    clientType: 'company',
    siret: '912 345 675 00009',
    message: 'Un devis, s’il vous plaît.',
    website: '',
    newsletter: '',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe('checkContactForm (spec 001 §5)', () => {
  it('sends a complete form filled in more than 3 s', () => {
    const check = checkContactForm(formData(), 20_000);
    expect(check).toEqual({
      kind: 'ready',
      fields: {
        companyName: 'Martin Conseil',
        name: 'Camille Martin',
        email: 'camille@martin-conseil.fr',
        jobTitle: 'Présidente',
        employeeCount: 3,
        package: 'essential',
        clientType: 'company',
        siret: '912 345 675 00009',
        message: 'Un devis, s’il vous plaît.',
      },
    });
  });

  it('treats a filled honeypot as a robot before anything else', () => {
    expect(checkContactForm(formData({ website: 'x', siret: '' }), 100)).toEqual({ kind: 'robot' });
    expect(checkContactForm(formData({ newsletter: 'oui' }), 20_000)).toEqual({ kind: 'robot' });
  });

  it('refuses a form sent within 3 s', () => {
    expect(checkContactForm(formData(), 2_999)).toEqual({ kind: 'too-fast' });
    expect(checkContactForm(formData(), 3_000).kind).toBe('ready');
  });

  it("asks for the SIRET with the 'SIRET requis' toast when it is blank", () => {
    expect(checkContactForm(formData({ siret: '  ' }), 20_000)).toEqual({ kind: 'siret-missing' });
  });

  it('names each field to fix', () => {
    const check = checkContactForm(
      formData({ email: 'camille', employeeCount: '-1', siret: '91234567500019', package: '', message: '' }),
      20_000,
    );
    expect(check).toEqual({
      kind: 'invalid',
      errors: {
        email: CONTACT_FIELD_MESSAGES.emailInvalid,
        employeeCount: CONTACT_FIELD_MESSAGES.employeeCountNegative,
        package: CONTACT_FIELD_MESSAGES.package,
        siret: CONTACT_TEXTS.siretChecksum,
        message: CONTACT_FIELD_MESSAGES.message,
      },
    });
  });

  it('refuses the employee counts the server would refuse, with its words', () => {
    const errorOf = (employeeCount: string) => {
      const check = checkContactForm(formData({ employeeCount }), 20_000);
      return check.kind === 'invalid' ? check.errors.employeeCount : undefined;
    };
    expect(errorOf(String(CONTACT_EMPLOYEE_COUNT_MAX))).toBeUndefined();
    expect(errorOf(String(CONTACT_EMPLOYEE_COUNT_MAX + 1))).toBe(
      CONTACT_FIELD_MESSAGES.employeeCountTooLarge,
    );
    expect(errorOf('1e12')).toBe(CONTACT_FIELD_MESSAGES.employeeCountTooLarge);
    expect(errorOf('2.5')).toBe(CONTACT_FIELD_MESSAGES.employeeCountWhole);
    expect(
      contactBodySchema.safeParse({ employeeCount: CONTACT_EMPLOYEE_COUNT_MAX + 1 }).error?.issues,
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: ['employeeCount'],
          message: CONTACT_FIELD_MESSAGES.employeeCountTooLarge,
        }),
      ]),
    );
  });
});

describe('the answers of POST /api/contact', () => {
  it("shows the server's message, or the spec's fallback", () => {
    expect(sendFailureMessage({ message: 'Trop de demandes' })).toBe('Trop de demandes');
    expect(sendFailureMessage(null)).toBe("Une erreur s'est produite");
    expect(sendFailureMessage({ message: '' })).toBe("Une erreur s'est produite");
  });

  it('puts the issues of a 400 under their fields', () => {
    expect(
      fieldErrorsOf({
        message: 'x',
        issues: [
          { path: 'siret', message: 'A' },
          { path: 'siret', message: 'B' },
          { path: 'unknown', message: 'C' },
        ],
      }),
    ).toEqual({ siret: 'A' });
  });
});

describe('preselectionOf', () => {
  it('reads the contact type and the package from the address', () => {
    expect(preselectionOf('?type=accountant&formule=premium')).toEqual({
      clientType: 'accountant',
      package: 'premium',
    });
    expect(preselectionOf('?type=robot')).toEqual({});
  });
});
