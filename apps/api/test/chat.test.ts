import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArticleFiles } from '../src/modules/blog/load-article-files.ts';
import { ChatConversation } from '../src/modules/chat/chat-conversation.entity.ts';
import { questionLexemes } from '../src/modules/chat/retrieve-passages.ts';
import { replaceSearchDocuments } from '../src/modules/search/index-documents.ts';
import { indexSiteContent } from '../src/modules/search/index-site-content.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai.ts';

const fixtures = fileURLToPath(new URL('./fixtures/blog/', import.meta.url));

async function withContent(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const testApp = await buildTestApp(envOverrides);
  await indexSiteContent(testApp.orm.em.fork());
  await loadArticleFiles(testApp.orm.em.fork(), fixtures);
  return testApp;
}

function ask(testApp: TestApp, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url: '/api/chat', payload: payload as object, headers });
}

describe('POST /api/chat, from our own content', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await withContent({ PUBLIC_BOOKING_URL: 'https://rendez-vous.example.fr/dirigeo' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers a price question with the prices as the site states them, and a link to them', async () => {
    const response = await ask(testApp, { message: 'Combien coûte la formule Essentiel par bulletin ?' });
    expect(response.statusCode).toBe(200);
    const html = response.json().response as string;
    expect(html.replace(/[\u00a0\u202f]/g, ' ')).toContain('Essentiel 19 €');
    expect(html).toContain('<a href="/#tarifs">');
  });

  it('answers from an article, quoting it, with a link to it', async () => {
    const html = (await ask(testApp, { message: 'Qu’est-ce que le bulletin clarifié ?' })).json()
      .response as string;
    expect(html).toContain('<a href="/blog/premier-article">Le bulletin de paie clarifié</a>');
  });

  it('says when it has no answer and offers the free discovery call', async () => {
    for (const message of ['Quelle est la capitale du Pérou ?', 'Bonjour']) {
      const html = (await ask(testApp, { message })).json().response as string;
      expect(html).toContain("Je n'ai pas trouvé de réponse");
      expect(html).toContain('href="https://rendez-vous.example.fr/dirigeo"');
    }
  });

  it("stores each exchange with the visitor's words as typed, answers them as text", async () => {
    const question = '<img src=x onerror=alert(1)> tarifs ?';
    const response = await ask(testApp, { message: question }, { 'user-agent': 'Navigateur de test' });
    expect(response.json().response).not.toMatch(/<img|onerror/);
    const stored = await testApp.orm.em.fork().findOneOrFail(ChatConversation, { userMessage: question });
    expect(stored.botResponse).toBe(response.json().response);
    expect(stored.responseTime).toBeGreaterThanOrEqual(0);
    expect(stored.userAgent).toBe('Navigateur de test');
    expect(stored.ipAddress).toBe('127.0.0.1');
    expect(stored.answeredBy).toBe('retrieval');
  });

  it('groups a visitor’s questions under one first-party session cookie', async () => {
    const first = await ask(testApp, { message: 'Quels sont vos tarifs ?' });
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^dirigeo_assistant=[A-Za-z0-9_-]{24}; Path=\/api\/chat; HttpOnly; SameSite=Lax$/,
    );
    const cookie = setCookie.split(';')[0] ?? '';
    const second = await ask(testApp, { message: 'Et la formule annuelle ?' }, { cookie });
    expect(second.headers['set-cookie']).toBeUndefined();
    const sessionId = cookie.split('=')[1];
    const rows = await testApp.orm.em.fork().find(ChatConversation, { sessionId });
    expect(rows.map((row) => row.userMessage)).toEqual([
      'Quels sont vos tarifs ?',
      'Et la formule annuelle ?',
    ]);
  });

  it.each([
    [{}, 'Veuillez saisir votre question.'],
    [{ message: '' }, 'Veuillez saisir votre question.'],
    [{ message: '   \n ' }, 'Veuillez saisir votre question.'],
    [{ message: 'a'.repeat(2001) }, 'Votre question ne peut pas dépasser 2000 caractères.'],
    [{ message: 42 }, 'Veuillez saisir votre question.'],
    [
      {
        message: 'ok',
        conversation: Array.from({ length: 6 }, (_, index) => ({
          id: String(index),
          content: 'x',
          isUser: true,
          timestamp: 1,
        })),
      },
      'L’historique ne peut pas dépasser 5 messages.',
    ],
    [
      { message: 'ok', conversation: [{ id: '1', content: 'a'.repeat(2001), isUser: true, timestamp: 1 }] },
      'Un message ne peut pas dépasser 2000 caractères.',
    ],
    [{ message: 'ok', conversation: 'non' }, 'L’historique de la conversation est invalide.'],
  ])('refuses %j with a French message, and stores nothing', async (payload, message) => {
    const before = await testApp.orm.em.fork().count(ChatConversation);
    const response = await ask(testApp, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await testApp.orm.em.fork().count(ChatConversation)).toBe(before);
  });

  it('puts first the document whose title names the subject, before a text that only mentions every word', async () => {
    // An article of the code whose text holds every word of the question, its description one, its
    // title none; boosted, so that only the title's words can put the calculator before it.
    await replaceSearchDocuments(testApp.orm.em.fork(), 'code', [
      {
        sourceId: 'R0000-1',
        type: 'fiche',
        title: 'Article R0000-1',
        description: 'Code du travail : la précarité de l’emploi',
        boost: 10,
        body: 'Le taux de la prime versée au titre de la précarité de l’emploi est fixé par décret.',
        category: 'Code du travail',
        url: '/code-du-travail/article/R0000-1',
      },
    ]);
    const html = (await ask(testApp, { message: 'Quel est le taux de la prime de précarité ?' })).json()
      .response as string;
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/simulateur/indemnite-precarite');
    expect(html).toContain('href="/code-du-travail/article/R0000-1"');
  });

  it('keeps the words that say what a question is about, without its hyphenated compounds', async () => {
    const lexemes = await questionLexemes(
      testApp.orm.em.fork(),
      'Les formules mensuelles sont-elles sans engagement ? Le président cotise-t-il ?',
    );
    expect([...lexemes].sort()).toEqual(['cotis', 'engag', 'formul', 'mensuel', 'president']);
  });

  it('reads « Puis-je… ? » as a question, not as its subject', async () => {
    const html = (await ask(testApp, { message: 'Puis-je essayer gratuitement ?' })).json()
      .response as string;
    expect(html).not.toContain("Je n'ai pas trouvé de réponse");
  });

  it('accepts the history of spec 001 §3 and reads a short follow-up with it', async () => {
    const response = await ask(testApp, {
      message: 'et en annuel ?',
      conversation: [
        {
          id: 'a',
          content: 'Combien coûte la formule Essentiel ?',
          isUser: true,
          timestamp: '2026-11-22T10:00:00.000Z',
        },
        { id: 'b', content: '<p>19 €</p>', isUser: false, timestamp: '2026-11-22T10:00:01.000Z' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toContain('<a href="/#tarifs">');
  });
});

describe('POST /api/chat, per-IP limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await withContent({ RATE_LIMIT_PUBLIC_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers a French 429 with Retry-After past the limit', async () => {
    expect((await ask(testApp, { message: 'tarifs' })).statusCode).toBe(200);
    expect((await ask(testApp, { message: 'tarifs' })).statusCode).toBe(200);
    const refused = await ask(testApp, { message: 'tarifs' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Trop de demandes envoyées depuis votre connexion\. Veuillez réessayer dans \d+ secondes\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/chat with a language model', () => {
  let testApp: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    testApp = await withContent({
      CHAT_PROVIDER_URL: fake.url,
      CHAT_PROVIDER_API_KEY: 'cle-de-test',
      CHAT_MODEL: 'modele-de-test',
      CHAT_PROVIDER_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });

  it('lets the model write from the retrieved passages only, and sanitises what it writes', async () => {
    fake.behaviour = {
      content: '<p>Voir <a href="/#tarifs">nos tarifs</a>.</p><script>alert(1)</script>',
      status: 200,
      delayMs: 0,
    };
    const response = await ask(testApp, { message: 'Combien coûte la formule Essentiel ?' });
    expect(response.json().response).toBe('<p>Voir <a href="/#tarifs">nos tarifs</a>.</p>');
    const request = fake.requests.at(-1) as { model: string; messages: { role: string; content: string }[] };
    expect(request.model).toBe('modele-de-test');
    expect(request.messages[0]?.content).toContain('uniquement à partir des passages');
    expect(request.messages[0]?.content).toContain('Essentiel 19 €');
    expect(request.messages[1]).toEqual({ role: 'user', content: 'Combien coûte la formule Essentiel ?' });
    const stored = await testApp.orm.em
      .fork()
      .findOneOrFail(ChatConversation, { botResponse: response.json().response });
    expect(stored.answeredBy).toBe('model');
  });

  it('falls back to the passages when the model fails', async () => {
    fake.behaviour = { content: '', status: 500, delayMs: 0 };
    const html = (await ask(testApp, { message: 'Combien coûte la formule Essentiel ?' })).json()
      .response as string;
    expect(html.replace(/[\u00a0\u202f]/g, ' ')).toContain('Essentiel 19 €');
  });

  it('falls back to the passages when the model is too slow', async () => {
    fake.behaviour = { content: '<p>Trop tard.</p>', status: 200, delayMs: 1_000 };
    const started = Date.now();
    const html = (await ask(testApp, { message: 'Combien coûte la formule Essentiel ?' })).json()
      .response as string;
    expect(html.replace(/[\u00a0\u202f]/g, ' ')).toContain('Essentiel 19 €');
    expect(Date.now() - started).toBeLessThan(900);
  });
});
