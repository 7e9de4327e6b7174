import { execFileSync, spawnSync } from 'node:child_process';
import { findLetterTemplate, letterFormFields } from '@dirigeo/letter-templates';
import {
  CIVILITES,
  END_OF_CONTRACT_LIEU_MAX_LENGTH,
  END_OF_CONTRACT_ORGANISME_MAX_LENGTH,
  END_OF_CONTRACT_PAYMENT_METHODS,
  PORTABILITE_CHOICES,
} from '@dirigeo/schemas';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptValues } from '../src/modules/end-of-contract/end-of-contract-values.ts';
import { Subscription } from '../src/modules/subscription/subscription.entity.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * Issue 25: the documents an employer hands over when a contract ends (certificat de travail, reçu
 * pour solde de tout compte), prefilled by the server from the contract, the company, the officer and
 * the last month's finalised payslip; the body carries only what the server cannot know.
 */
const popplerMissing = spawnSync('pdftotext', ['-v']).error !== undefined;
if (popplerMissing && process.env.CI) throw new Error('pdftotext (poppler-utils) is required in CI');

let testApp: TestApp;
let alice: User;
let aliceCookie: string;
let bobCookie: string;
/** Léa Moreau: a CDD from 1 March to 30 June 2026 whose June payslip is finalised. */
let leaId: number;
/** Paul Albertini: a CDI with no end date. */
let paulId: number;
/** Inès Garcia: ends on 15 July 2026; July's payslip is a draft. */
let inesId: number;
/** Hugo Petit: ends on 31 August 2026; no August payslip at all. */
let hugoId: number;
let bobEmployeeId: number;

const lea = {
  firstName: 'Léa',
  lastName: 'Moreau',
  nir: '292036912304527',
  birthDate: '1992-03-08',
  birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
  address: { street: '12 rue Mercière', postalCode: '69002', city: 'Lyon' },
  email: '',
  jobTitle: 'Assistante de direction',
  status: 'non-cadre',
  contractType: 'cdd',
  contractStart: '2026-03-01',
  contractEnd: '2026-06-30',
  cddReason: 'accroissement-activite',
  workingTimeRatio: 1,
  grossMonthlySalaryCents: 245_000,
  healthInsuranceMonthlyCents: 6_000,
  healthInsuranceEmployerSharePercent: 50,
  cadrePrevoyance: false,
};

const certificate = {
  salarieCivilite: 'madame',
  lieu: 'Lyon',
  dateLettre: '2026-07-01',
  portabilite: 'oui',
  organismeAssureur: 'Mutuelle Exemple, contrat collectif n° 12345',
};

const receipt = {
  salarieCivilite: 'madame',
  lieu: 'Lyon',
  dateLettre: '2026-07-01',
  modePaiement: 'virement',
};

function post(url: string, payload: unknown, cookie = aliceCookie) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}

const certificateUrl = (id: number, format = 'pdf') =>
  `/api/employees/${id}/end-of-contract/certificat-de-travail.${format}`;
const receiptUrl = (id: number, format = 'pdf') =>
  `/api/employees/${id}/end-of-contract/recu-pour-solde-de-tout-compte.${format}`;

/** Spaces of every kind (pdftotext's line breaks, French no-break spaces) as one plain space. */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

function pdfText(bytes: Buffer): string {
  return squash(execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' }));
}

/** The text of a .docx: its `word/document.xml` runs, a paragraph per line. */
function docxText(bytes: Buffer): string {
  const part = unzipSync(new Uint8Array(bytes))['word/document.xml'];
  if (!part) throw new Error('word/document.xml manquant');
  return strFromU8(part)
    .split('</w:p>')
    .map((paragraph) =>
      Array.from(paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g), (match) => match[1]).join(''),
    )
    .join('\n')
    .replaceAll('&amp;', '&');
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

beforeAll(async () => {
  testApp = await buildTestApp();
  alice = await createUser(testApp.orm, { company: 'Atelier Martin SAS', siret: '73282932000074' });
  const bob = await createUser(testApp.orm, { company: 'Bob Conseil SASU' });
  // Billing is off in tests: an account is on the plan it chose; the staff's payslips are Essentielle's.
  const em = testApp.orm.em.fork();
  em.create(Subscription, {
    user: em.getReference(User, alice.id),
    chosenPlan: 'complete',
    chosenInterval: 'month',
  });
  await em.flush();
  aliceCookie = await signIn(testApp.app, alice.username);
  bobCookie = await signIn(testApp.app, bob.username);
  const create = async (body: object, cookie = aliceCookie) => {
    const response = await post('/api/employees', body, cookie);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };
  leaId = await create(lea);
  paulId = await create({
    ...lea,
    firstName: 'Paul',
    lastName: 'Albertini',
    nir: '178042A00401209',
    contractType: 'cdi',
    contractEnd: null,
    cddReason: null,
  });
  inesId = await create({ ...lea, firstName: 'Inès', lastName: 'Garcia', contractEnd: '2026-07-15' });
  hugoId = await create({ ...lea, firstName: 'Hugo', lastName: 'Petit', contractEnd: '2026-08-31' });
  bobEmployeeId = await create(lea, bobCookie);
  // Léa's last month, finalised, with an addition beyond her pay; Inès's last month left a draft.
  const june = await post('/api/payslips', {
    employeeId: leaId,
    month: 6,
    year: 2026,
    grossSalary: 2450,
    status: 'completed',
    paymentDate: '2026-06-30',
    calculationInputs: {
      pasRatePercent: 2.5,
      healthInsuranceMonthlyCents: 0,
      healthInsuranceEmployerSharePercent: 0,
      cadrePrevoyance: false,
      // A finalised payslip says what each addition is (R3243-1): a refund outside the contributions.
      payElements: [
        { kind: 'autre-ajout', label: 'Remboursement de fournitures', amountCents: 15_000, subject: false },
      ],
    },
  });
  expect(june.statusCode, june.body).toBe(201);
  const july = await post('/api/payslips', {
    employeeId: inesId,
    month: 7,
    year: 2026,
    grossSalary: 1225,
    status: 'draft',
  });
  expect(july.statusCode, july.body).toBe(201);
});

afterAll(async () => {
  await testApp?.close();
});

describe('the bodies follow the letter templates', () => {
  it('offers the templates’ own options and limits', () => {
    const fieldsOf = (slug: string) => {
      const template = findLetterTemplate(slug);
      if (!template) throw new Error(slug);
      return new Map(letterFormFields(template).map((field) => [field.name, field]));
    };
    const optionsOf = (slug: string, name: string) => {
      const field = fieldsOf(slug).get(name);
      return field?.kind === 'select' ? field.options.map((option) => option.value) : [];
    };
    const maxLengthOf = (slug: string, name: string) => {
      const field = fieldsOf(slug).get(name);
      return field?.kind === 'text' || field?.kind === 'textarea' ? field.maxLength : undefined;
    };
    expect(optionsOf('certificat-de-travail', 'salarieCivilite')).toEqual([...CIVILITES]);
    expect(optionsOf('certificat-de-travail', 'portabilite')).toEqual([...PORTABILITE_CHOICES]);
    expect(optionsOf('recu-pour-solde-de-tout-compte', 'modePaiement')).toEqual([
      ...END_OF_CONTRACT_PAYMENT_METHODS,
    ]);
    expect(maxLengthOf('certificat-de-travail', 'lieu')).toBe(END_OF_CONTRACT_LIEU_MAX_LENGTH);
    expect(maxLengthOf('certificat-de-travail', 'organismeAssureur')).toBe(
      END_OF_CONTRACT_ORGANISME_MAX_LENGTH,
    );
  });
});

describe('POST /api/employees/:id/end-of-contract/certificat-de-travail.:format', () => {
  it('fills the certificate from the contract, the company and the officer, as a PDF', {
    skip: popplerMissing,
  }, async () => {
    const response = await post(certificateUrl(leaId), certificate);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toContain(
      'certificat-de-travail-lea-moreau-2026-07-01.pdf',
    );
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Atelier Martin SAS');
    expect(text).toContain('10 place Bellecour');
    expect(text).toContain('732 829 320 00074');
    expect(text).toContain(`${alice.firstName} ${alice.lastName}`);
    expect(text).toContain('Présidente');
    expect(text).toContain('certifions avoir employé Madame Léa Moreau du 1er mars 2026 au 30 juin 2026');
    expect(text).toContain('Assistante de direction, du 1er mars 2026 au 30 juin 2026');
    expect(text).toContain('Mutuelle Exemple, contrat collectif n° 12345');
    expect(text).toContain('Lyon, le 1er juillet 2026');
  });

  it('answers an editable Word document with the same text; no portability, no organism', async () => {
    const response = await post(certificateUrl(leaId, 'docx'), {
      ...certificate,
      salarieCivilite: 'monsieur',
      portabilite: 'non',
      organismeAssureur: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(response.headers['content-disposition']).toContain(
      'certificat-de-travail-lea-moreau-2026-07-01.docx',
    );
    const text = squash(docxText(response.rawPayload));
    expect(text).toContain('Monsieur Léa Moreau du 1er mars 2026 au 30 juin 2026');
    expect(text).toContain('Assistante de direction, du 1er mars 2026 au 30 juin 2026');
    expect(text).not.toContain('L. 911-8');
  });

  it('dates the document today when the body gives no date', async () => {
    const { dateLettre: _omitted, ...undated } = certificate;
    const response = await post(certificateUrl(leaId, 'docx'), undated);
    expect(response.statusCode, response.body).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(response.headers['content-disposition']).toContain(`lea-moreau-${today}.docx`);
  });

  it('refuses a contract with no end date (409), naming the employee', async () => {
    const response = await post(certificateUrl(paulId), certificate);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Indiquez la date de fin du contrat dans la fiche de Paul Albertini avant d’établir son certificat de travail',
    );
  });

  it('applies the template’s checks: the certificate cannot precede the exit date (400 on its date)', async () => {
    const response = await post(certificateUrl(leaId), { ...certificate, dateLettre: '2026-06-15' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'dateLettre',
        message:
          'Le certificat atteste un emploi terminé : la date de sortie ne peut pas suivre la date du certificat (date de sortie : 30 juin 2026)',
      },
    ]);
  });

  it('asks for the organism when the cover continues (400 on its field)', async () => {
    const { organismeAssureur: _omitted, ...withoutOrganism } = certificate;
    const response = await post(certificateUrl(leaId), withoutOrganism);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'organismeAssureur',
        message: 'Indiquez l’organisme assureur auprès duquel la portabilité s’exerce',
      },
    ]);
  });
});

describe('POST /api/employees/:id/end-of-contract/recu-pour-solde-de-tout-compte.:format', () => {
  it('reads the sums and the net paid from the last month’s finalised payslip, as a PDF', {
    skip: popplerMissing,
  }, async () => {
    const [june] = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/payslips?employeeId=${leaId}`,
        headers: { cookie: aliceCookie },
      })
    ).json<{ id: number }[]>();
    const detail = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/payslips/${june?.id}`,
        headers: { cookie: aliceCookie },
      })
    ).json<{ view: { summary: { label: string; amountCents: number }[] } }>();
    const netPaid = detail.view.summary.find((line) => line.label === 'Net payé')?.amountCents;
    expect(netPaid).toBeGreaterThan(0);

    const response = await post(receiptUrl(leaId), receipt);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'recu-pour-solde-de-tout-compte-lea-moreau-2026-07-01.pdf',
    );
    const text = pdfText(response.rawPayload);
    const net = squash(euros.format((netPaid ?? 0) / 100));
    expect(text).toContain('Votre contrat de travail a pris fin le 30 juin 2026');
    expect(text).toContain('Salaire du 1er au 30 juin 2026 : 2 450,00 € brut');
    expect(text).toContain('Remboursement de fournitures (hors cotisations et impôt) : 150,00 €');
    // The payslip's own figure, paid on its payment date by default.
    expect(text).toContain(
      `Le montant net total de ${net} vous est versé par virement bancaire le 30 juin 2026`,
    );
    expect(text).toContain(`Reçu pour solde de tout compte la somme nette de ${net}`);
    expect(text).toContain('Madame Léa Moreau');
  });

  it('answers a Word document; the payment date and the method are the employer’s to change', async () => {
    const response = await post(receiptUrl(leaId, 'docx'), {
      ...receipt,
      modePaiement: 'cheque',
      datePaiement: '2026-07-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = squash(docxText(response.rawPayload));
    expect(text).toContain('Salaire du 1er au 30 juin 2026 : 2 450,00 € brut');
    expect(text).toContain('par chèque le 1er juillet 2026');
  });

  it('lists a bonus once, in the gross, and a refund outside it, as the payslip printed them', async () => {
    const nora = await post('/api/employees', {
      ...lea,
      firstName: 'Nora',
      lastName: 'Benali',
      contractEnd: '2026-05-31',
    });
    expect(nora.statusCode, nora.body).toBe(201);
    const may = await post('/api/payslips', {
      employeeId: nora.json().id,
      month: 5,
      year: 2026,
      grossSalary: 2450,
      status: 'completed',
      paymentDate: '2026-05-29',
      calculationInputs: {
        pasRatePercent: 0,
        healthInsuranceMonthlyCents: 0,
        healthInsuranceEmployerSharePercent: 0,
        cadrePrevoyance: false,
        payElements: [
          { kind: 'prime', label: 'Prime de fin de mission', amountCents: 30_000 },
          { kind: 'frais', label: 'Frais de déplacement', amountCents: 4_250 },
        ],
      },
    });
    expect(may.statusCode, may.body).toBe(201);
    const detail = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/payslips/${may.json().id}`,
        headers: { cookie: aliceCookie },
      })
    ).json<{ grossSalary: number; view: { summary: { label: string; amountCents: number }[] } }>();
    const netPaid = detail.view.summary.find((line) => line.label === 'Net payé')?.amountCents ?? 0;
    const response = await post(receiptUrl(nora.json().id, 'docx'), receipt);
    expect(response.statusCode, response.body).toBe(200);
    const text = squash(docxText(response.rawPayload));
    const salaryCents = Math.round(detail.grossSalary * 100) - 30_000;
    expect(text).toContain(`Salaire du 1er au 31 mai 2026 : ${squash(euros.format(salaryCents / 100))} brut`);
    expect(text).toContain('Prime de fin de mission : 300,00 € brut');
    expect(text).toContain('Frais de déplacement');
    expect(text).toContain('42,50 €');
    expect(text).toContain(
      `Le montant net total de ${squash(euros.format(netPaid / 100))} vous est versé par virement bancaire le 29 mai 2026`,
    );
  });

  it('refuses without the last month’s payslip finalised (409), saying which month', async () => {
    const draft = await post(receiptUrl(inesId), receipt);
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe(
      'Finalisez le bulletin de juillet 2026 d’Inès Garcia avant d’établir son reçu pour solde de tout compte : les sommes et le net versé en viennent',
    );
    const none = await post(receiptUrl(hugoId), { ...receipt, dateLettre: '2026-09-01' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('Établissez puis finalisez le bulletin d’août 2026 de Hugo Petit');
    const noEnd = await post(receiptUrl(paulId), receipt);
    expect(noEnd.statusCode).toBe(409);
    expect(noEnd.json().message).toBe(
      'Indiquez la date de fin du contrat dans la fiche de Paul Albertini avant d’établir son reçu pour solde de tout compte',
    );
  });
});

describe('the receipt’s sums (pure)', () => {
  const row = (
    label: string,
    employeeAmountCents: number,
    fields: { baseCents?: number; kind?: 'item' | 'total' } = {},
  ) => ({
    kind: fields.kind ?? ('item' as const),
    label,
    baseCents: fields.baseCents ?? null,
    employeeRatePercent: fields.baseCents === undefined ? null : 6.9,
    employeeAmountCents,
    employerRatePercent: null,
    employerAmountCents: null,
  });
  const summary = [
    {
      label: 'Net à payer avant impôt sur le revenu',
      amountCents: 90_000,
      baseCents: null,
      ratePercent: null,
      emphasis: false,
    },
    { label: 'Net payé', amountCents: 88_765, baseCents: null, ratePercent: null, emphasis: true },
  ];
  const july = { month: 7, year: 2026, paymentDate: '2026-07-31' };

  it('counts the last month from the contract’s start when it began that month, and lists what was paid', () => {
    const values = receiptValues(
      { jobTitle: 'Vendeur', contractStart: '2026-07-06', contractEnd: '2026-07-24' },
      {
        ...july,
        grossSalaryCents: 115_050,
        view: {
          rows: [
            row('Rémunération brute', 115_050),
            row('Sécurité sociale plafonnée', -7_939, { baseCents: 115_050 }),
            row('Autres ajouts', 12_000),
            row('Autres retenues', -5_000),
          ],
          summary,
        },
      },
    );
    expect(values).toEqual({
      dateFinContrat: '2026-07-24',
      sommes: 'Salaire du 6 au 24 juillet 2026 : 1\u202f150,50\u00a0€ brut\nAutres ajouts : 120,00\u00a0€',
      montantNet: '887,65',
    });
  });

  it('lists each element of a gross built up (a bonus, an indemnity) once, the salary being the rest', () => {
    const values = receiptValues(
      { jobTitle: 'Vendeur', contractStart: '2025-01-06', contractEnd: '2026-07-31' },
      {
        ...july,
        grossSalaryCents: 380_000,
        view: {
          rows: [
            row('Salaire de base', 240_000),
            row('Absence du 20 au 21 juillet 2026', -10_000),
            row('Prime exceptionnelle', 50_000),
            row('Indemnité compensatrice de congés payés', 100_000),
            row('Rémunération brute', 380_000, { kind: 'total' }),
            row('Sécurité sociale plafonnée', -26_220, { baseCents: 380_000 }),
            row('Frais de déplacement (hors cotisations et impôt)', 4_250),
          ],
          summary,
        },
      },
    );
    expect(values.sommes?.split('\n')).toEqual([
      'Salaire du 1er au 31 juillet 2026 : 2\u202f300,00\u00a0€ brut',
      'Prime exceptionnelle : 500,00\u00a0€ brut',
      'Indemnité compensatrice de congés payés : 1\u202f000,00\u00a0€ brut',
      'Frais de déplacement (hors cotisations et impôt) : 42,50\u00a0€',
    ]);
  });
});

describe('who may ask, and hostile input', () => {
  it('answers another user’s employee as a missing one (404), and a visitor with a 401', async () => {
    const theirs = await post(certificateUrl(bobEmployeeId), certificate);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Salarié introuvable');
    expect((await post(receiptUrl(bobEmployeeId), receipt)).json().message).toBe('Salarié introuvable');
    expect((await post(certificateUrl(leaId), certificate, bobCookie)).statusCode).toBe(404);
    expect((await post(certificateUrl(999_999), certificate)).statusCode).toBe(404);
    expect((await post(certificateUrl(leaId), certificate, '')).statusCode).toBe(401);
  });

  it('asks for the company’s address in the profile before any document (409)', async () => {
    const carol = await createUser(testApp.orm, { company: 'Carol Conseil', companyAddress: null });
    const carolCookie = await signIn(testApp.app, carol.username);
    const created = await post('/api/employees', lea, carolCookie);
    expect(created.statusCode).toBe(201);
    const response = await post(certificateUrl(created.json().id), certificate, carolCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Indiquez l’adresse de l’entreprise dans votre profil avant d’établir son certificat de travail',
    );
  });

  it('answers an unknown document with a 404 and a wrong format with a French 400', async () => {
    const unknown = await post(`/api/employees/${leaId}/end-of-contract/attestation-france-travail.pdf`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ressource introuvable');
    const format = await post(certificateUrl(leaId, 'exe'), certificate);
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toBe('Format inconnu : pdf ou docx');
    const id = await post(certificateUrl(0), certificate);
    expect(id.statusCode).toBe(400);
    expect(id.json().message).toBe('Identifiant invalide');
  });

  it('refuses oversized, malformed and missing fields in French (400), never a 500', async () => {
    const long = await post(certificateUrl(leaId), { ...certificate, lieu: 'L'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual([{ path: 'lieu', message: '80 caractères au maximum' }]);
    const badDate = await post(receiptUrl(leaId), { ...receipt, dateLettre: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().issues).toEqual([{ path: 'dateLettre', message: 'Date invalide' }]);
    const beforeTheEnd = await post(receiptUrl(leaId), { ...receipt, dateLettre: '2026-06-29' });
    expect(beforeTheEnd.statusCode).toBe(400);
    expect(beforeTheEnd.json().issues).toEqual([
      {
        path: 'dateLettre',
        message:
          'Le reçu fait suite à la fin du contrat : cette date ne peut pas suivre la date du reçu (date de fin du contrat : 30 juin 2026)',
      },
    ]);
    const badPayment = await post(receiptUrl(leaId), { ...receipt, datePaiement: 'demain' });
    expect(badPayment.statusCode).toBe(400);
    expect(badPayment.json().issues[0].path).toBe('datePaiement');
    const empty = await post(receiptUrl(leaId), {});
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['lieu', 'modePaiement', 'salarieCivilite']);
    const wrongTypes = await post(certificateUrl(leaId), {
      salarieCivilite: 'docteur',
      lieu: 42,
      portabilite: true,
      organismeAssureur: ['x'],
      dateLettre: 20260701,
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().message).toMatch(/[a-zé]/);
    const notAnObject = await testApp.app.inject({
      method: 'POST',
      url: certificateUrl(leaId),
      headers: { cookie: aliceCookie, 'content-type': 'application/json' },
      payload: '"texte"',
    });
    expect(notAnObject.statusCode).toBe(400);
  });

  it('is described in the OpenAPI document, body and answers', async () => {
    const { paths = {} } = testApp.app.swagger();
    const route = Object.keys(paths).find((path) => path.includes('certificat-de-travail'));
    expect(route).toBe('/api/employees/{id}/end-of-contract/certificat-de-travail.{format}');
    const operation = paths[route ?? '']?.post;
    expect(operation?.summary).toContain('Certificat de travail');
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409']),
    );
  });
});
