import { dateInFrance } from '@dirigeo/schemas';
import { checkDsn, decodeLatin1 } from '@dirigeo/dsn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialDeclaration } from '../src/modules/social-declaration/social-declaration.entity.ts';
import { Subscription } from '../src/modules/subscription/subscription.entity.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const company = {
  name: 'Atelier Martin SASU',
  siret: '73282932000074',
  nafCode: '70.22Z',
  address: { street: '10 place Bellecour', postalCode: '69002', city: 'Lyon' },
  headcount: 0,
  atmpRatePercent: 0.7,
  atmpRiskCode: '741GD',
  idcc: null,
  urssafSiret: '78861779300013',
  agircArrcoSiret: '30558637200321',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  prevoyanceContract: null,
  mutuelleContract: null,
};

const officer = {
  nir: '285066912304530',
  birthDate: '1985-06-14',
  birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
  address: { street: '3 rue des Archives', postalCode: '75004', city: 'Paris' },
  mandateStartDate: '2022-01-03',
  pcsEse: '233d',
  euNational: true,
  pasRatePercent: 7.5,
  pasRateType: 'personalised',
  pasRateId: '123456789',
};

const calculationInputs = {
  pasRatePercent: 7.5,
  healthInsuranceMonthlyCents: 0,
  healthInsuranceEmployerSharePercent: 0,
  cadrePrevoyance: false,
};

function inject(cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
) => ReturnType<typeof inject>;

/** A signed-in officer; `complete` fills the company, the officer and the phone the DSN needs. */
async function officerAccount(complete = true): Promise<{ user: User; call: Call }> {
  const user = await createUser(testApp.orm);
  const em = testApp.orm.em.fork();
  await em.nativeUpdate(User, { id: user.id }, { phone: '06 12 34 56 78' });
  const cookie = await signIn(testApp.app, user.username);
  const call: Call = (method, url, payload) => inject(cookie, method, url, payload);
  if (complete) {
    expect((await call('PUT', '/api/company', company)).statusCode).toBe(200);
    expect((await call('PUT', '/api/officer', officer)).statusCode).toBe(200);
  }
  return { user, call };
}

function finalise(call: Call, year: number, month: number, grossSalary = 4200) {
  return call('POST', '/api/payslips', {
    month,
    year,
    grossSalary,
    status: 'completed',
    paymentDate: `${year}-${String(month).padStart(2, '0')}-28`,
    calculationInputs,
  });
}

describe('preparing a declaration', () => {
  it('prepares the month from its finalised payslip: ready, amounts per organism, due the 15th', async () => {
    const { call } = await officerAccount();
    const payslip = await finalise(call, 2026, 10);
    expect(payslip.statusCode).toBe(201);
    const prepared = await call('POST', '/api/declarations', { period: '2026-10' });
    expect(prepared.statusCode).toBe(201);
    const declaration = prepared.json();
    expect(
      declaration.findings.filter((finding: { severity: string }) => finding.severity === 'error'),
    ).toEqual([]);
    expect(declaration).toMatchObject({
      period: '2026-10',
      status: 'ready',
      fileName: 'DSN_73282932000074_2026-10.dsn',
      normVersion: 'P26V01',
      payslipIds: [payslip.json().id],
      dueDate: '2026-11-16',
      replacesDeposited: false,
      deposit: null,
    });
    const organisms = declaration.payments.map((payment: { organism: string }) => payment.organism);
    expect(organisms).toEqual(['urssaf', 'agirc-arrco', 'dgfip']);
    // The PAS paid to the DGFiP is the payslip's, in whole euros as the norm writes it.
    const pas = declaration.payments.find((payment: { organism: string }) => payment.organism === 'dgfip');
    expect(Math.abs(pas.amountCents - payslip.json().data.calculation.pasAmount)).toBeLessThan(100);

    const list = await call('GET', '/api/declarations');
    expect(list.json()).toEqual([
      expect.objectContaining({ id: declaration.id, period: '2026-10', status: 'ready' }),
    ]);
  });

  it('downloads the .dsn file (ISO-8859-1, SIRET and period in its name) that checkDsn finds no error in', async () => {
    const { call } = await officerAccount();
    await finalise(call, 2026, 9, 5123.45);
    const declaration = (await call('POST', '/api/declarations', { period: '2026-09' })).json();
    const file = await call('GET', `/api/declarations/${declaration.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toContain('DSN_73282932000074_2026-09.dsn');
    const text = decodeLatin1(new Uint8Array(file.rawPayload));
    expect(text).toContain("S21.G00.06.001,'732829320'");
    expect(text).toContain("S21.G00.51.013,'5123.45'");
    expect(
      checkDsn(new Uint8Array(file.rawPayload)).filter((finding) => finding.severity === 'error'),
    ).toEqual([]);
  });

  it('answers 400 in French when the month has no finalised payslip, and for a malformed period', async () => {
    const { call } = await officerAccount();
    const draft = await call('POST', '/api/payslips', {
      month: 8,
      year: 2026,
      grossSalary: 4000,
      status: 'draft',
      calculationInputs,
    });
    expect(draft.statusCode).toBe(201);
    const none = await call('POST', '/api/declarations', { period: '2026-08' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'Aucun bulletin finalisé pour août 2026 : finalisez le bulletin du mois, puis préparez sa déclaration',
    );
    for (const period of ['2026-13', '2026-8', "2026-10'; drop table payslip;--", '', 202610, null]) {
      const refused = await call('POST', '/api/declarations', { period });
      expect(refused.statusCode, String(period)).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    expect((await call('POST', '/api/declarations', [])).statusCode).toBe(400);
  });

  it('lists what the company and the officer lack as errors with the screen that fixes them; the file is refused with 409', async () => {
    const { call } = await officerAccount(false);
    await finalise(call, 2026, 10);
    const prepared = await call('POST', '/api/declarations', { period: '2026-10' });
    expect(prepared.statusCode).toBe(201);
    const declaration = prepared.json();
    expect(declaration.status).toBe('draft');
    expect(declaration.fileUrl).toBeNull();
    expect(declaration.findings).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        fix: 'company',
        message:
          "Informations manquantes dans la fiche entreprise : le taux AT/MP, le code risque AT/MP, le SIRET de l'URSSAF, " +
          "le SIRET de l'institution Agirc-Arrco, l'IBAN, le BIC. Complétez cette fiche, puis préparez de nouveau la déclaration.",
      }),
    );
    expect(declaration.findings).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        fix: 'officer',
        message: expect.stringContaining('sécurité sociale'),
      }),
    );
    const file = await call('GET', `/api/declarations/${declaration.id}/file`);
    expect(file.statusCode).toBe(409);
    expect(file.json().message).toBe(
      'La déclaration contient des erreurs : corrigez-les et préparez-la de nouveau avant de télécharger le fichier',
    );
    const deposit = await call('POST', `/api/declarations/${declaration.id}/deposit`, {
      depositedAt: '2026-11-10',
      receiptNumber: '123',
    });
    expect(deposit.statusCode).toBe(409);
    // Filled in, prepared again: the same declaration, ready.
    await call('PUT', '/api/company', company);
    await call('PUT', '/api/officer', officer);
    const again = await call('POST', '/api/declarations', { period: '2026-10' });
    expect(again.json()).toMatchObject({ id: declaration.id, status: 'ready' });
  });
});

describe('a company that owes the versement mobilité (issue 24)', () => {
  it('declares it on CTP 900 with the rate and the commune’s INSEE code, and checkDsn finds no error', async () => {
    const { call } = await officerAccount(false);
    const paris = {
      ...company,
      address: { street: '10 rue de la Paix', postalCode: '75002', city: 'Paris' },
      headcount: 12,
      communeInsee: '75102',
    };
    expect((await call('PUT', '/api/company', paris)).statusCode).toBe(200);
    expect((await call('PUT', '/api/officer', officer)).statusCode).toBe(200);
    expect((await finalise(call, 2026, 8)).statusCode).toBe(201);
    const declaration = (await call('POST', '/api/declarations', { period: '2026-08' })).json();
    expect(
      declaration.findings.filter((finding: { severity: string }) => finding.severity === 'error'),
    ).toEqual([]);
    const file = await call('GET', `/api/declarations/${declaration.id}/file`);
    const text = decodeLatin1(new Uint8Array(file.rawPayload));
    expect(text).toContain("S21.G00.23.001,'900'");
    expect(text).toContain("S21.G00.23.006,'75102'");
    expect(
      checkDsn(new Uint8Array(file.rawPayload)).filter((finding) => finding.severity === 'error'),
    ).toEqual([]);
  });
});

describe('a corrected payslip (issue 24)', () => {
  it('marks the month’s declaration stale, and the month prepared again declares the corrective payslip', async () => {
    const { call } = await officerAccount();
    const original = (await finalise(call, 2026, 7)).json();
    const first = (await call('POST', '/api/declarations', { period: '2026-07' })).json();
    expect(first.payslipIds).toEqual([original.id]);
    const corrective = await call('POST', `/api/payslips/${original.id}/correction`, {
      month: 7,
      year: 2026,
      grossSalary: 4500,
      status: 'completed',
      paymentDate: '2026-07-28',
      calculationInputs,
    });
    expect(corrective.statusCode, corrective.body).toBe(201);
    expect((await call('GET', `/api/declarations/${first.id}`)).json().status).toBe('stale');
    const again = (await call('POST', '/api/declarations', { period: '2026-07' })).json();
    expect(again.payslipIds).toEqual([corrective.json().id]);
    expect(again.status).toBe('ready');
  });
});

describe('a payslip with pay elements (issue 24)', () => {
  it('is refused with the elements named, rather than declared without their blocks (S21.G00.52 and .54)', async () => {
    const { call } = await officerAccount();
    const payslip = await call('POST', '/api/payslips', {
      month: 9,
      year: 2026,
      grossSalary: 4200,
      status: 'completed',
      paymentDate: '2026-09-28',
      calculationInputs: {
        ...calculationInputs,
        payElements: [{ kind: 'prime', label: 'Prime exceptionnelle', amountCents: 50_000 }],
      },
    });
    expect(payslip.statusCode, payslip.body).toBe(201);
    const prepared = await call('POST', '/api/declarations', { period: '2026-09' });
    expect(prepared.statusCode).toBe(201);
    const errors = prepared
      .json()
      .findings.filter((finding: { severity: string }) => finding.severity === 'error');
    expect(errors).toContainEqual(
      expect.objectContaining({
        rule: 'donnees.payslip.payElements',
        message: expect.stringContaining('« Prime exceptionnelle »'),
      }),
    );
    expect(prepared.json().status).not.toBe('ready');
  });
});

describe('a payslip with a mutuelle', () => {
  it("needs the company's contract to be declared, then declares it", async () => {
    const { call } = await officerAccount();
    const created = await call('POST', '/api/payslips', {
      month: 10,
      year: 2026,
      grossSalary: 4200,
      status: 'completed',
      paymentDate: '2026-10-28',
      calculationInputs: {
        ...calculationInputs,
        healthInsuranceMonthlyCents: 12_000,
        healthInsuranceEmployerSharePercent: 50,
      },
    });
    expect(created.statusCode).toBe(201);
    const without = (await call('POST', '/api/declarations', { period: '2026-10' })).json();
    expect(without.status).toBe('draft');
    expect(without.findings).toContainEqual(expect.objectContaining({ severity: 'error', fix: 'company' }));
    await call('PUT', '/api/company', {
      ...company,
      mutuelleContract: { organismCode: 'P0942', contractReference: 'MUT-2026-001', payment: 'direct-debit' },
    });
    const declared = (await call('POST', '/api/declarations', { period: '2026-10' })).json();
    expect(declared.findings.filter((finding: { severity: string }) => finding.severity === 'error')).toEqual(
      [],
    );
    const file = await call('GET', `/api/declarations/${declared.id}/file`);
    expect(decodeLatin1(new Uint8Array(file.rawPayload))).toContain("S21.G00.15.001,'MUT-2026-001'");
    // Paid by direct debit ordered by the DSN: the organism is among the payments, with its due date.
    expect(declared.payments.map((payment: { organism: string }) => payment.organism)).toContain(
      'prevoyance',
    );
  });
});

describe('recording the deposit', () => {
  it('records the date, the receipt number and the acknowledgment filed in the vault under « Social »', async () => {
    const { call, user } = await officerAccount();
    await finalise(call, 2026, 10);
    const declaration = (await call('POST', '/api/declarations', { period: '2026-10' })).json();
    const today = dateInFrance();
    const boundary = 'dirigeo-boundary';
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAccusé de réception DSN octobre 2026\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nsocial\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="accuse.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const cookie = await signIn(testApp.app, user.username);
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(uploaded.statusCode).toBe(201);
    const deposited = await call('POST', `/api/declarations/${declaration.id}/deposit`, {
      depositedAt: today,
      receiptNumber: 'NE-2026-000123',
      acknowledgmentDocumentId: uploaded.json().id,
    });
    expect(deposited.statusCode).toBe(200);
    expect(deposited.json()).toMatchObject({
      status: 'deposited',
      deposit: {
        depositedAt: today,
        receiptNumber: 'NE-2026-000123',
        acknowledgmentDocumentId: uploaded.json().id,
      },
    });
    // Once deposited, a second record is refused.
    expect(
      (
        await call('POST', `/api/declarations/${declaration.id}/deposit`, {
          depositedAt: today,
          receiptNumber: 'X1',
        })
      ).statusCode,
    ).toBe(409);
  });

  it.each([
    ['a date to come', { depositedAt: '2999-01-01', receiptNumber: 'A1' }],
    ['no receipt number', { depositedAt: '2026-11-10', receiptNumber: '' }],
    [
      'markup as receipt number',
      { depositedAt: '2026-11-10', receiptNumber: '<img src=x onerror=alert(1)>' },
    ],
    ['a date that is not one', { depositedAt: '2026-02-30', receiptNumber: 'A1' }],
    [
      'another user’s document',
      {
        depositedAt: new Date().toISOString().slice(0, 10),
        receiptNumber: 'A1',
        acknowledgmentDocumentId: 999_999,
      },
    ],
  ])('answers 400 for %s and changes nothing', async (_case, body) => {
    const { call } = await officerAccount();
    await finalise(call, 2026, 10);
    const declaration = (await call('POST', '/api/declarations', { period: '2026-10' })).json();
    const refused = await call('POST', `/api/declarations/${declaration.id}/deposit`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBeTruthy();
    expect((await call('GET', `/api/declarations/${declaration.id}`)).json().status).toBe('ready');
  });
});

describe('a payslip finalised after the preparation', () => {
  it('marks the declaration stale, refuses its file, and preparing again replaces a deposited one', async () => {
    const { call, user } = await officerAccount();
    await finalise(call, 2026, 10);
    // A declaration prepared for November before its payslip was finalised (as one prepared for the
    // month's employees first would be), then deposited.
    const em = testApp.orm.em.fork();
    const earlier = em.create(SocialDeclaration, {
      user: user.id,
      type: 'dsn-mensuelle',
      period: '2026-11',
      status: 'deposited',
      data: {
        findings: [],
        payments: [],
        dueDate: '2026-12-15',
        dueDateReason: 'Entreprise de moins de 50 salariés',
        fileName: null,
        normVersion: null,
        fileText: null,
        payslipIds: [],
        replacesDeposited: false,
        deposit: { depositedAt: '2026-11-27', receiptNumber: 'NE-1', acknowledgmentDocumentId: null },
        replacedDeposit: null,
        fileIdentity: { createdOn: '2026-11-27', orderNumber: 1 },
        replacedFile: null,
      },
    });
    await em.flush();
    expect((await finalise(call, 2026, 11)).statusCode).toBe(201);
    const stale = await call('GET', `/api/declarations/${earlier.id}`);
    expect(stale.json().status).toBe('stale');
    const file = await call('GET', `/api/declarations/${earlier.id}/file`);
    expect(file.statusCode).toBe(409);
    const again = await call('POST', '/api/declarations', { period: '2026-11' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      id: earlier.id,
      status: 'ready',
      replacesDeposited: true,
      deposit: null,
    });
    // The newest period first.
    expect(
      (await call('GET', '/api/declarations')).json().map((item: { period: string }) => item.period),
    ).toEqual(['2026-11']);
  });
});

describe('the plans', () => {
  it('refuses the DSN to a Freemium account with a French 402 naming Essentielle, and keeps its reading open', async () => {
    const { user, call } = await officerAccount();
    const em = testApp.orm.em.fork();
    em.create(Subscription, { user: user.id, chosenPlan: 'freemium' });
    await em.flush();
    const prepared = await call('POST', '/api/declarations', { period: '2026-03' });
    expect(prepared.statusCode, prepared.body).toBe(402);
    expect(prepared.json().message).toMatch(/Essentielle/);
    expect((await call('GET', '/api/declarations')).statusCode).toBe(200);
    expect(await testApp.orm.em.fork().count(SocialDeclaration, { user: user.id })).toBe(0);
  });
});

describe("another user's declaration", () => {
  it('answers 404 on every call and changes nothing', async () => {
    const owner = await officerAccount();
    await finalise(owner.call, 2026, 10);
    const declaration = (await owner.call('POST', '/api/declarations', { period: '2026-10' })).json();
    const intruder = await officerAccount();
    expect((await intruder.call('GET', `/api/declarations/${declaration.id}`)).statusCode).toBe(404);
    expect((await intruder.call('GET', `/api/declarations/${declaration.id}/file`)).statusCode).toBe(404);
    const deposit = await intruder.call('POST', `/api/declarations/${declaration.id}/deposit`, {
      depositedAt: new Date().toISOString().slice(0, 10),
      receiptNumber: 'VOL-1',
    });
    expect(deposit.statusCode).toBe(404);
    expect((await intruder.call('GET', '/api/declarations')).json()).toEqual([]);
    expect((await owner.call('GET', `/api/declarations/${declaration.id}`)).json().status).toBe('ready');
  });

  it('answers 401 signed out and 400 for an id that is not one', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/declarations' })).statusCode).toBe(401);
    const { call } = await officerAccount(false);
    expect((await call('GET', '/api/declarations/abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/declarations/-1/file')).statusCode).toBe(400);
  });
});

describe('declaring the staff (issue 25)', () => {
  const employee = {
    firstName: 'Léa',
    lastName: 'Moreau',
    nir: '292036912304527',
    birthDate: '1992-03-08',
    birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
    address: { street: '12 rue Mercière', postalCode: '69002', city: 'Lyon' },
    email: null,
    jobTitle: 'Assistante de direction',
    status: 'non-cadre',
    contractType: 'cdi',
    contractStart: '2026-09-01',
    contractEnd: null,
    cddReason: null,
    workingTimeRatio: 0.8,
    grossMonthlySalaryCents: 200_000,
    healthInsuranceMonthlyCents: 0,
    healthInsuranceEmployerSharePercent: 50,
    cadrePrevoyance: false,
  };

  it('declares every person paid in the month, and names what an employee’s file lacks', async () => {
    const { call } = await officerAccount();
    const created = await call('POST', '/api/employees', employee);
    expect(created.statusCode).toBe(201);
    const employeeId = created.json().id as number;
    expect((await finalise(call, 2026, 10)).statusCode).toBe(201);
    const hers = await call('POST', '/api/payslips', {
      employeeId,
      month: 10,
      year: 2026,
      grossSalary: 2000,
      status: 'completed',
      paymentDate: '2026-10-28',
    });
    expect(hers.statusCode).toBe(201);

    const missing = (await call('POST', '/api/declarations', { period: '2026-10' })).json();
    expect(missing.status).toBe('draft');
    expect(missing.payslipIds).toHaveLength(2);
    expect(missing.findings).toContainEqual(
      expect.objectContaining({
        fix: 'employee',
        message:
          'Informations manquantes dans la fiche de Léa Moreau : le code PCS-ESE de l’emploi, la nationalité (UE ou non). Complétez cette fiche, puis préparez de nouveau la déclaration.',
      }),
    );

    // The PATCH route answers the employee with the DSN's fields.
    const patched = await call('PATCH', `/api/employees/${employeeId}`, { pcsEse: '543D', euNational: true });
    expect(patched.json()).toMatchObject({ pcsEse: '543d', euNational: true, pasRateId: null });

    const ready = (await call('POST', '/api/declarations', { period: '2026-10' })).json();
    expect(ready.findings.filter((finding: { severity: string }) => finding.severity === 'error')).toEqual(
      [],
    );
    expect(ready.status).toBe('ready');
    const file = await call('GET', ready.fileUrl);
    const text = decodeLatin1(new Uint8Array(file.rawPayload));
    // Two individuals: the officer's mandate and her employment contract, 80 % of 151,67 hours.
    expect(text.match(/^S21\.G00\.30\.001,/gm)).toHaveLength(2);
    expect(text).toContain("S21.G00.30.001,'2920369123045'");
    expect(text).toContain(`S21.G00.40.009,'S${String(employeeId).padStart(5, '0')}'`);
    expect(text).toContain("S21.G00.40.004,'543d'");
    expect(text).toContain("S21.G00.40.013,'121.34'");
    expect(
      checkDsn(new Uint8Array(file.rawPayload)).filter((finding) => finding.severity === 'error'),
    ).toEqual([]);
  });
});
