import { frenchPublicHolidays } from '@dirigeo/labour-law';
import { describe, expect, it } from 'vitest';
import { foldQuestion } from '../../search/visitor-words.ts';
import { readAmountCents, readSeniorityMonths } from './question-figures.ts';
import { recogniseQuestionParts } from './split-questions.ts';
import {
  type Intent,
  readLooseAmountCents,
  readStatedDay,
  recogniseIntent,
  recogniseIntentInConversation,
  withDaysWrittenOut,
} from './recognise-intent.ts';

const kindOf = (question: string) => recogniseIntent(question).kind;

function calculation(question: string) {
  const intent = recogniseIntent(question);
  if (intent.kind !== 'calculation') throw new Error(`${question}: ${JSON.stringify(intent)}`);
  return intent;
}

describe('greetings', () => {
  it.each(['bonjour', 'Bonjour !', 'Salut', 'bonsoir à tous', 'Merci beaucoup', 'merci pour votre aide !'])(
    'recognises « %s »',
    (message) => expect(kindOf(message)).toBe('greeting'),
  );
  it.each([
    'Bonjour, quel est le prix de la formule Essentiel ?',
    'merci de me dire le préavis de démission',
  ])('leaves a question with a greeting to its subject: « %s »', (message) =>
    expect(kindOf(message)).not.toBe('greeting'),
  );
});

describe('our product', () => {
  it.each([
    ['Combien de temps dure l’essai gratuit ?', 'trial'],
    ['Puis-je essayer gratuitement ?', 'trial'],
    ['Y a-t-il un essai gratuit ?', 'trial'],
    ['Combien coûte la formule Essentiel ?', 'price'],
    ['quels sont vos tarifs', 'price'],
    ['prix d un bulletin premium', 'price'],
    ['Comment résilier mon abonnement ?', 'cancellation'],
    ['Les formules mensuelles sont-elles sans engagement ?', 'cancellation'],
    ['Que comprend la formule Premium ?', 'plan-content'],
    ['Comment vous contacter ?', 'contact'],
    ['vous avez une adresse mail ?', 'contact'],
    ['je voudrais parler a un conseiller', 'contact'],
    ['un numero pour vous appeler svp', 'contact'],
    ['la version gratuite comprend quoi ?', 'plan-content'],
    ['c est quoi la formule complete', 'plan-content'],
  ])('« %s » is about %s', (message, topic) => {
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic });
  });
  it('names the plan asked about', () => {
    expect(recogniseIntent('Combien coûte la formule Premium ?')).toMatchObject({ plan: 'complete' });
    expect(recogniseIntent('ça coûte combien l essentielle ?')).toMatchObject({ plan: 'essentielle' });
    expect(recogniseIntent('Que comprend la formule complète ?')).toMatchObject({
      topic: 'plan-content',
      plan: 'complete',
    });
    expect(recogniseIntent('Que contient la formule gratuite ?')).toMatchObject({
      topic: 'plan-content',
      plan: 'freemium',
    });
    expect(recogniseIntent('Combien coûtent vos formules ?')).toMatchObject({ topic: 'price', plan: null });
  });
  it.each([
    'Combien de temps dure la période d’essai ?',
    'La période d’essai d’un CDI peut-elle être renouvelée ?',
    'Comment résilier le contrat de travail d’un apprenti ?',
    'Quel est le prix de revient d’un salarié ?',
    'Le président de SAS a-t-il droit au chômage ?',
    'Puis-je envoyer la lettre de licenciement par e-mail ?',
    'Un salarié peut-il refuser de donner son numéro de téléphone ?',
    'Que comprend le solde de tout compte ?',
  ])('leaves an employment question to the law: « %s »', (message) => {
    expect(kindOf(message)).not.toBe('product');
  });
});

describe('calculations', () => {
  it('reads the dismissal notice and its seniority', () => {
    expect(
      calculation(
        'Quelle est la durée du préavis de licenciement pour un salarié qui a 3 ans d’ancienneté ?',
      ),
    ).toMatchObject({ calculator: 'preavis-licenciement', seniorityMonths: 36 });
  });
  it('reads a dismissal indemnity with its seniority and salary', () => {
    expect(calculation('indemnité de licenciement pour 6 ans et 2 500 €')).toMatchObject({
      calculator: 'indemnite-licenciement',
      seniorityMonths: 72,
      amountCents: 250_000,
    });
  });
  it('reads an officer’s gross for the contributions', () => {
    expect(calculation('charges d’un président de SASU à 4 000 € brut')).toMatchObject({
      calculator: 'charges-dirigeant',
      amountCents: 400_000,
    });
  });
  it.each([
    ['Quel délai entre la convocation et l’entretien préalable au licenciement ?', 'procedure-licenciement'],
    ['Quel est le préavis de démission ?', 'preavis-demission'],
    ['preavis depart a la retraite 10 ans', 'preavis-retraite'],
    ['Quel est le minimum de l’indemnité de rupture conventionnelle ?', 'indemnite-rupture-conventionnelle'],
    ['Quelle indemnité de précarité à la fin d’un CDD de 8 000 € ?', 'indemnite-precarite'],
    ['combien touche un salarie licencié apres 4 ans, indemnite ?', 'indemnite-licenciement'],
  ])('« %s » is %s', (message, calculator) => {
    expect(calculation(message).calculator).toBe(calculator);
  });
  it('marks a serious misconduct and a disabled worker', () => {
    expect(calculation('préavis de licenciement pour faute grave')).toMatchObject({
      seriousMisconduct: true,
    });
    expect(calculation('préavis de licenciement d’un travailleur handicapé, 3 ans')).toMatchObject({
      disabledWorker: true,
      seniorityMonths: 36,
    });
  });
  it.each([
    'Comment rédiger une lettre de démission ?',
    'Le président de SAS a-t-il droit au chômage ?',
    'Quelles sont les étapes d’une procédure de licenciement ?',
    'Comment lire un bulletin de paie clarifié ?',
  ])('does not compute « %s »', (message) => {
    expect(kindOf(message)).not.toBe('calculation');
  });
});

describe('identifiers', () => {
  it.each([
    ['Quelle convention collective porte l’IDCC 1486 ?', ['1486']],
    ['idcc 16', ['0016']],
    ['convention collective n° 1979', ['1979']],
    ['convention syntec', ['1486']],
    ['Quelle est la convention collective HCR ?', ['1979']],
  ])('« %s » names agreements %j', (message, idccs) => {
    expect(recogniseIntent(message)).toEqual({ kind: 'agreement', idccs });
  });
  it.each([
    ['Que dit l’article L1232-2 ?', 'L1232-2'],
    ['article l. 1234-9', 'L1234-9'],
    ['R1234-2 du code du travail', 'R1234-2'],
    ['L 1237-19-1', 'L1237-19-1'],
  ])('« %s » is the article %s', (message, number) => {
    expect(recogniseIntent(message)).toEqual({ kind: 'article', number });
  });
  it.each([
    'Combien de salariés pour une convention collective ?',
    'convention de stage de 2 mois',
    'SMIC 2026',
  ])('finds no identifier in « %s »', (message) => {
    expect(['agreement', 'article']).not.toContain(kindOf(message));
  });
});

describe('follow-ups in a conversation', () => {
  it('completes the calculation asked before with the figure given now', () => {
    const intent: Intent = recogniseIntentInConversation('3 ans', ['Quel préavis pour un licenciement ?']);
    expect(intent).toMatchObject({
      kind: 'calculation',
      calculator: 'preavis-licenciement',
      seniorityMonths: 36,
    });
  });
  it('keeps the figures already given and adds the new one', () => {
    expect(
      recogniseIntentInConversation('2 500 €', ['indemnité de licenciement avec 6 ans d’ancienneté']),
    ).toMatchObject({ calculator: 'indemnite-licenciement', seniorityMonths: 72, amountCents: 250_000 });
    expect(recogniseIntentInConversation('et pour 5 ans ?', ['préavis de licenciement 1 an'])).toMatchObject({
      seniorityMonths: 60,
    });
  });
  it('reads a new question as new, even after a calculation', () => {
    expect(
      recogniseIntentInConversation(
        'Le président de SAS cotise-t-il à la retraite complémentaire depuis 2 ans ?',
        ['préavis de licenciement'],
      ).kind,
    ).toBe('retrieval');
    expect(recogniseIntentInConversation('3 ans', []).kind).toBe('retrieval');
  });
});

describe('folding', () => {
  it.each([
    ['C est combien ?', "c'est combien ?"],
    ['qu est-ce qu il y a dans l offre', "qu'est-ce qu'il y a dans l'offre"],
    ['prix d un bulletin', "prix d'un bulletin"],
    ['article L 1234-9', 'article l 1234-9'],
    ['la SAS de Paul', 'la sas de paul'],
  ])('restores the elision of « %s »', (text, folded) => {
    expect(foldQuestion(text)).toBe(folded);
  });
});

describe('a bonus on top of a CDD’s monthly salaries, stop 40', () => {
  it('is read with the months and the salary', () =>
    expect(
      recogniseIntent(
        'cdd de remplacement 5 mois, 1900 brut par mois + une prime de 600 versee a la fin, l indemnite de fin de contrat ca fait combien',
      ),
    ).toMatchObject({
      kind: 'calculation',
      calculator: 'indemnite-precarite',
      seniorityMonths: 5,
      amountCents: 190_000,
      bonusCents: 60_000,
    }));
  it('is absent when none is stated', () =>
    expect(recogniseIntent('fin de cdd 6 mois a 2000 brut prime de precarite ?')).not.toHaveProperty(
      'bonusCents',
    ));
  it('reads the seniority « à la fin de son préavis » as a date, not a notice asked (stop 41)', () =>
    expect(
      recogniseIntent(
        "indemnite legale de licenciement pour un chef d'equipe qui aura 13 ans et 5 mois d'anciennete a la fin de son preavis, salaire de reference 3100 euros brut ?",
      ),
    ).toMatchObject({ calculator: 'indemnite-licenciement', seniorityMonths: 161, amountCents: 310_000 }));
  it('reads « hors préavis » as leaving the notice out of an indemnity asked (stop 41)', () =>
    expect(
      recogniseIntent(
        "salarie inapte apres un accident du travail, pas de reclassement, 4 ans d'anciennete, 2 200 € brut en moyenne, combien d'indemnite de licenciement hors preavis ?",
      ),
    ).toMatchObject({
      calculator: 'indemnite-licenciement',
      seniorityMonths: 48,
      professionalInaptitude: true,
    }));
  it('reads an amount said to be the whole contract’s pay as the total, not a month’s (stop 41)', () => {
    expect(
      recogniseIntent(
        'CDD de 6 mois termine, il a touche au total 13 860 € brut sur le contrat, la prime de precarite ca fait combien ?',
      ),
    ).toMatchObject({
      calculator: 'indemnite-precarite',
      seniorityMonths: 6,
      amountCents: 1_386_000,
      amountIsTotal: true,
    });
    expect(
      recogniseIntent('fin de cdd 6 mois a 2000 brut par mois, prime de precarite ?'),
    ).not.toHaveProperty('amountIsTotal');
    // A month's pay « sur le contrat », « en tout cas »: not a total.
    expect(
      recogniseIntent(
        'cdd de 6 mois a 2000 € brut par mois sur le contrat, la prime de precarite fait combien ?',
      ),
    ).not.toHaveProperty('amountIsTotal');
    expect(
      recogniseIntent('en tout cas son cdd de 6 mois a 2000 € se termine, prime de precarite ?'),
    ).not.toHaveProperty('amountIsTotal');
  });
});

describe('the hiring year and the letter’s day of a dismissal notice, stop 40', () => {
  it.each([
    ['preavis de licenciement, il est chez nous depuis 2019', { year: 2019, month: null }],
    ['preavis de licenciement, embauche en mars 2021', { year: 2021, month: 3 }],
  ])('reads « %s »', (question, hiredIn) =>
    expect(recogniseIntent(question)).toMatchObject({ calculator: 'preavis-licenciement', hiredIn }),
  );
  it('leaves it when a seniority is stated', () =>
    expect(recogniseIntent('preavis de licenciement, 3 ans, embauche en 2019')).not.toHaveProperty(
      'hiredIn',
    ));
  it('reads the day the letter was presented', () =>
    expect(
      recogniseIntent('lettre de licenciement presentee le 16 mars 2026, 5 ans, fin du preavis ?'),
    ).toMatchObject({ calculator: 'preavis-licenciement', presentedOn: '2026-03-16' }));
});

describe('an agreement asked by its trade, stop 40', () => {
  it.each([
    [
      'assistante dentaire dans mon cabinet, quelle convention collective ?',
      ['assistante', 'dentaire', 'cabinet'],
    ],
    ['pompes funebres convention collective numero ?', ['pompes', 'funebres']],
  ])('reads the trade’s words of « %s »', (question, titleWords) =>
    expect(recogniseIntent(question)).toEqual({ kind: 'agreement', idccs: [], titleWords }),
  );
  it.each([
    // A question on what an agreement says, not which one applies.
    'ma convention collective prevoit un preavis plus long ?',
    'la convention collective peut prevoir une indemnite plus forte ?',
  ])('leaves « %s » to the retrieval', (question) =>
    expect(recogniseIntent(question).kind).toBe('retrieval'),
  );
});

describe('a pay that changed over the last 12 months, stop 40', () => {
  it('is read month by month, the most recent first', () =>
    expect(
      recogniseIntent(
        'mon salarie etait a 2300 brut pendant 9 mois puis augmente a 2600 les 3 derniers mois. 8 ans d anciennete, je le licencie, quelle indemnite ?',
      ),
    ).toMatchObject({
      calculator: 'indemnite-licenciement',
      seniorityMonths: 96,
      payHistoryCents: [...Array(3).fill(260_000), ...Array(9).fill(230_000)],
    }));
  it.each([
    'Sur ses 12 derniers mois elle a eu 2 000 € brut par mois, sauf les 3 derniers à 2 300 €. 5 ans d anciennete, licenciement, quelle indemnité légale ?',
    "licenciement, 5 ans d anciennete. J'étais à 2000 brut par mois mais j'ai été augmentée à 2300 brut il y a 3 mois. indemnite ?",
  ])('reads the last months told at another pay, the rest at the first (stop 49): « %s »', (question) =>
    expect(recogniseIntent(question)).toMatchObject({
      calculator: 'indemnite-licenciement',
      payHistoryCents: [...Array(3).fill(230_000), ...Array(9).fill(200_000)],
    }),
  );
  it('reads « préavis compris » as the seniority’s end, no notice asked (stop 49)', () =>
    expect(
      recogniseIntent(
        "Je me fais licencier, j'aurai 7 ans et 8 mois d'ancienneté préavis compris, 2500 brut. ça fait combien d'indemnité ?",
      ),
    ).toMatchObject({ calculator: 'indemnite-licenciement', seniorityMonths: 92 }));
  it('is none past 12 months, or with one pay', () => {
    expect(
      recogniseIntent(
        'licenciement 8 ans, 2 000 € brut par mois, sauf les 12 derniers à 2 300 €, indemnite ?',
      ),
    ).not.toHaveProperty('payHistoryCents');
    expect(
      recogniseIntent('licenciement 8 ans, 2300 pendant 10 mois puis 2600 les 3 derniers mois'),
    ).not.toHaveProperty('payHistoryCents');
    expect(recogniseIntent('licenciement 8 ans a 2600 brut, indemnite ?')).not.toHaveProperty(
      'payHistoryCents',
    );
  });
});

describe('figures', () => {
  it.each([
    ['3 ans d’anciennete', 36],
    ['deux ans et demi', 30],
    ['4 ans 1/2', 54],
    ['4 ans et 3 mois', 51],
    ['rupture conventionnelle 3 ans 9 mois 2380 brut', 45],
    ['3 ans 2 mois de préavis', 36],
    ['depuis 18 mois', 18],
    ['salarié âgé de 58 ans', null],
    ['licencié au bout de 15 ans', 180],
    ['après 20 ans dans la boîte', 240],
    ['2 mois de préavis', null],
  ])('seniority of « %s »: %s months', (text, months) => {
    expect(readSeniorityMonths(foldQuestion(text))).toBe(months);
  });
  it.each([
    ['2 500 €', 250_000],
    ['2500 euros', 250_000],
    ['3 200,50 € brut', 320_050],
    ['3,5 k€', 350_000],
    ['salaire de 2800', 280_000],
    ['12 ans', null],
    ['18 mois 2k5', 250_000],
    ['cdd a 2k1 brut', 210_000],
    ['3k', 300_000],
    ['un 4x4 pour 2k', 200_000],
    ['president sasu 99999999999 brut en 2025', null],
    ['salaire de 2025 brut', 202_500],
  ])('amount of « %s »: %s cents', (text, cents) => {
    expect(readAmountCents(foldQuestion(text))).toBe(cents);
  });
});

describe('visitors’ words (issue 28 §1)', () => {
  it.each([
    ['c’est combien par mois ?', 'price'],
    ['ca revient a combien ?', 'price'],
    ['et après, c’est combien ?', 'price'],
    ['tarifs dirigo', 'price'],
    ['le prix de l abonement annuel ?', 'price'],
    ['je peux arrêter quand je veux ?', 'cancellation'],
    ['je suis engagé combien de temps ?', 'cancellation'],
    ['comment annuler l abonement', 'cancellation'],
    ['qu est ce qu il y a dans la formule essentielle', 'plan-content'],
    ['la complète inclut le journal de paie ?', 'plan-content'],
    ['est ce que je peux appeler quelqu un chez vous', 'contact'],
    ['je peux joindre votre equipe ?', 'contact'],
    ['puis-je arrêter à tout moment ?', 'cancellation'],
    ['comment me desinscrire', 'cancellation'],
    ['c’est cher ?', 'price'],
    ['quel est le tarif mensuel ?', 'price'],
    ['comment prendre rendez-vous ?', 'contact'],
    ['qu’est-ce qu’on a avec la formule gratuite ?', 'plan-content'],
    ['l essai dure combien chez vous ?', 'trial'],
    ['vous avez un numéro ?', 'contact'],
    ['l abonnement mensuel combien ?', 'price'],
    ['Freemium, c’est quoi ?', 'plan-content'],
  ])('recognises « %s » as %s', (message, topic) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic }),
  );

  it.each([
    'combien coute une baguette de pain',
    'prix du bitcoin aujourd hui',
    'combien ?',
    'c’est combien le smic par mois ?',
    'mon salarié peut-il arrêter quand il veut ?',
    'le salarié est engagé par une clause de non-concurrence',
    'que comprend le salaire de base ?',
    'pouvez-vous me dire comment contacter l urssaf',
    'comment appeler un salarié absent',
    'le salarié peut-il démissionner à tout moment ?',
    'prendre rendez-vous chez le médecin du travail',
    'le salaire est trop cher pour l entreprise',
    'combien de temps dure la période d’essai d’un salarié ?',
    'combien de temps dure la période d’essai ?',
    'c’est quoi la prime de précarité ?',
  ])('leaves « %s » to another answer', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('product'),
  );

  it.each([
    ['indemnite licenciment 6 ans 2500 brut', 'indemnite-licenciement', 72, 250_000],
    ['indemnité de licensiement 15 ans salaire 2000 €', 'indemnite-licenciement', 180, 200_000],
    ['indem licenciement 20 ans 3000€', 'indemnite-licenciement', 240, 300_000],
    ['licenciement 6 ans 2500 €', 'indemnite-licenciement', 72, 250_000],
    ['rupture conv 5 ans 3000 euros', 'indemnite-rupture-conventionnelle', 60, 300_000],
    ['rupture conventionelle 2 ans 1800 €', 'indemnite-rupture-conventionnelle', 24, 180_000],
    ['preavis licensiement 18 mois anciennete', 'preavis-licenciement', 18, null],
    ['preavi de licenciement 5 ans', 'preavis-licenciement', 60, null],
    ['preavis demission 2 ans anciennete', 'preavis-demission', 24, null],
    ['preavis de demision ?', 'preavis-demission', null, null],
    ['un vrp qui demissionne apres 3 ans il doit combien de preavis', 'preavis-demission', 36, null],
    ['preavis de licenciement d un salarie de 2 ans', 'preavis-licenciement', 24, null],
    ['combien de temps entre convoc et entretien prealable', 'procedure-licenciement', null, null],
  ])('reads the calculation of « %s »', (message, calculator, seniorityMonths, amountCents) =>
    expect(recogniseIntent(message)).toMatchObject({
      kind: 'calculation',
      calculator,
      seniorityMonths,
      amountCents,
    }),
  );

  it.each([
    'licenciement pour motif economique',
    'rupture conventionnelle collective',
    'le preavis de resiliation de l abonnement',
    'modele lettre de licenciement',
  ])('does not compute « %s »', (message) => expect(recogniseIntent(message).kind).not.toBe('calculation'));
});

describe('visitors’ words, stop 34', () => {
  it.each([
    ['comment on arrete l abonnement ?', 'cancellation'],
    // A plan named, leaving it and a notice asked (stop 41).
    [
      'Je suis sur Essentielle au mois. Si un jour je veux arrêter, je dois prévenir combien de temps avant ?',
      'cancellation',
    ],
    ['j ai annulé mon abonnement, c est pris en compte quand ?', 'cancellation'],
    ['ya un engagement ?', 'cancellation'],
    ['le support est ouvert a quelle heure ?', 'contact'],
    // Our quotes' delay (stop 41); not a supplier's quote.
    [
      "Je suis expert-comptable et j'aurais 6 présidents de SASU clients à vous confier. Si je fais une demande de devis, j'ai une réponse en combien de temps ?",
      'contact',
    ],
    ['vos horaires ?', 'contact'],
    ['vous repondez le samedi ?', 'contact'],
    ['combien pour faire mes fiches de paie chaque mois', 'price'],
    ['c koi vos prix ?', 'price'],
    ['je peux tester dirigeo gratos ?', 'trial'],
    ['combien de temps conservez-vous mes données ?', 'data'],
    ['où sont hébergées mes données ?', 'data'],
    ['vous etes conformes au rgpd ?', 'data'],
  ])('recognises « %s » as %s', (message, topic) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic }),
  );

  it.each([
    'combien de fiches de paie par salarié ?',
    'le salarié arrête son contrat',
    'les horaires de travail d un salarie',
    'horaires de la piscine municipale',
    'mon equipe est ouverte le dimanche',
    'combien de temps conserver les bulletins de paie d un salarié ?',
    'l employeur peut-il garder les donnees d un salarie ?',
  ])('leaves « %s » to another answer', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('product'),
  );

  it.each([
    ['prime de fin de contrat cdd total 15 000 euros', 'indemnite-precarite', null, 1_500_000],
    ['indemnite de licenciement pour 9 ans avec un salaire de 2500e', 'indemnite-licenciement', 108, 250_000],
    ['indemn licenciement 3ans 2 800e', 'indemnite-licenciement', 36, 280_000],
    ['preav licenciement 5 ans', 'preavis-licenciement', 60, null],
  ])('reads the calculation of « %s »', (message, calculator, seniorityMonths, amountCents) =>
    expect(recogniseIntent(message)).toMatchObject({
      kind: 'calculation',
      calculator,
      seniorityMonths,
      amountCents,
    }),
  );

  it('does not read a CDI’s end of contract as a precarity indemnity', () => {
    expect(recogniseIntent('prime de fin de contrat cdi 15 000 €').kind).not.toBe('calculation');
  });

  it.each([
    ['2500e', 250_000],
    ['2 500e', 250_000],
    ['3000 balles', 300_000],
    ['le 2e mois', null],
    ['article 12e', null],
  ])('amount of « %s »: %s cents', (text, cents) => {
    expect(readAmountCents(foldQuestion(text))).toBe(cents);
  });
});

describe('follow-ups in a conversation, stop 34', () => {
  it('takes the figures of the calculation asked before for another calculation', () => {
    expect(
      recogniseIntentInConversation('et pour une rupture conventionnelle ?', [
        'indemnite de licenciement 5 ans 2 500 €',
      ]),
    ).toMatchObject({
      calculator: 'indemnite-rupture-conventionnelle',
      seniorityMonths: 60,
      amountCents: 250_000,
    });
  });
  it('keeps the figures the follow-up states', () => {
    expect(
      recogniseIntentInConversation('et pour le preavis avec 1 an ?', [
        'indemnite de licenciement 5 ans 2 500 €',
      ]),
    ).toMatchObject({ calculator: 'preavis-licenciement', seniorityMonths: 12 });
  });
  it('does not lend figures to a new question that is not a follow-up', () => {
    expect(
      recogniseIntentInConversation('Quel est le préavis de licenciement pour un salarié ?', [
        'indemnite de licenciement 5 ans 2 500 €',
      ]),
    ).toMatchObject({ calculator: 'preavis-licenciement', seniorityMonths: null });
  });
  it('reads « et la Complète ? » after a price as the price of that plan', () => {
    expect(
      recogniseIntentInConversation('et la complete ?', ['combien coute la formule essentielle']),
    ).toEqual({
      kind: 'product',
      topic: 'price',
      plan: 'complete',
    });
    // After another subject, naming the plan asks what it is.
    expect(recogniseIntentInConversation('et la complete ?', ['preavis de demission ?'])).toMatchObject({
      kind: 'product',
      topic: 'plan-content',
    });
  });
});

describe('vaguer product questions and loose figures, stop 34', () => {
  it.each([
    ['c’est payant ?', 'price'],
    ['c est gratuit ?', 'price'],
    ['quel budget prevoir pour dirigeo', 'price'],
    ['1 mois gratuit ?', 'trial'],
    ['essai sans carte bancaire ?', 'trial'],
    ['essentielle vs complete', 'plan-content'],
    ['les options de la complète', 'plan-content'],
    ['la formule gratuite suffit ?', 'plan-content'],
  ])('recognises « %s » as %s', (message, topic) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic }),
  );

  it.each([
    'c est gratuit pour le salarie ?',
    'un salarié à temps complet',
    'la procédure complète de licenciement',
    'la liste complete des conventions collectives',
    'le transport est-il gratuit pour les salaries ?',
    '3 jours de conge gratuits ?',
  ])('leaves « %s » to another answer', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('product'),
  );

  it.each([
    ['ruptures conventionnelles 5 ans 2000€', 'indemnite-rupture-conventionnelle', 60, 200_000],
    ['preavis lic 3 ans', 'preavis-licenciement', 36, null],
    ['indemnite licenciment eco 10 ans 3000', 'indemnite-licenciement', 120, 300_000],
    ['precarite 18000', 'indemnite-precarite', null, 1_800_000],
    ['délai entre convocation et entretien', 'procedure-licenciement', null, null],
    ['combien de jours pour envoyer la lettre de licenciement', 'procedure-licenciement', null, null],
  ])('reads the calculation of « %s »', (message, calculator, seniorityMonths, amountCents) =>
    expect(recogniseIntent(message)).toMatchObject({
      kind: 'calculation',
      calculator,
      seniorityMonths,
      amountCents,
    }),
  );

  it.each([
    ['10 ans 3000', 300_000],
    ['salaire 2 500', 250_000],
    ['depuis 2019', null],
    ['en 2024 avec 2 ans', null],
    ['idcc 1486', null],
    ['35 heures', null],
    ['12 salaries', null],
  ])('loose amount of « %s »: %s cents', (text, cents) => expect(readLooseAmountCents(text)).toBe(cents));

  it.each([
    ['combien coute un salarie paye 2000 brut', 200_000, {}],
    ['cout employeur pour 2500 net', 250_000, { netAmount: true }],
    ['salaire net si 2200 brut non cadre', 220_000, {}],
    ['cadre 4500 brut combien net', 450_000, { managerialStaff: true }],
    ['combien de charges pour un salaire de 3000 €', 300_000, {}],
    ['2 800 € brut ca fait combien en net ?', 280_000, {}],
    ['je veux donner 1800 net a mon salarie, ca me coute combien', 180_000, { netAmount: true }],
    ['mon employe gagne 2100 brut il touche combien', 210_000, {}],
    ['combien je vais toucher avec 2800 brut', 280_000, {}],
    ['mon vendeur est a 2500 brut il touche quoi sur son compte', 250_000, {}],
    ['elle est a 2k1 brut, combien en poche ?', 210_000, {}],
  ])('« %s » is an employee’s pay of %i cents', (message, amountCents, flags) => {
    const intent = calculation(message);
    expect(intent).toMatchObject({ calculator: 'salaire-brut-net', amountCents, ...flags });
    if (!('managerialStaff' in flags)) expect(intent).not.toHaveProperty('managerialStaff');
    if (!('netAmount' in flags)) expect(intent).not.toHaveProperty('netAmount');
  });
  it('reads « au SMIC » as an employee’s pay at the SMIC', () => {
    expect(calculation('combien coute un salarie au smic')).toMatchObject({
      calculator: 'salaire-brut-net',
      atSmic: true,
    });
  });
  it.each([
    // What the exact simulation does not compute, or what is no pay: the retrieval answers.
    'prime de 500 euros soumise a cotisations ?',
    'apprenti 1000 brut combien net',
    'stagiaire 600 euros gratification charges',
    'salarie a mi-temps 1000 brut combien net',
    'la formule Essentielle a 29 € ca coute combien par an ?',
    'dividendes 10 000 € net combien de charges',
    'comment passer du brut au net ?',
    'smic net 2026',
    'mon salarie gagne 2000 brut, a-t-il droit a la prime d activite ?',
    'il touche 1800 brut, peut-il demander un acompte ?',
  ])('« %s » is no employee’s pay to compute', (message) => {
    const intent = recogniseIntent(message);
    expect(intent.kind === 'calculation' ? intent.calculator : null).not.toBe('salaire-brut-net');
  });
  it.each([
    ['un vrp qui demissionne apres 3 ans il doit combien de preavis', 'vrp'],
    ['preavis de demission d un voyageur representant placier', 'vrp'],
    ['journaliste en cdi demission avec 2 ans d anciennete, preavis ?', 'journaliste'],
  ])('reads in « %s » a resigning %s, whose notice the law sets', (message, profession) =>
    expect(calculation(message)).toMatchObject({ calculator: 'preavis-demission', profession }),
  );
  it('reads no profession in an ordinary resignation', () =>
    expect(calculation('preavis de demission apres 3 ans')).not.toHaveProperty('profession'));
  it.each([
    ['presidente de sasu, 3800 de brut par mois, il me reste combien net', 380_000],
    ['combien je dois sortir de la treso de ma sasu pour me payer 4k brut', 400_000],
  ])('reads « %s » as an officer’s pay of %i cents', (message, amountCents) =>
    expect(calculation(message)).toMatchObject({ calculator: 'charges-dirigeant', amountCents }),
  );
  it('marks a net salary for an indemnity, whose reference salary is a gross', () => {
    expect(calculation('je le licencie apres 18 mois, il gagne 1900 net, combien je lui dois')).toMatchObject(
      {
        calculator: 'indemnite-licenciement',
        amountCents: 190_000,
        netAmount: true,
      },
    );
    expect(calculation('indemnite licenciement 6 ans 2500 brut')).not.toHaveProperty('netAmount');
  });
  it.each([
    'mon cdd se termine, j ai touche 15000 au total, j ai droit a quoi',
    'fin de mon cdd 12 000 euros de salaire en tout, combien de prime',
  ])('« %s » is the end of a CDD', (message) => {
    expect(calculation(message).calculator).toBe('indemnite-precarite');
  });
  it('leaves a CDD that ends without a figure to the pages', () => {
    expect(recogniseIntent('mon cdd se termine, je fais quoi ?').kind).toBe('retrieval');
  });
  it.each([
    'dispense de preavis licenciement',
    'le preavis est il paye si le salarie ne le fait pas',
    'indemnite compensatrice de preavis licenciement',
  ])('leaves the rule of « %s » to the pages', (message) => {
    expect(recogniseIntent(message).kind).toBe('retrieval');
  });
  it.each([
    'je paye mes salaries par virement c est obligatoire ?',
    'paiement du salaire par virement obligatoire ?',
    'on peut payer les conges payes a l annee ?',
  ])('leaves the pay of « %s » to the pages', (message) => {
    expect(recogniseIntent(message).kind).not.toBe('product');
  });
  it.each([
    'le cdd est renouvelable combien de fois ?',
    'mon salarie a des frais supplementaires en teletravail',
    'le salaire minimum le moins cher',
  ])('leaves « %s » to the pages', (message) => {
    expect(recogniseIntent(message).kind).not.toBe('product');
  });
  it.each([
    'ouvrir un compte bancaire professionnel',
    'le bulletin de paie de mon salarie est il conforme ?',
    'inscription a france travail apres un licenciement',
  ])('leaves « %s » to the pages (not our product)', (message) => {
    expect(recogniseIntent(message).kind).not.toBe('product');
  });
  it.each([
    'je peux passer de essentielle a complete ?',
    'comment changer de formule ?',
    'g resilie par erreur hier, je peux annuler la resiliation ?',
  ])('answers the change of plan of « %s » with the FAQ’s answer (stop 38)', (message) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic: 'plan-change' }),
  );
  it('reads a figure after a seniority as the pay, even one that looks like a year', () => {
    expect(calculation('indemnite de licenciement 9 mois 2000')).toMatchObject({
      calculator: 'indemnite-licenciement',
      seniorityMonths: 9,
      amountCents: 200_000,
    });
    expect(calculation('rupture conventionnelle 6 mois anciennete 1800')).toMatchObject({
      calculator: 'indemnite-rupture-conventionnelle',
      amountCents: 180_000,
    });
    expect(readLooseAmountCents('depuis 2000')).toBeNull();
  });
  it('marks an inaptitude of professional origin, for the special indemnity', () => {
    expect(
      calculation('salarie inapte suite accident du travail 3 ans 2500 euros indemnite de licenciement'),
    ).toMatchObject({ calculator: 'indemnite-licenciement', professionalInaptitude: true });
    expect(calculation('indemnite licenciement inaptitude 5 ans 2000 €')).not.toHaveProperty(
      'professionalInaptitude',
    );
  });
  it('reads a year’s amount as twelve months', () => {
    expect(calculation('salaire annuel 36000 brut combien net par mois')).toMatchObject({
      calculator: 'salaire-brut-net',
      amountCents: 300_000,
      annualAmountCents: 3_600_000,
    });
    expect(calculation('combien coute un dirigeant sasu a 50000 par an')).toMatchObject({
      calculator: 'charges-dirigeant',
      amountCents: Math.round(5_000_000 / 12),
    });
    expect(calculation('indemnite licenciement 5 ans 2500 euros')).not.toHaveProperty('annualAmountCents');
    const followUp = recogniseIntentInConversation('et avec 3200 brut ?', [
      'salaire annuel 36000 brut combien net',
    ]);
    expect(followUp).toMatchObject({ amountCents: 320_000 });
    expect(followUp).not.toHaveProperty('annualAmountCents');
  });
  it('reads a follow-up that changes the case or states a net, on the calculation before it', () => {
    expect(
      recogniseIntentInConversation('et pour un cadre ?', ['combien coute un salarie paye 3000 brut']),
    ).toMatchObject({ calculator: 'salaire-brut-net', amountCents: 300_000, managerialStaff: true });
    expect(
      recogniseIntentInConversation('et pour 2500 net ?', ['charges president sasu 4000 brut']),
    ).toMatchObject({ calculator: 'charges-dirigeant', amountCents: 250_000, netAmount: true });
    expect(
      recogniseIntentInConversation('et avec 3000 brut ?', ['cout employeur pour 2500 net']),
    ).not.toHaveProperty('netAmount');
    expect(
      recogniseIntentInConversation('et pour faute grave ?', ['preavis licenciement 3 ans']),
    ).toMatchObject({ calculator: 'preavis-licenciement', seriousMisconduct: true });
  });
  it('reads an officer’s « combien il me reste » on a gross', () => {
    expect(calculation('je me verse 3000 brut par mois en sasu combien il me reste')).toMatchObject({
      calculator: 'charges-dirigeant',
      amountCents: 300_000,
    });
  });

  it('marks a net amount for the officer’s simulation, which looks for the gross', () => {
    expect(recogniseIntent('president sasu 2500 net combien de brut')).toMatchObject({
      calculator: 'charges-dirigeant',
      netAmount: true,
    });
    expect(recogniseIntent('charges president sasu 3000 brut')).not.toHaveProperty('netAmount');
    expect(
      recogniseIntentInConversation('3 200 € brut', ['president sasu 2500 net combien de brut']),
    ).toMatchObject({ amountCents: 320_000 });
    expect(
      recogniseIntentInConversation('3 200 € brut', ['president sasu 2500 net combien de brut']),
    ).not.toHaveProperty('netAmount');
  });

  it.each([
    ['cc 1486', { kind: 'agreement', idccs: ['1486'] }],
    ['code du travail article 1234-9', { kind: 'article', number: 'L1234-9' }],
  ])('reads the identifier of « %s »', (message, intent) => expect(recogniseIntent(message)).toEqual(intent));

  it('reads no article in « article 12 »', () =>
    expect(recogniseIntent('article 12 du contrat').kind).not.toBe('article'));
});

describe('who the product is for, stop 34', () => {
  it.each([
    'ca marche pour une sarl ?',
    'compatible eurl ?',
    'c est pour qui dirigeo',
    'je suis gerant majoritaire, c est fait pour moi ?',
    'Comment savoir si mon statut est compatible avec Dirigeo ?',
  ])('recognises « %s »', (message) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic: 'eligibility' }),
  );
  it.each([
    'le gerant minoritaire de sarl est il assimile salarie ?',
    'un salarie de sarl est il eligible au chomage',
    'la rupture conventionnelle est-elle compatible avec un arret maladie ?',
  ])('leaves « %s » to another answer', (message) =>
    expect(recogniseIntent(message)).not.toMatchObject({ topic: 'eligibility' }),
  );
});

describe('a salary at the SMIC, stop 34', () => {
  it.each([
    ['indemnite licenciement 5 ans au smic', 'indemnite-licenciement'],
    ['rupture conventionnelle 3 ans payé au smic', 'indemnite-rupture-conventionnelle'],
  ])('reads « %s » as a calculation at the SMIC', (message, calculator) =>
    expect(recogniseIntent(message)).toMatchObject({ calculator, amountCents: null, atSmic: true }),
  );
  it.each([
    'le smic 2026',
    'prime de precarite cdd au smic',
    'indemnite licenciement 5 ans 2500 €, le smic a change ?',
  ])('does not take the SMIC as the salary in « %s »', (message) =>
    expect(recogniseIntent(message)).not.toMatchObject({ atSmic: true }),
  );
});

describe('an IDCC written before its name, stop 34', () => {
  it.each([
    ['la 1486 c est quelle convention collective', ['1486']],
    ['1979 convention collective', ['1979']],
  ])('reads « %s »', (message, idccs) =>
    expect(recogniseIntent(message)).toEqual({ kind: 'agreement', idccs }),
  );
  it('does not read a year as an IDCC', () =>
    expect(recogniseIntent('en 2026 quelle convention collective pour un restaurant')).not.toEqual({
      kind: 'agreement',
      idccs: ['2026'],
    }));
});

describe('the product in other words, stop 35', () => {
  it.each([
    ['on peut voir le logiciel avant d acheter ?', 'trial'],
    ['je peux tester avant de payer', 'trial'],
    ['jusqu a quand c est gratuit quand on s inscrit ?', 'trial'],
    ['c est gratuit les premiers jours ?', 'trial'],
    ['si je prends l annuel je peux partir avant la fin ?', 'cancellation'],
    ['je peux arreter l abonnement en cours de route ?', 'cancellation'],
    ['dirigeo c pour les auto entrepreneurs aussi ?', 'eligibility'],
    ['ca marche pour les micro-entrepreneurs ?', 'eligibility'],
    ['le prix de l abonement annuel ?', 'price'],
    ['combien coute l abonnement mensuel ?', 'price'],
    ['prix de l abonnement dirigeo', 'price'],
  ])('« %s » is about %s', (message, topic) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic }),
  );
  it.each([
    ['puis je resilier mon abonnement quand je veux', 'cancellation'],
    ['je peux arreter mon abonnement si je change d avis ?', 'cancellation'],
    ['jai 2 salaries, combien coute dirigeo par mois', 'price'],
    ['avec 3 employes votre logiciel coute combien ?', 'price'],
  ])('« %s » is about %s, though a word follows « abonnement » or an employee is named', (message, topic) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic }),
  );
  it.each([
    'combien coute un salarie au smic pour dirigeo ?',
    'combien coute l embauche d un salarie chez vous',
    'resilier l abonnement navigo de mon salarie',
  ])('« %s » is no question on our prices or our subscription', (message) =>
    expect(recogniseIntent(message)).not.toMatchObject({
      kind: 'product',
      topic: expect.stringMatching(/price|cancellation/),
    }),
  );
  it.each(['prix d un abonnement netflix', 'combien coute un abonnement salle de sport'])(
    '« %s » asks the price of someone else’s subscription: outside what we know',
    (message) => expect(recogniseIntent(message)).toEqual({ kind: 'outside' }),
  );
  it.each([
    'remboursement abonnement navigo par l employeur',
    'avant d acheter une voiture de fonction',
    'le salarie peut il partir avant la fin de son cdd',
    'le conge sans solde c est gratuit pour l employeur ?',
    'le cdd c pour les salaries saisonniers ?',
    // « au forfait », « forfait jours », « forfait social »: not our plans (stop 41).
    "Ma SASU a achete une voiture neuve a 36 000 € TTC, je m'en sers aussi le week-end. Au forfait, l'avantage en nature fait combien par an ?",
    'mon cadre au forfait jours, il a combien de jours de repos par an ?',
    'le forfait social sur l interessement c est combien ?',
    // A quote the visitor's own company makes (stop 41).
    'quand je fais un devis a un client il doit le signer sous combien de temps ?',
  ])('does not read « %s » as a question on our product', (message) =>
    expect(['product', 'outside']).not.toContain(recogniseIntent(message).kind),
  );
});

describe('an economic dismissal’s procedure, stop 35', () => {
  it.each([
    'licenciement eco delai entre entretien et lettre',
    'licenciement economique : delai entre la convocation et l entretien',
    'combien de jours pour envoyer la lettre de licenciement economique',
  ])('reads « %s » as the economic procedure', (message) =>
    expect(recogniseIntent(message)).toMatchObject({
      calculator: 'procedure-licenciement',
      economicMotive: true,
    }),
  );
  it('marks a manager’s economic dismissal', () =>
    expect(
      recogniseIntent('licenciement economique d un cadre delai entre entretien et lettre'),
    ).toMatchObject({
      economicMotive: true,
      managerialStaff: true,
    }));
  it.each([
    'delai entre la convocation et l entretien prealable',
    'licenciement delai entre entretien et lettre',
  ])('keeps « %s » a personal motive', (message) =>
    expect(recogniseIntent(message)).not.toHaveProperty('economicMotive'),
  );
  it.each(['indemnite licenciment eco 10 ans 3000', 'licenciement economique definition'])(
    'does not read « %s » as the procedure',
    (message) => expect(recogniseIntent(message)).not.toMatchObject({ calculator: 'procedure-licenciement' }),
  );
});

describe('our texts’ words are no typos of the recognisers’ words, stop 35', () => {
  // Words of our titles and summaries (the site dictionary), as `answerQuestion` passes them.
  const ours = new Set([
    'egalement',
    'licence',
    'retracter',
    'abondement',
    'precedent',
    'contester',
    'salaires',
  ]);
  const isKnown = (word: string) => ours.has(word);
  it.each([
    ['y a t il egalement un essai gratuit ?', 'trial'],
    ['quel est le prix de l abonnement ? et egalement le telephone', 'price'],
  ])('reads « %s » as its own question', (message, topic) =>
    expect(recogniseIntent(message, isKnown)).toMatchObject({ kind: 'product', topic }),
  );
  it.each([
    'licence pro : combien de preavis ?',
    'je suis egalement gerant, combien ?',
    'se retracter apres une rupture conventionnelle',
    'abondement de l employeur sur le cpf',
    'contester un avertissement',
  ])('does not read « %s » as a calculation or a product question', (message) =>
    expect(['calculation', 'product']).not.toContain(recogniseIntent(message, isKnown).kind),
  );
  it('still reads a typo and a known plural', () => {
    expect(recogniseIntent('preavi licensiement 3 ans', isKnown)).toMatchObject({
      calculator: 'preavis-licenciement',
      seniorityMonths: 36,
    });
    expect(recogniseIntent('charges president sasu sur des salaires de 3000 € brut', isKnown)).toMatchObject({
      calculator: 'charges-dirigeant',
    });
  });
});

describe('more of the product in visitors’ words, stop 35', () => {
  it.each([
    ['combien ça coûte votre truc ?', 'price'],
    ['c est quoi le tarif pour 2 dirigeants ?', 'price'],
    ['vous proposez une période d essai ?', 'trial'],
    ['je peux annuler quand ?', 'cancellation'],
    ['comment resilier ?', 'cancellation'],
    ['quels moyens de paiement acceptez vous', 'payment'],
    ['je peux payer par prelevement ?', 'payment'],
    ['paiement par virement possible ?', 'payment'],
    ['je peux payer a l annee ?', 'price'],
    ['le paiement annuel est possible ?', 'price'],
    ['je veux supprimer mon compte', 'data'],
    ["hello, dsn c'est inclus ?", 'plan-content'],
    ["ca me revient a combien votre truc a l'annee", 'price'],
    ['y a des frais caches ?', 'price'],
    ["c'est quoi la moins chere de vos offres", 'price'],
    ["l'abonnement se renouvelle tout seul ?", 'cancellation'],
    ["je suis president d'une sas avec 3 salaries, c'est pour moi ?", 'eligibility'],
    ['ca marche pour une association ?', 'eligibility'],
    ["j'ai besoin d'aide pour ma paie, vous pouvez m'appeler ?", 'contact'],
    ['votre logiciel est conforme ?', 'compliance'],
    ['les taux sont a jour ?', 'compliance'],
    ["je veux m'inscrire", 'subscribe'],
    ['comment je cree mon compte', 'subscribe'],
    ["j'ai oublie mon mot de passe", 'account-access'],
    ['vous faites la paie des gerants majoritaires ?', 'eligibility'],
    ["je n'arrive plus a me connecter", 'account-access'],
    ['c est securise ?', 'data'],
    ['je suis en EURL à l IS, je peux utiliser Dirigeo ?', 'eligibility'],
    ['vous gérez les salariés aussi ?', 'plan-content'],
    ['le logiciel fait les bulletins des salaries ?', 'plan-content'],
  ])('« %s » is about %s', (message, topic) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic }),
  );
  it.each([
    'vous avez un modele de lettre de renouvellement de periode d essai ?',
    'comment annuler une rupture conventionnelle',
    'tarif horaire pour un salarie au smic',
    'combien coute un president de sasu pour la societe',
    'paiement du salaire par virement obligatoire ?',
    'payer les cotisations urssaf par prelevement',
    'je peux utiliser mon cpf pour une formation ?',
  ])('does not read « %s » as a question on our product', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('product'),
  );
});

describe('a company’s affairs outside payroll, which no page of ours covers (stop 38)', () => {
  it.each([
    'franchise en base de tva c quoi le seuil en 2026',
    'tvs 2026 sur ma voiture de societe ca fait combien',
    'je peux encore demander un pret garanti par l etat ?',
    'carte grise d un utilitaire au nom de ma sasu ca coute combien',
    'nom de domaine en .fr combien par an',
    'pacte d associes dans une sas c obligatoire ?',
    'je recupere la tva sur le gazole des camionnettes de ma boite a 80 ou 100 % ?',
    'un client me doit 8 000 € depuis 4 mois, je fais comment une injonction de payer ?',
  ])('« %s » is outside what we know', (message) => expect(recogniseIntent(message).kind).toBe('outside'));
  it.each([
    'vos prix sont ht ou ttc ?',
    'la tva sur mon abonnement dirigeo',
    'avantage en nature voiture de societe president',
    // An employee's pay seized by a creditor is ours (L3252-2).
    'saisie sur salaire de mon employe, je retiens combien ?',
  ])('« %s » is not', (message) => expect(recogniseIntent(message).kind).not.toBe('outside'));
});

describe('another professional’s fees, which we do not know (stop 38)', () => {
  it.each([
    'combien prend un expert comptable par an pour une sasu',
    'tarif d un avocat en droit du travail ?',
    'honoraires d un commissaire aux comptes',
  ])('« %s » is outside what we know', (message) => expect(recogniseIntent(message).kind).toBe('outside'));
  it.each([
    'vous etes expert comptable ?',
    'dirigeo est moins cher qu un expert comptable ?',
    'mon comptable a oublie la dsn',
  ])('« %s » is not', (message) => expect(recogniseIntent(message).kind).not.toBe('outside'));
});

describe('the terms of sale and the provider in visitors’ words, stop 38', () => {
  it.each([
    ['si mon prelevement passe pas vous coupez l acces direct ?', 'late-payment'],
    ['ya des frais si je paie en retard ?', 'late-payment'],
    ['ma carte a expire, le paiement a echoue', 'late-payment'],
    ['penalites de retard sur l abonnement ?', 'late-payment'],
    ['si je resilie je perds mes anciens bulletins ?', 'after-cancellation'],
    ['je pars, je garde l acces a mes documents ?', 'after-cancellation'],
    ['c quoi votre adresse postale', 'contact'],
    ['le support il bosse le samedi ?', 'contact'],
    ['avant de m abonner on peut s appeler pour que vous m expliquiez ?', 'contact'],
    ['meme si je suis actif je reste connecte combien d heures max', 'session'],
    ['je suis deconnecte au bout de combien de temps ?', 'session'],
    [
      'si votre logiciel se trompe dans un calcul et que j ai un redressement urssaf vous remboursez ?',
      'liability',
    ],
    ['et si dirigeo decide d arreter mon abonnement, vous prevenez combien de temps avant ?', 'cancellation'],
    ['ce que je tape dans ce chat vous le gardez combien de temps ?', 'data'],
    ['tu sais quelle formule a les graphiques d evolution des charges ?', 'plan-content'],
    ['vous pouvez changer vos cgv sans prevenir ? et si on est en litige c quel tribunal', 'terms-change'],
    ['vous avez de l experience en paie ou vous etes une startup qui debute ?', 'about-us'],
    ['c quoi votre numero de tva intracom, mon comptable le demande', 'about-us'],
    ['si je remplis votre formulaire de contact vous gardez mes coordonnees combien de temps ?', 'data'],
    ['je suis en mensuel, si je passe a l annuel en milieu de mois je paie deux fois ?', 'plan-change'],
    ['rgpd : a quel mail j ecris pour faire effacer mes donnees perso', 'data'],
  ])('« %s » is about %s', (message, topic) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic }),
  );
  it.each([
    'mon salaire est paye en retard, des penalites ?',
    'mon client me paie en retard',
    'cotisations urssaf payees en retard, majorations ?',
    'je licencie un salarie, il garde ses bulletins ?',
    'combien de temps garder les bulletins de mes salaries',
    'mon salarie se trompe dans ses heures, je le sanctionne ?',
    'le salarie est responsable de son erreur ?',
  ])('does not read « %s » as our terms of sale', (message) => {
    const intent = recogniseIntent(message);
    const topic = intent.kind === 'product' ? intent.topic : null;
    expect(['late-payment', 'after-cancellation', 'liability', 'session'].includes(topic ?? '')).toBe(false);
  });
});

describe('a conventional termination’s delays are no calculation, stop 35 (second round)', () => {
  it.each([
    'rupture conventionnelle combien de jours pour changer d avis',
    'homologation rupture conventionelle ca prend combien de temps la dreets',
    'rupture conventionnelle combien de semaines avant de partir',
    'rupture conventionnelle, combien d’jours de rétractation ?',
  ])('leaves « %s » to the sheet', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('calculation'),
  );
  it.each([
    'rupture conventionnelle combien pour 5 ans',
    'combien de rupture conventionnelle pour 3 ans et 2 000 €',
    'rupture conventionnelle combien je touche',
    'montant rupture conventionnelle',
  ])('still computes « %s »', (message) =>
    expect(recogniseIntent(message)).toMatchObject({
      kind: 'calculation',
      calculator: 'indemnite-rupture-conventionnelle',
    }),
  );
});

describe('whether a notice is owed is no calculation, stop 36', () => {
  it.each([
    'preavis de demission c est obligatoire ? mon salarie veut partir demain',
    'le préavis est-il obligatoire en cas de démission ?',
    'faut-il faire un preavis quand on demissionne',
    'mon salarie est oblige de faire son preavis de demission ?',
  ])('leaves « %s » to the sheet', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('calculation'),
  );
  it.each([
    ['preavis de demission ?', 'preavis-demission'],
    ['préavis de démission obligatoire pour 3 ans d ancienneté ?', 'preavis-demission'],
    ['preavis de licenciement pour 2 ans', 'preavis-licenciement'],
  ])('still computes « %s »', (message, calculator) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'calculation', calculator }),
  );
});

describe('a notice told, not asked, stop 48', () => {
  it.each([
    "j'ai posé ma démission, 2 mois de préavis d'après ma convention mais j'ai trouvé un autre travail",
    'il démissionne, il a 2 mois de préavis selon la convention, il me demande de partir au bout de 2 semaines',
    'licencié pour motif perso, 12 ans d anciennete a la fin de mon preavis, 3100 brut, combien d indemnite ?',
  ])('does not compute the notice of « %s »', (message) =>
    expect(recogniseIntent(message)).not.toMatchObject({ calculator: expect.stringMatching(/^preavis/) }),
  );
  it.each([
    ['demission apres 3 ans, mon patron dit 3 mois de preavis, c est correct ?', 'preavis-demission', 36],
    [
      'licencie apres 6 ans, mon employeur dit 1 mois de preavis, c est pas 2 mois ?',
      'preavis-licenciement',
      72,
    ],
    [
      'je demissionne avec 5 ans d anciennete, le preavis est d un mois ou de deux ?',
      'preavis-demission',
      60,
    ],
    ['elle démissionne après 4 ans, 1 mois de préavis c est legal ?', 'preavis-demission', 48],
  ])('still computes « %s »', (message, calculator, seniorityMonths) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'calculation', calculator, seniorityMonths }),
  );
});

describe('the SMIC of a hiring month, and a year that is no pay, stop 48', () => {
  it('reads the month of the year named', () =>
    expect(
      recogniseIntent(
        'smic 2026 brut mensuel pour 35h ? j embauche au 1er mars et je veux pas me tromper sur le contrat',
      ),
    ).toEqual({ kind: 'smic', year: 2026, month: 3 }));
  it('reads no pay from « à partir d’octobre 2026 »', () =>
    expect(
      recogniseIntent(
        'J embauche quelqu un au smic à temps plein à partir d octobre 2026. Ca fait combien brut par mois du coup ?',
      ),
    ).toMatchObject({ kind: 'calculation', atSmic: true, amountCents: null }));
  it('reads an employee « au SMIC » of a month, in a company named by its form only', () =>
    expect(
      recogniseIntent(
        'Ma premiere embauche : temps plein au smic, non cadre, mars 2026, je suis le seul autre dans la boite (sasu). Combien il touchera en net ?',
      ),
    ).toMatchObject({ calculator: 'salaire-brut-net', atSmic: true, payYear: 2026, payMonth: 3 }));
  it('still reads the officer’s pay when he pays himself', () =>
    expect(recogniseIntent('ma sasu me verse 2000 brut, combien ca coute ?')).toMatchObject({
      calculator: 'charges-dirigeant',
    }));
  it('reads « taux AT de la boîte 5,20 % » and a month shortened in a date', () => {
    expect(
      recogniseIntent(
        'gerant minoritaire, je me mets 3000 brut par mois. taux AT de la boite 5,20 %. ca me fait combien net ?',
      ),
    ).toMatchObject({ calculator: 'charges-dirigeant', atmpRatePercent: 5.2 });
    expect(
      recogniseIntent(
        'je licencie un gars embauche le 2 sept 2019, 2400 brut, la lettre presentee le 16 mars 2026. indemnite legale combien ?',
      ),
    ).toMatchObject({ employmentDates: { hiredOn: '2019-09-02', eventOn: '2026-03-16' } });
  });
  it('computes the indemnity of a dismissal whose notice is told and waived, with its 13e mois', () =>
    expect(
      recogniseIntent(
        'depuis le 1er septembre 2014. lettre de licenciement le 10 mars 2026, avec un préavis de 2 mois dont je suis dispensée. Je gagne 2 250 € brut par mois, plus un 13e mois de 2 250 €. Combien fait mon indemnité légale ?',
      ),
    ).toMatchObject({
      calculator: 'indemnite-licenciement',
      payHistoryCents: [...Array.from({ length: 11 }, () => 225_000), 450_000],
    }));
  it('reads the 3 last months and the 12 months’ total told, keeping the 12 months’ average', () => {
    const intent = recogniseIntent(
      'rupture conventionnelle, fin de contrat au 30 juin 2026, embauchée le 15 janvier 2021. Mes 3 derniers mois ça a fait 2 150,40 €, 2 090,10 € et 1 980,00 € brut, et sur les 12 derniers mois j’ai touché 24 476,55 € brut en tout. Combien au minimum ?',
    );
    expect(intent).toMatchObject({ calculator: 'indemnite-rupture-conventionnelle' });
    const history = intent.kind === 'calculation' ? (intent.payHistoryCents ?? []) : [];
    expect(history.slice(0, 3)).toEqual([215_040, 209_010, 198_000]);
    expect(history.reduce((sum, each) => sum + each, 0)).toBe(2_447_655);
  });
  it('reads the withdrawal asked after an indemnity told', () =>
    expect(
      recogniseIntent(
        'on a signé la rupture conventionnelle hier soir, l’indemnité est au ras des pâquerettes. Est-ce que je peux encore revenir en arrière, et j’ai combien de temps ?',
      ),
    ).toEqual({ kind: 'legal-delay', delays: ['conventional-termination-withdrawal'] }));
  it('reads no overtime question in a rupture’s pay raised by overtime', () =>
    expect(
      recogniseIntent(
        'rupture conventionnelle : avec les heures sup mes 3 derniers mois ça a fait 2 150 €. combien je dois toucher au minimum ?',
      ),
    ).toMatchObject({ kind: 'calculation', calculator: 'indemnite-rupture-conventionnelle' }));
  it('reads no 13e mois denied', () =>
    expect(
      recogniseIntent(
        'licencie, 12 ans d anciennete, salaire fixe 3100 brut par mois aucune prime ni 13eme mois. indemnite combien ?',
      ),
    ).not.toHaveProperty('payHistoryCents'));
  it('reads the protection after a maternity leave', () =>
    expect(
      recogniseIntent(
        'Je suis en congé maternité jusqu’au 30 juin. Jusqu’à quand je suis protégée contre le licenciement après mon retour ?',
      ),
    ).toEqual({ kind: 'pregnancy', question: { rules: ['dismissal-protection'], letterAsked: false } }));
  it.each([
    ['licencie apres 10 ans, 2500 brut, le 13e mois est il pris en compte dans l indemnite ?'],
    ['licencie apres 6 ans, 2 250 € net par mois plus un 13e mois, indemnite ?'],
    ['licencie apres 6 ans, 35 000 € brut par an, 13e mois compris, indemnite ?'],
  ])('adds no 13e mois asked about, of a net or included: « %s »', (message) =>
    expect(recogniseIntent(message)).not.toHaveProperty('payHistoryCents'),
  );
  it('reads the monthly pay next to a 13e mois, not the first amount told', () =>
    expect(
      recogniseIntent(
        "licencie apres 6 ans, j'ai eu une augmentation de 150 € l'an dernier, je gagne 2 300 € brut par mois plus un 13e mois. indemnite ?",
      ),
    ).toMatchObject({ payHistoryCents: [...Array.from({ length: 11 }, () => 230_000), 460_000] }));
  it('reads the 3 last months’ amounts whole', () => {
    const intent = recogniseIntent(
      'licencie 5 ans, mes 3 derniers mois 2000 €, 2000 € et 2000 €, sur les 12 derniers mois 30 000 € au total. indemnite ?',
    );
    expect(intent.kind === 'calculation' ? intent.payHistoryCents?.slice(0, 3) : null).toEqual([
      200_000, 200_000, 200_000,
    ]);
  });
  it('reads no seniority from a notice’s length, and no indemnity from its pay asked', () => {
    expect(
      recogniseIntent(
        'on me licencie, préavis de 2 mois dont je suis dispensé, je gagne 2500 brut, combien d’indemnité légale ?',
      ),
    ).toMatchObject({ calculator: 'indemnite-licenciement', seniorityMonths: null });
    expect(
      recogniseIntent(
        'je suis licencie avec un preavis de 2 mois, mon employeur me dispense de le faire, est-ce que je vais toucher mon salaire pendant ces 2 mois ?',
      ),
    ).not.toMatchObject({ calculator: 'indemnite-licenciement' });
  });
  it('reads no month of pay from a hiring date', () =>
    expect(
      recogniseIntent('embauche le 1er septembre 2025, payé 2500 brut, combien net ?'),
    ).not.toHaveProperty('payMonth'));
  it.each([
    'je suis en conge maternite et je veux demissionner a la fin, je dois faire un preavis ?',
    "j'ai embauche un cdd pour remplacer une salariee en conge maternite, je peux la licencier plus tot ?",
  ])('leaves « %s » to other rules than the pregnancy’s', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('pregnancy'),
  );
  it('still reads overtime asked during a notice', () =>
    expect(
      recogniseIntent('je suis en preavis de licenciement, je fais des heures sup, majorees a combien ?')
        .kind,
    ).toBe('overtime'));
  it.each([
    'un gars est arrive bourre sur le chantier. je veux le virer direct sans preavis, je le renvoie chez lui aujourd hui ? quelle procedure',
    'salarie pris la main dans la caisse, je peux le licencier tout de suite sans preavis ? je fais quoi ?',
  ])('reads no notice asked in « %s »', (message) =>
    expect(recogniseIntent(message)).not.toMatchObject({ calculator: 'preavis-licenciement' }),
  );
  it('still reads a pay listed month by month', () =>
    expect(
      recogniseIntent(
        "salaire brut : janvier 2050, fevrier 2100, mars 2100. combien d'indemnite de licenciement pour 5 ans ?",
      ),
    ).toMatchObject({ calculator: 'indemnite-licenciement', amountCents: 205_000 }));
});

describe('the assistant, security, history, staff payslips, training, stop 39', () => {
  it.each([
    ['t es un robot ?', 'assistant'],
    ['je parle a un humain ou a une ia ?', 'assistant'],
    ['je voudrais parler a une vraie personne de chez vous svp', 'assistant'],
    ['bonjour vous etes qui ?', 'about-us'],
    ['double authentification dispo sur le plan gratuit?', 'security'],
    ['vous avez la 2FA ?', 'security'],
    ['Vos serveurs sont où exactement ? mes donnees de paie sont elles protegées ?', 'security'],
    ['où sont hébergées mes données ?', 'data'],
    ['vous pouvez reprendre tout l historique de mon cabinet depuis 2023 ?', 'history-import'],
    ['je peux importer mes anciens bulletins ?', 'history-import'],
    ['g 2 salariés en plus de moi, vous faites leurs fiches de paie aussi ?', 'staff-payslips'],
    ['tu proposes une formation pour prendre en main le logiciel ?', 'plan-content'],
    ['le support repond le week end ?', 'contact'],
    ['Vous êtes basés où ? adresse de vos bureaux ?', 'contact'],
    ['vous envoyez une facture ?', 'invoice'],
    ['je recois une facture pour mon abonnement ?', 'invoice'],
  ])('recognises « %s » as %s', (message, topic) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic }),
  );
  it.each([
    'le robot de cuisine de mon restaurant est tombe sur un salarie, accident du travail ?',
    'la direction des ressources humaines doit etre un humain ?',
    'mon salarie refuse la formation obligatoire',
    'combien coute un bulletin de paie pour mes salaries',
    'la securite sociale rembourse les arrets de mes salaries ?',
    'mes salaries doivent recevoir leurs bulletins de paie quand ?',
    'vous pouvez m expliquer la facture electronique ?',
    'mon salarie me presente une facture de frais, je rembourse ?',
    'si je supprime mon compte vous gardez mes factures combien de temps apres',
  ])('leaves « %s » to another answer', (message) => {
    const intent = recogniseIntent(message);
    expect(
      intent.kind === 'product' &&
        ['assistant', 'security', 'history-import', 'staff-payslips', 'plan-content', 'invoice'].includes(
          intent.topic,
        ),
    ).toBe(false);
  });
});

describe('outside what we hold, stop 39', () => {
  it.each([
    'preavis de licenciement en belgique pour un employé avec 5 ans d anciennete ?',
    'preavis de licenciement au quebec pour un employé de 3 ans, normes du travail ?',
    'le smic suisse c est combien',
    'Quelles formalités pour modifier l objet social de ma SAS au greffe ?',
    'on transfere le siege social de notre sas, quelles formalites ?',
    'je veux dissoudre ma sasu, liquidation amiable combien ca coute',
    'facturation electronique obligatoire en 2026 pour une petite SAS ?',
    'comment déclarer le crédit d impot recherche, formulaire 2069-A ?',
    'plafond de chiffre d affaires en micro entreprise 2026 ?',
    'ma banque refuse de m ouvrir un compte, je peux faire jouer le droit au compte ?',
    'cheques cadeaux de noel pour mes salaries, exoneres jusqu a quel montant ?',
    'je loue des bureaux pour mes 5 salaries, qui paie la taxe fonciere le proprio ou moi ?',
  ])('says « %s » is outside', (message) => expect(recogniseIntent(message).kind).toBe('outside'));
  it.each([
    'Notre filiale espagnole envoie deux techniciens en France, quelles déclarations avant ?',
    'je detache un salarie en belgique pour 6 mois, quelles formalites ?',
    'mon salarie part en vacances en espagne pendant ses conges payes, je dois savoir ou il est ?',
    'embaucher un etudiant tunisien, titre de sejour ?',
    'preavis de licenciement pour 3 ans d anciennete',
  ])('answers « %s » from French law', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('outside'),
  );
});

describe('the day a question states, stop 39', () => {
  it.each([
    ['convocation presentee le lundi 2 mars 2026', '2026-03-02'],
    ['remise le 1er avril 2026', '2026-04-01'],
    ['convocation du 02/03/2026', '2026-03-02'],
  ])('reads « %s » as %s', (text, day) => expect(readStatedDay(foldQuestion(text))).toBe(day));
  it.each(['le 31 avril 2026', 'le 2 mars 1850', 'depuis 2019', 'le 2 mars'])(
    'reads no day in « %s »',
    (text) => expect(readStatedDay(foldQuestion(text))).toBeNull(),
  );
  it('starts the procedure on the day the convocation was presented', () =>
    expect(
      recogniseIntent(
        'convoc a l entretien prealable presentee le lundi 2 mars 2026, l entretien au plus tot c quand ?',
      ),
    ).toMatchObject({
      kind: 'calculation',
      calculator: 'procedure-licenciement',
      presentedOn: '2026-03-02',
    }));
});

describe('a fact the question denies is no fact of the case, stop 39', () => {
  it('owes the precarity indemnity when no CDI follows', () => {
    const intent = recogniseIntent(
      'Fin de CDD la semaine prochaine, pas de CDI derrière. Le salarié aura touché 14 350 € brut au total. Combien fait la prime de précarité ?',
    );
    expect(intent).toMatchObject({
      kind: 'calculation',
      calculator: 'indemnite-precarite',
      amountCents: 1_435_000,
    });
    expect(intent).not.toHaveProperty('precarityExclusion');
    expect(
      recogniseIntent('fin de cdd, il enchaine sur un cdi, prime de precarite sur 12000 ?'),
    ).toMatchObject({
      precarityExclusion: 'hired-on-permanent-contract',
    });
  });
  it('reads a dismissal « sans faute grave » as none', () =>
    expect(
      recogniseIntent('indemnite de licenciement sans faute grave pour 5 ans et 2000 euros'),
    ).toMatchObject({
      seriousMisconduct: false,
    }));
});

describe('the product, the trial and agreements read from trade names, stop 39 (batch D)', () => {
  it.each([
    ['vous pouvez aussi vous occuper de mes declas de tva et du bilan ?', 'accounting-scope'],
    ['si je regle une facture en retard vous comptez des frais en plus ? genre penalites ?', 'late-payment'],
    ['on peut utiliser dirigeo gratuitement ?', 'trial'],
  ])('recognises « %s » as %s', (message, topic) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic }),
  );
  it('reads the solidarity day « travaillé gratuitement » as itself, not our free trial', () =>
    expect(
      recogniseIntent('journee de solidarité lundi de pentecote : je peux le faire travailler gratuitement ?')
        .kind,
    ).toBe('solidarity-day'));
  it('says the franchise de TVA is outside what we hold', () =>
    expect(
      recogniseIntent('seuil de la franchise en base de tva pour une sasu de conseil en 2026 ?').kind,
    ).toBe('outside'));
  it.each([
    ["j'ouvre un snack burgers a emporter, c'est quelle convention collective ?", '1501'],
    ['organisme de formation, quelle convention collective et son idcc ?', '1516'],
  ])('names the agreement of « %s »', (message, idcc) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'agreement', idccs: [idcc] }),
  );
});

describe('the withholding rate a pay question states, stop 39', () => {
  it.each([
    [
      'president sasu 2800 brut, mon taux de prelevement a la source est de 7,5 %, combien je touche net',
      7.5,
    ],
    ['salaire net pour 2500 brut non cadre avec un taux pas de 12 %', 12],
  ])('reads « %s » at %s %%', (message, rate) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'calculation', withholdingRatePercent: rate }),
  );
  it('reads no rate from another percentage', () =>
    expect(recogniseIntent('charges president sasu 4000 brut taux at 2,08 %')).not.toHaveProperty(
      'withholdingRatePercent',
    ));
});

describe('a convention that is no collective agreement, stop 46', () => {
  it('reads a rupture conventionnelle’s « on signe la convention » as its délais', () =>
    expect(
      recogniseIntent(
        'rupture conventionnelle avec mon assistante : on signe la convention le 4 mai. elle peut partir quand au plus tot ? les delais de retractation et d homologation ?',
      ).kind,
    ).toBe('legal-delay'));
  it('still reads a collective agreement named as such', () =>
    expect(recogniseIntent('la convention collective syntec, c est quel idcc ?').kind).toBe('agreement'));
});

describe('our product asked in a visitor’s words, stop 46', () => {
  it.each([
    [
      'Avant de m abonner j aimerais echanger avec quelqu un de chez vous. Comment je vous contacte ?',
      'contact',
    ],
    [
      'On embauche notre premier salarie en CDI. Dirigeo peut faire sa fiche de paie aussi ou c est que pour le president ?',
      'staff-payslips',
    ],
    ['je peux payer mon abonnement par virement ou par cheque ?', 'payment'],
  ])('reads « %s » as %s', (message, topic) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic }),
  );
  it.each([
    'Malt prend combien de commission sur mes missions ?',
    'quelle assurance rc pro vous conseillez pour un consultant, ca coute combien ?',
  ])('says « %s » is outside what we hold', (message) =>
    expect(recogniseIntent(message).kind).toBe('outside'),
  );
  it.each([
    'je vous ecris pour savoir si un salarie en arret peut travailler',
    'mon salarie a perdu sa fiche de paie, je peux la refaire ?',
  ])('leaves « %s » to others', (message) => expect(recogniseIntent(message).kind).not.toBe('product'));
});

describe('a procedure’s dates in Alsace-Moselle, and « la date la plus tôt », stop 46', () => {
  it('reads the region and the day the convocation was presented', () =>
    expect(
      recogniseIntent(
        'entreprise a Metz, convocation a l entretien prealable presentee le 17 decembre 2026, l entretien au plus tot c est quand ?',
      ),
    ).toMatchObject({
      calculator: 'procedure-licenciement',
      presentedOn: '2026-12-17',
      alsaceMoselle: true,
    }));
  it('reads « la date la plus tôt » as the procedure’s dates asked', () =>
    expect(
      recogniseIntent(
        'convocation a l entretien prealable de licenciement remise le lundi 4 mai 2026, c est quoi la date la plus tot pour l entretien ?',
      ),
    ).toMatchObject({ calculator: 'procedure-licenciement', presentedOn: '2026-05-04' }));
  it('reads a non-professional sick leave told by its days, not a work accident’s (stop 49)', () => {
    const told = (leave: string) =>
      recogniseIntent(
        `CDI depuis le 1er avril 2019, 1 850 € brut. ${leave}. Lettre de licenciement presentee le 14 avril 2026, preavis de 2 mois. Combien d indemnite legale de licenciement ?`,
      );
    expect(told('J ai ete en arret maladie (pas pro) du 9 janvier au 16 avril 2023')).toMatchObject({
      calculator: 'indemnite-licenciement',
      employmentDates: {
        hiredOn: '2019-04-01',
        eventOn: '2026-04-14',
        absences: [{ kind: 'non-professional-sick-leave', from: '2023-01-09', to: '2023-04-16' }],
      },
    });
    // Across the new year: the start takes the year before the end's.
    expect(told('malade du 15 decembre au 20 fevrier 2024')).toMatchObject({
      employmentDates: { absences: [{ from: '2023-12-15', to: '2024-02-20' }] },
    });
    for (const occupational of [
      'en arret accident du travail du 9 janvier au 16 avril 2023',
      'arret maladie pro du 9 janvier au 16 avril 2023',
      'arret maladie professionnelle du 9 janvier au 16 avril 2023',
    ])
      expect(told(occupational)).toMatchObject({ employmentDates: { eventOn: '2026-04-14' } });
    expect(told('elle a pris un congé sans solde du 3 janvier au 30 juin 2022')).toMatchObject({
      employmentDates: { absences: [{ kind: 'unpaid-leave', from: '2022-01-03', to: '2022-06-30' }] },
    });
    for (const occupational of ['en arret accident du travail du 9 janvier au 16 avril 2023'])
      expect(
        (told(occupational) as { employmentDates?: { absences?: unknown } }).employmentDates?.absences,
      ).toBeUndefined();
  });

  it('asks the paid leave’s indemnity beside the end of a CDD’s only when both are named (stop 49)', () => {
    expect(
      recogniseIntent(
        'Fin de CDD de 6 mois à 2 100 € brut par mois, aucun jour de congé pris. indemnite de fin de contrat et conges payes, combien pour chaque ?',
      ),
    ).toMatchObject({ calculator: 'indemnite-precarite', seniorityMonths: 6, withPaidLeave: true });
    expect(
      recogniseIntent('fin de CDD de 6 mois a 2 100 € brut, la prime de precarite c est combien ?'),
    ).not.toHaveProperty('withPaidLeave');
    expect(
      recogniseIntent(
        'il quitte son CDI, 2 100 € brut par mois sur 12 mois, ses conges payes non pris ca fait combien ?',
      ).kind,
    ).not.toBe('calculation');
  });

  it('reads an employee unfit after a work accident, with no other post, as dismissed for it (stop 49)', () => {
    expect(
      recogniseIntent(
        'accident du travail, le medecin du travail l a declare inapte et pas de reclassement possible. 4 ans d anciennete, 2200 brut par mois. l indem est doublee, ca fait combien ?',
      ),
    ).toMatchObject({
      calculator: 'indemnite-licenciement',
      seniorityMonths: 48,
      amountCents: 220_000,
      professionalInaptitude: true,
    });
    for (const other of [
      'inapte suite a une maladie ordinaire, pas de reclassement, 4 ans, 2200 brut, indemnite ?',
      'il est inapte apres son accident du travail, je dois chercher un reclassement ?',
    ])
      expect(recogniseIntent(other).kind).not.toBe('calculation');
  });

  it('reads a day told by its weekday without its year, and not a day of another year (stop 49)', () => {
    expect(
      recogniseIntent(
        'lettre de convocation a l entretien prealable remise en main propre lundi 27 avril. l entretien ca peut etre quand au plus tot ?',
      ),
    ).toMatchObject({
      calculator: 'procedure-licenciement',
      presentedOnWeekday: { weekday: 1, day: 27, month: 4 },
    });
    const withYear = recogniseIntent(
      'convocation remise le lundi 27 avril 2026, l entretien au plus tot c est quand ?',
    );
    expect(withYear).toMatchObject({ presentedOn: '2026-04-27' });
    expect(withYear).not.toHaveProperty('presentedOnWeekday');
  });
  it('leaves the region out elsewhere', () =>
    expect(
      recogniseIntent(
        'convocation a l entretien prealable presentee le 17 decembre 2026, l entretien au plus tot ?',
      ),
    ).not.toHaveProperty('alsaceMoselle'));
});

describe('the year of the rates a pay question names, stop 46', () => {
  it.each([
    ['en 2025 je me versais 3 200 € brut comme president de sasu, ca coutait combien a la societe ?', 2025],
    ['charges president sasu 4000 brut avec les taux de 2027', 2027],
    ['president de sasu, 3500 brut par mois en 2026, il me reste combien sur le compte ?', 2026],
  ])('reads « %s » in %s', (message, year) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'calculation', payYear: year }),
  );
  it.each([
    'president sasu 3000 brut combien net, societe creee en 2019',
    'salaire net pour 2500 brut en 2031',
  ])('reads no year we hold no rates for in « %s »', (message) =>
    expect(recogniseIntent(message)).not.toHaveProperty('payYear'),
  );
});

describe('a notice to write, a free plan named « en gratuit », stop 39 (batch D)', () => {
  it('leaves a notice waived « par écrit » to the letter models', () =>
    expect(
      recogniseIntent(
        "Mon salarié licencié n'a pas besoin de faire son préavis, il part tout de suite. Comment je formalise ça par écrit ?",
      ).kind,
    ).not.toBe('calculation'));
  it('still computes a notice with its figures', () =>
    expect(recogniseIntent('preavis de licenciement pour 3 ans d anciennete')).toMatchObject({
      kind: 'calculation',
      calculator: 'preavis-licenciement',
    }));
  it('reads « en gratuit » as the free plan', () =>
    expect(recogniseIntent('en gratuit on peut quand meme telecharger le bulletin en pdf ?')).toMatchObject({
      kind: 'product',
      topic: 'plan-content',
      plan: 'freemium',
    }));
});

describe('an officer’s pay after tax, asked as what reaches the account (stop 42)', () => {
  it('computes « ce qui arrive vraiment sur mon compte » with the rate stated', () =>
    expect(
      recogniseIntent(
        'President de SAS a 3500 euros brut, mon taux de prelevement a la source est de 7,5%. Qu est-ce qui arrive vraiment sur mon compte en banque a la fin du mois ?',
      ),
    ).toMatchObject({
      kind: 'calculation',
      calculator: 'charges-dirigeant',
      amountCents: 350000,
      withholdingRatePercent: 7.5,
    }));
});

describe('another country’s law named by a city or a contract (stop 42)', () => {
  it.each([
    "on a ouvert une petite filiale a Montreal avec 3 employes sous contrat quebecois, si je dois en licencier un c'est quoi le preavis la-bas ?",
    'je vais bosser pour une boite a Geneve avec un contrat suisse, combien de semaines de vacances ?',
  ])('« %s » is outside what we hold', (message) => expect(recogniseIntent(message).kind).toBe('outside'));
  it('keeps a posting to France French law', () =>
    expect(recogniseIntent('un salarie detache en france depuis geneve, quel smic ?').kind).not.toBe(
      'outside',
    ));
});

describe('the dates of public holidays (stop 42)', () => {
  it.each([
    ['le 1er mai 2027 ça tombe quel jour ?', { year: 2027, names: ['1er mai'] }],
    [
      "pour le planning 2027 : l'ascension et le lundi de pentecote c'est quelles dates ?",
      { year: 2027, names: ['Ascension', 'Lundi de Pentecôte'] },
    ],
    ['liste des jours feries 2026 en alsace', { year: 2026, names: [], alsaceMoselle: true }],
    ['le 14 juillet tombe quel jour cette annee ?', { year: null, names: ['14 juillet'] }],
  ])('« %s » asks %j', (message, expected) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'holidays', ...expected }),
  );
  it('names each holiday as the package’s calendar does, so that its date is found', () => {
    const calendar = frenchPublicHolidays(2027).map((holiday) => holiday.name);
    for (const said of [
      'jour de l an',
      'lundi de paques',
      '1er mai',
      '8 mai',
      'ascension',
      'lundi de pentecote',
      '14 juillet',
      '15 aout',
      'toussaint',
      '11 novembre',
      'noel',
    ]) {
      const intent = recogniseIntent(`le ${said} 2027 tombe quel jour ?`);
      expect(intent.kind === 'holidays' ? intent.names : [], said).toHaveLength(1);
      if (intent.kind === 'holidays') expect(calendar).toContain(intent.names[0]);
    }
  });
  it.each([
    'je dois payer double le 1er mai ?',
    'le lundi de pentecote est-il la journee de solidarite ?',
    'un salarie peut travailler le 14 juillet ?',
    'le 14 juillet tombe un samedi et on bosse pas le samedi, mes salaries ont droit a un jour en plus ?',
    'le 14 juillet tombe pendant ses conges payes, elle recupere le jour ?',
  ])('« %s » asks a rule, not a date', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('holidays'),
  );
});

describe('the SMIC of a past month (stop 42)', () => {
  it('reads « c’était combien » as its amount that month', () =>
    expect(recogniseIntent('le smic horaire et mensuel brut en mars 2026 c etait combien ?')).toEqual({
      kind: 'smic',
      year: 2026,
      month: 3,
    }));
});

describe('a dismissal or a conventional termination told with its dates (stop 42)', () => {
  it('reads the hiring day and the letter’s day, not a rule’s threshold nor a stated notice', () =>
    expect(
      recogniseIntent(
        "indemnite legale de licenciement pour un cadre embauché le 9 janvier 2012, salaire de reference 3200 €, lettre de licenciement présentée le 4 mai 2026 (préavis de 2 mois) ? il me semble qu'au dessus de 10 ans c'est pas le meme calcul",
      ),
    ).toMatchObject({
      kind: 'calculation',
      calculator: 'indemnite-licenciement',
      amountCents: 320000,
      employmentDates: { hiredOn: '2012-01-09', eventOn: '2026-05-04' },
    }));
  it('reads the agreed end of a conventional termination', () =>
    expect(
      recogniseIntent(
        'embauché le 16 janvier 2023, 3100 brut/mois, rupture conventionnelle avec date de fin le 30 juin 2026, l indemnite mini c est combien ?',
      ),
    ).toMatchObject({
      calculator: 'indemnite-rupture-conventionnelle',
      employmentDates: { hiredOn: '2023-01-16', eventOn: '2026-06-30' },
    }));
  it('reads the letter’s day, not a sick leave’s first day told between', () =>
    expect(
      recogniseIntent(
        'indemnite de licenciement : embauche le 1er mars 2019, en arret maladie depuis le 3 janvier 2026, la lettre sera presentee le 15 juin 2026, 2300 € brut',
      ),
    ).toMatchObject({ employmentDates: { hiredOn: '2019-03-01', eventOn: '2026-06-15' } }));
  it('reads no dates when the later day is not after the hiring', () => {
    const intent = recogniseIntent(
      'indemnite de licenciement, lettre presentee le 4 mai 2026, embauche le 9 janvier 2027, 3000 €',
    );
    expect(intent.kind === 'calculation' ? intent.employmentDates : undefined).toBeUndefined();
  });
  it('still computes the notice asked with the dates (« quel préavis ? »)', () =>
    expect(
      recogniseIntent(
        'embauche le 2 mars 2020, lettre de licenciement presentee le 4 mai 2026, quel preavis ?',
      ),
    ).toMatchObject({ calculator: 'preavis-licenciement', presentedOn: '2026-05-04' }));
});

describe('days written in figures, a notice dated from the hiring, stop 43', () => {
  it.each([
    ['embauche le 16/09/2019', 'embauche le 16 septembre 2019'],
    ['presentee le 01.03.2026', 'presentee le 1er mars 2026'],
    ['le 2/3/2026 et le 31/12/2025', 'le 2 mars 2026 et le 31 decembre 2025'],
  ])('writes « %s » out', (typed, written) => expect(withDaysWrittenOut(typed)).toBe(written));
  it.each(['le 16/13/2019', 'ratio 3/4 de 2026', 'le 16/09/19', 'page 12/2026'])(
    'leaves « %s » as typed',
    (typed) => expect(withDaysWrittenOut(typed)).toBe(typed),
  );
  it('reads a hiring day written in figures with the letter’s', () =>
    expect(
      recogniseIntent(
        'embauché le 16/09/2019, 2 800 € brut, la lettre de licenciement sera présentée le 12 janvier 2027, indemnité légale ?',
      ),
    ).toMatchObject({
      calculator: 'indemnite-licenciement',
      employmentDates: { hiredOn: '2019-09-16', eventOn: '2027-01-12' },
    }));
  it('reads the hiring day and the letter’s for a notice', () =>
    expect(
      recogniseIntent(
        'embauché le 17 février 2025, la lettre de licenciement lui est présentée le 16 décembre 2026. preavis de combien ?',
      ),
    ).toMatchObject({
      calculator: 'preavis-licenciement',
      employmentDates: { hiredOn: '2025-02-17', eventOn: '2026-12-16' },
    }));
});

describe('the product asked otherwise, stop 40', () => {
  const topic = (message: string) => {
    const intent = recogniseIntent(message);
    return intent.kind === 'product' ? intent.topic : intent.kind;
  };
  it.each([
    ['si je prends chez vous c’est vous qui envoyez la dsn a ma place directement ?', 'dsn-filing'],
    ['vous deposez la dsn sur net-entreprises pour moi ?', 'dsn-filing'],
    ['a la fin des 2 semaines d essai vous supprimez mon compte ?', 'trial-end'],
    ['apres l essai gratuit je dois payer ?', 'trial-end'],
    ['Dirigeo sait mettre la mutuelle de mes salaries sur leurs fiches de paie ?', 'health-insurance'],
    ['Dirigeo agit en tant que sous-traitant RGPD ?', 'data'],
    ['il me faut le numero SIREN de Dirigeo', 'about-us'],
    ['vous etes quelle forme de societe et avec quel capital ?', 'about-us'],
    ['c quoi votre adresse exacte ?', 'contact'],
    ['un numero ou on peut vous avoir ?', 'contact'],
    ['le plan gratuit il s arrete au bout de combien de temps ?', 'plan-content'],
    ['le chat ici il marche la nuit ?', 'assistant'],
    // Stop 42.
    ['ok je suis convaincu, comment on s abonne concretement ?', 'subscribe'],
    ['je veux souscrire a la formule complete, je fais comment ?', 'subscribe'],
    ["je voudrais parler a quelqu'un avant de m'inscrire", 'contact'],
    [
      "j'ai 2 salaries en plus de moi (president sas). vous faites aussi leurs fiches de paie ?",
      'staff-payslips',
    ],
  ])('« %s » is %s', (message, expected) => expect(topic(message)).toBe(expected));
  it.each([
    // The DSN's own rules, the trial period of a contract, a mutuelle's rules, the company's capital.
    'la dsn doit etre deposee quand chaque mois ?',
    'fin de la periode d essai de mon salarie, je dois le prevenir ?',
    // Stop 43: « ça se passe pas bien » is no account passed to a paid plan.
    "embauché en CDI il y a 5 semaines, ça se passe pas bien, je veux mettre fin à sa période d'essai",
    "ca se passe mal, je veux arreter la periode d'essai de ma nouvelle recrue apres 3 semaines",
    'la mutuelle est obligatoire pour mes salaries ?',
    'capital social minimum d une sas',
    'comment s abonner a la newsletter ?',
    'comment souscrire une mutuelle pour mes salaries ?',
  ])('« %s » is not about us', (message) =>
    expect(['dsn-filing', 'trial-end', 'health-insurance', 'about-us', 'subscribe']).not.toContain(
      topic(message),
    ),
  );
});

describe('an employee’s or an officer’s pay, read more closely, stop 40', () => {
  it('reads « elle n’est pas cadre » as a non-cadre', () =>
    expect(
      recogniseIntent('On l augmente a 2 100 € brut, elle n est pas cadre. Elle va toucher combien net ?'),
    ).not.toHaveProperty('managerialStaff'));
  it('reads the company’s staff', () =>
    expect(
      recogniseIntent('DG dans notre SAS de 15 salaries paye 4 200 € brut, ca coute combien a la societe ?'),
    ).toMatchObject({ calculator: 'charges-dirigeant', headcount: 15 }));
  it('reads « combien arrive sur mon compte » as the net paid asked', () =>
    expect(
      recogniseIntent(
        'gerant minoritaire, 3200 € brut, taux de prelevement a la source de 4,5 %. Combien arrive sur mon compte ?',
      ),
    ).toMatchObject({ calculator: 'charges-dirigeant', withholdingRatePercent: 4.5 }));
});

describe('a question asking why, stop 40', () => {
  it('is left to the articles', () =>
    expect(
      recogniseIntent('pourquoi ma vendeuse a 2500 brut coute moins cher que moi president a 2500 brut ?')
        .kind,
    ).toBe('retrieval'));
  it('is computed when a figure is asked too', () =>
    expect(
      recogniseIntent('pourquoi si cher ? president 2500 brut ca fait combien de charges ?'),
    ).toMatchObject({
      calculator: 'charges-dirigeant',
    }));
});

describe('the trial asked with a bank card (stop 43)', () => {
  it.each([
    'faut une carte bancaire pour l essai ?',
    "l'essai demande une cb ?",
    'je dois donner ma carte bleue pour l essai gratuit ?',
  ])('« %s » is the trial', (message) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic: 'trial' }),
  );
  it('is not an employee’s trial period', () =>
    expect(recogniseIntent('mon salarie en periode d essai a perdu sa carte bancaire pro').kind).not.toBe(
      'product',
    ));
});

describe('a visitor’s own affairs, which no page of ours covers (stop 45)', () => {
  it.each([
    'je touche ma prime en juin, je la mets sur un livret A ou une assurance vie ?',
    'quelle est la meilleure banque en ligne pour un compte pro de SASU',
    'montant des allocations familiales pour 2 enfants ?',
    'quel taux de tva pour la vente de gateaux a emporter',
    'les vacances scolaires de fevrier 2027 zone B commencent quand',
    'comment faire un publipostage pour envoyer la meme lettre a tous mes salaries',
    'docusign ou yousign pour faire signer les contrats ?',
  ])('« %s » is outside what we know', (message) => expect(recogniseIntent(message).kind).toBe('outside'));
  it.each([
    'comment placer un salarié en activité partielle ?',
    'salaire ou dividendes, qu’est-ce qui rapporte le plus au président ?',
    'quel est le taux de TVA de votre abonnement ?',
    'le congé parental d’éducation dure combien de temps ?',
    'mes salariés peuvent-ils recevoir des actions gratuites de la société ?',
    'la cotisation d’assurance vieillesse du président, c’est combien ?',
    'mon salarie veut poser ses conges pendant les vacances scolaires, je peux refuser ?',
    'je peux faire signer le contrat de travail avec yousign, c’est valable ?',
    'investir dans des actions de formation pour mes salaries ?',
    'aide a l embauche d un apprenti en 2026 c combien ? il prepare un bts',
  ])('« %s » is not', (message) => expect(recogniseIntent(message).kind).not.toBe('outside'));
});

describe('an agreement told silent asks the law’s rule (stop 45)', () => {
  it.each([
    'taux 12,50 de l heure, je lui paye combien les 2h en plus ? (rien dans la ccn la dessus)',
    'notre convention ne prevoit rien, c’est quoi la regle ?',
  ])('« %s » is no agreement question', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('agreement'),
  );
  it('still reads an agreement asked by trade', () =>
    expect(recogniseIntent('quelle convention collective pour une boulangerie sans salarie ?').kind).toBe(
      'agreement',
    ));
});

describe('who ends a retirement’s contract (stop 45)', () => {
  it.each([
    ['je mets a la retraite mon magasinier, 14 ans d anciennete, 2400 brut, preavis ?', 'employer'],
    ['ma secretaire part a la retraite de son propre chef, 22 ans d anciennete, preavis ?', 'employee'],
  ])('reads « %s » as the %s’s', (message, retiredBy) =>
    expect(recogniseIntent(message)).toMatchObject({ calculator: 'preavis-retraite', retiredBy }),
  );
  it('says nothing when the question does not tell', () =>
    expect(recogniseIntent('preavis retraite 12 ans anciennete ?')).not.toHaveProperty('retiredBy'));
});

describe('the company’s own figures a pay question states (stop 47)', () => {
  it.each([
    ['president de SAS, 3000 net avant impot, on est moins de 11 salaries, combien de brut ?', 10],
    ['SAS de plus de 50 salaries, president a 5000 brut, cout total ?', 51],
    ['SAS de 12 salariés, président à 5 000 € brut, charges ?', 12],
  ])('reads the staff of « %s » as %i', (message, headcount) =>
    expect(recogniseIntent(message)).toMatchObject({ calculator: 'charges-dirigeant', headcount }),
  );
  it('reads the notified AT/MP rate', () =>
    expect(
      recogniseIntent('taux AT/MP notifié 1,50 %. Le président est à 5 000 € brut, coût total ?'),
    ).toMatchObject({ calculator: 'charges-dirigeant', atmpRatePercent: 1.5, amountCents: 500_000 }));
  it('reads the health plan and its share, and the gross told with « brut » before the premium', () =>
    expect(
      recogniseIntent(
        'DG de SAS, 2800 brut/mois. La boite a une mutuelle a 60 € par mois payée moitié moitié. Mon net ?',
      ),
    ).toMatchObject({
      calculator: 'charges-dirigeant',
      amountCents: 280_000,
      healthInsurance: { monthlyCents: 6000, employerSharePercent: 50, shareStated: true },
    }));
  it('takes half for the company when the share is not told', () =>
    expect(
      recogniseIntent('présidente de SASU, mutuelle 80 euros par mois, 3 200 € brut, mon net ?'),
    ).toMatchObject({
      healthInsurance: { monthlyCents: 8000, employerSharePercent: 50, shareStated: false },
    }));
  it.each([
    'president de SAS a 4000 brut sans mutuelle, combien net ?',
    'président à 4 000 € brut, pas de mutuelle, ça coûte combien ?',
  ])('reads no health plan in « %s »', (message) =>
    expect(recogniseIntent(message)).not.toHaveProperty('healthInsurance'),
  );
  it('reads the withholding asked as « combien d’impôt est retenu… sur mon compte »', () =>
    expect(
      recogniseIntent(
        'Président de SAS, 3 500 € brut par mois. Mon taux de prélèvement à la source est de 8,3 %. Combien d’impôt est retenu et combien j’ai vraiment sur mon compte ?',
      ),
    ).toMatchObject({ calculator: 'charges-dirigeant', withholdingRatePercent: 8.3 }));
});

describe('the product asked in other words (stop 47)', () => {
  it.each([
    ['ok je suis convaincu, je m’inscris où ?', 'subscribe'],
    ['jusqu a quand c est gratuit quand on s inscrit ?', 'trial'],
    [
      'Je suis micro-entrepreneur, est-ce que votre abonnement me sert à quelque chose pour me verser un salaire ?',
      'eligibility',
    ],
    [
      'président d une association, est ce que je peux passer par dirigeo pour mes fiches de paie ?',
      'eligibility',
    ],
    ['si je bascule chez vous en juin vous reprenez les cumuls des 5 premiers mois ?', 'history-import'],
  ])('reads « %s » as %s', (message, topic) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'product', topic }),
  );
  it.each([
    'payfit c est combien par mois par rapport a vous ? et silae ?',
    'le prix de silae pour 3 salariés ?',
  ])('says another payroll software’s price in « %s » is not ours', (message) =>
    expect(recogniseIntent(message)).toEqual({ kind: 'outside' }),
  );
  it('does not read an employee’s transport pass as another subscription asked', () =>
    expect(
      recogniseIntent('mon salarié a un abonnement de transport à 88 €, je rembourse combien ?'),
    ).not.toEqual({
      kind: 'product',
      topic: 'history-import',
      plan: null,
    }));
});

describe('the labour-law rules asked in other words (stop 47)', () => {
  it('reads the employer ending the trial told by the employee', () =>
    expect(
      recogniseIntent(
        'Ma boite vient de me dire qu’ils arrêtent ma période d’essai, ça fait 52 jours que je suis arrivé. Ils doivent pas me prévenir plus tôt ? c’est quoi le délai ?',
      ),
    ).toEqual({ kind: 'trial-notice', initiator: 'employer', daysOfPresence: 52 }));
  it('still reads the employee leaving', () =>
    expect(
      recogniseIntent(
        'je suis en periode d essai depuis 3 semaines, je veux partir, je dois prevenir combien de temps avant ?',
      ),
    ).toMatchObject({ kind: 'trial-notice', initiator: 'employee' }));
  it('reads the two months to sanction facts learnt on a day told, though no « faute » is named', () =>
    expect(
      recogniseIntent(
        'J’ai découvert le 14 novembre 2026 que mon commis se servait dans la caisse. J’ai jusqu’à quand pour lancer la procédure de licenciement ?',
      ),
    ).toMatchObject({ kind: 'disciplinary', question: { factsKnownOn: '2026-11-14' } }));
  it('does not read the day facts were learnt as the convocation’s', () =>
    expect(
      recogniseIntent(
        'découvert le 14 novembre 2026 qu’il volait. Entre la convocation et l’entretien combien de jours ?',
      ),
    ).not.toHaveProperty('presentedOn'));
  it.each([
    'Légalement la « nuit » c’est de quelle heure à quelle heure ? nos quais ouvrent à 4h',
    'le travail de nuit commence a quelle heure ?',
  ])('reads the night period in « %s »', (message) =>
    expect(recogniseIntent(message)).toEqual({ kind: 'working-time', limits: ['night-period'] }),
  );
  it.each([
    'travailleur de nuit a partir de quelle heure ?',
    'la majoration des heures de nuit commence a quelle heure ?',
    'mon apprenti de 16 ans, la nuit c est de quelle heure a quelle heure pour lui ?',
  ])('does not read « %s » as the night period alone', (message) =>
    expect(recogniseIntent(message)).not.toEqual({ kind: 'working-time', limits: ['night-period'] }),
  );
  it('reads the SMIC at a past day asked with the payslip it checks', () =>
    expect(
      recogniseIntent(
        'c’était combien exactement le smic au 1er janvier 2026, à l’heure et en mensuel pour 35h ? je veux vérifier la paie de janvier de mon vendeur',
      ),
    ).toEqual({ kind: 'smic', year: 2026, month: 1 }));
});

describe('the 1er mai and the leave paid at departure (stop 47)', () => {
  it.each([
    ['le 1er mai ma vendeuse a bossé, normalement sa journée c 96 euros brut. je lui dois combien ?', 9600],
    ['Une boulangerie peut-elle ouvrir le 1er mai avec des salariés ?', null],
    ['premier mai travaillé, c’est payé double ?', null],
    // Stop 48: a day's pay « pour sa journée », a nurse « de service » that day.
    [
      'On ouvre le 1er mai midi et soir. Un de mes serveurs est payé 96,16 € brut pour sa journée. combien je dois lui payer ?',
      9616,
    ],
    [
      'je suis de service le 1er mai cette année. D’habitude une journée de travail me rapporte 96,16 € brut. Je vais toucher combien ?',
      9616,
    ],
  ])('reads « %s » as the 1er mai worked', (message, dayPayCents) =>
    expect(recogniseIntent(message)).toEqual({ kind: 'may-day', question: { dayPayCents } }),
  );
  it.each([
    'le 1er mai et le 8 mai travaillés, c’est payé double ?',
    'congés du 1er mai au 31 octobre, je peux imposer les dates à mes salariés qui travaillent ?',
    'le 1er mai tombe quel jour en 2027 ?',
  ])('does not read « %s » as the 1er mai worked alone', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('may-day'),
  );
  it('reads the reference period’s gross pay for the tenth', () =>
    expect(
      recogniseIntent(
        'Je quitte la boîte à la fin du mois, je n’ai pas pris mes congés. J’ai gagné 27 600 € brut sur cette période. Ils doivent me payer combien pour ces congés non pris ?',
      ),
    ).toEqual({ kind: 'paid-leave-departure', referenceGrossCents: 2_760_000 }));
  it('does not read a month’s pay as the period’s', () =>
    expect(
      recogniseIntent(
        'je demissionne, mes conges non pris sont payes ? je gagne 2 300 € par mois sur la periode',
      ),
    ).not.toHaveProperty('referenceGrossCents'));
});

describe('the cases told in a long message (stop 47)', () => {
  it('reads a CDD whose employer cannot offer a CDI after it as owing the indemnity', () =>
    expect(
      recogniseIntent(
        'une graphiste en CDD de 6 mois, payée 2 500 € brut par mois, sans prime ni heures sup. on ne peut pas lui proposer de CDI derrière. Combien je lui dois en prime de précarité ?',
      ),
    ).not.toHaveProperty('precarityExclusion'));
  it('reads the year dividends are paid, not the financial year distributed', () =>
    expect(
      recogniseIntent(
        'Exercice 2025 clos. Je pense me verser 30 000 € de dividendes en 2026. Je ne compte pas opter pour le barème. Après la flat tax il me reste combien net ?',
      ),
    ).toEqual({ kind: 'pay-benefit', question: { kind: 'dividends', grossCents: 3_000_000, year: 2026 } }));
  it('still reads the option for the scale as a question on the rules', () =>
    expect(
      recogniseIntent('30 000 € de dividendes, je peux opter pour le barème, il me reste combien ?'),
    ).not.toMatchObject({
      kind: 'pay-benefit',
    }));
  it('reads both delays of a rupture conventionnelle when the administration’s is asked with the withdrawal', () =>
    expect(
      recogniseIntent(
        'convention de rupture conventionnelle signée hier, combien de temps pour se retracter ? et apres l’administration met combien de temps a valider ?',
      ),
    ).toEqual({
      kind: 'legal-delay',
      delays: ['conventional-termination-withdrawal', 'conventional-termination-approval'],
    }));
  it('reads a minor’s hourly pay asked as « taux horaire », from the month told', () =>
    expect(
      recogniseIntent(
        'je vais embaucher une lyceenne de 17 ans a partir de fevrier 2026. C’est quoi le taux horaire brut minimum que je peux lui payer ?',
      ),
    ).toEqual({
      kind: 'young-worker',
      age: 17,
      sixMonthsInBranch: false,
      paidFrom: { year: 2026, month: 2 },
    }));
  it('reads a trial period asked for a cadre though the message names his pay in passing', () =>
    expect(
      recogniseIntent(
        'On recrute un lead dev, statut cadre, en CDI. Je voulais mettre 6 mois de période d’essai vu le niveau de salaire. C’est quoi le max légal ?',
      ),
    ).toMatchObject({ kind: 'trial-length', contract: 'cdi', category: 'cadre' }));
  it('does not read overtime denied as overtime asked', () =>
    expect(
      recogniseIntent('payée 2 500 € brut par mois, sans prime ni heures sup. combien de précarité ?').kind,
    ).not.toBe('overtime'));
});

describe('what no page of ours holds, and short queries (stop 47)', () => {
  it.each([
    'c quoi le salaire moyen d’un technicien de maintenance a Lyon avec 10 ans d’experience ?',
    'Notre DG habite en Suisse, il cotise en France ou en Suisse sur sa rémunération de mandat ? il faut un formulaire A1 ?',
    'si je l’embauche en full remote depuis le Portugal, c’est quoi les cotisations sociales portugaises ?',
    'c’est quand les dates officielles des soldes d’été 2026 ?',
    'une holding au dessus de la SAS avec le régime mère-fille, ça vaut le coup ?',
  ])('says « %s » is outside what we hold', (message) =>
    expect(recogniseIntent(message)).toEqual({ kind: 'outside' }),
  );
  it.each([
    'indemnite de licenciement, son salaire moyen des 12 derniers mois est de 2 500 €, 6 ans d anciennete',
    'je veux un CDD pour les soldes d’hiver, quel motif ?',
  ])('does not say « %s » is outside', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('outside'),
  );
  it.each([
    ['conge paternite jumeaux nb de jours', { leave: 'paternity', multipleBirth: true }],
    ['conge maternite 3eme enfant', { leave: 'maternity', childrenAlready: 2, expected: 1 }],
  ])('reads the leave « %s » names as its length asked', (message, question) =>
    expect(recogniseIntent(message)).toEqual({ kind: 'birth-leave', question }),
  );
  it('reads our staff payslips asked with their number and an apprentice', () =>
    expect(
      recogniseIntent(
        'Est ce que Dirigeo fait aussi les fiches de paie de mes 3 salariés et de mon apprenti ou seulement celle du dirigeant ?',
      ),
    ).toMatchObject({ kind: 'product', topic: 'staff-payslips' }));
  it('reads what becomes of the data after cancelling as the privacy policy’s', () =>
    expect(
      recogniseIntent(
        'RGPD : si je résilie puis je demande la suppression de mon compte, vous effacez tout ? vous gardez mes bulletins combien de temps ?',
      ),
    ).toMatchObject({ kind: 'product', topic: 'data' }));
  it('still reads how long an employer keeps payslips as the pay rule', () =>
    expect(
      recogniseIntent('combien de temps je dois garder les bulletins de paie de mes salaries ?'),
    ).toMatchObject({
      kind: 'pay-rule',
      rules: ['payslip-copy'],
    }));
});

describe('a pay compared between two years (stop 47)', () => {
  it.each([
    'notre DG est payé 4 500 euros brut par mois. Quel cout total pour la boite en 2025 et en 2026 ?',
    '4k brut pour le president d une SAS : le net en 2025 c etait combien et en 2026 ca donne combien ? ca a changé ?',
  ])('reads both years in « %s »', (message) =>
    expect(recogniseIntent(message)).toMatchObject({ payYear: 2026, comparedYear: 2025 }),
  );
  it('reads one year when one is named', () =>
    expect(recogniseIntent('président à 4 000 € brut en 2025, combien de net ?')).not.toHaveProperty(
      'comparedYear',
    ));
});

describe('a kilometric allowance asked with its distance (stop 47)', () => {
  it('reads the distance and the horsepower', () =>
    expect(
      recogniseIntent(
        'j’ai fait 650 km pro ce mois ci avec ma voiture perso (6 cv), la societe peut me rembourser combien en indemnites kilometriques ?',
      ),
    ).toEqual({
      kind: 'pay-benefit',
      question: { kind: 'kilometric', km: 650, horsepower: 6, electric: false, year: null },
    }));
  it.each([
    'IK c’est imposable ?',
    'ma voiture de fonction, les indemnites kilometriques de 300 km ?',
    'indemnites kilometriques pour 0 km ?',
  ])('does not compute « %s »', (message) =>
    expect(recogniseIntent(message)).not.toMatchObject({ question: { kind: 'kilometric' } }),
  );
});

describe('the review’s false readings (stop 47)', () => {
  it.each([
    'j’ai constaté le 2 février 2026 que son chiffre baisse, je veux le licencier pour insuffisance professionnelle, jusqu’à quand ?',
  ])('does not read « %s » as a sanction’s deadline', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('disciplinary'),
  );
  it.each([
    'travaillé du 1er mai au 30 juin en CDD, precarite ?',
    'employé depuis le 1er mai 2024, il a travaillé, rupture conventionnelle combien ?',
    'la visite médicale du 1er mai, il doit venir ?',
    'il travaille 1/5 du temps, combien ?',
  ])('does not read « %s » as the 1er mai worked', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('may-day'),
  );
  it('reads no day’s pay from a month’s pay', () =>
    expect(
      recogniseIntent(
        'le 1er mai mon salarié a travaillé, il touche 2400 € brut par mois, je lui dois combien ?',
      ),
    ).toEqual({
      kind: 'may-day',
      question: { dayPayCents: null },
    }));
  it('keeps a dismissal asked after the 1er mai told', () =>
    expect(
      recogniseQuestionParts(
        'Le 1er mai mon salarié a travaillé. Il a 3 ans d’ancienneté. Je veux le licencier. Combien de préavis ? Combien d’indemnité ?',
        [],
      ).every((part) => part.intent.kind === 'calculation'),
    ).toBe(true));
  it('reads the pay, not the health plan’s premium told before it', () =>
    expect(
      recogniseIntent('mutuelle à 60 € par mois, je suis président, je me verse 3000 €, combien net ?'),
    ).toMatchObject({ amountCents: 300_000, healthInsurance: { monthlyCents: 6000 } }));
  it('reads no health plan refused', () =>
    expect(recogniseIntent('president a 3000 brut, il refuse la mutuelle à 45 €, net ?')).not.toHaveProperty(
      'healthInsurance',
    ));
  it('reads the period’s pay next to its words', () =>
    expect(
      recogniseIntent(
        'je demissionne, mes conges non pris sont payes combien ? je gagne 2 300 € brut, 27 600 € au total sur la période de référence',
      ),
    ).toEqual({ kind: 'paid-leave-departure', referenceGrossCents: 2_760_000 }));
  it.each([
    'salaire moyen à prendre pour la prime de précarité ?',
    'je me verse 3000 brut, c’est au dessus du salaire moyen des présidents ? combien ça me coûte ?',
    'je m’inscris au registre du commerce, combien ça coûte ?',
    'ma salariée est très sage, je peux lui donner une prime ?',
    'je peux appeler mon salarié la nuit ? jusqu’à quelle heure',
  ])('does not misread « %s »', (message) => {
    const intent = recogniseIntent(message);
    expect(intent.kind).not.toBe('outside');
    expect(intent).not.toMatchObject({ kind: 'product', topic: 'subscribe' });
    expect(intent).not.toEqual({ kind: 'working-time', limits: ['night-period'] });
  });
  it('reads the AT/MP rate told without its « % »', () =>
    expect(recogniseIntent('taux AT/MP de 2,1, president a 4000 brut, cout ?')).toMatchObject({
      atmpRatePercent: 2.1,
    }));
  it('does not read « congé paternité payé par qui » as its length asked', () =>
    expect(recogniseIntent('congé paternité payé par qui').kind).not.toBe('birth-leave'));
  it('merges a follow-up « et… » that asks one more rule of the same list', () =>
    expect(
      recogniseQuestionParts(
        'combien de temps je dois garder les doubles des bulletins de mes salaries ? et si je leur envoie en pdf par mail c pareil ?',
        [],
      ),
    ).toMatchObject([
      { intent: { kind: 'pay-rule', rules: ['electronic-payslip-availability', 'payslip-copy'] } },
    ]));
});

describe('a pregnant employee’s rights (stop 47)', () => {
  it.each([
    [
      'ma salariee est enceinte et veut demissionner, elle a un preavis a faire ?',
      ['resignation-without-notice'],
    ],
    [
      'salariee enceinte qui part a ses echographies sur le temps de travail, je dois la payer ?',
      ['medical-appointments'],
    ],
    [
      'je suis enceinte de 2 mois, je suis obligée de le dire a mon patron ? il peut me virer ?',
      ['not-required-to-tell', 'dismissal-protection'],
    ],
  ])('reads « %s »', (message, rules) =>
    expect(recogniseIntent(message)).toMatchObject({ kind: 'pregnancy', question: { rules } }),
  );
  it.each([
    'congé maternité enceinte de jumeaux combien de semaines',
    'ma salariee enceinte est en arret maladie, je paie quoi ?',
    'rupture conventionnelle avec une salariée enceinte, c’est possible ?',
  ])('leaves « %s » to another answer', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('pregnancy'),
  );
});

describe('who may assist at the preliminary interview (stop 47)', () => {
  it.each([
    'on est 6 dans la boite, pas de CSE. Le salarié que je convoque pour un licenciement peut venir accompagné de qui a l’entretien ?',
    'convoqué à un entretien préalable, je peux venir avec quelqu’un d’extérieur ?',
  ])('reads « %s »', (message) => expect(recogniseIntent(message)).toEqual({ kind: 'interview-assistance' }));
  it.each([
    'entretien prealable dans combien de jours apres la convocation ?',
    'rupture conventionnelle, entretien préalable, elle peut venir accompagnée ?',
  ])('leaves « %s » to another answer', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('interview-assistance'),
  );
});

describe('the DSN of months without pay (stop 47)', () => {
  it.each([
    'on va arreter de se payer quelques mois, faut quand meme faire la DSN ?? meme sans aucun salaire versé',
    'je me verse plus rien pendant quelques mois. Je dois quand même faire une DSN tous les mois ?',
  ])('reads « %s »', (message) => expect(recogniseIntent(message)).toEqual({ kind: 'dsn-without-pay' }));
  it.each(['la dsn c’est quand ?', 'dsn de mars 2026 à déposer avant quelle date ?'])(
    'leaves « %s » to the due date',
    (message) => expect(recogniseIntent(message).kind).not.toBe('dsn-without-pay'),
  );
});

describe('a mayor’s Sunday worked (stop 47)', () => {
  it('reads the hours and the hourly pay', () =>
    expect(
      recogniseIntent(
        'La mairie a accordé des dimanches d’ouverture. Ma vendeuse travaille 7h le dimanche 20 décembre, elle est à 12,50 € brut de l’heure. Je lui paie combien ?',
      ),
    ).toEqual({ kind: 'mayor-sunday', question: { hours: 7, hourlyRateCents: 1250 } }));
  it('reads the opening the mayor allowed and the hours worked told after their span (stop 49)', () =>
    expect(
      recogniseIntent(
        'paye 12,50 € brut de l heure. La mairie a autorisé l ouverture des commerces un dimanche de decembre et ma responsable m a mise au planning de 10h a 17h avec 1h de pause donc 7h de travail. Combien je dois etre payee au minimum pour ce dimanche ?',
      ),
    ).toEqual({ kind: 'mayor-sunday', question: { hours: 7, hourlyRateCents: 1250 } }));
  it.each([
    'la mairie a autorisé l ouverture un dimanche, de 10h a 17h, a 12,50 € de l heure, je la paie combien ?',
    'combien de dimanches le maire peut autoriser ?',
    'dimanche du maire, je paie combien ?',
    'je travaille le dimanche a 12,50 € de l’heure, 7h, c’est majoré ?',
  ])('leaves « %s » to another answer', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('mayor-sunday'),
  );
});

describe('the employer’s share of a transport pass (stop 47)', () => {
  it('reads the price and a part-timer’s hours', () =>
    expect(
      recogniseIntent(
        'ma salariee est a 14h par semaine, elle a un pass navigo a 88,80 € par mois. je dois lui rembourser combien ?',
      ),
    ).toEqual({
      kind: 'transport-pass',
      question: { monthlyPassCents: 8880, weeklyHours: 14, fullTimeWeeklyHours: null },
    }));
  it.each([
    'mon abonnement de transport est remboursé à 50 % ?',
    'forfait mobilités durables 300 € par an, combien ?',
    'ma voiture, l’abonnement d’autoroute 45 € par mois, remboursé ?',
  ])('does not compute « %s »', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('transport-pass'),
  );
});

describe('the second review’s false readings (stop 47)', () => {
  it.each([
    'je suis micro-entrepreneur sans salarié, pas de salaire, je dois faire une DSN ?',
    'ma salariée est en congé parental, pas de salaire, je dois quand même faire la DSN ?',
  ])('does not read « %s » as an officer’s months without pay', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('dsn-without-pay'),
  );
  it.each([
    'je suis assesseur à l’élection municipale un dimanche, 8h à 12 € de l’heure, mon employeur me paie combien ?',
    'dimanche exceptionnel pour l’inventaire, 7h à 12 € de l’heure, je paie combien ?',
    'la mairie a accordé des dimanches, elle travaille de 10h à 19h à 12,50 € de l’heure, je paie combien ?',
  ])('does not compute « %s » as a mayor’s Sunday', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('mayor-sunday'),
  );
  it.each([
    'gagne 1800 € par mois, a un pass navigo à 88,80 €, je rembourse combien ?',
    'pass navigo annuel à 950 €, je rembourse combien par mois ?',
  ])('reads the pass’s monthly price in « %s »', (message) =>
    expect(recogniseIntent(message)).toMatchObject({
      kind: 'transport-pass',
      question: { monthlyPassCents: message.includes('950') ? 7917 : 8880 },
    }),
  );
  it('reads a collective working week below 35 hours', () =>
    expect(
      recogniseIntent(
        'chez nous c’est 32h, ma salariée fait 15h par semaine, pass navigo à 88,80 € par mois, je rembourse combien ?',
      ),
    ).toMatchObject({ question: { weeklyHours: 15, fullTimeWeeklyHours: 32 } }));
  it.each([
    'je veux licencier mon commercial pour faute, ma RH est enceinte, ça change quelque chose ?',
    'le père peut-il être licencié pendant la grossesse de sa compagne ?',
    'elle est enceinte, doit-elle me prévenir de son arrêt ?',
  ])('does not read « %s » as a pregnant employee’s protection', (message) =>
    expect(recogniseIntent(message)).not.toMatchObject({ question: { rules: ['dismissal-protection'] } }),
  );
  it('reads a trial period ended for a pregnant employee as the rule on the pregnancy’s reason', () =>
    expect(
      recogniseIntent('je veux arrêter sa période d’essai, elle est enceinte, je peux ?'),
    ).not.toMatchObject({
      question: { rules: ['dismissal-protection'] },
    }));
  it.each([
    'entretien préalable à une mise à pied disciplinaire, il peut venir accompagné ?',
    'entretien préalable, je dois être accompagné de mon comptable ?',
  ])('does not read « %s » as the employee’s assistance', (message) =>
    expect(recogniseIntent(message).kind).not.toBe('interview-assistance'),
  );
  it('keeps apart a follow-up « et… » about someone else', () =>
    expect(
      recogniseQuestionParts(
        'ma salariée enceinte doit me le dire ? et si je veux licencier mon commercial pour faute ?',
        [],
      ).length,
    ).toBeGreaterThan(1));
});

describe('the stop 49 review: what the new readers must leave alone', () => {
  const dismissal = (absence: string) =>
    recogniseIntent(
      `CDI depuis le 1er avril 2019 a 2000 brut, lettre de licenciement presentee le 14 avril 2026. ${absence}. Combien d indemnite ?`,
    );
  it.each([
    "J'ai eu un accident du travail, arret de travail du 9 janvier au 16 avril 2023",
    'AT avec arret de travail du 9 janvier au 16 avril 2023',
    'arret de travail pour maternite du 1er septembre 2021 au 15 janvier 2022',
    'Apres avoir ete malade, il est parti en vacances du 3 aout au 24 aout 2024',
    'conge enfant malade du 3 mars au 5 mars 2024',
  ])('deducts no sick leave for « %s »', (absence) => {
    const intent = dismissal(absence) as { employmentDates?: { absences?: readonly { kind: string }[] } };
    expect(
      intent.employmentDates?.absences?.some((one) => one.kind === 'non-professional-sick-leave'),
    ).not.toBe(true);
  });
  it('merges overlapping sick leaves', () =>
    expect(
      dismissal('arret maladie du 3 mars 2024 au 10 mars 2024, puis en maladie du 5 mars au 20 mars 2024'),
    ).toMatchObject({
      employmentDates: {
        absences: [{ kind: 'non-professional-sick-leave', from: '2024-03-03', to: '2024-03-20' }],
      },
    }));
  it('reads no professional inaptitude from « non professionnelle » nor « maladie ordinaire »', () => {
    for (const question of [
      "inapte d'origine non professionnelle, pas de reclassement possible, licenciement, 6 ans d'anciennete 2000 brut, combien d'indemnite ?",
      'accident du travail il y a 2 ans, maintenant inapte pour une maladie ordinaire, pas de reclassement, licencie, 7 ans a 2000 brut, indemnite ?',
    ])
      expect(recogniseIntent(question)).not.toHaveProperty('professionalInaptitude');
  });
  it('reads no convocation from the interview’s weekday', () =>
    expect(
      recogniseIntent(
        'Entretien prealable le jeudi 7 mai, quel delai pour envoyer la lettre de licenciement ?',
      ),
    ).not.toHaveProperty('presentedOnWeekday'));
  it('still computes a notice checked in the next sentence', () =>
    expect(
      recogniseIntent(
        "licencie apres 6 ans, on me dit 1 mois de preavis. Je pensais que c'etait 2 mois vu mon anciennete, c'est vrai ou pas ?",
      ),
    ).toMatchObject({ calculator: 'preavis-licenciement' }));
  it.each([
    ['il a fait 40h dans la semaine dont 5h le samedi, heures sup a 12 € de l heure combien ?', 40],
    [
      "Mon contrat est de 35h en semaine, j'ai fait 42h cette semaine dont 4h le samedi, 13 € de l heure, combien pour les heures sup ?",
      42,
    ],
    ['39h du lundi au vendredi et samedi 9h a 12h, 15 € de l heure, heures sup combien ?', 39],
  ])('reads no Saturday on top in « %s »', (question, weeklyHours) =>
    expect(recogniseIntent(question)).toMatchObject({ kind: 'overtime', weeklyHours, saturdayHours: null }),
  );
  it('leaves « récupérer au lieu de payer, c’est légal ? » to the search', () =>
    expect(
      recogniseIntent(
        'Mon patron veut me faire recuperer mes heures sup au lieu de me les payer, c est legal ? je fais 42h cette semaine a 12 € de l heure, combien il me doit ?',
      ).kind,
    ).not.toBe('overtime'));
});
