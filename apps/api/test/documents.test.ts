import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_DOCUMENT_BYTES } from '@dirigeo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { querySql } from '../src/lib/db/sql.ts';
import { Document } from '../src/modules/document/document.entity.ts';
import type { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import {
  multipart,
  SAMPLE_CFB_FORGED,
  SAMPLE_DOC,
  SAMPLE_DOCX,
  SAMPLE_EXE,
  SAMPLE_PNG,
  SAMPLE_XLS,
  samplePdf,
} from './helpers/sample-files.ts';
import { signIn } from './helpers/sign-in.ts';

let testApp: TestApp;
let alice: User;
let bob: User;
let aliceCookie: string;
let bobCookie: string;
let pdf: Buffer;

const UNSUPPORTED =
  'Type de fichier non accepté. Formats acceptés : PDF, DOC, DOCX, XLS, XLSX, JPG, JPEG, PNG';

beforeAll(async () => {
  testApp = await buildTestApp();
  alice = await createUser(testApp.orm);
  bob = await createUser(testApp.orm);
  aliceCookie = await signIn(testApp.app, alice.username);
  bobCookie = await signIn(testApp.app, bob.username);
  pdf = await samplePdf();
});

afterAll(async () => {
  await testApp?.close();
});

async function upload(
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
  cookie = aliceCookie,
) {
  const body = await multipart(fields, file);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

/**
 * Every stored file, whoever it belongs to, as the app's storage holds it (the database on
 * PostgreSQL, the disk with PGlite), complete or not.
 */
async function storedFiles(): Promise<string[]> {
  const storage = testApp.app.fileStorage;
  const keys: string[] = [];
  for await (const batch of storage.keysStoredBefore(new Date(Date.now() + 60_000))) keys.push(...batch);
  if (storage.kind === 'database') {
    const rows = await querySql<{ key: string }>(
      testApp.orm.em.fork(),
      'select key from stored_file where not complete',
    );
    keys.push(...rows.map((row) => `${row.key} (incomplete)`));
  } else {
    const root = join(testApp.env.DATA_DIR, 'uploads');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    keys.push(
      ...entries.filter((entry) => entry.isFile() && entry.name.endsWith('.part')).map((entry) => entry.name),
    );
  }
  return keys.sort();
}

async function documentCount(): Promise<number> {
  return testApp.orm.em.fork().count(Document, {});
}

const fields = { name: 'Attestation URSSAF', description: 'Vigilance 2026', category: 'social' };

describe('POST /api/documents', () => {
  it('stores the file and answers the document, the type read from the content', async () => {
    const response = await upload(fields, {
      name: 'C:\\Users\\léa\\attestation urssaf.pdf',
      content: pdf,
      type: 'text/plain',
    });
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      userId: alice.id,
      name: 'Attestation URSSAF',
      description: 'Vigilance 2026',
      category: 'social',
      fileType: 'application/pdf',
      fileSize: pdf.length,
      originalFileName: 'attestation urssaf.pdf',
      fileUrl: `/api/documents/${document.id}/file`,
    });
    expect(JSON.stringify(document)).not.toMatch(/storageKey|Users/);

    const stored = await testApp.orm.em.fork().findOneOrFail(Document, { id: document.id });
    expect(stored.storageKey).toMatch(new RegExp(`^${alice.id}/[0-9a-f-]{36}$`));
  });

  it.each([
    ['a PNG image', 'scan.png', SAMPLE_PNG, 'image/png'],
    [
      'a Word document',
      'contrat.docx',
      SAMPLE_DOCX,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a legacy .doc', 'ancien.doc', SAMPLE_DOC, 'application/msword'],
    ['a legacy .xls', 'tableau.xls', SAMPLE_XLS, 'application/vnd.ms-excel'],
  ])('accepts %s', async (_case, name, content, fileType) => {
    const response = await upload({ name, category: 'other' }, { name, content });
    expect(response.statusCode).toBe(201);
    expect(response.json().fileType).toBe(fileType);
  });

  it('names the download after the detected type when the extension lies', async () => {
    const response = await upload(
      { name: 'Photo', category: 'other' },
      { name: 'photo.pdf', content: SAMPLE_PNG },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ fileType: 'image/png', originalFileName: 'photo.png' });
  });

  it.each([
    ['a renamed executable', 'facture.pdf', SAMPLE_EXE],
    ['plain text named .pdf', 'notes.pdf', Buffer.from('juste du texte, pas un PDF')],
    ['a compound file not named .doc or .xls', 'macro.pdf', SAMPLE_DOC],
    ["a compound file's signature before random bytes, named .doc", 'faux.doc', SAMPLE_CFB_FORGED],
    ["a compound file's signature before random bytes, named .xls", 'faux.xls', SAMPLE_CFB_FORGED],
    ['a workbook named .doc', 'classeur.doc', SAMPLE_XLS],
    ['a Word document named .xls', 'lettre.xls', SAMPLE_DOC],
  ])('refuses %s with a 415 naming the accepted types, and keeps nothing', async (_case, name, content) => {
    const filesBefore = await storedFiles();
    const rowsBefore = await documentCount();
    const response = await upload(fields, { name, content });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: UNSUPPORTED });
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await documentCount()).toBe(rowsBefore);
  });

  it('refuses a file over 10 MB with a 413, and keeps nothing', async () => {
    const filesBefore = await storedFiles();
    const rowsBefore = await documentCount();
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - pdf.length)]);
    const response = await upload(fields, { name: 'gros.pdf', content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Le fichier dépasse la taille maximale de 10 MB' });
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await documentCount()).toBe(rowsBefore);
  });

  it('refuses two files in one request with a 400 (not a 413), and keeps nothing', async () => {
    const filesBefore = await storedFiles();
    const rowsBefore = await documentCount();
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(pdf)]), 'un.pdf');
    form.append('file', new Blob([new Uint8Array(pdf)]), 'deux.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { 'content-type': request.headers.get('content-type') ?? '', cookie: aliceCookie },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Un seul fichier peut être envoyé à la fois' });
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await documentCount()).toBe(rowsBefore);
  });

  it('keeps the quotes of a file name, which browsers send as %22', async () => {
    const name = 'Le "contrat" signé.pdf';
    const response = await upload(fields, { name, content: pdf });
    expect(response.statusCode).toBe(201);
    expect(response.json().originalFileName).toBe(name);
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/${response.json().id}/file`,
      headers: { cookie: aliceCookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(encodeURIComponent('"contrat"'));
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = Buffer.concat([pdf, Buffer.alloc(MAX_DOCUMENT_BYTES - pdf.length)]);
    const response = await upload(fields, { name: 'limite.pdf', content: exact });
    expect(response.statusCode).toBe(201);
    expect(response.json().fileSize).toBe(MAX_DOCUMENT_BYTES);
  });

  it.each([
    ['no name', { category: 'tax' }, 'name', 'Le nom du document est requis'],
    ['no category', { name: 'Avis' }, 'category', 'La catégorie est requise'],
    ['an unknown category', { name: 'Avis', category: 'secret' }, 'category', 'La catégorie est requise'],
    ['an oversize name', { name: 'x'.repeat(256), category: 'tax' }, 'name', '255 caractères au maximum'],
  ])('answers 400 for %s, and keeps nothing', async (_case, badFields, path, message) => {
    const filesBefore = await storedFiles();
    const response = await upload(badFields, { name: 'avis.pdf', content: pdf });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("answers 400 'Un fichier est requis' without a file", async () => {
    const response = await upload(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Un fichier est requis');
  });

  it('refuses a JSON body: the file must be sent', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie: aliceCookie },
      payload: { ...fields, fileUrl: '/tmp/x', fileSize: 1, fileType: 'application/pdf' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toBe('La requête doit être envoyée en multipart/form-data');
  });

  it('answers 401 when signed out', async () => {
    const response = await upload(fields, { name: 'a.pdf', content: pdf }, '');
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/documents', () => {
  it("lists only the user's documents, newest first", async () => {
    await upload({ name: 'Document de Bob', category: 'tax' }, { name: 'bob.pdf', content: pdf }, bobCookie);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: { cookie: aliceCookie },
    });
    expect(response.statusCode).toBe(200);
    const documents: { userId: number; createdAt: string; id: number }[] = response.json();
    expect(documents.length).toBeGreaterThan(3);
    expect(documents.every((document) => document.userId === alice.id)).toBe(true);
    const dates = documents.map((document) => document.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('GET /api/documents/:id/file', () => {
  it('sends the stored bytes with the stored type and an RFC 5987 attachment name', async () => {
    const created = await upload(
      { name: 'Relevé', category: 'tax' },
      { name: 'relevé d’impôts 2025.pdf', content: pdf },
    );
    const response = await testApp.app.inject({
      method: 'GET',
      url: created.json().fileUrl,
      headers: { cookie: aliceCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="releve d_impots 2025.pdf"; filename*=UTF-8''relev%C3%A9%20d%E2%80%99imp%C3%B4ts%202025.pdf`,
    );
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });
});

describe("another user's document", () => {
  it.each([
    ['GET', '/file'],
    ['DELETE', ''],
  ] as const)('%s /api/documents/:id%s answers 404 and changes nothing', async (method, suffix) => {
    const bobDocument = (
      await upload({ name: 'Privé', category: 'other' }, { name: 'prive.pdf', content: pdf }, bobCookie)
    ).json();
    const filesBefore = await storedFiles();
    const response = await testApp.app.inject({
      method,
      url: `/api/documents/${bobDocument.id}${suffix}`,
      headers: { cookie: aliceCookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Document introuvable' });
    expect(await testApp.orm.em.fork().count(Document, { id: bobDocument.id })).toBe(1);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

describe('DELETE /api/documents/:id', () => {
  it('removes the row and the stored file (204)', async () => {
    const created = (
      await upload({ name: 'À jeter', category: 'other' }, { name: 'jeter.pdf', content: pdf })
    ).json();
    const { storageKey } = await testApp.orm.em.fork().findOneOrFail(Document, { id: created.id });
    const filesBefore = await storedFiles();
    expect(filesBefore.some((file) => file.endsWith(storageKey))).toBe(true);

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/documents/${created.id}`,
      headers: { cookie: aliceCookie },
    });
    expect(response.statusCode).toBe(204);
    expect(await testApp.orm.em.fork().count(Document, { id: created.id })).toBe(0);
    expect((await storedFiles()).some((file) => file.endsWith(storageKey))).toBe(false);
    const again = await testApp.app.inject({
      method: 'GET',
      url: created.fileUrl,
      headers: { cookie: aliceCookie },
    });
    expect(again.statusCode).toBe(404);
  });
});
