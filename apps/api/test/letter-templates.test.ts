import { strFromU8, unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

/** An avertissement as a visitor fills it in: the standard fields, then the template's own. */
const avertissement = {
  employeurNom: 'Atelier Martin SAS',
  employeurAdresse: '12 rue des Lilas\n69003 Lyon',
  employeurSiret: '123 456 789 00012',
  signataireNom: 'Paul Martin',
  signataireQualite: 'Président',
  salarieCivilite: 'madame',
  salarieNom: 'Claire Dupont',
  salarieAdresse: '5 avenue Jean Jaurès\n69007 Lyon',
  lieu: 'Lyon',
  dateLettre: '2026-11-22',
  remise: 'recommandee',
  faits: 'Le 4 novembre 2026, vous avez pris votre poste à 10 h 15 au lieu de 8 h 30, sans prévenir.',
  entretien: 'non',
};

/** A resignation, written by the employee. */
const demission = {
  salarieNom: 'Karim Benali',
  salarieAdresse: '8 rue Victor Hugo\n33000 Bordeaux',
  employeurNom: 'Atelier Martin SAS',
  employeurAdresse: '12 rue des Lilas\n69003 Lyon',
  lieu: 'Bordeaux',
  dateLettre: '2026-03-02',
  remise: 'main-propre',
  poste: 'comptable',
  preavis: 'effectue',
  dureePreavis: 'un mois',
  dateFinContrat: '2026-04-02',
};

function post(slug: string, format: 'docx' | 'pdf', payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/modeles/${slug}/${format}`,
    payload: payload as object,
    headers,
  });
}

/** The text of a .docx: its `word/document.xml`, one line a paragraph. */
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

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/** Spaces of every kind as one plain space. */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

describe('POST /api/modeles/:slug/docx', () => {
  it('answers the filled letter as a Word document named after the template and the date, never cached', async () => {
    const response = await post('avertissement', 'docx', avertissement);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="modele-avertissement-2026-11-22.docx"; filename*=UTF-8''modele-avertissement-2026-11-22.docx`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = squash(docxText(response.rawPayload));
    expect(text).toContain('Atelier Martin SAS');
    expect(text).toContain('SIRET : 123 456 789 00012');
    expect(text).toContain('Madame Claire Dupont');
    expect(text).toContain('Lyon, le 22 novembre 2026');
    expect(text).toContain('Lettre recommandée avec avis de réception');
    expect(text).toContain('Objet : Avertissement');
    expect(text).toContain('vous avez pris votre poste à 10 h 15 au lieu de 8 h 30, sans prévenir.');
    expect(text).toContain('Paul Martin');
  });

  it('writes an employee’s letter to the employer', async () => {
    const response = await post('demission', 'docx', demission);
    expect(response.statusCode, response.body).toBe(200);
    const text = squash(docxText(response.rawPayload));
    expect(text).toContain('Bordeaux, le 2 mars 2026');
    expect(text).toContain('Lettre remise en main propre contre décharge');
    expect(text).toContain('démissionner du poste de comptable que j’occupe au sein d’Atelier Martin SAS.');
    expect(text).toContain('Mon contrat de travail prendra donc fin le 2 avril 2026 au soir.');
  });
});

describe('POST /api/modeles/:slug/pdf', () => {
  it('answers the filled letter as a PDF whose text reads back', async () => {
    const response = await post('avertissement', 'pdf', avertissement);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'filename="modele-avertissement-2026-11-22.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = squash(await pdfText(response.rawPayload));
    expect(text).toContain('Madame Claire Dupont');
    expect(text).toContain('5 avenue Jean Jaurès');
    expect(text).toContain('Lyon, le 22 novembre 2026');
    expect(text).toContain('Objet : Avertissement');
    expect(text).toContain('au lieu de 8 h 30, sans prévenir.');
  });
});

describe('the values a letter needs', () => {
  it('refuses an empty form field by field, in French, and writes no file', async () => {
    const response = await post('avertissement', 'pdf', {});
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body.message).toBe('Ce champ est obligatoire');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'employeurNom', message: 'Ce champ est obligatoire' },
        { path: 'salarieNom', message: 'Ce champ est obligatoire' },
        { path: 'dateLettre', message: 'Ce champ est obligatoire' },
        { path: 'faits', message: 'Ce champ est obligatoire' },
      ]),
    );
  });

  it.each([
    [
      'a date typed the French way',
      { dateLettre: '22/11/2026' },
      'dateLettre',
      'Date invalide (format attendu : AAAA-MM-JJ)',
    ],
    ['a SIRET too short', { employeurSiret: '1234' }, 'employeurSiret', 'Le numéro SIRET compte 14 chiffres'],
    [
      'an option the list does not have',
      { remise: 'pigeon' },
      'remise',
      'Choisissez une des options proposées',
    ],
    ['an interview without its date', { entretien: 'oui' }, 'dateEntretien', 'Ce champ est obligatoire'],
    [
      'facts longer than 4 000 characters',
      { faits: 'x'.repeat(4001) },
      'faits',
      '4 000 caractères au maximum',
    ],
  ])('refuses %s, naming the field', async (_case, patch, path, message) => {
    const response = await post('avertissement', 'docx', { ...avertissement, ...patch });
    expect(response.statusCode).toBe(400);
    const issues: { path: string; message: string }[] = response.json().issues;
    expect(issues.map((issue) => ({ path: issue.path, message: squash(issue.message) }))).toEqual([
      { path, message },
    ]);
  });

  it('refuses a leave whose last day comes before its first, naming the field, and writes no file', async () => {
    const leave = {
      salarieNom: 'Karim Benali',
      salarieAdresse: '8 rue Victor Hugo\n33000 Bordeaux',
      employeurNom: 'Atelier Martin SAS',
      employeurAdresse: '12 rue des Lilas\n69003 Lyon',
      lieu: 'Bordeaux',
      dateLettre: '2026-05-04',
      dateDebut: '2026-07-13',
      dateFin: '2026-07-03',
    };
    const accepted = await post('demande-de-conges-payes', 'pdf', { ...leave, dateFin: '2026-07-24' });
    expect(accepted.statusCode).toBe(200);
    const response = await post('demande-de-conges-payes', 'pdf', leave);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const issues: { path: string; message: string }[] = response.json().issues;
    expect(issues.map((issue) => ({ path: issue.path, message: squash(issue.message) }))).toEqual([
      {
        path: 'dateFin',
        message: 'Le dernier jour de congé ne peut pas précéder le premier (au plus tôt le 13 juillet 2026)',
      },
    ]);
  });

  it('refuses a body that is not an object', async () => {
    const response = await post('avertissement', 'pdf', ['Claire Dupont']);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Le corps de la requête doit être un objet JSON');
  });

  it('answers 404 for a template it does not have', async () => {
    const response = await post('lettre-inconnue', 'docx', avertissement);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Modèle de document introuvable' });
  });

  it('refuses a letter posted by another site', async () => {
    const response = await post('avertissement', 'docx', avertissement, {
      origin: 'https://autre-site.example',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the API description', () => {
  it('lists both downloads', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/modeles/{slug}/docx', '/api/modeles/{slug}/pdf']),
    );
  });
});

describe('the per-IP limit of the public forms', () => {
  it('answers a French 429 with Retry-After', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_PUBLIC_PER_MINUTE: '1' });
    try {
      const first = await limited.app.inject({
        method: 'POST',
        url: '/api/modeles/avertissement/docx',
        payload: avertissement,
      });
      expect(first.statusCode).toBe(200);
      const refused = await limited.app.inject({
        method: 'POST',
        url: '/api/modeles/avertissement/docx',
        payload: avertissement,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Trop de demandes envoyées depuis votre connexion\. Veuillez réessayer dans \d+ secondes\.$/,
      );
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
