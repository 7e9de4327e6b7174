import { describe, expect, it } from 'vitest';
import { contactBodySchema } from './contact.ts';
import { chargesSimulationQuerySchema } from './simulator.ts';
import { CONTACT_TEXTS, siretMessage, siretProblem } from './constants/contact.ts';

const validContact = {
  name: 'Camille Martin',
  email: 'camille@martin-conseil.fr',
  companyName: 'Martin Conseil',
  jobTitle: 'Présidente',
  employeeCount: 3,
  package: 'essential',
  clientType: 'company',
  siret: '912 345 675 00009',
  message: 'Je souhaite un devis pour mes bulletins de présidente.',
  submissionTime: 45_000,
  formToken: 'jeton',
};

describe('siretProblem', () => {
  it.each([
    ['91234567500009', null],
    ['912 345 675 00009', null],
    ['', 'missing'],
    ['   ', 'missing'],
    ['9123456750000', 'format'],
    ['912345675000091', 'format'],
    ['9123456750000A', 'format'],
    // One digit changed: Luhn's key no longer matches.
    ['91234567500019', 'checksum'],
    // A SIREN whose own key is wrong, even with a SIRET that passes Luhn.
    ['12345678900007', 'checksum'],
    // La Poste: the head office keeps Luhn's key…
    ['35600000000048', null],
    // …its establishments use the sum of the digits, a multiple of 5.
    ['35600000000001', null],
    ['35600000000014', 'checksum'],
  ])('%j → %s', (siret, problem) => {
    expect(siretProblem(siret)).toBe(problem);
  });

  it('explains each problem in French', () => {
    expect(siretMessage('missing')).toBe('Veuillez saisir le SIRET de votre entreprise');
    expect(siretMessage('format')).toBe('Le SIRET doit contenir 14 chiffres');
    expect(siretMessage('checksum')).toMatch(/n'est pas valide/);
  });
});

describe('contactBodySchema', () => {
  it('accepts a complete request and keeps the SIRET without spaces', () => {
    const parsed = contactBodySchema.parse(validContact);
    expect(parsed.siret).toBe('91234567500009');
    expect(parsed.package).toBe('essential');
  });

  it.each([
    [{ siret: '' }, 'siret', CONTACT_TEXTS.siretRequired],
    [{ siret: '123' }, 'siret', CONTACT_TEXTS.siretFormat],
    [{ siret: '91234567500019' }, 'siret', CONTACT_TEXTS.siretChecksum],
    [{ email: 'pas-un-email' }, 'email', 'Veuillez saisir une adresse email valide.'],
    [{ name: '  ' }, 'name', 'Veuillez saisir votre nom complet'],
    [{ employeeCount: -1 }, 'employeeCount', 'Le nombre de salariés ne peut pas être négatif'],
    [{ package: 'gold' }, 'package', 'Veuillez choisir une formule'],
    [{ clientType: 'robot' }, 'clientType', 'Veuillez choisir votre profil'],
    [{ message: '' }, 'message', 'Veuillez écrire votre message'],
  ])('refuses %j with a French message', (override, path, message) => {
    const result = contactBodySchema.safeParse({ ...validContact, ...override });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path.join('.') === path)?.message).toBe(message);
  });
});

describe('chargesSimulationQuerySchema', () => {
  it.each([
    ['3500', 350_000],
    ['3500.5', 350_050],
    ['0.01', 1],
    ['1801.80', 180_180],
  ])('reads %s € as %i cents', (grossSalary, cents) => {
    const query = chargesSimulationQuerySchema.parse({
      grossSalary,
      contractType: 'cdi',
      companySize: '11-49',
    });
    expect(query).toEqual({
      grossSalary: cents,
      contractType: 'cdi',
      companySize: '11-49',
      regime: 'officer',
    });
  });

  it.each(['0', '0.00', '-10', '3500,50', '1.234', 'abc', '', '99999999'])('refuses %j', (grossSalary) => {
    expect(
      chargesSimulationQuerySchema.safeParse({ grossSalary, contractType: 'cdi', companySize: '11-49' })
        .success,
    ).toBe(false);
  });
});
