import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Employee } from '../src/modules/employee/employee.entity.ts';
import { Payslip } from '../src/modules/payslip/payslip.entity.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

let testApp: TestApp;
let aliceCookie: string;
let bobCookie: string;
let alice: User;

beforeAll(async () => {
  testApp = await buildTestApp();
  alice = await createUser(testApp.orm, { company: 'Atelier Martin SASU' });
  const bob = await createUser(testApp.orm, { company: 'Bob Conseil SASU' });
  aliceCookie = await signIn(testApp.app, alice.username);
  bobCookie = await signIn(testApp.app, bob.username);
});

afterAll(async () => {
  await testApp?.close();
});

/** An assistant on a CDI, typed as a user would (spaces in the NIR, upper-case e-mail). */
const assistant = {
  firstName: 'Léa',
  lastName: 'Moreau',
  nir: '2 92 03 69 123 045 27',
  birthDate: '1992-03-08',
  birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'fr' },
  address: { street: '12 rue Mercière', postalCode: '69002', city: 'Lyon' },
  email: 'Lea.Moreau@example.fr',
  jobTitle: 'Assistante de direction',
  status: 'non-cadre',
  contractType: 'cdi',
  contractStart: '2026-09-01',
  contractEnd: null,
  cddReason: null,
  workingTimeRatio: 0.8,
  grossMonthlySalaryCents: 200_000,
  healthInsuranceMonthlyCents: 6_000,
  healthInsuranceEmployerSharePercent: 50,
  cadrePrevoyance: false,
};

/** A cadre on a CDD, born in Corsica (2A). */
const consultant = {
  ...assistant,
  firstName: 'Paul',
  lastName: 'Albertini',
  nir: '178042A00401209',
  birthDate: '1978-04-02',
  birthPlace: { city: 'Ajaccio', departmentCode: '2A', countryCode: 'FR' },
  email: '',
  jobTitle: 'Consultant',
  status: 'cadre',
  contractType: 'cdd',
  contractStart: '2026-10-01',
  contractEnd: '2027-03-31',
  cddReason: 'accroissement-activite',
  workingTimeRatio: 1,
  grossMonthlySalaryCents: 420_000,
  cadrePrevoyance: true,
};

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = aliceCookie,
) {
  return testApp.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function addEmployee(body: object = assistant): Promise<number> {
  const response = await call('POST', '/api/employees', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('/api/employees', () => {
  it('asks to sign in', async () => {
    expect((await call('GET', '/api/employees', undefined, '')).statusCode).toBe(401);
    expect((await call('POST', '/api/employees', assistant, '')).statusCode).toBe(401);
  });

  it('adds an employee and answers them as stored (normalised)', async () => {
    const response = await call('POST', '/api/employees', assistant);
    expect(response.statusCode, response.body).toBe(201);
    const employee = response.json();
    expect(employee).toMatchObject({
      nir: '292036912304527',
      email: 'lea.moreau@example.fr',
      birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
      workingTimeRatio: 0.8,
      grossMonthlySalaryCents: 200_000,
      healthInsuranceEmployerSharePercent: 50,
      archived: false,
      active: true,
    });
    expect((await call('GET', `/api/employees/${employee.id}`)).json()).toEqual(employee);
    const stored = await testApp.orm.em.fork().findOneOrFail(Employee, employee.id, { populate: ['user'] });
    expect(stored.user.id).toBe(alice.id);
  });

  it('accepts a CDD with its end and reason, for someone born in Corsica (2A), without an e-mail', async () => {
    const response = await call('POST', '/api/employees', consultant);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      nir: '178042A00401209',
      email: null,
      contractType: 'cdd',
      contractEnd: '2027-03-31',
      cddReason: 'accroissement-activite',
    });
  });

  it('lists the employees by name, and nobody else’s', async () => {
    const list = (await call('GET', '/api/employees')).json().employees;
    expect(list.map((employee: { lastName: string }) => employee.lastName)).toEqual(
      [...list.map((employee: { lastName: string }) => employee.lastName)].sort((a, b) => a.localeCompare(b)),
    );
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/employees', undefined, bobCookie)).json()).toEqual({ employees: [] });
  });

  const today = new Date().toISOString().slice(0, 10);
  const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;

  it.each([
    ['a NIR whose key fails', { nir: '292036912304528' }, 'nir', 'La clé du numéro de sécurité sociale'],
    [
      'a NIR of 13 characters',
      { nir: '2920369123045' },
      'nir',
      'Le numéro de sécurité sociale a 15 caractères',
    ],
    ['a Corsican NIR whose key fails', { nir: '178042B00401209' }, 'nir', 'La clé'],
    ['a birth date giving 13 years', { birthDate: yearsAgo(13) }, 'birthDate', 'moins de 14 ans'],
    ['a birth date giving 101 years', { birthDate: yearsAgo(101) }, 'birthDate', 'plus de 100 ans'],
    ['a birth date that is not a date', { birthDate: '1992-02-30' }, 'birthDate', 'Date invalide'],
    [
      'a contract ending before it starts',
      { contractEnd: '2026-08-31' },
      'contractEnd',
      'avant d’avoir commencé',
    ],
    ['a contract starting in 1900', { contractStart: '1900-01-01' }, 'contractStart', 'trop ancienne'],
    ['a contract starting in 5 years', { contractStart: yearsAgo(-5) }, 'contractStart', 'plus d’un an'],
    [
      'a CDD without an end',
      { contractType: 'cdd', cddReason: 'remplacement' },
      'contractEnd',
      'date de fin',
    ],
    ['a CDD without a reason', { contractType: 'cdd', contractEnd: '2027-02-28' }, 'cddReason', 'motif'],
    ['a CDI with a CDD reason', { cddReason: 'saisonnier' }, 'cddReason', 'Un CDI n’a pas de motif'],
    ['an unknown contract', { contractType: 'interim' }, 'contractType', 'Choisissez CDI ou CDD'],
    ['a working time above full time', { workingTimeRatio: 1.2 }, 'workingTimeRatio', 'temps plein'],
    ['a working time of 0', { workingTimeRatio: 0 }, 'workingTimeRatio', 'supérieur à 0'],
    [
      'a salary in euros with cents',
      { grossMonthlySalaryCents: 2000.5 },
      'grossMonthlySalaryCents',
      'centimes',
    ],
    ['a negative salary', { grossMonthlySalaryCents: -1 }, 'grossMonthlySalaryCents', 'négatif'],
    ['a salary as text', { grossMonthlySalaryCents: '2000' }, 'grossMonthlySalaryCents', 'centimes'],
    [
      'a mutuelle paid under 50 % by the employer',
      { healthInsuranceEmployerSharePercent: 30 },
      'healthInsuranceEmployerSharePercent',
      'L911-7',
    ],
    ['the cadre prévoyance for a non-cadre', { cadrePrevoyance: true }, 'cadrePrevoyance', 'que les cadres'],
    ['a bad e-mail', { email: 'lea@' }, 'email', "L'adresse e-mail n'est pas valide"],
    ['an empty first name', { firstName: '   ' }, 'firstName', 'Le prénom est requis'],
    ['a first name of 10 000 characters', { firstName: 'x'.repeat(10_000) }, 'firstName', 'caractères'],
    ['a NUL character in the job', { jobTitle: 'Assistante\u0000' }, undefined, undefined],
    [
      'a birth department of 3 characters',
      { birthPlace: { ...assistant.birthPlace, departmentCode: '690' } },
      'birthPlace.departmentCode',
      'département',
    ],
  ])('refuses %s with a French 400', async (_case, change, path, message) => {
    const before = await testApp.orm.em.fork().count(Employee, {});
    const response = await call('POST', '/api/employees', { ...assistant, ...change });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.message).toBeTypeOf('string');
    if (path) {
      const issue = body.issues.find((candidate: { path: string }) => candidate.path === path);
      expect(issue, response.body).toBeDefined();
      expect(issue.message).toContain(message);
    }
    expect(await testApp.orm.em.fork().count(Employee, {})).toBe(before);
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"Léa"'],
    ['cut JSON', '{"firstName": '],
    [
      'a prototype pollution attempt',
      JSON.stringify(assistant).replace('{', '{"__proto__": {"archived": true}, '),
    ],
  ])('refuses %s as the body with a 400', async (_case, payload) => {
    const before = await testApp.orm.em.fork().count(Employee, {});
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: { cookie: aliceCookie, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBeTypeOf('string');
    expect(await testApp.orm.em.fork().count(Employee, {})).toBe(before);
  });

  it('changes a field, checks the rules on the result, and stores nothing when they fail', async () => {
    const id = await addEmployee();
    const raised = await call('PATCH', `/api/employees/${id}`, { grossMonthlySalaryCents: 215_000 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ grossMonthlySalaryCents: 215_000, jobTitle: assistant.jobTitle });

    // Turning the CDI into a CDD needs its end and reason.
    const cdd = await call('PATCH', `/api/employees/${id}`, { contractType: 'cdd' });
    expect(cdd.statusCode).toBe(400);
    expect(
      cdd
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['cddReason', 'contractEnd']);
    const backwards = await call('PATCH', `/api/employees/${id}`, { contractEnd: '2026-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Le contrat ne peut pas finir avant d’avoir commencé');
    expect((await call('GET', `/api/employees/${id}`)).json()).toMatchObject({
      contractType: 'cdi',
      contractEnd: null,
      grossMonthlySalaryCents: 215_000,
    });
  });

  it('ends a contract, then archives the employee (only once the end is known)', async () => {
    const id = await addEmployee();
    const early = await call('PATCH', `/api/employees/${id}`, { archived: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Indiquez la date de fin du contrat avant d’archiver le salarié');

    const ended = await call('PATCH', `/api/employees/${id}`, { contractEnd: '2026-10-31' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ contractEnd: '2026-10-31', active: false, archived: false });

    const archived = await call('PATCH', `/api/employees/${id}`, { archived: true });
    expect(archived.json()).toMatchObject({ archived: true, active: false });
    // Archived employees stay in the list (past staff), and can come back.
    const listed = (await call('GET', '/api/employees')).json().employees;
    expect(listed.find((employee: { id: number }) => employee.id === id)).toMatchObject({ archived: true });
    const restored = await call('PATCH', `/api/employees/${id}`, { archived: false, contractEnd: null });
    expect(restored.json()).toMatchObject({ archived: false, active: true, contractEnd: null });
  });

  it('deletes an employee without payslips, and answers a French 409 offering archiving for one who was paid', async () => {
    const mistake = await addEmployee();
    expect((await call('DELETE', `/api/employees/${mistake}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/employees/${mistake}`)).statusCode).toBe(404);

    const paid = await addEmployee();
    const em = testApp.orm.em.fork();
    em.create(Payslip, {
      user: em.getReference(User, alice.id),
      employee: em.getReference(Employee, paid),
      month: 9,
      year: 2026,
      grossSalaryCents: 200_000,
      socialContributionsCents: 45_000,
      netSalaryCents: 155_000,
    });
    await em.flush();
    const refused = await call('DELETE', `/api/employees/${paid}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('archivez-le');
    expect(refused.json().message).toContain('L3243-4');
    expect((await call('GET', `/api/employees/${paid}`)).statusCode).toBe(200);
  });

  it('answers 404 for another user’s employee, on every verb, and changes nothing', async () => {
    const id = await addEmployee();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { firstName: 'Intrus' }],
      ['PATCH', { archived: true }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/api/employees/${id}`, payload, bobCookie);
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
      expect(response.json().message).toBe('Salarié introuvable');
    }
    expect((await call('GET', `/api/employees/${id}`)).json()).toMatchObject({
      firstName: assistant.firstName,
      archived: false,
    });
  });

  it.each(['0', '-1', 'abc', '99999999999', '1.5'])('answers 400 for the id %s', async (id) => {
    expect((await call('GET', `/api/employees/${id}`)).statusCode).toBe(400);
  });
});
