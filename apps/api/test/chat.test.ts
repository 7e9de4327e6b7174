import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArticleFiles } from '../src/modules/blog/load-article-files.ts';
import { ChatConversation } from '../src/modules/chat/chat-conversation.entity.ts';
import { querySql } from '../src/lib/db/sql.ts';
import { NUMBER_WORDS } from '../src/modules/search/equivalent-forms.ts';
import { questionLexemes, retrievePassages } from '../src/modules/search/retrieve-passages.ts';
import { replaceSearchDocuments } from '../src/modules/search/index-documents.ts';
import { indexSiteContent } from '../src/modules/search/index-site-content.ts';
import {
  computeConventionalTerminationIndemnity,
  computeDismissalIndemnity,
  computeDismissalNotice,
  computeDismissalProcedure,
  computeNoticeEndDate,
  computePaidLeaveEntitlement,
  computePaidLeaveIndemnity,
  computePrecarityIndemnity,
  computeReferenceSalary,
  computeResignationNotice,
  computeSeniority,
  computeSickPayComplement,
  computeMaternityLeave,
  computeOvertimePremium,
  computePaternityLeave,
  computeTrialPeriodMaximum,
  computeRetirementIndemnity,
  computeApprenticeMinimumPay,
  computeYoungWorkerMinimum,
  computeTrialPeriodNotice,
  computeDisciplinaryDeadlines,
  computeMayDayPay,
  computeMayorSundayPay,
  computeTransportPassShare,
  computeFixedTermEarlyNotice,
  computeFixedTermWaitingPeriod,
  WORKING_TIME_LIMITS,
  TELEWORK_RULES,
  computeSolidarityDay,
  LEGAL_DELAYS,
  FAMILY_LEAVES,
  PAY_RULES,
  PREGNANCY_RULES,
  INTERVIEW_ASSISTANCE,
  frenchPublicHolidays,
} from '@dirigeo/labour-law';
import {
  companyCarMonthlyCents,
  computeDividendsFlatTax,
  formatEuros,
  isSupportedYear,
  kilometricAllowanceCents,
  type SupportedYear,
  supportedYears,
  mealVoucherExemption,
  simulateExactCharges,
  simulateExactChargesForNet,
  smicInForce,
} from '@dirigeo/payroll-calc';
import { dsnDueDate } from '@dirigeo/dsn';
import { letterTemplates } from '@dirigeo/letter-templates';
import { CHAT_MESSAGE_MAX_LENGTH, PASSWORD_RESET_VALID_MINUTES } from '@dirigeo/schemas';
import {
  dataRetention,
  detailedPlans,
  FEATURES,
  faqEntries,
  formatProviderAddress,
  freeTrial,
  marketingClaims,
  provider,
  salesTerms,
  sessionLifetime,
  yearlyPricePerMonthOf,
} from '@dirigeo/site-content';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai.ts';
import { loadOfficialDataSubset } from './helpers/official-data.ts';

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
    const response = await ask(testApp, { message: 'Combien coûte la formule Essentielle par mois ?' });
    expect(response.statusCode).toBe(200);
    const html = response.json().response as string;
    expect(html).toMatch(/Essentielle 9(\u00a0|&nbsp;| )€/);
    expect(html).toContain('<a href="/#tarifs">');
  });

  it('answers from an article, quoting it, with a link to it', async () => {
    const html = (await ask(testApp, { message: 'Qu’est-ce que le bulletin clarifié ?' })).json()
      .response as string;
    expect(html).toContain('<a href="/blog/premier-article">Le bulletin de paie clarifié</a>');
  });

  it('says when it has no answer and offers the free discovery call', async () => {
    for (const message of ['Quelle est la capitale du Pérou ?', 'Quel temps fera-t-il demain ?']) {
      const html = (await ask(testApp, { message })).json().response as string;
      expect(html).toContain("Je n'ai pas trouvé de réponse");
      expect(html).toContain('href="https://rendez-vous.example.fr/dirigeo"');
    }
  });

  it('says it has no answer when the question’s subject is a word none of our texts holds', async () => {
    // « bulletin » and « clarifié » are the first article's words; « Kbis » and « belge » no text's.
    const held = await ask(testApp, { message: 'Qu’est-ce que le bulletin clarifié ?' });
    expect(held.json().response).toContain('<a href="/blog/premier-article">');
    for (const message of [
      'Qu’est-ce que le bulletin clarifié belge ?',
      'Qu’est-ce que le Kbis du bulletin clarifié ?',
    ]) {
      const html = (await ask(testApp, { message })).json().response as string;
      expect(html).toContain("Je n'ai pas trouvé de réponse");
    }
    // A figure is the case's detail: « 2537 » no text holds does not make the question unknown.
    const figure = await ask(testApp, { message: 'Qu’est-ce que le bulletin clarifié à 2537 ?' });
    expect(figure.json().response).toContain('<a href="/blog/premier-article">');
  });

  it('reads a word of the language no text holds as a long question’s detail, an acronym as its subject', async () => {
    const em = testApp.orm.em.fork();
    // « magasinier » and « colère » are French words none of our texts holds: the story's details.
    const story = await retrievePassages(
      em,
      'Mon magasinier en colère me demande ce matin ce que change le bulletin clarifié pour lui',
    );
    expect(story.map((passage) => passage.url)).toContain('/blog/premier-article');
    // « Kbis » is no word of the language: what the question is about, however long it is.
    const acronym = await retrievePassages(
      em,
      'Mon comptable me demande ce matin ce que change le Kbis du bulletin clarifié pour lui',
    );
    expect(acronym).toEqual([]);
    // A short question is about each of its words.
    expect(await retrievePassages(em, 'bulletin clarifié du magasinier')).toEqual([]);
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

  it('puts a letter template after the rule on the same subject, unless a letter is asked for', async () => {
    // Two documents with the same words; the template is boosted, so only the kind can put it second.
    const same = {
      description: 'Les jours de congés payés acquis chaque mois par le salarié',
      body: 'Le salarié acquiert deux jours et demi ouvrables de congés payés par mois de travail effectif.',
      category: 'Congés',
    };
    await replaceSearchDocuments(testApp.orm.em.fork(), 'fiche', [
      {
        sourceId: 'modele-conges-test',
        type: 'tool',
        title: 'Jours de congés payés acquis : information du salarié',
        boost: 5,
        url: '/outils/modele/conges-test',
        ...same,
      },
      {
        sourceId: 'fiche-conges-test',
        type: 'fiche',
        title: 'Jours de congés payés acquis par le salarié',
        boost: 1,
        url: '/outils/fiche/conges-test',
        ...same,
      },
    ]);
    const firstLink = async (message: string) =>
      ((await ask(testApp, { message })).json().response as string).match(/<a href="([^"]+)"/)?.[1];
    expect(await firstLink('Combien de jours de congés payés acquis par mois ?')).toBe(
      '/outils/fiche/conges-test',
    );
    expect(await firstLink('Modèle de lettre : jours de congés payés acquis')).toBe(
      '/outils/modele/conges-test',
    );
  });

  it('weighs a page whose title names the question’s rarest word, though its heading holds no other', async () => {
    // Twenty-five headings holding two of the question's words, enough that the search does not widen
    // to any text holding a rare word; the page on the subject names one word only, in its title.
    const common = Array.from({ length: 25 }, (_, index) => ({
      sourceId: `atelier-${index}`,
      type: 'fiche' as const,
      title: `Atelier ${index} : les obligations de sécurité`,
      description: 'Les obligations de l’employeur dans un atelier',
      boost: 1,
      body: 'L’employeur respecte ses obligations de sécurité dans l’atelier.',
      category: 'Santé',
      url: `/outils/fiche/atelier-${index}`,
    }));
    await replaceSearchDocuments(testApp.orm.em.fork(), 'fiche', [
      ...common,
      {
        sourceId: 'zorglub',
        type: 'fiche',
        title: 'Le zorglub',
        description: 'Ce que dit la loi',
        boost: 1,
        body: 'Le zorglub se prévient par des pauses.',
        category: 'Santé',
        url: '/outils/fiche/zorglub',
      },
    ]);
    const passages = await retrievePassages(
      testApp.orm.em.fork(),
      'Le zorglub dans mon atelier : quelles obligations de sécurité pour l’employeur ?',
      30,
    );
    expect(passages.map((passage) => passage.url)).toContain('/outils/fiche/zorglub');
  });

  it('weighs a page whose title names a phrase of the question, though rarer words fill the heading pairs', async () => {
    // Five rare words, two of them in each of 25 headings (enough that the search does not widen);
    // « période » and « essai » in 40 headings apart, commoner; one title names them as a phrase.
    const rare = ['zibeline', 'quokka', 'narval', 'axolotl', 'pangolin'];
    const page = (sourceId: string, title: string) => ({
      sourceId,
      type: 'fiche' as const,
      title,
      description: title,
      boost: 1,
      body: `${title}.`,
      category: 'Test',
      url: `/outils/fiche/${sourceId}`,
    });
    await replaceSearchDocuments(testApp.orm.em.fork(), 'fiche', [
      ...Array.from({ length: 25 }, (_, index) =>
        page(`rare-${index}`, `${rare[index % 5]} et ${rare[(index + 1) % 5]} numéro ${index}`),
      ),
      ...Array.from({ length: 20 }, (_, index) => page(`periode-${index}`, `La période numéro ${index}`)),
      ...Array.from({ length: 20 }, (_, index) => page(`essai-${index}`, `L’essai numéro ${index}`)),
      page('la-periode-dessai', 'La période d’essai'),
    ]);
    const passages = await retrievePassages(
      testApp.orm.em.fork(),
      'Je veux arrêter la période d’essai de mon zibeline quokka narval axolotl pangolin',
      60,
    );
    expect(passages.map((passage) => passage.url)).toContain('/outils/fiche/la-periode-dessai');
  });

  it('keeps the words that say what a question is about, without its hyphenated compounds', async () => {
    const lexemes = await questionLexemes(
      testApp.orm.em.fork(),
      'Les formules mensuelles sont-elles sans engagement ? Le président cotise-t-il ?',
    );
    expect([...lexemes].sort()).toEqual(['cotis', 'engag', 'formul', 'mensuel', 'president']);
  });

  it('drops « aujourd’hui » and writes « at mp » as the code writes AT/MP', async () => {
    const em = testApp.orm.em.fork();
    expect([...(await questionLexemes(em, 'prix du bitcoin aujourd hui'))].sort()).toEqual([
      'bitcoin',
      'prix',
    ]);
    expect(await questionLexemes(em, 'taux at mp sasu')).toContain('at/mp');
  });

  it('drops the « temps » of « combien de temps », which asks how long, not of « temps partiel »', async () => {
    const em = testApp.orm.em.fork();
    expect(await questionLexemes(em, 'combien de temps pour contester son licenciement')).not.toContain(
      'temp',
    );
    expect(await questionLexemes(em, 'en combien de temps un salarie est il paye')).not.toContain('temp');
    expect(await questionLexemes(em, 'combien de temps partiel par semaine')).toContain('temp');
    expect(await questionLexemes(em, 'combien de temps de pause')).toContain('temp');
  });

  it('drops « en train de », « tout de suite », « en attendant », keeps the « faute » of « faute grave » and drops the « faut » of « il faut »', async () => {
    const em = testApp.orm.em.fork();
    expect(
      [
        ...(await questionLexemes(
          em,
          'pris en train de voler, il part tout de suite en attendant que je decide',
        )),
      ].sort(),
    ).toEqual(['decid', 'part', 'pris', 'vol']);
    expect(await questionLexemes(em, 'licenciement pour faute grave')).toContain('faut');
    expect(await questionLexemes(em, 'il faut un preavis ?')).not.toContain('faut');
    expect(
      await questionLexemes(em, 'je le renvoie chez lui en attendant de le licencier pour faute grave'),
    ).toEqual(expect.arrayContaining(['mis', 'pied', 'conservatoir', 'faut', 'grav']));
  });

  it('drops « comment ça marche » and « ça », which name no subject, and reads « prudhommes » as our texts write it', async () => {
    const em = testApp.orm.em.fork();
    const lexemes = await questionLexemes(em, 'saisir les prudhommes comment ca marche');
    expect(lexemes).toContain('prud');
    expect(lexemes).not.toContain('prudhomm');
    expect(lexemes).not.toContain('ca');
    expect(lexemes).not.toContain('march');
    expect(await questionLexemes(em, 'la marche a suivre pour un licenciement')).toContain('march');
  });

  it('keeps « saisie » and « saisir », and drops « je sais », « ça se passe » and « maintenant », which name no subject', async () => {
    const em = testApp.orm.em.fork();
    expect(await questionLexemes(em, 'saisie sur salaire comment ca se passe')).toEqual(['sais', 'salair']);
    expect(await questionLexemes(em, 'saisir le conseil de prudhommes')).toContain('sais');
    expect(await questionLexemes(em, 'je sais pas si le conge paternite a change mtn')).not.toContain('sais');
    expect(await questionLexemes(em, 'conge paternite maintenant, actuellement')).toEqual([
      'cong',
      'paternit',
    ]);
    expect(await questionLexemes(em, 'passer un salarie a temps partiel')).toContain('pass');
  });

  it('stems each number word as the index stems it, so that a figure finds its word', async () => {
    const written = [
      ...['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
      ...['treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf', 'vingt'],
      ...['vingt-et-un', 'vingt-deux', 'vingt-trois', 'vingt-quatre', 'vingt-cinq', 'vingt-six'],
      ...['vingt-sept', 'vingt-huit', 'vingt-neuf', 'trente', 'trente-et-un'],
    ];
    const rows = await querySql<{ word: string; lexemes: string[] }>(
      testApp.orm.em.fork(),
      `select word, tsvector_to_array(to_tsvector('french_unaccent', word)) as lexemes
       from jsonb_array_elements_text(?::jsonb) as words(word)`,
      [JSON.stringify(written)],
    );
    expect(rows.map((row) => row.lexemes)).toEqual(
      [...NUMBER_WORDS.values()].map((lexeme) => expect.arrayContaining([lexeme])),
    );
  });

  it('finds « onze heures » and « durée minimale » for « 11h » and « mini », not « douze heures »', async () => {
    // Two articles on the same rest; the wrong one boosted, so only the forms can put the right one first.
    // An on-call rest (astreinte), which the legal limits' answer leaves to the search.
    const article = (sourceId: string, body: string, boost: number) => ({
      sourceId,
      type: 'fiche' as const,
      title: `Article ${sourceId}`,
      description: 'Code du travail : astreinte',
      boost,
      body,
      category: 'Code du travail',
      url: `/code-du-travail/article/${sourceId}`,
    });
    await replaceSearchDocuments(testApp.orm.em.fork(), 'code', [
      article(
        'L0000-11',
        'Le salarié d’astreinte bénéficie d’un repos d’une durée minimale de onze heures consécutives.',
        1,
      ),
      article(
        'L0000-12',
        'Le salarié d’astreinte de nuit bénéficie d’un repos de douze heures consécutives.',
        5,
      ),
    ]);
    const firstLink = async (message: string) =>
      ((await ask(testApp, { message })).json().response as string).match(/<a href="([^"]+)"/)?.[1];
    expect(await firstLink('astreinte : repos mini 11h consecutives ?')).toBe(
      '/code-du-travail/article/L0000-11',
    );
    expect(await firstLink('astreinte : repos de 12 h consecutives ?')).toBe(
      '/code-du-travail/article/L0000-12',
    );
  });

  it('answers a story whatever its names, and says so when a country is what it asks (stop 45)', async () => {
    const firstLink = async (message: string) =>
      ((await ask(testApp, { message })).json().response as string).match(/<a href="([^"]+)"/)?.[1];
    // A first name, a town and a continent are the story's details, which no text of ours writes:
    // the answer is the one to the same story without them.
    const unnamed = await firstLink(
      'mon salarié me demande un congé sans solde pour partir, je peux refuser ?',
    );
    expect(unnamed).toBeDefined();
    expect(
      await firstLink(
        'mon salarié Kevin, vendeur dans ma boutique à Villeurbanne, me demande un congé sans solde pour partir en Asie, je peux refuser ?',
      ),
    ).toBe(unnamed);
    // A country asks that country's law, which we do not hold: the discovery call, not a page of ours.
    expect(
      await firstLink(
        'un salarié de notre bureau à Tokelau me demande un congé sans solde pour partir, je peux refuser ?',
      ),
    ).not.toMatch(/^\/outils\//);
  });

  it('links a page indexed twice once', async () => {
    // The same page as two documents of two sources (a page and a tool of the catalogue).
    const page = (sourceId: string) => ({
      sourceId,
      type: 'fiche' as const,
      title: 'Simulateur de zibelines',
      description: 'Les zibelines simulées au centime',
      boost: 1,
      body: 'Le simulateur de zibelines calcule les zibelines.',
      category: 'Outils',
      url: '/outils/zibelines',
    });
    await replaceSearchDocuments(testApp.orm.em.fork(), 'code', [page('Z0000-1'), page('Z0000-2')]);
    const html = (await ask(testApp, { message: 'simulateur de zibelines' })).json().response as string;
    expect(html.split('href="/outils/zibelines"')).toHaveLength(2);
  });

  it('answers each question of a message asking two, in order', async () => {
    const html = (await ask(testApp, { message: 'comment vous contacter et quels sont vos prix' })).json()
      .response as string;
    expect(html.indexOf('contact@dirigeo.fr')).toBeGreaterThanOrEqual(0);
    expect(html.indexOf('Essentielle')).toBeGreaterThan(html.indexOf('contact@dirigeo.fr'));
  });

  it('computes a calculation asked with a typo and shorthand as the package computes it', async () => {
    const html = (await ask(testApp, { message: 'indem licensiement 8 ans 3200 brut' })).json()
      .response as string;
    const expected = computeDismissalIndemnity({ seniorityYears: 8, referenceSalaryCents: 320_000 });
    expect(html.replace(/[\s\u00a0\u202f]+/g, ' ')).toContain(
      formatEuros(expected.amountCents).replace(/[\s\u00a0\u202f]+/g, ' '),
    );
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
          content: 'Combien coûte la formule Essentielle ?',
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

describe('POST /api/chat, answering what is asked (issue 28 §1)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await withContent();
    await loadOfficialDataSubset(testApp.orm);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const answer = async (message: string, conversation: { content: string; isUser: boolean }[] = []) => {
    const response = await ask(testApp, {
      message,
      conversation: conversation.map((item, index) => ({ ...item, id: String(index), timestamp: index })),
    });
    expect(response.statusCode).toBe(200);
    return response.json().response as string;
  };

  it('greets a greeting instead of saying it found nothing', async () => {
    const html = await answer('bonjour');
    expect(html).toMatch(/^<p>Bonjour\u00a0!/);
    expect(html).not.toContain("Je n'ai pas trouvé");
  });

  it('answers the free trial from the site’s content', async () => {
    const html = await answer('Combien de temps dure l’essai gratuit ?');
    expect(html).toContain(`gratuitement pendant ${freeTrial.days}\u00a0jours`);
    expect(html).toContain('en mode démonstration');
    // Its length once, then what it asks for: no card, no payment.
    expect(html.split(`${freeTrial.days}\u00a0jours`)).toHaveLength(2);
    expect(html).toContain(`Il ${freeTrial.noPayment}.`);
    for (const limit of freeTrial.limits) expect(html).toContain(limit);
    expect(html).toContain('href="/souscription"');
  });

  it('answers the prices with every plan of the one grid, per month and per year, the plan named first', async () => {
    // « Premium » is a visitor's word for the dearest plan, Complète.
    const html = await answer('Combien coûte la formule Premium ?');
    expect(html).toMatch(/^<p>Nos formules, par mois et hors taxes/);
    for (const plan of detailedPlans) expect(html).toContain(plan.name);
    // Excluding tax as the grid states it, and with the VAT of 20 %, what the client pays.
    expect(html).toContain('<strong>Complète 19\u00a0€</strong> HT (22,80\u00a0€ TTC) par mois');
    expect(html).toContain('193,80\u00a0€ HT (232,56\u00a0€ TTC) pour un an');
    expect(html).toContain('<strong>Essentielle 9\u00a0€</strong> HT (10,80\u00a0€ TTC) par mois');
    expect(html).toContain('91,80\u00a0€ HT (110,16\u00a0€ TTC) pour un an');
    expect(html.indexOf('Complète')).toBeLessThan(html.indexOf('Essentielle'));
    expect(html).toContain('href="/souscription?formule=complete&amp;periode=mensuelle"');
    expect(html).not.toContain('bulletin et par mois');
  });

  it('answers how to subscribe from site-content: the subscription page, the trial, the payment', async () => {
    const html = await answer('ok je suis convaincu, comment on s abonne concretement ?');
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/souscription');
    expect(html).toContain(`${freeTrial.days}\u00a0jours`);
    const payment = faqEntries.find((entry) => entry.question === 'Comment puis-je payer ?')?.answer ?? '';
    expect(payment).not.toBe('');
    expect(html).toContain(payment.slice(0, 60));
    expect(html).toContain('href="/cgv"');
  });

  it('answers what a plan includes with the lines on sale only', async () => {
    const html = await answer('Que comprend la formule essentielle ?');
    expect(html).toContain('<strong>Essentielle</strong> (9\u00a0€ HT, soit 10,80\u00a0€ TTC, par mois)');
    expect(html).toContain('Bulletin de paie mensuel définitif, sans filigrane');
    expect(html).toContain('Support par e-mail');
    if (!FEATURES.dsn.onSale) expect(html).not.toContain('DSN');
    if (!FEATURES.officialExports.onSale) expect(html).not.toContain('Exports officiels');
    expect(html).not.toContain('<strong>Complète</strong>');
    const free = await answer('qu est-ce qu il y a dans la formule gratuite ?');
    expect(free).toContain('<strong>Freemium</strong> (gratuite)');
  });

  it('answers a failed or late payment, the postal address, the data rights and what stays after leaving from the terms', async () => {
    const failed = await answer('si mon prelevement passe pas vous coupez l acces direct ?');
    expect(failed).toContain(`pendant <strong>${salesTerms.paymentGraceDays}\u00a0jours</strong>`);
    expect(failed).toContain(`<strong>${salesTerms.lateRecoveryFeeEuros}\u00a0€</strong>`);
    expect(failed).toContain('<a href="/cgv">');
    expect(await answer('ya des frais si je paie en retard ?')).toContain('indemnité forfaitaire');
    expect(await answer('c quoi votre adresse postale')).toContain(formatProviderAddress());
    expect(await answer('rgpd : a quel mail j ecris pour faire effacer mes donnees perso')).toContain(
      provider.privacyEmail,
    );
    expect(await answer('le support il bosse le samedi ?')).toContain(provider.supportHours);
    const kept = await answer('si je resilie je perds mes anciens bulletins ?');
    expect(kept).toMatch(/^<p>Après une résiliation, votre compte reste ouvert/);
    expect(kept).toContain('<a href="/#faq">');
    // An employee's late pay is no question on our subscription.
    expect(await answer('mon salaire est paye en retard, des penalites ?')).not.toContain('<a href="/cgv">');
  });

  it('answers the paid leave acquired and its indemnity with the calculator’s own results, the sheet first', async () => {
    const sick = await answer(
      'salarie en arret maladie 4 mois sur la periode de reference, il a combien de cp en tout',
    );
    const expected = computePaidLeaveEntitlement({ workedMonths: 8, sickLeaveMonths: 4 });
    expect(sick).toContain(`<strong>${expected.days}\u00a0jours ouvrables</strong>`);
    expect(sick).toContain('(le reste de la période travaillé)');
    expect(sick).toMatch(
      /^<p>[^<]*<strong>[^<]*<\/strong>[^<]*<\/p><p>Source\u00a0: <a href="\/outils\/fiche\/les-conges-payes">/,
    );
    expect(sick).toContain('<a href="/code-du-travail/article/L3141-5-1">');
    const hired = await answer(
      'jai embauche qqn le 1er juin, au 30 septembre il a acquis combien de jours de conges',
    );
    expect(hired).toContain(
      `<strong>${computePaidLeaveEntitlement({ workedMonths: 4 }).days}\u00a0jours ouvrables</strong>`,
    );
    const tenth = await answer('indemnite de cp regle du dixieme, il a gagne 24 000 brut sur la periode');
    const indemnity = computePaidLeaveIndemnity({ referenceGrossCents: 2_400_000 });
    expect(tenth).toContain(`<strong>${formatEuros(indemnity.tenthCents)}</strong>`);
    expect(tenth).toContain('<a href="/code-du-travail/article/L3141-24">');
  });

  it('answers a plan change, the session’s length, our liability and our own notice from site-content', async () => {
    const change = await answer('g resilie par erreur hier, je peux annuler la resiliation ?');
    expect(change).toContain('vous pouvez revenir sur votre résiliation');
    expect(change).toContain('<a href="/#faq">');
    const session = await answer('meme si je suis actif je reste connecte combien d heures max');
    expect(session).toContain(`<strong>${sessionLifetime.absoluteHours}\u00a0heures</strong>`);
    expect(session).toContain(`<strong>${sessionLifetime.idleMinutes}\u00a0minutes</strong>`);
    const liability = await answer(
      'si votre logiciel se trompe dans un calcul et que j ai un redressement vous remboursez ?',
    );
    expect(liability).toContain(`<strong>${salesTerms.liabilityCapMonths}\u00a0mois</strong>`);
    expect(liability).toContain('<a href="/cgv">');
    const notice = await answer(
      'et si dirigeo decide d arreter mon abonnement, vous prevenez combien de temps avant ?',
    );
    expect(notice).toContain(`<strong>${salesTerms.providerNoticeMonths}\u00a0mois</strong>`);
  });

  it('says it is the assistant, with how to reach a person, and answers security, old payslips and staff payslips from the FAQ', async () => {
    const bot = await answer('t es un robot ?');
    expect(bot).toContain('assistant automatique');
    expect(bot.indexOf('<a href="/#contact">')).toBe(bot.indexOf('<a '));
    const faq = (question: string) => faqEntries.find((entry) => entry.question === question)?.answer ?? '';
    const security = await answer('double authentification dispo sur le plan gratuit ?');
    expect(security).toContain(
      faq('Dirigeo est-il sécurisé ? Où sont hébergées mes données ?').split(' :')[0],
    );
    expect(security).toContain('<a href="/#faq">');
    const history = await answer('vous pouvez reprendre tout l historique de mon cabinet depuis 2023 ?');
    expect(history).toContain('<a href="/#faq">');
    expect(history).toContain('Une reprise d');
    const staff = await answer('g 2 salariés en plus de moi, vous faites leurs fiches de paie aussi ?');
    expect(staff).toContain(faq('Faites-vous aussi les bulletins de mes salariés ?').slice(0, 30));
  });

  it('answers who we are and how the CGV change from site-content', async () => {
    const about = await answer('c quoi votre numero de tva intracom, mon comptable le demande');
    expect(about).toContain(`<strong>${provider.vatNumber}</strong>`);
    expect(about).toContain('<a href="/mentions-legales">');
    const terms = await answer(
      'vous pouvez changer vos cgv sans prevenir ? et si on est en litige c quel tribunal',
    );
    expect(terms).toContain(`<strong>${salesTerms.changeNoticeDays}\u00a0jours</strong>`);
    expect(terms).toContain('tribunaux compétents de Paris');
  });

  it('computes an officer’s cost with the company’s staff the question states', async () => {
    const html = await answer(
      'On nomme un DG dans notre SAS (15 salariés) payé 4 200 € brut par mois. Ça coûte combien au total à la société ?',
    );
    const expected = simulateExactCharges({
      regime: 'officer',
      contractType: 'cdi',
      grossCents: 420_000,
      companySize: '11-49',
      on: new Date(),
    });
    expect(html).toContain(`<strong>${formatEuros(expected.payslip.employerCost)}</strong>`);
    expect(html).toContain('société de 11 à 49 salariés');
  });

  it('answers the product asked otherwise from site-content, stop 40', async () => {
    const end = await answer('a la fin des 2 semaines d essai vous supprimez mon compte ?');
    expect(end).toContain(freeTrial.ending.replace(' :', '\u00a0:'));
    expect(end.match(/<a href="([^"]+)"/)?.[1]).toBe('/cgu#essai');
    const filing = await answer('c’est vous qui envoyez la dsn a ma place directement ?');
    expect(filing).toContain('net-entreprises.fr');
    const chat = await answer('le chat ici il marche la nuit ?');
    expect(chat).toContain(marketingClaims.onlineAssistanceHours);
    const freemium = await answer('le plan gratuit il s arrete au bout de combien de temps ?');
    expect(freemium).toContain('sans limite de durée');
  });

  it('says a student’s holiday CDD owes no precarity indemnity, from the calculator’s own exclusion', async () => {
    const html = await answer(
      'prime de precarite pour un etudiant embauche en cdd pendant ses vacances d ete ?',
    );
    expect(html).toContain('<strong>n’est pas due</strong>');
    expect(html).toContain(
      computePrecarityIndemnity({
        totalGrossCents: 0,
        excluded: 'student-holiday-job',
      }).rules[0]?.explanation.slice(0, 40),
    );
    // Covering someone's holidays is no student's job: the indemnity is computed.
    expect(
      await answer(
        'cdd de 4 mois a 1950 brut pour remplacer un salarie pendant ses vacances, prime de precarite ?',
      ),
    ).toContain(formatEuros(computePrecarityIndemnity({ totalGrossCents: 780_000 }).amountCents));
  });

  it('gives a dismissal notice’s last day from the day the letter was presented, the band from the hiring year', async () => {
    const html = await answer(
      'lettre de licenciement presentee le 15 mars 2026, il est chez nous depuis 2019, son preavis se termine quel jour ?',
    );
    // Hired in 2019, at least 6 years on 15 March 2026: 2 months (L1234-1), ending the day before the 15 May.
    const notice = computeDismissalNotice({ seniorityMonths: 74 });
    expect(html).toContain(`<strong>${notice.months} mois</strong>`);
    expect(computeNoticeEndDate({ presentedOn: '2026-03-15', months: notice.months ?? 0 })).toBe(
      '2026-05-14',
    );
    expect(html).toContain('le préavis se termine le <strong>14 mai 2026</strong>');
    // Hired in 2025, a notice asked on 15 September 2025: under 6 months or not, the year does not tell.
    expect(
      await answer('lettre de licenciement presentee le 15 septembre 2025, embauche en 2025, quel preavis ?'),
    ).toContain('quelle est l’ancienneté du salarié');
  });

  it('computes the indemnity on the more favourable average of a pay that changed', async () => {
    const html = await answer(
      'mon salarie etait a 2300 brut pendant 9 mois puis augmente a 2600 les 3 derniers mois. 8 ans d anciennete, je le licencie : on prend quel salaire de reference et ca donne quelle indemnite ?',
    );
    const reference = computeReferenceSalary({
      last12MonthsCents: [...Array(3).fill(260_000), ...Array(9).fill(230_000)],
    });
    expect(reference.method).toBe('three-months');
    expect(html).toContain(`un salaire de référence de ${formatEuros(reference.referenceSalaryCents)}`);
    const indemnity = computeDismissalIndemnity({
      seniorityYears: 8,
      referenceSalaryCents: reference.referenceSalaryCents,
    });
    expect(html).toContain(`<strong>${formatEuros(indemnity.amountCents)}</strong>`);
  });

  it('counts a bonus paid on top of a CDD’s monthly salaries in the precarity indemnity’s total', async () => {
    const html = await answer(
      'cdd de remplacement 5 mois, 1900 brut par mois + une prime de 600 versee a la fin, l indemnite de fin de contrat ca fait combien',
    );
    // 5 × 1 900 € + 600 € = 10 100 € of total gross pay (L1243-8).
    expect(html).toContain(
      formatEuros(computePrecarityIndemnity({ totalGrossCents: 1_010_000 }).amountCents),
    );
    expect(html).toContain(`une prime de ${formatEuros(60_000)}`);
  });

  it('answers a VRP’s or a journalist’s resignation notice, which the law sets, from the calculator', async () => {
    const vrp = await answer('un vrp qui demissionne apres 3 ans il doit combien de preavis');
    const expected = computeResignationNotice({ profession: 'vrp', seniorityMonths: 36 });
    expect(vrp).toContain(`est d’au moins <strong>${expected.months} mois</strong>`);
    expect(vrp).toContain('<a href="/code-du-travail/article/L7313-9">');
    expect(vrp).toMatch(/href="\/outils\/simulateur\/preavis-demission\?profession=vrp&amp;startDate=/);
    const journalist = await answer('journaliste en cdi demission avec 2 ans d anciennete, preavis ?');
    expect(journalist).toContain(
      `<strong>${computeResignationNotice({ profession: 'journaliste', seniorityMonths: 24 }).months} mois</strong>`,
    );
    expect(journalist).toContain('<a href="/code-du-travail/article/L7112-2">');
    // Without the seniority, it is asked for.
    expect(await answer('preavis de demission d un vrp ?')).toContain('depuis combien de temps');
  });

  it('answers a dismissal notice with the calculator’s own result, its article and the prefilled simulator', async () => {
    const html = await answer(
      'Quelle est la durée du préavis de licenciement pour un salarié qui a 3 ans d’ancienneté ?',
    );
    const expected = computeDismissalNotice({ seniorityMonths: 36 });
    expect(html).toContain(
      `le préavis légal de licenciement est de <strong>${expected.months} mois</strong>`,
    );
    expect(html).toContain('<a href="/code-du-travail/article/L1234-1">');
    expect(html).toMatch(
      /href="\/outils\/simulateur\/preavis-licenciement\?seriousMisconduct=non&amp;startDate=\d{4}-\d{2}-\d{2}&amp;endDate=/,
    );
  });

  it('answers a dismissal indemnity with the amount the package computes', async () => {
    const html = await answer(
      'Quelle indemnité de licenciement pour 6 ans d’ancienneté et 2 500 € de salaire ?',
    );
    const expected = computeDismissalIndemnity({ seniorityYears: 6, referenceSalaryCents: 250_000 });
    expect(html).toContain(`<strong>${formatEuros(expected.amountCents)}</strong>`);
    expect(html).toContain('href="/code-du-travail/article/R1234-2"');
  });

  it('counts a dismissal indemnity’s seniority from the hiring day to the end of the notice, as the package does', async () => {
    const html = await answer(
      'ma salariée est en CDI depuis le 1er mars 2019, elle gagne 2300 brut par mois fixe. je veux la licencier (pas pour faute), la lettre devrait arriver chez elle le 15 juin 2026 et elle fera son préavis. combien je lui dois au minimum comme indemnité de licenciement ?',
    );
    const atLetter = computeSeniority({ startDate: '2019-03-01', endDate: '2026-06-15' });
    const notice = computeDismissalNotice({ seniorityMonths: atLetter.wholeMonths });
    const end = computeNoticeEndDate({ presentedOn: '2026-06-15', months: notice.months ?? 0 });
    const atEnd = computeSeniority({ startDate: '2019-03-01', endDate: end });
    const expected = computeDismissalIndemnity({
      seniorityYears: atEnd.years,
      seniorityMonthsAtNotification: atLetter.wholeMonths,
      referenceSalaryCents: 230_000,
    });
    // The seniority at the end of the notice gives more than at the letter's day.
    expect(atEnd.wholeMonths).toBeGreaterThan(atLetter.wholeMonths);
    expect(html).toContain(`<strong>${formatEuros(expected.amountCents)}</strong>`);
    expect(html).toContain('se termine le 14 août 2026');
    expect(html).not.toContain('Quel préavis');
    // The simulator is prefilled with the two days.
    expect(html).toContain('startDate=2019-03-01');
    expect(html).toContain('endDate=2026-06-15');
  });

  it('counts a conventional termination’s seniority from the hiring day to the agreed end', async () => {
    const html = await answer(
      'bonjour, embauché le 16 janvier 2023, 3100 brut/mois, mon patron me propose une rupture conventionnelle avec date de fin le 30 juin 2026. l’indemnité mini c’est combien ?',
    );
    const seniority = computeSeniority({ startDate: '2023-01-16', endDate: '2026-06-30' });
    const expected = computeConventionalTerminationIndemnity({
      seniorityYears: seniority.years,
      referenceSalaryCents: 310_000,
    });
    expect(html).toContain(`<strong>${formatEuros(expected.amountCents)}</strong>`);
  });

  it('answers an officer’s contributions with the exact simulation of payroll-calc', async () => {
    const html = await answer('Quelles sont les charges d’un président de SASU à 4 000 € brut ?');
    const { payslip } = simulateExactCharges({
      contractType: 'cdi',
      regime: 'officer',
      grossCents: 400_000,
      companySize: 'moins-11',
      on: new Date(),
    });
    expect(html).toContain(formatEuros(payslip.employerContributions));
    expect(html).toContain(formatEuros(payslip.netBeforeTax));
    expect(html).toContain(
      `net imposable, la base du prélèvement à la source\u00a0: <strong>${formatEuros(payslip.netTaxable)}</strong>`,
    );
    expect(html).toContain('href="/outils/simulateur/brut-net?regime=officer&amp;gross=4000');
  });

  it('withholds the prélèvement à la source at the rate the question states, as payroll-calc does', async () => {
    const html = await answer(
      'Président de SAS, 2 800 € brut par mois, mon taux de prélèvement à la source est de 7,5 %. Combien je vais recevoir réellement sur mon compte ?',
    );
    const { payslip } = simulateExactCharges({
      contractType: 'cdi',
      regime: 'officer',
      grossCents: 280_000,
      companySize: 'moins-11',
      on: new Date(),
      pasRatePercent: 7.5,
    });
    expect(html).toContain(`net versé de <strong>${formatEuros(payslip.netPaid)}</strong>`);
    expect(html).toContain(formatEuros(payslip.pasAmount));
    expect(html).not.toContain('ni prélèvement à la source');
  });

  it('asks for the missing seniority in one question, then answers the follow-up from the history', async () => {
    const question = 'Quel est le préavis pour un licenciement ?';
    const first = await answer(question);
    expect(first).toMatch(
      /^<p>Pour vous donner le chiffre exact, quelle est l’ancienneté du salarié\u00a0\?/,
    );
    const second = await answer('18 mois', [
      { content: question, isUser: true },
      { content: first, isUser: false },
    ]);
    expect(second).toContain(
      'Avec 1 an et 6 mois d’ancienneté, le préavis légal de licenciement est de <strong>1 mois</strong>',
    );
  });

  it('answers a notice and an indemnity sharing one complement, each as the package computes it', async () => {
    const html = await answer('preavis et indemnite de licenciement pour 5 ans et 2 200e');
    const notice = computeDismissalNotice({ seniorityMonths: 60 });
    const indemnity = computeDismissalIndemnity({ seniorityYears: 5, referenceSalaryCents: 220_000 });
    expect(html).toContain(`<strong>${notice.months} mois</strong>`);
    expect(html).toContain(`<strong>${formatEuros(indemnity.amountCents)}</strong>`);
  });

  it('answers a follow-up calculation with the figures the history gave', async () => {
    const question = 'indemnite de licenciement 5 ans 2 500 €';
    const first = await answer(question);
    const second = await answer('et pour une rupture conventionnelle ?', [
      { content: question, isUser: true },
      { content: first, isUser: false },
    ]);
    const expected = computeConventionalTerminationIndemnity({
      seniorityYears: 5,
      referenceSalaryCents: 250_000,
    });
    expect(second).toContain('rupture conventionnelle');
    expect(second).toContain(`<strong>${formatEuros(expected.amountCents)}</strong>`);
  });

  it('answers an officer’s net with the smallest gross that gives it, never computing the net as a gross', async () => {
    const html = await answer('president sasu 2500 net combien de charges');
    const { payslip } = simulateExactChargesForNet({
      contractType: 'cdi',
      regime: 'officer',
      netBeforeTaxCents: 250_000,
      companySize: 'moins-11',
      on: new Date(),
    });
    expect(html).toContain(`il faut un salaire brut de <strong>${formatEuros(payslip.grossCents)}</strong>`);
    expect(html).toContain(formatEuros(payslip.employerCost));
    expect(html).not.toMatch(/2\s?500,00\s?€\s?brut/);
  });

  it('doubles the indemnity for an inaptitude of professional origin, and needs no salary under 8 months', async () => {
    const html = await answer('indemnite licenciement inaptitude professionnelle 5 ans 2000 €');
    const expected = computeDismissalIndemnity({
      seniorityYears: 5,
      referenceSalaryCents: 200_000,
      professionalInaptitude: true,
    });
    expect(html).toContain(`<strong>${formatEuros(expected.amountCents)}</strong>`);
    expect(html).toContain('href="/code-du-travail/article/L1226-14"');
    expect(html).toContain('motive=professional-inaptitude');
    expect(await answer('licenciement apres 7 mois indemnite')).toContain(
      '<strong>l’indemnité légale de licenciement n’est pas due</strong>',
    );
  });

  it('answers a forgotten password and whether the payslips are lawful from what the site says', async () => {
    const access = await answer("j'ai oublie mon mot de passe");
    expect(access).toContain(`${PASSWORD_RESET_VALID_MINUTES}\u00a0minutes`);
    expect(access).toContain('href="/auth/mot-de-passe-oublie"');
    const conformity = faqEntries.find(
      (entry) => entry.question === 'Mes bulletins de paie sont-ils conformes ?',
    );
    expect(conformity).toBeDefined();
    expect(await answer('votre logiciel est conforme ?')).toContain(conformity?.answer.slice(0, 40) ?? '');
  });

  it('computes an indemnity stated with a net salary on the gross that gives it', async () => {
    const html = await answer('je le licencie apres 18 mois, il gagne 1900 net, combien je lui dois');
    const { payslip } = simulateExactChargesForNet({
      contractType: 'cdi',
      regime: 'employee-non-cadre',
      netBeforeTaxCents: 190_000,
      companySize: 'moins-11',
      on: new Date(),
    });
    const expected = computeDismissalIndemnity({
      seniorityYears: 1.5,
      referenceSalaryCents: payslip.grossCents,
    });
    expect(html).toContain(`salaire de référence de ${formatEuros(payslip.grossCents)} brut`);
    expect(html).toContain(`<strong>${formatEuros(expected.amountCents)}</strong>`);
  });

  it('answers an employee’s gross and net, and what the employee costs, as payroll-calc computes them', async () => {
    const html = await answer('cadre 2200 brut combien net et cout employeur');
    const { payslip } = simulateExactCharges({
      contractType: 'cdi',
      regime: 'employee-cadre',
      grossCents: 220_000,
      companySize: 'moins-11',
      on: new Date(),
    });
    expect(html).toContain('un salarié cadre à temps plein');
    expect(html).toContain(`<strong>${formatEuros(payslip.netBeforeTax)}</strong>`);
    expect(html).toContain(`<strong>${formatEuros(payslip.employerCost)}</strong>`);
    expect(html).toContain(
      'href="/outils/simulateur/brut-net?regime=employee&amp;status=cadre&amp;fullTime=oui&amp;gross=2200',
    );
    // The same from the net, then a follow-up amount read with the history.
    const fromNet = await answer('cout employeur pour 2500 net');
    const forNet = simulateExactChargesForNet({
      contractType: 'cdi',
      regime: 'employee-non-cadre',
      netBeforeTaxCents: 250_000,
      companySize: 'moins-11',
      on: new Date(),
    });
    expect(fromNet).toContain(`<strong>${formatEuros(forNet.payslip.grossCents)}</strong>`);
    const followUp = await answer('et pour 3000 brut ?', [
      { content: 'cout employeur pour 2500 net', isUser: true },
      { content: fromNet, isUser: false },
    ]);
    const at3000 = simulateExactCharges({
      contractType: 'cdi',
      regime: 'employee-non-cadre',
      grossCents: 300_000,
      companySize: 'moins-11',
      on: new Date(),
    });
    expect(followUp).toContain(`<strong>${formatEuros(at3000.payslip.netBeforeTax)}</strong>`);
  });

  it('computes a salary « au SMIC » with the monthly SMIC in force, as payroll-calc holds it', async () => {
    const html = await answer('indemnite licenciement 5 ans au smic');
    const today = new Date();
    const smic = smicInForce({ year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 });
    const expected = computeDismissalIndemnity({
      seniorityYears: 5,
      referenceSalaryCents: smic.monthlyCents,
    });
    expect(html).toContain(formatEuros(smic.monthlyCents));
    expect(html).toContain(`<strong>${formatEuros(expected.amountCents)}</strong>`);
  });

  it('says what an employee « au SMIC » is paid, hourly and monthly, before the payslip’s figures', async () => {
    const html = await answer('je paye un salarie non cadre au smic, combien il touche en net ?');
    const today = new Date();
    const smic = smicInForce({ year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 });
    expect(html).toContain(`payé au SMIC, soit <strong>${formatEuros(smic.monthlyCents)} brut</strong>`);
    expect(html).toContain(`${formatEuros(smic.hourlyCents)} de l’heure × 151,67`);
  });

  it('computes an employee « au SMIC » of the month named, in a company named by its form (stop 48)', async () => {
    const html = await answer(
      'Ma premiere embauche : temps plein au smic, non cadre, mars 2026, je suis le seul autre dans la boite (sasu). Combien il touchera en net et ca me coute combien au total a moi ?',
    );
    const smic = smicInForce({ year: 2026, month: 3 });
    const { payslip } = simulateExactCharges({
      contractType: 'cdi',
      regime: 'employee-non-cadre',
      grossCents: smic.monthlyCents,
      companySize: 'moins-11',
      on: new Date(Date.UTC(2026, 2, 15)),
    });
    expect(html).toContain(`payé au SMIC, soit <strong>${formatEuros(smic.monthlyCents)} brut</strong>`);
    expect(html).toContain('taux officiels de mars 2026');
    expect(html).toContain(formatEuros(payslip.netBeforeTax));
    expect(html).toContain(formatEuros(payslip.employerCost));
  });

  it('counts a 13e mois told in the reference salary of a dismissal indemnity, as labour-law does (stop 48)', async () => {
    const html = await answer(
      'Je suis assistante depuis le 1er septembre 2014. J’ai reçu ma lettre de licenciement pour motif personnel le 10 mars 2026 (pas de faute grave), avec un préavis de 2 mois dont je suis dispensée. Je gagne 2 250 € brut par mois, plus un 13e mois de 2 250 € versé en décembre. Combien fait mon indemnité légale de licenciement ?',
    );
    const reference = computeReferenceSalary({
      last12MonthsCents: [...Array.from({ length: 11 }, () => 225_000), 450_000],
    });
    expect(reference.referenceSalaryCents).toBe(243_750);
    const expected = computeDismissalIndemnity({
      seniorityYears: (11 * 12 + 8) / 12,
      referenceSalaryCents: reference.referenceSalaryCents,
    });
    expect(html).toContain(`salaire de référence de ${formatEuros(243_750)}`);
    expect(html).toContain(`<strong>${formatEuros(expected.amountCents)}</strong>`);
  });

  it('leaves a non-professional sick leave’s days out of the seniority, as the package counts them (stop 49)', async () => {
    const html = await answer(
      'CDI depuis le 1er avril 2019, salaire fixe 1 850 € brut. J ai ete en arret maladie (pas pro) du 9 janvier au 16 avril 2023. Lettre de licenciement presentée le 14 avril 2026, preavis de 2 mois. Le patron dit que mon arret maladie fait baisser mon anciennete, c est vrai ?? Combien je vais toucher d indemnite legale de licenciement ?',
    );
    const absences = [{ kind: 'non-professional-sick-leave' as const, from: '2023-01-09', to: '2023-04-16' }];
    const atEnd = computeSeniority({ startDate: '2019-04-01', endDate: '2026-06-13', absences });
    expect(atEnd.deductedDays).toBe(98);
    const expected = computeDismissalIndemnity({
      seniorityYears: atEnd.wholeMonths / 12,
      referenceSalaryCents: 185_000,
    });
    expect(html).toContain(`<strong>${formatEuros(expected.amountCents)}</strong>`);
    expect(html).toContain('98');
    expect(html).toContain('href="/code-du-travail/article/L1234-11"');
  });

  it('gives a CDD’s end-of-contract indemnity and its paid leave’s, that one counted in the tenth, as the package computes them (stop 49)', async () => {
    const html = await answer(
      'Fin de CDD de 6 mois à 2 100 € brut par mois, pas de prime, il a pris aucun jour de congé. Qu est ce que je dois lui verser : indemnite de fin de contrat et conges payes, combien pour chaque ?',
    );
    const precarity = computePrecarityIndemnity({ totalGrossCents: 1_260_000 });
    const paidLeave = computePaidLeaveIndemnity({ referenceGrossCents: 1_260_000 + precarity.amountCents });
    expect([precarity.amountCents, paidLeave.amountCents]).toEqual([126_000, 138_600]);
    expect(html).toContain(`<strong>${formatEuros(precarity.amountCents)}</strong>`);
    expect(html).toContain(`<strong>${formatEuros(paidLeave.amountCents)}</strong>`);
    expect(html).toContain('href="/code-du-travail/article/L1242-16"');
  });

  it('answers figures past the packages’ bounds from the search, never with a server error (stop 48)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: {
        message:
          'rupture conventionnelle 5 ans, mes 3 derniers mois 999 999 999,99 €, 999 999 999,99 € et 999 999 999,99 € brut, et sur les 12 derniers mois 999 999 999 999 999 € brut en tout. combien au minimum ?',
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives the public holidays’ dates from the package’s calendar, the sheet linked', async () => {
    const html = await answer('l’ascension et le lundi de pentecote 2027 c’est quelles dates ?');
    const holidays = frenchPublicHolidays(2027);
    const ascension = holidays.find((holiday) => holiday.name === 'Ascension')?.date;
    const pentecost = holidays.find((holiday) => holiday.name === 'Lundi de Pentecôte')?.date;
    expect([ascension, pentecost]).toEqual(['2027-05-06', '2027-05-17']);
    expect(html).toContain('<strong>jeudi 6 mai 2027</strong>');
    expect(html).toContain('<strong>lundi 17 mai 2027</strong>');
    expect(html).not.toContain('Toussaint');
    expect(html).toContain('href="/outils/fiche/les-jours-feries-et-les-ponts"');
    const may = await answer('le 1er mai 2027 ca tombe quel jour ?');
    expect(may).toContain('<strong>samedi 1er mai 2027</strong>');
  });

  it('gives the SMIC in force as payroll-calc holds it, hourly and monthly, the sheet first', async () => {
    const html = await answer('smic montant ?');
    const today = new Date();
    const smic = smicInForce({ year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 });
    expect(html).toContain(`<strong>${formatEuros(smic.hourlyCents)}</strong>`);
    expect(html).toContain(`<strong>${formatEuros(smic.monthlyCents)}</strong>`);
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/le-smic-salaire-minimum-de-croissance');
    // « smic net » asks what the amount alone does not say: the sheets answer it.
    expect(await answer('smic net 2026')).not.toContain(`<strong>${formatEuros(smic.hourlyCents)}</strong>`);
  });

  it('answers how long our data is kept from the privacy policy’s figures', async () => {
    const html = await answer('combien de temps conservez-vous mes données ?');
    expect(html).toContain(`<strong>${dataRetention.payslipYears}\u00a0ans</strong>`);
    expect(html).toContain('href="/politique-de-confidentialite"');
  });

  it('gives the delay between the convocation and the interview, with L1232-2', async () => {
    const html = await answer('Quel délai entre la convocation et l’entretien préalable au licenciement ?');
    expect(html).toContain('<strong>5 jours ouvrables</strong>');
    expect(html).toContain('href="/code-du-travail/article/L1232-2"');
  });

  it('dates the interview from the day the question says the convocation was presented, as the package does', async () => {
    const html = await answer(
      'convoc a l entretien prealable presentee le lundi 2 mars 2026, l entretien au plus tot c quand ?',
    );
    const interview = computeDismissalProcedure({ motive: 'personal', startDate: '2026-03-02' }).steps.find(
      (step) => step.id === 'interview',
    );
    expect(interview?.explanation).toContain('10 mars 2026');
    expect(html).toContain('Pour une convocation présentée le 2 mars 2026');
    expect(html).toContain((interview?.explanation ?? '').split(' :')[0]);
    expect(html).toContain('startDate=2026-03-02');
  });

  it('counts a notice from the hiring day to the letter’s, and dates its end, as the package does', async () => {
    const html = await answer(
      'embauché le 17/02/2025, la lettre de licenciement lui est présentée le 16 décembre 2026. preavis de combien et il se termine quel jour ?',
    );
    const seniority = computeSeniority({ startDate: '2025-02-17', endDate: '2026-12-16' }).wholeMonths;
    const notice = computeDismissalNotice({ seniorityMonths: seniority });
    expect(notice.months).toBe(1);
    const end = computeNoticeEndDate({ presentedOn: '2026-12-16', months: 1 });
    expect(end).toBe('2027-01-15');
    expect(html).toContain('(embauche le 17 février 2025)');
    expect(html).toContain('<strong>1 mois</strong>');
    expect(html).toContain('<strong>15 janvier 2027</strong>');
    expect(html).toContain('startDate=2025-02-17&amp;endDate=2026-12-16');
  });

  it('gives the leaves at a birth as labour-law computes them, the sheets first', async () => {
    const maternity = await answer(
      'ma vendeuse attend son 3eme enfant, son conge mat va durer combien de temps ?',
    );
    const third = computeMaternityLeave({ childrenAlready: 2, expected: 1 });
    expect(third.totalWeeks).toBe(26);
    expect(maternity).toContain(`<strong>${third.totalWeeks}\u00a0semaines</strong>`);
    expect(maternity.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/le-conge-de-maternite');
    const paternity = await answer('un salarie va etre papa, il a droit a combien de jours ?');
    const leave = computePaternityLeave();
    expect(paternity).toContain(`<strong>${leave.paternityDays}\u00a0jours</strong>`);
    expect(paternity).toContain(`<strong>${leave.birthLeaveDays}\u00a0jours</strong>`);
    expect(paternity).toContain('href="/outils/modele/demande-de-conge-supplementaire-de-naissance"');
  });

  it('dates a month’s DSN as the dsn package does for the client area', async () => {
    const html = await answer('La DSN de la paie de mars 2026 c est pour quand dernier delai ?');
    const due = dsnDueDate({ year: 2026, month: 3, headcount: 0, payTiming: 'following-month' });
    expect(due.dueDate).toBe('2026-04-15');
    expect(html).toContain('<strong>mercredi 15 avril 2026</strong>');
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/blog/dsn-sasu-sans-salarie');
    // 5 December 2026 is a Saturday: from 50 staff paid within the month, the next working day.
    const large = await answer(
      'la dsn de novembre 2026, on est 60 salaries payes dans le mois, date limite ?',
    );
    expect(large).toContain('<strong>lundi 7 décembre 2026</strong>');
  });

  it('gives a week’s overtime and a part-timer’s complementary hours as labour-law computes them', async () => {
    const html = await answer(
      'il a fait 46h cette semaine a 15 € de l heure, ses heures sup je les paye combien ?',
    );
    const premium = computeOvertimePremium({ weeklyHours: 46, hourlyRateCents: 1_500 });
    expect(premium.payCents).toBe(21_750);
    expect(html).toContain(`<strong>${formatEuros(premium.payCents ?? 0)}</strong>`);
    expect(html).toContain('<strong>8\u00a0h majorées de 25\u00a0%</strong>');
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe(
      '/outils/fiche/les-heures-supplementaires-contreparties',
    );
    const partTime = await answer(
      'temps partiel, 30h dans son contrat, elle a fait 33h, quelle majoration pour les heures en plus ?',
    );
    expect(partTime).toContain('<strong>3\u00a0h majorées de 10\u00a0%</strong>');
    expect(partTime.match(/<a href="([^"]+)"/)?.[1]).toBe(
      '/outils/fiche/le-travail-temps-partiel-contrat-et-statut-du-salarie',
    );
  });

  it('gives the notice owed at the end of a trial period as labour-law computes it, the sheet first, the letter named', async () => {
    const html = await answer(
      "la nouvelle recrue ne fait pas l'affaire, elle est là depuis 5 semaines en periode d'essai. je dois la prevenir combien de temps avant ?",
    );
    const notice = computeTrialPeriodNotice({ initiator: 'employer', daysOfPresence: 35 });
    expect(notice.text).toBe('2 semaines');
    expect(html).toContain(`<strong>${notice.text}</strong>`);
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/la-periode-dessai');
    expect(html).toContain('href="/outils/modele/rupture-periode-essai-employeur"');
    const employee = await answer(
      "je suis en periode d'essai depuis 3 semaines, je veux partir, je previens quand ?",
    );
    expect(employee).toContain(
      `<strong>${computeTrialPeriodNotice({ initiator: 'employee', daysOfPresence: 21 }).text}</strong>`,
    );
    expect(employee).toContain('href="/outils/modele/rupture-periode-essai-salarie"');
  });

  it('gives a trial period’s longest length as labour-law computes it, the sheet first, and a CDD’s by its length (stop 45)', async () => {
    const cdi = await answer(
      'jembauche une assistante administrative en cdi (non cadre), la periode d essai c est combien max ? et si je la renouvelle ca peut aller jusqu a combien au total',
    );
    const employee = computeTrialPeriodMaximum({ contract: 'cdi', category: 'ouvrier-employe' });
    expect([employee.text, employee.renewedText]).toEqual(['2 mois', '4 mois']);
    expect(cdi).toContain('<strong>2\u00a0mois</strong>');
    expect(cdi).toContain('<strong>4\u00a0mois</strong>');
    expect(cdi.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/la-periode-dessai');
    expect(cdi).toContain('href="/outils/modele/renouvellement-periode-essai"');
    const cdd = await answer(
      'Je signe un CDD de 8 mois avec un magasinier, je peux prévoir une période d’essai de combien au maximum ?',
    );
    expect(computeTrialPeriodMaximum({ contract: 'cdd', duration: { amount: 8, unit: 'mois' } }).text).toBe(
      '1 mois',
    );
    expect(cdd).toContain('<strong>1\u00a0mois</strong>');
    expect(cdd).toContain('href="/code-du-travail/article/L1242-10"');
  });

  it('gives an apprentice’s minimum pay and a minor’s reduced SMIC as labour-law sets them, in euros of the SMIC in force (stop 45)', async () => {
    const today = new Date();
    const smic = smicInForce({ year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 });
    const apprentices = await answer(
      'Deux apprentis chez nous : une de 17 ans en 1ère année de CAP et un de 22 ans en 2ème année de BTS. Quel pourcentage du smic minimum pour chacun ?',
    );
    for (const [age, contractYear] of [
      [17, 1],
      [22, 2],
    ] as const) {
      const { percentOfSmic } = computeApprenticeMinimumPay({ age, contractYear });
      expect(apprentices).toContain(`<strong>${percentOfSmic}\u00a0%</strong>`);
      expect(apprentices).toContain(formatEuros(Math.round((smic.monthlyCents * percentOfSmic) / 100)));
    }
    expect(apprentices.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/le-contrat-dapprentissage');
    const minor = await answer(
      'je prends le fils d un ami, 16 ans, pour l ete au magasin. j ai le droit de le payer en dessous du smic ? de combien ?',
    );
    const { reductionPercent } = computeYoungWorkerMinimum({ age: 16, sixMonthsInBranch: false });
    expect(reductionPercent).toBe(20);
    expect(minor).toContain('<strong>20\u00a0%</strong>');
    expect(minor).toContain(formatEuros(Math.round((smic.hourlyCents * 80) / 100)));
    expect(minor.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/le-smic-salaire-minimum-de-croissance');
  });

  it('answers the payment of wages’ rules from labour-law’s PAY_RULES, the sheet first (stop 45)', async () => {
    const claim = await answer(
      'un ancien salarie me reclame des heures sup soit disant jamais payees, ca date de plusieurs annees. il peut remonter jusqu a quand en arriere ?',
    );
    const prescription = PAY_RULES.find((rule) => rule.id === 'wage-claim-prescription');
    expect(prescription?.figure).toBe('3 ans');
    expect(claim).toContain('<strong>3 ans</strong>');
    expect(claim.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/le-salaire-fixation-et-paiement');
    expect(claim).toContain('href="/code-du-travail/article/L3245-1"');
    const fines = await answer(
      'mon livreur a pris 2 amendes pour exces de vitesse avec le camion de la boite. je peux lui retenir les PV sur son salaire ?',
    );
    expect(fines).toContain('<strong>interdites</strong>');
    expect(fines).toContain('href="/code-du-travail/article/L1331-2"');
  });

  it('answers a family event’s days off, a sick child’s and a carer’s leave from labour-law’s FAMILY_LEAVES (stop 46)', async () => {
    const wedding = await answer(
      'Ma comptable se pacse le mois prochain, combien de jours de congé elle a ?',
    );
    const days = FAMILY_LEAVES.find((leave) => leave.id === 'wedding')?.figure ?? '';
    expect(days).toBe('4 jours ouvrables');
    expect(wedding).toContain(`<strong>${days}</strong>`);
    expect(wedding.match(/<a href="([^"]+)"/)?.[1]).toBe(
      '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
    );
    expect(wedding).toContain('href="/code-du-travail/article/L3142-4"');
    const sick = await answer(
      'mon fils de 3 ans a une gastro et la nounou ne le prend pas, j ai droit a combien de jours ?',
    );
    expect(sick).toContain(FAMILY_LEAVES.find((leave) => leave.id === 'sick-child')?.figure ?? 'missing');
    expect(sick).toContain('href="/code-du-travail/article/L1225-61"');
    const carer = await answer(
      'mon pere a parkinson et n est plus autonome, il existe un conge pour m en occuper ?',
    );
    expect(carer).toContain('href="/outils/modele/demande-de-conge-de-proche-aidant"');
  });

  it('tells the weekly maximum when a week’s overtime goes beyond it, and the quota, day rates and DPAE from labour-law (stop 46)', async () => {
    const week = await answer(
      'mon macon a fait 52h cette semaine a 14 € de l heure, combien de majoration ?',
    );
    const maximum = WORKING_TIME_LIMITS.find((limit) => limit.id === 'weekly-maximum')?.figure ?? '';
    expect(maximum).toBe('48 heures');
    expect(week).toContain(`dépassent la durée maximale de ${maximum}`);
    const quota = await answer('le contingent d heures sup c est combien par an sans accord ?');
    expect(quota).toContain('<strong>220 heures</strong>');
    const dayRate = await answer('forfait jours : combien de jours par an au maximum ?');
    expect(dayRate.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/les-conventions-de-forfait');
    const dpae = await answer('la dpae je peux l envoyer combien de jours avant l embauche ?');
    expect(dpae).toContain('8 jours');
    expect(dpae.match(/<a href="([^"]+)"/)?.[1]).toBe(
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
    );
  });

  it('computes an officer’s pay with the AT/MP rate and the health plan the question states (stop 47)', async () => {
    const html = await answer(
      'DG de SAS, 2800 brut/mois. La boite a une mutuelle a 60 € par mois payée moitié moitié, taux AT/MP notifié 1,50 %. Mon net et le cout pour la sas ?',
    );
    const { payslip } = simulateExactCharges({
      regime: 'officer',
      contractType: 'cdi',
      grossCents: 280_000,
      companySize: 'moins-11',
      on: new Date(),
      atmpRatePercent: 1.5,
      healthInsuranceMonthlyCents: 6000,
      healthInsuranceEmployerSharePercent: 50,
    });
    expect(html).toContain(`<strong>${formatEuros(payslip.netBeforeTax)}</strong>`);
    expect(html).toContain(`<strong>${formatEuros(payslip.employerCost)}</strong>`);
    expect(html).toContain('taux AT/MP de 1,5');
    expect(html).toContain('healthMonthly=60');
    expect(html).toContain('atmpRate=1%2C5');
  });

  it('computes an officer’s pay with each year’s rates when two years are compared (stop 47)', async () => {
    const html = await answer('DG de SAS payé 4 500 € brut par mois, quel coût total en 2025 et en 2026 ?');
    for (const year of [2025, 2026]) {
      const { payslip } = simulateExactCharges({
        regime: 'officer',
        contractType: 'cdi',
        grossCents: 450_000,
        companySize: 'moins-11',
        on: new Date(Date.UTC(year, 11, 15)),
      });
      expect(html).toContain(`<strong>${formatEuros(payslip.employerCost)}</strong>`);
    }
  });

  it('computes a kilometric allowance from payroll-calc’s barème (stop 47)', async () => {
    const html = await answer(
      '650 km pro avec ma voiture perso de 6 CV, la société peut me rembourser combien en indemnités kilométriques ?',
    );
    expect(html).toContain(
      `<strong>${formatEuros(kilometricAllowanceCents(isSupportedYear(new Date().getUTCFullYear()) ? (new Date().getUTCFullYear() as SupportedYear) : (supportedYears.at(-1) as SupportedYear), { km: 650, horsepower: 6 }))}</strong>`,
    );
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/blog/frais-professionnels-dirigeant');
  });

  it('answers a pregnant employee’s rights from labour-law’s PREGNANCY_RULES, the sheet first (stop 47)', async () => {
    const html = await answer(
      'Ma vendeuse enceinte s’absente pour ses échographies, je dois lui payer ces heures ? Et est-ce que je peux encore la licencier ?',
    );
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe(
      '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption',
    );
    for (const id of ['medical-appointments', 'dismissal-protection'] as const)
      expect(html).toContain(
        `<strong>${PREGNANCY_RULES.find((rule) => rule.id === id)?.figure ?? 'missing'}</strong>`,
      );
    expect(html).toContain('href="/code-du-travail/article/L1225-16"');
    expect(html).toContain('href="/code-du-travail/article/L1225-4"');
  });

  it('answers who may assist at the preliminary interview from labour-law’s INTERVIEW_ASSISTANCE (stop 47)', async () => {
    const html = await answer(
      'on est 6 dans la boite, pas de CSE. Le salarié que je convoque pour un licenciement peut venir accompagné de qui ?',
    );
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/le-conseiller-du-salarie');
    expect(html).toContain(`<strong>${INTERVIEW_ASSISTANCE.figure}</strong>`);
    expect(html).toContain('href="/code-du-travail/article/L1232-4"');
  });

  it('answers the DSN of months without pay from our article on the président’s DSN (stop 47)', async () => {
    const html = await answer(
      'je vais arrêter de me payer de mars à mai, je dois quand même envoyer une DSN ces mois-là ?',
    );
    expect(html).toContain('<strong>chaque mois</strong>');
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/blog/dsn-sasu-sans-salarie');
  });

  it('tells the annual price per month and the year’s saving, from site-content (stop 47)', async () => {
    const html = await answer(
      'Essentielle en annuel au lieu de mensuel, je paie combien HT par mois et j’économise combien ?',
    );
    const essentielle = detailedPlans.find((plan) => plan.id === 'essentielle');
    if (!essentielle) throw new Error('no Essentielle plan');
    const euros = (cents: number) => formatEuros(cents).replace(',00', '');
    expect(html).toContain(euros(yearlyPricePerMonthOf(essentielle.yearlyPriceCents)));
    expect(html).toContain(euros(essentielle.monthlyPriceCents * 12 - essentielle.yearlyPriceCents));
  });

  it('answers a mayor’s Sunday worked from labour-law’s computeMayorSundayPay (stop 47)', async () => {
    const html = await answer(
      'dimanche accordé par le maire, ma vendeuse fait 7h à 12,50 € de l’heure, je lui paie combien ?',
    );
    expect(html).toContain(
      `<strong>${formatEuros(computeMayorSundayPay({ hours: 7, hourlyRateCents: 1250 }).minimumPayCents)}</strong>`,
    );
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/le-travail-du-dimanche');
    expect(html).toContain('href="/code-du-travail/article/L3132-27"');
  });

  it('answers the employer’s share of a transport pass from labour-law’s computeTransportPassShare (stop 47)', async () => {
    const html = await answer(
      'ma salariée est à 14h par semaine, pass navigo à 88,80 € par mois, je lui rembourse combien ?',
    );
    expect(html).toContain(
      `<strong>${formatEuros(computeTransportPassShare({ monthlyPassCents: 8880, weeklyHours: 14 }).employerShareCents)}</strong>`,
    );
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe(
      '/outils/fiche/la-prise-en-charge-des-frais-de-transport-par-lemployeur',
    );
  });

  it('answers the 1er mai worked from labour-law’s computeMayDayPay, the sheet first (stop 47)', async () => {
    const html = await answer(
      'le 1er mai ma vendeuse a bossé de 6h a 13h, normalement sa journée c 96 euros brut. je lui dois combien au total ?',
    );
    expect(html).toContain(`<strong>${formatEuros(computeMayDayPay(9600).totalCents)}</strong>`);
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/les-jours-feries-et-les-ponts');
    expect(html).toContain('href="/code-du-travail/article/L3133-6"');
    const open = await answer(
      'Une boulangerie peut-elle ouvrir le 1er mai avec des salariés ? on risque une amende ?',
    );
    expect(open).toContain('href="/code-du-travail/article/R3135-3"');
  });

  it('computes the tenth of the reference pay told for the leave not taken at departure (stop 47)', async () => {
    const html = await answer(
      'Je quitte la boîte à la fin du mois sans avoir pris mes congés. J’ai gagné 27 600 € brut sur cette période. Avec la règle du dixième, ils doivent me payer combien pour ces congés non pris ?',
    );
    const { tenthCents } = computePaidLeaveIndemnity({ referenceGrossCents: 2_760_000 });
    expect(html).toContain(`<strong>${formatEuros(tenthCents)}</strong>`);
  });

  it('answers a question asked of the case told in the sentence before it (stop 47)', async () => {
    const html = await answer(
      'J’ai découvert le 14 novembre 2026 que mon commis se servait dans la caisse. J’ai jusqu’à quand pour lancer la procédure de licenciement ? Et entre la convocation et l’entretien il faut laisser combien de jours ?',
    );
    expect(html).toContain('14 janvier 2027');
    expect(html).toContain('5 jours ouvrables');
  });

  it('gives a retirement’s legal indemnity with its notice, as labour-law computes it (stop 45)', async () => {
    const departure = await answer(
      "ma secretaire part a la retraite de son propre chef, 22 ans d'anciennete, 3 000 € brut fixe (pas de prime). combien de préavis elle me doit et c'est quoi l'indemnité de depart legale ?",
    );
    const leaving = computeRetirementIndemnity({
      initiator: 'employee',
      seniorityYears: 22,
      referenceSalaryCents: 300_000,
    });
    expect(leaving.amountCents).toBe(450_000);
    expect(departure).toContain(`<strong>${formatEuros(leaving.amountCents)}</strong>`);
    expect(departure).toMatch(/<strong>2[\s\u00a0]mois<\/strong>/);
    const retired = await answer(
      'je mets a la retraite mon magasinier qui vient d avoir 70 ans, il a 14 ans d anciennete pile, 2400 brut fixe. combien de préavis et quelle indemnité de mise a la retraite minimum ?',
    );
    const byEmployer = computeRetirementIndemnity({
      initiator: 'employer',
      seniorityYears: 14,
      referenceSalaryCents: 240_000,
    });
    expect(retired).toContain(`<strong>${formatEuros(byEmployer.amountCents)}</strong>`);
    expect(retired).toContain('href="/code-du-travail/article/L1237-7"');
  });

  it('says the leave not taken is paid at departure (L3141-28 first), and reads the pay a leave would have earned', async () => {
    const departure = await answer(
      'salarie en cdi qui demissionne, il lui reste 12 jours de cp non pris. je suis obligé de lui payer ?',
    );
    expect(departure.match(/<a href="([^"]+)"/)?.[1]).toBe('/code-du-travail/article/L3141-28');
    expect(departure).toContain('indemnité compensatrice de congés payés');
    const indemnity = await answer(
      'indemnite de cp : 24 600 € brut sur la periode, et si elle avait travaille pendant ses conges elle aurait eu 2600 €, le dixieme ou le maintien ?',
    );
    const result = computePaidLeaveIndemnity({ referenceGrossCents: 2_460_000, maintainedPayCents: 260_000 });
    expect(result.amountCents).toBe(260_000);
    expect(indemnity).toContain('2\u202f600,00');
  });

  it('answers the journée de solidarité from labour-law, a part-timer’s hours in proportion, the sheet first', async () => {
    const html = await answer(
      'journee de solidarite, ma salariee a mi-temps fait combien d heures non payees ?',
    );
    expect(html).toContain(`<strong>${computeSolidarityDay({ weeklyHours: 17.5 }).text}</strong>`);
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/la-journee-de-solidarite');
  });

  it('gives a délai the Code sets from labour-law, its article first', async () => {
    const html = await answer('delai de retractation rupture conventionnelle ?');
    const withdrawal = LEGAL_DELAYS.find((item) => item.id === 'conventional-termination-withdrawal');
    expect(html).toContain(`<strong>${withdrawal?.figure}</strong>`);
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/code-du-travail/article/L1237-13');
  });

  it('answers telework’s rules from labour-law, L1222-9 first', async () => {
    const html = await answer(
      'mon salarié est tombé dans son escalier chez lui un jour de télétravail pendant ses horaires, ca compte comme accident du travail ??',
    );
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/code-du-travail/article/L1222-9');
    const accident = TELEWORK_RULES.find((rule) => rule.id === 'accident')?.explanation ?? '-';
    expect(html).toContain(accident.slice(0, accident.indexOf(' :')));
  });

  it('answers a CDD’s own rules from labour-law, the ministry’s sheet first', async () => {
    const waiting = await answer(
      'le cdd de 6 mois de mon magasinier se termine, je peux reprendre quelqu un d autre en cdd sur le meme poste ou faut attendre ?',
    );
    const period = computeFixedTermWaitingPeriod({ amount: 6, unit: 'mois' });
    expect([period.text, period.calendarText]).toEqual(['61 jours', '2 mois']);
    expect(waiting).toContain(`<strong>${period.text}</strong> d’ouverture de l’entreprise`);
    expect(waiting).toContain(`<strong>${period.calendarText}</strong> si elle est ouverte tous les jours`);
    expect(waiting.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/le-contrat-duree-determinee-cdd');
    expect(waiting).toContain('href="/code-du-travail/article/L1244-3-1"');
    const leaving = await answer(
      'en CDD de 8 mois, elle a trouvé un CDI, elle doit faire combien de préavis pour partir ?',
    );
    expect(leaving).toContain(
      `<strong>${computeFixedTermEarlyNotice({ amount: 8, unit: 'mois' }).text}</strong>`,
    );
    expect(leaving).toContain('L’indemnité de fin de contrat n’est alors pas due');
  });

  it('gives the legal limits of working time from labour-law, the article of the first limit first', async () => {
    const html = await answer(
      'rush de fin d annee, mes gars veulent faire des grosses journées. c est quoi le max legal par jour et par semaine ?',
    );
    for (const id of ['daily-maximum', 'weekly-maximum', 'average-weekly-maximum']) {
      const limit = WORKING_TIME_LIMITS.find((item) => item.id === id);
      expect(html).toContain(`<strong>${limit?.figure}</strong>`);
    }
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/code-du-travail/article/L3121-18');
    const night = await answer('travailleur de nuit, combien d heures max par nuit ?');
    expect(night).toContain('<strong>8 heures</strong>');
    expect(night).toContain('href="/outils/fiche/le-travail-de-nuit"');
  });

  it('names the site’s free tools, the one asked first', async () => {
    const html = await answer('vous avez des modeles de lettres gratuits ?');
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/modeles');
    expect(html).toContain(`${letterTemplates.length}\u00a0modèles`);
    expect(html).toContain('href="/code-du-travail"');
    const agreement = await answer('vous avez un modele de lettre de demission ?');
    expect(agreement.match(/<a href="([^"]+)"/)?.[1]).not.toBe('/outils/modeles');
  });

  it('gives the délais of a disciplinary sanction as labour-law computes them, the article that sets them first', async () => {
    const late = await answer(
      "J'ai appris le 3 février 2026 qu'un de mes commerciaux avait gonflé ses notes de frais. Je voulais lui envoyer un avertissement cette semaine (on est le 20 avril), c'est encore possible ?",
    );
    const known = computeDisciplinaryDeadlines({ factsKnownOn: '2026-02-03' });
    expect(known.engageBy).toBe('2026-04-03');
    expect(late).toContain('<strong>vendredi 3 avril 2026</strong>');
    expect(late).toContain('Le délai est dépassé.');
    expect(late.match(/<a href="([^"]+)"/)?.[1]).toBe('/code-du-travail/article/L1332-4');
    expect(late).toContain('href="/outils/modele/avertissement"');
    expect(late).toContain('l’entretien préalable n’est pas obligatoire');
    const window = await answer(
      'entretien prealable pour une mise a pied disciplinaire fixé le mardi 10 novembre 2026. entre quelles dates je peux lui notifier la sanction ?',
    );
    const interview = computeDisciplinaryDeadlines({ interviewDate: '2026-11-10' });
    expect([interview.notifyFrom, interview.notifyBy]).toEqual(['2026-11-14', '2026-12-10']);
    expect(window).toContain('<strong>du samedi 14 novembre 2026 au jeudi 10 décembre 2026</strong>');
    expect(window.match(/<a href="([^"]+)"/)?.[1]).toBe('/code-du-travail/article/L1332-2');
    expect(window).toContain('href="/outils/modele/mise-a-pied-disciplinaire"');
    const ago = await answer(
      "j'ai appris il y a 3 mois que mon salarie avait pique dans la caisse, c trop tard pour le sanctionner ?",
    );
    expect(ago).toContain('le délai de 2\u00a0mois est dépassé');
  });

  it('gives the employer’s complement to a sick leave as labour-law computes it, the sheet first, and asks the seniority when missing', async () => {
    const html = await answer(
      'arret maladie, il a 8 ans d anciennete, je dois completer les IJ pendant combien de temps ?',
    );
    const complement = computeSickPayComplement({ seniorityMonths: 96 });
    expect(complement.fullRateDays).toBe(40);
    expect(html).toContain(`<strong>${complement.fullRateDays}\u00a0jours</strong>`);
    expect(html).toContain('<strong>8e\u00a0jour</strong>');
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe(
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
    );
    const asked = await answer('arret maladie maintien de salaire combien de temps ?');
    expect(asked).toContain('de 6 à 10\u00a0ans\u00a0: 40\u00a0jours à 90\u00a0%');
    const followUp = await answer('il a 12 ans', [
      { content: 'arret maladie maintien de salaire combien de temps ?', isUser: true },
      // As the widget sends it, cut at the length a conversation's message may have.
      { content: asked.slice(0, CHAT_MESSAGE_MAX_LENGTH), isUser: false },
    ]);
    expect(followUp).toContain(
      `<strong>${computeSickPayComplement({ seniorityMonths: 144 }).fullRateDays}\u00a0jours</strong>`,
    );
  });

  it('gives dividends’ net after the flat tax, meal vouchers’ exempt share and a car’s benefit as payroll-calc computes them', async () => {
    const dividends = await answer('20 000 € de dividendes en 2026 avec la flat tax, il me reste combien ?');
    const tax = computeDividendsFlatTax(2026, 2_000_000);
    expect(tax.netCents).toBe(1_372_000);
    expect(dividends).toContain(`<strong>${formatEuros(tax.netCents)}</strong>`);
    expect(dividends).toContain(formatEuros(tax.socialLeviesCents));
    expect(dividends.match(/<a href="([^"]+)"/)?.[1]).toBe('/blog/dividendes-sas-flat-tax');
    const vouchers = await answer('ticket resto 2026 part patronale exoneree jusqu a combien ?');
    expect(vouchers).toContain(`<strong>${formatEuros(mealVoucherExemption(2026).capCents)}</strong>`);
    const car = await answer(
      'voiture achetee 30 000 € TTC par ma sasu, je paie l essence moi meme, avantage en nature par mois ?',
    );
    const monthly = companyCarMonthlyCents(2026, {
      kind: 'vehicule',
      holding: 'achete',
      costCents: 3_000_000,
      fuelPaid: false,
    });
    expect(monthly).toBe(37_500);
    expect(car).toContain(`<strong>${formatEuros(monthly)}</strong>`);
  });

  it('gives an economic dismissal’s delays as the package computes them, not a personal motive’s', async () => {
    const html = await answer('licenciement eco delai entre entretien et lettre');
    const today = new Date().toISOString().slice(0, 10);
    const procedure = computeDismissalProcedure({
      motive: 'economic',
      startDate: today,
      employeesConcerned: 1,
      companyHeadcount: 1,
      hasCse: false,
    });
    const letter = procedure.steps.find((step) => step.id === 'notification');
    expect(letter?.explanation).toContain('7 jours ouvrables');
    expect(html).toContain('7 jours ouvrables');
    expect(html).toContain('href="/code-du-travail/article/L1233-15"');
    expect(html).not.toContain('<strong>2 jours ouvrables</strong>');
  });

  it('says it does not know the price of someone else’s subscription, with the discovery call', async () => {
    const html = await answer('prix d un abonnement netflix');
    expect(html).toContain("Je n'ai pas trouvé");
    expect(html).not.toContain('href="/#tarifs"');
  });

  it('names the agreement an IDCC or a common name designates', async () => {
    const html = await answer('Quelle convention collective porte l’IDCC 1486 ?');
    expect(html).toContain('IDCC 1486');
    expect(html).toContain('<strong>Bureaux d’études techniques'.replace('’', "'"));
    expect(html).toContain('https://www.legifrance.gouv.fr/conv_coll/id/KALICONT');
    expect(await answer('convention collective syntec')).toContain('IDCC 1486');
    expect(await answer('c’est quoi la convention HCR')).toContain('IDCC 1979');
  });

  it('names the agreement whose official title holds the trade a question names, and only then', async () => {
    expect(await answer('assistante dentaire dans mon cabinet, quelle convention collective ?')).toContain(
      'IDCC 1619',
    );
    expect(await answer('pompes funebres convention collective numero ?')).toContain('IDCC 0759');
    // « dentaire » alone is in three titles (cabinets, prothésistes, négoce): no guess.
    expect(await answer('quelle convention collective pour le dentaire ?')).not.toContain('<strong>IDCC');
    // A cleaning company falls under « Entreprises de propreté », whose title does not say « nettoyage ».
    expect(await answer('convention collective applicable a une entreprise de nettoyage')).toContain(
      'IDCC 3043',
    );
  });

  it('quotes the article a number names, with its page', async () => {
    const html = await answer('Que dit l’article L1232-2 ?');
    expect(html).toContain('Article L1232-2 du Code du travail');
    expect(html).toContain('cinq jours ouvrables');
    expect(html).toContain('href="/code-du-travail/article/L1232-2"');
  });

  it('falls back to retrieval for an identifier it does not hold', async () => {
    const html = await answer('IDCC 9999');
    expect(html).not.toContain('IDCC 9999</strong>');
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
    const response = await ask(testApp, { message: 'Qu’est-ce que le bulletin clarifié ?' });
    expect(response.json().response).toBe('<p>Voir <a href="/#tarifs">nos tarifs</a>.</p>');
    const request = fake.requests.at(-1) as { model: string; messages: { role: string; content: string }[] };
    expect(request.model).toBe('modele-de-test');
    expect(request.messages[0]?.content).toContain('uniquement à partir des passages');
    expect(request.messages[0]?.content).toContain('Le bulletin de paie clarifié (/blog/premier-article)');
    expect(request.messages[1]).toEqual({ role: 'user', content: 'Qu’est-ce que le bulletin clarifié ?' });
    const stored = await testApp.orm.em
      .fork()
      .findOneOrFail(ChatConversation, { botResponse: response.json().response });
    expect(stored.answeredBy).toBe('model');
  });

  it('falls back to the passages when the model fails', async () => {
    fake.behaviour = { content: '', status: 500, delayMs: 0 };
    const html = (await ask(testApp, { message: 'Qu’est-ce que le bulletin clarifié ?' })).json()
      .response as string;
    expect(html).toContain('<a href="/blog/premier-article">');
  });

  it('falls back to the passages when the model is too slow', async () => {
    fake.behaviour = { content: '<p>Trop tard.</p>', status: 200, delayMs: 1_000 };
    const started = Date.now();
    const html = (await ask(testApp, { message: 'Qu’est-ce que le bulletin clarifié ?' })).json()
      .response as string;
    expect(html).toContain('<a href="/blog/premier-article">');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('answers a price from the site’s content and a figure from the calculator, never from the model', async () => {
    fake.behaviour = { content: '<p>Le prix est de 1 €.</p>', status: 200, delayMs: 0 };
    const asked = fake.requests.length;
    const html = (await ask(testApp, { message: 'Combien coûte la formule Essentiel ?' })).json()
      .response as string;
    expect(html).toContain('Essentielle 9\u00a0€');
    expect(html).not.toContain('1 €.');
    expect(fake.requests.length).toBe(asked);
    const stored = await testApp.orm.em.fork().findOneOrFail(ChatConversation, { botResponse: html });
    expect(stored.answeredBy).toBe('product');
  });
});
