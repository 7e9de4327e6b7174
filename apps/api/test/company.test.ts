import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../src/modules/company/company.entity.ts';
import type { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

let testApp: TestApp;
let aliceCookie: string;
let alice: User;
let bob: User;

beforeAll(async () => {
  testApp = await buildTestApp();
  alice = await createUser(testApp.orm, { company: 'Atelier Martin SASU' });
  bob = await createUser(testApp.orm, { company: 'Bob Conseil SASU' });
  aliceCookie = await signIn(testApp.app, alice.username);
});

afterAll(async () => {
  await testApp?.close();
});

const company = {
  name: 'Atelier Martin SASU',
  siret: '732 829 320 00074',
  nafCode: '7022z',
  address: { street: '10 place Bellecour', postalCode: '69002', city: 'Lyon' },
  headcount: 0,
  atmpRatePercent: 0.87,
  atmpRiskCode: '741gd',
  idcc: null,
  urssafSiret: '78861779300013',
  agircArrcoSiret: '30558637200321',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'agrifrpp',
  prevoyanceContract: null,
  mutuelleContract: { organismCode: 'p0942', contractReference: 'MUT-2026-001', payment: 'direct-debit' },
};

const officer = {
  nir: '2 85 06 69 123 045 30',
  birthDate: '1985-06-14',
  birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'fr' },
  address: { street: '3 rue des Archives', postalCode: '75004', city: 'Paris' },
  mandateStartDate: '2022-01-03',
  pasRatePercent: 7.5,
  pasRateType: 'personalised',
  pcsEse: '233D',
  euNational: true,
  pasRateId: '123456789',
};

function call(
  method: 'GET' | 'PUT',
  url: string,
  payload?: unknown,
  cookie: string | undefined = aliceCookie,
) {
  return testApp.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('GET/PUT /api/company', () => {
  it('answers the company registration created, with what the DSN still lacks', async () => {
    const response = await call('GET', '/api/company');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Atelier Martin SASU',
      siret: '85237914800012',
      address: { street: '10 place Bellecour', postalCode: '69002', city: 'Lyon' },
      headcount: 0,
      atmpRatePercent: null,
    });
    expect(response.json().missing).toEqual([
      'le taux AT/MP',
      'le code risque AT/MP',
      "le SIRET de l'URSSAF",
      "le SIRET de l'institution Agirc-Arrco",
      "l'IBAN",
      'le BIC',
    ]);
  });

  it('stores the company and answers it as stored (normalised), complete', async () => {
    const response = await call('PUT', '/api/company', company);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      siret: '73282932000074',
      nafCode: '70.22Z',
      atmpRatePercent: 0.87,
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      mutuelleContract: { organismCode: 'P0942', contractReference: 'MUT-2026-001', payment: 'direct-debit' },
      missing: [],
    });
    expect((await call('GET', '/api/company')).json()).toEqual(response.json());
    // The profile answers the same company.
    const user = await call('GET', '/api/user');
    expect(user.json()).toMatchObject({
      company: 'Atelier Martin SASU',
      siret: '73282932000074',
      companyAddress: '10 place Bellecour, 69002 Lyon',
      nafCode: '70.22Z',
    });
    // Nobody else's company changed.
    const bobs = await testApp.orm.em.fork().findOneOrFail(Company, { user: bob.id });
    expect(bobs.name).toBe('Bob Conseil SASU');
  });

  it.each([
    [
      'a SIRET whose key fails',
      { siret: '73282932000075' },
      'siret',
      "Ce SIRET n'est pas valide : vérifiez ses 14 chiffres, la clé de contrôle ne correspond pas.",
    ],
    ['a SIRET of 13 digits', { siret: '7328293200007' }, 'siret', undefined],
    ['an APE code of another shape', { nafCode: '70Z' }, 'nafCode', 'Le code APE a la forme 70.22Z'],
    [
      'a postal code of 4 digits',
      { address: { ...company.address, postalCode: '6900' } },
      'address.postalCode',
      'Le code postal a 5 chiffres',
    ],
    ['a negative headcount', { headcount: -1 }, 'headcount', "L'effectif ne peut pas être négatif"],
    [
      'an AT/MP rate of 3 decimals',
      { atmpRatePercent: 0.875 },
      'atmpRatePercent',
      'Le taux AT/MP a 2 décimales au plus',
    ],
    ['an IDCC of letters', { idcc: 'ABCD' }, 'idcc', "L'IDCC a 4 chiffres"],
    [
      'an IBAN whose key fails',
      { iban: 'FR7630006000011234567890188' },
      'iban',
      "L'IBAN n'est pas valide (vérifiez sa clé)",
    ],
    ['a script as the name', { name: '<script>'.repeat(20) }, 'name', undefined],
    [
      'a contract without reference',
      { prevoyanceContract: { organismCode: 'P0942' } },
      'prevoyanceContract.contractReference',
      undefined,
    ],
  ])('answers 400 in French for %s, and changes nothing', async (_case, change, path, message) => {
    const before = (await call('GET', '/api/company')).json();
    const response = await call('PUT', '/api/company', { ...company, ...change });
    expect(response.statusCode).toBe(400);
    const issue = response.json().issues.find((candidate: { path: string }) => candidate.path === path);
    expect(issue, JSON.stringify(response.json())).toBeDefined();
    if (message) expect(issue.message).toBe(message);
    expect((await call('GET', '/api/company')).json()).toEqual(before);
  });

  it('answers 401 signed out', async () => {
    expect((await call('GET', '/api/company', undefined, '')).statusCode).toBe(401);
    expect((await call('PUT', '/api/company', company, '')).statusCode).toBe(401);
  });
});

describe('GET/PUT /api/officer', () => {
  it('answers what is still to fill, then the officer as stored', async () => {
    const empty = await call('GET', '/api/officer');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().missing).toContain('le numéro de sécurité sociale');
    const response = await call('PUT', '/api/officer', officer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      nir: '285066912304530',
      birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
      pasRatePercent: 7.5,
      pasRateType: 'personalised',
      missing: [],
    });
  });

  it('accepts a NIR born in Corsica (2A, 2B) whose key holds', async () => {
    // 2A counts as 19 and 2B as 18 in the key: 97 − (1800319056123 mod 97) = 67.
    const corsica = await call('PUT', '/api/officer', { ...officer, nir: '180032A05612367' });
    expect(corsica.statusCode).toBe(200);
    expect(corsica.json().nir).toBe('180032A05612367');
    const wrong = await call('PUT', '/api/officer', { ...officer, nir: '180032B05612367' });
    expect(wrong.statusCode).toBe(400);
  });

  it.each([
    [
      'a NIR whose key fails',
      { nir: '285066912304531' },
      'nir',
      'La clé du numéro de sécurité sociale ne correspond pas : vérifiez-le sur votre carte Vitale',
    ],
    ['a NIR of 13 characters', { nir: '2850669123045' }, 'nir', undefined],
    [
      'a birth date to come',
      { birthDate: '2999-01-01' },
      'birthDate',
      'La date de naissance doit être passée',
    ],
    [
      'a department of 3 digits',
      { birthPlace: { ...officer.birthPlace, departmentCode: '975' } },
      'birthPlace.departmentCode',
      undefined,
    ],
    [
      'a PAS rate over 43 %',
      { pasRatePercent: 50 },
      'pasRatePercent',
      'Le taux de prélèvement ne dépasse pas 43 %',
    ],
    ['an unknown rate type', { pasRateType: 'maison' }, 'pasRateType', 'Choisissez le type de taux'],
    [
      'a personalised rate without its identifier',
      { pasRateId: null },
      'pasRateId',
      "L'identifiant du taux personnalisé est requis : il figure dans le compte rendu métier (CRM) de la DGFiP",
    ],
    [
      'a PCS-ESE code of 3 digits',
      { pcsEse: '233' },
      'pcsEse',
      'Le code PCS-ESE a 3 chiffres et une lettre (ex. 233d)',
    ],
  ])('answers 400 in French for %s', async (_case, change, path, message) => {
    const response = await call('PUT', '/api/officer', { ...officer, ...change });
    expect(response.statusCode).toBe(400);
    const issue = response.json().issues.find((candidate: { path: string }) => candidate.path === path);
    expect(issue, JSON.stringify(response.json())).toBeDefined();
    if (message) expect(issue.message).toBe(message);
  });
});
