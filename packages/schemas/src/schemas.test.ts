import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  createPayslipBodySchema,
  documentFieldsSchema,
  documentNameFromFileName,
  formatPeriod,
  loginBodySchema,
  payslipMaxYear,
  registerFormSchema,
  updateProfileBodySchema,
} from './index.ts';

/** The first message of each field, as a form shows it. */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    messages[path] ??= issue.message;
  }
  return messages;
}

const validRegistration = {
  username: 'jeanne.martin',
  password: 'motdepasse',
  confirmPassword: 'motdepasse',
  termsAccepted: true as const,
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne@example.fr',
  company: 'Martin Conseil SASU',
  position: 'Présidente',
  status: 'sasu' as const,
};

describe('login', () => {
  it('asks for both fields in French', () => {
    expect(messagesOf(loginBodySchema.safeParse({ username: '', password: '' }))).toEqual({
      username: "Le nom d'utilisateur est requis",
      password: 'Le mot de passe est requis',
    });
  });
});

describe('registration form', () => {
  it('accepts a complete form and defaults the plan to the free trial', () => {
    const parsed = registerFormSchema.parse(validRegistration);
    expect(parsed.subscriptionType).toBe('free_trial');
    expect(parsed.numberOfEmployees).toBe(0);
  });

  it('shows the mismatch on the confirmation field and requires the terms', () => {
    const result = registerFormSchema.safeParse({
      ...validRegistration,
      confirmPassword: 'autrechose',
      termsAccepted: false,
    });
    expect(messagesOf(result)).toMatchObject({
      confirmPassword: 'Les mots de passe ne correspondent pas',
      termsAccepted: "Vous devez accepter les conditions d'utilisation",
    });
  });

  it('rejects a short password and a SIRET that is not 14 digits', () => {
    const result = registerFormSchema.safeParse({
      ...validRegistration,
      password: 'court',
      confirmPassword: 'court',
      siret: '123',
    });
    expect(messagesOf(result)).toMatchObject({
      password: 'Le mot de passe doit contenir au moins 8 caractères',
      confirmPassword: 'Le mot de passe doit contenir au moins 8 caractères',
      siret: 'Le SIRET doit contenir 14 chiffres',
    });
    expect(registerFormSchema.parse({ ...validRegistration, siret: '852 379 148 00012' }).siret).toBe(
      '85237914800012',
    );
  });

  it('refuses a SIRET whose key is wrong, as the contact form does: a payslip prints it', () => {
    const checksum =
      "Ce SIRET n'est pas valide : vérifiez ses 14 chiffres, la clé de contrôle ne correspond pas.";
    expect(
      messagesOf(registerFormSchema.safeParse({ ...validRegistration, siret: '123 456 789 00012' })),
    ).toMatchObject({
      siret: checksum,
    });
  });
});

describe('profile', () => {
  it('gives the spec message of each required field', () => {
    expect(messagesOf(updateProfileBodySchema.safeParse({ email: 'pas-un-email' }))).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      email: 'Email invalide',
      company: "Le nom de l'entreprise est requis",
      position: 'La fonction est requise',
      status: 'Le statut est requis',
    });
  });

  it('refuses texts longer than the 255-character column', () => {
    const result = updateProfileBodySchema.safeParse({
      firstName: 'a'.repeat(256),
      lastName: 'Martin',
      email: 'j@example.fr',
      company: 'X',
      position: 'Y',
      status: 'sas',
    });
    expect(result.success).toBe(false);
  });
});

describe('password change', () => {
  it('only sends the two passwords and checks the confirmation', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: '',
      newPassword: 'abc',
      confirmPassword: 'abd',
    });
    expect(messagesOf(result)).toMatchObject({
      currentPassword: 'Le mot de passe actuel est requis',
      newPassword: 'Le nouveau mot de passe doit contenir au moins 8 caractères',
      confirmPassword: 'La confirmation du mot de passe est requise',
    });
  });
});

describe('payslip body', () => {
  const base = {
    month: 3,
    year: 2026,
    grossSalary: 1234.56,
    socialContributions: 300,
    status: 'draft' as const,
  };

  it('accepts euros with two decimals and parses the data snapshot sent as a JSON string', () => {
    const parsed = createPayslipBodySchema.parse({
      ...base,
      data: JSON.stringify({ employerName: 'ACME' }),
      userId: 99,
    });
    expect(parsed.data).toEqual({ employerName: 'ACME' });
    expect(parsed).not.toHaveProperty('userId');
  });

  it.each([
    [{ grossSalary: -1 }, 'grossSalary', 'Le salaire brut ne peut pas être négatif'],
    [
      { socialContributions: -0.01 },
      'socialContributions',
      'Les charges sociales ne peuvent pas être négatives',
    ],
    [{ grossSalary: 10.001 }, 'grossSalary', 'Le montant ne peut pas avoir plus de 2 décimales'],
    [{ month: 13 }, 'month', 'Le mois doit être compris entre 1 et 12'],
    [{ year: 2019 }, 'year', "L'année doit être au moins 2020"],
    [{ year: payslipMaxYear() + 1 }, 'year', `L'année ne peut pas dépasser ${payslipMaxYear()}`],
    [{ status: 'archived' }, 'status', 'Le statut doit être Brouillon ou Finalisé'],
    [{ data: '{pas du json' }, 'data', 'Les données du bulletin ne sont pas du JSON valide'],
  ])('rejects %o', (override, path, message) => {
    expect(messagesOf(createPayslipBodySchema.safeParse({ ...base, ...override }))[path]).toBe(message);
  });

  it('answers in French for a wrong type', () => {
    const message = messagesOf(
      createPayslipBodySchema.safeParse({ ...base, grossSalary: 'beaucoup' }),
    ).grossSalary;
    expect(message).toBe('Montant invalide');
  });
});

describe('documents', () => {
  it('requires a name and a known category', () => {
    expect(messagesOf(documentFieldsSchema.safeParse({ name: ' ', category: 'photos' }))).toEqual({
      name: 'Le nom du document est requis',
      category: 'La catégorie est requise',
    });
  });

  it.each([
    ['attestation_urssaf-2026.pdf', 'attestation urssaf 2026'],
    ['bulletin.mars.png', 'bulletin.mars'],
    ['sans-extension', 'sans extension'],
  ])('names %s as %s', (fileName, expected) => {
    expect(documentNameFromFileName(fileName)).toBe(expected);
  });
});

describe('periods', () => {
  it('writes months by their French names', () => {
    expect(formatPeriod(2, 2026)).toBe('Février 2026');
    expect(formatPeriod(12, 2025)).toBe('Décembre 2025');
  });
});

describe("the employer's details of the profile (printed on payslips)", () => {
  const profile = {
    firstName: 'Jeanne',
    lastName: 'Martin',
    email: 'jeanne@example.fr',
    company: 'Martin Conseil',
    position: 'Présidente',
    status: 'sasu',
  };

  it.each([
    ['70.22Z', '70.22Z'],
    ['7022z', '70.22Z'],
    [' 70 22 Z ', '70.22Z'],
    ['', ''],
  ])('writes the APE code %j as %j', (typed, stored) => {
    expect(updateProfileBodySchema.parse({ ...profile, nafCode: typed }).nafCode).toBe(stored);
  });

  it('refuses an APE code or a SIRET of the wrong shape, and leaves absent ones absent', () => {
    expect(
      messagesOf(updateProfileBodySchema.safeParse({ ...profile, nafCode: '702', siret: '123' })),
    ).toEqual({
      nafCode: 'Le code APE a la forme 70.22Z',
      siret: 'Le SIRET doit contenir 14 chiffres',
    });
    expect(messagesOf(updateProfileBodySchema.safeParse({ ...profile, siret: '85237914800013' }))).toEqual({
      siret: "Ce SIRET n'est pas valide : vérifiez ses 14 chiffres, la clé de contrôle ne correspond pas.",
    });
    expect(updateProfileBodySchema.parse({ ...profile, siret: '852 379 148 00012' }).siret).toBe(
      '85237914800012',
    );
    expect(updateProfileBodySchema.parse({ ...profile, siret: '' }).siret).toBe('');
    const parsed = updateProfileBodySchema.parse(profile);
    expect(parsed).not.toHaveProperty('siret');
    expect(parsed).not.toHaveProperty('companyAddress');
  });
});

describe("a payslip's data snapshot", () => {
  it("keeps the client's identity fields and drops the amounts it sent (the server writes its own)", () => {
    const body = createPayslipBodySchema.parse({
      month: 3,
      year: 2025,
      grossSalary: 1000,
      socialContributions: 200,
      status: 'draft',
      data: JSON.stringify({ employerName: 'X', employeeName: 'Y', position: 'Z', netSalary: 799.99999 }),
    });
    expect(body.data).toEqual({ employerName: 'X', employeeName: 'Y', position: 'Z' });
  });
});
