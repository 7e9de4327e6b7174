import { describe, expect, it } from 'vitest';
import { expandCoordinatedHeads, recogniseQuestionParts, splitQuestions } from './split-questions.ts';

const kinds = (message: string) =>
  recogniseQuestionParts(message, []).map(({ intent }) =>
    intent.kind === 'product'
      ? intent.topic
      : intent.kind === 'calculation'
        ? intent.calculator
        : intent.kind,
  );

describe('several questions in one message', () => {
  it.each([
    ['combien coute l abonnement et est ce qu il y a un essai gratuit ?', ['price', 'trial']],
    ['comment vous contacter et quels sont vos prix', ['contact', 'price']],
    ['essai gratuit combien de jours ? et apres c est combien ?', ['trial', 'price']],
    ['je peux resilier quand je veux ? vous avez un numero de telephone ?', ['cancellation', 'contact']],
    [
      'preavis de demission et preavis de licenciement pour 2 ans',
      ['preavis-demission', 'preavis-licenciement'],
    ],
    [
      'Comment se rémunérer en tant que président de SASU ? Et combien coûte Dirigeo ?',
      ['retrieval', 'price'],
    ],
    // One word of four letters or more is a subject; « c'est quoi » asks.
    ["combien coute un salarie a 2000 brut ? et c'est quoi la dpae", ['salaire-brut-net', 'retrieval']],
  ])('answers each of « %s »', (message, expected) => expect(kinds(message)).toEqual(expected));

  it.each([
    'Quelle est la différence entre Essentielle et Complète ?',
    'Mutuelle et prévoyance du président de SAS',
    'indemnite licenciement 2 ans et demi 2400 €',
    'Bonjour, quel est le prix de la formule complète ?',
    'J’ai un salarié depuis 5 ans. Quel est son préavis de licenciement ?',
    'preavis licenciement 3 ans ? merci',
    'smic et heures supplementaires',
    'preavis licenciement 3 ans ? et voila',
  ])('reads « %s » as one question', (message) =>
    expect(recogniseQuestionParts(message, [])).toHaveLength(1),
  );

  it('keeps the context sentence’s figures with the question', () => {
    const [part] = recogniseQuestionParts(
      'J’ai un salarié depuis 5 ans. Quel est son préavis de licenciement ?',
      [],
    );
    expect(part?.intent).toMatchObject({ kind: 'calculation', seniorityMonths: 60 });
  });

  it('gives a later calculation the figures an earlier part of the message stated', () => {
    const parts = recogniseQuestionParts(
      'preavis licenciement 3 ans ? et l indemnite de licenciement avec 2500 € de salaire ?',
      [],
    );
    expect(parts.map((part) => part.intent)).toMatchObject([
      { calculator: 'preavis-licenciement', seniorityMonths: 36 },
      { calculator: 'indemnite-licenciement', seniorityMonths: 36, amountCents: 250_000 },
    ]);
  });

  it('cuts at question marks and sentences, not inside a figure', () => {
    expect(splitQuestions('prix ? essai ?')).toEqual(['prix', 'essai']);
    expect(splitQuestions('indemnite pour 2.500 €')).toEqual(['indemnite pour 2.500 €']);
  });
});

describe('two subjects sharing one complement', () => {
  it.each([
    [
      'preavis et indemnite de licenciement pour 5 ans et 2 200 €',
      ['preavis de licenciement pour 5 ans et 2 200 €', 'indemnite de licenciement pour 5 ans et 2 200 €'],
    ],
    [
      'licencie apres 7 ans, combien de preavis et d indemnite avec 2300 € ?',
      [
        'licencie apres 7 ans, combien preavis avec 2300 € ?',
        'licencie apres 7 ans, combien indemnite avec 2300 € ?',
      ],
    ],
    [
      'Quel préavis et quelle indemnité en cas de licenciement après 4 ans ?',
      ['préavis en cas de licenciement après 4 ans ?', 'indemnité en cas de licenciement après 4 ans ?'],
    ],
  ])('reads « %s » as two questions', (message, expected) =>
    expect(expandCoordinatedHeads(message)).toEqual(expected),
  );

  it.each([
    'préavis de démission et préavis de licenciement',
    'indemnité de licenciement',
    'mutuelle et prévoyance du président',
  ])('leaves « %s » as it is', (message) => expect(expandCoordinatedHeads(message)).toEqual([message]));

  it('answers each subject with the case stated before them', () => {
    expect(
      recogniseQuestionParts(
        'mon employeur me licencie apres 7 ans, combien de preavis et d indemnite avec 2300 € ?',
        [],
      ).map((part) => part.intent),
    ).toMatchObject([
      { calculator: 'preavis-licenciement', seniorityMonths: 84 },
      { calculator: 'indemnite-licenciement', seniorityMonths: 84, amountCents: 230_000 },
    ]);
  });

  it('answers each subject with the shared figures', () => {
    expect(
      recogniseQuestionParts('preavis et indemnite de licenciement pour 5 ans et 2 200 €', []).map(
        (part) => part.intent,
      ),
    ).toMatchObject([
      { calculator: 'preavis-licenciement', seniorityMonths: 60 },
      { calculator: 'indemnite-licenciement', seniorityMonths: 60, amountCents: 220_000 },
    ]);
  });
});

describe('questions joined by a comma', () => {
  it('cuts at a comma when both sides are recognised questions', () => {
    expect(kinds('essai gratuit, prix ?')).toEqual(['trial', 'price']);
  });
  it('keeps a comma inside one question', () => {
    expect(kinds('indemnite licenciement 6 ans, 2500 €')).toEqual(['indemnite-licenciement']);
    expect(recogniseQuestionParts('Bonjour, quel est le prix de la formule complète ?', [])).toHaveLength(1);
  });
});

describe('a later part naming only a subject, stop 35', () => {
  it.each([
    [
      'indemnite de licenciement 5 ans 2000 € et le preavis ?',
      ['indemnite-licenciement', 'preavis-licenciement'],
    ],
    ['preavis de licenciement 3 ans ? et l indemnite ?', ['preavis-licenciement', 'indemnite-licenciement']],
  ])('reads « %s » as two calculations on the same case', (message, expected) =>
    expect(kinds(message)).toEqual(expected),
  );
  it('gives the bare subject the figures of the part before it', () => {
    expect(
      recogniseQuestionParts('indemnite de licenciement 5 ans 2000 € et le preavis ?', []).map(
        (part) => part.intent,
      ),
    ).toMatchObject([
      { calculator: 'indemnite-licenciement', seniorityMonths: 60, amountCents: 200_000 },
      { calculator: 'preavis-licenciement', seniorityMonths: 60 },
    ]);
  });
  it.each([
    'indemnite de licenciement 5 ans 2000 € et l indemnite ?',
    'prix de la formule complete et le preavis ?',
    'le preavis',
  ])('leaves « %s » as one question', (message) =>
    expect(recogniseQuestionParts(message, [])).toHaveLength(1),
  );
});

describe('the visitor’s situation stated before a question, stop 39', () => {
  it('is the question’s context, not a question on a plan', () => {
    const parts = recogniseQuestionParts(
      'je suis en essentielle au mois, si je passe en complete le 15 je paie quoi exactement ?',
      [],
    );
    expect(parts).toHaveLength(1);
    expect(parts[0]?.intent).toMatchObject({ kind: 'product', topic: 'plan-change' });
  });
  it('still answers two questions on the product asked in one message', () =>
    expect(kinds('essai gratuit combien de jours ? et apres c est combien ?')).toEqual(['trial', 'price']));
});

describe('the subjects a last question names, about the case an earlier sentence computes, stop 39', () => {
  it('computes the notice and the indemnity of the case the message tells', () =>
    expect(
      kinds(
        'je dois licencier une assistante qui est chez nous depuis 6 ans, elle gagne 2800 brut par mois. Quel préavis et combien d indemnité minimum ?',
      ),
    ).toEqual(['indemnite-licenciement', 'preavis-licenciement']));
  it('leaves a question naming no calculation’s subject to the retrieval', () =>
    expect(
      kinds('je dois licencier une assistante depuis 6 ans a 2800 brut. Comment se passe l entretien ?'),
    ).toEqual(['indemnite-licenciement', 'retrieval']));
});

describe('a calculation’s subject told without a figure before a question, stop 40', () => {
  it('is the context of the question after it, asked whole', () => {
    const parts = recogniseQuestionParts(
      "Mon salarié licencié n'a pas besoin de faire son préavis, je préfère qu'il parte tout de suite. Comment je formalise ça par écrit ?",
      [],
    );
    expect(parts).toHaveLength(1);
    expect(parts[0]?.intent).toEqual({ kind: 'retrieval' });
  });
  it('is still computed when it gives the case’s figures', () =>
    expect(
      kinds(
        "Mon salarié licencié a 4 ans d'ancienneté, quel est son préavis. Comment je formalise ça par écrit ?",
      ),
    ).toContain('preavis-licenciement'));
});

describe('two subjects joined by « + », politeness after them, stop 40', () => {
  it('computes both for the case', () =>
    expect(kinds('licenciement apres 1 an et 8 mois, il gagne 2250 brut : preavis + indemnite svp')).toEqual([
      'preavis-licenciement',
      'indemnite-licenciement',
    ]));
});

describe('a case told across several sentences, stop 40', () => {
  it('computes each subject the questions name with the figures of the whole message', () =>
    expect(
      kinds(
        "Ma comptable est chez nous depuis 22 ans, on ferme l'agence de Brive et je vais devoir la licencier pour motif économique. Elle est à 1950 € brut, 2 enfants. Le minimum légal d'indemnité c'est combien ? et le préavis ?",
      ),
    ).toEqual(['indemnite-licenciement', 'preavis-licenciement']));
});

describe('a case told with its dates, stop 42', () => {
  const message =
    'ma salariée est en CDI depuis le 1er mars 2019, elle gagne 2300 brut par mois. je veux la licencier, la lettre arrivera le 15 juin 2026 et elle fera son préavis. combien je lui dois comme indemnité de licenciement ?';
  it('computes the indemnity asked, not the notice a statement names', () =>
    expect(kinds(message)).toEqual(['indemnite-licenciement']));
  it('still computes both when both are asked', () =>
    expect(
      kinds(
        'en CDI depuis le 1er mars 2019, 2300 brut par mois, la lettre de licenciement arrivera le 15 juin 2026. quel preavis et combien d indemnite ?',
      ),
    ).toHaveLength(2));
  it('computes the notice and the indemnity', () =>
    expect(
      kinds(
        'en CDI depuis le 1er mars 2019, 2300 brut par mois, la lettre de licenciement arrivera le 15 juin 2026. quel preavis et combien d indemnite ?',
      ),
    ).toEqual(expect.arrayContaining(['preavis-licenciement', 'indemnite-licenciement'])));
});

describe('a notice the story states in months, stop 43', () => {
  it('computes the indemnity asked, not « ses 2 mois de préavis »', () =>
    expect(
      kinds(
        "embauché le 1er septembre 2019, je le licencie, lettre présentée le 2 mars 2026 et il fait ses 2 mois de préavis. Il est à 2800 € brut. Combien minimum d'indemnité légale ?",
      ),
    ).toEqual(['indemnite-licenciement']));
});

describe('a dismissal procedure’s steps asked in turn, stop 43', () => {
  it('answers them with the calendar dated from the convocation’s presentation', () => {
    const parts = recogniseQuestionParts(
      "la convocation a l'entretien prealable de licenciement a été présentée a mon salarié le lundi 26 avril 2027. je peux faire l'entretien au plus tot quand ? et envoyer la lettre de licenciement a partir de quand ?",
      [],
    );
    expect(parts).toHaveLength(1);
    expect(parts[0]?.intent).toMatchObject({
      calculator: 'procedure-licenciement',
      presentedOn: '2027-04-26',
    });
  });
  it('still answers apart a question on another subject', () =>
    expect(
      kinds(
        "la convocation a été présentée le lundi 26 avril 2027. l'entretien au plus tot c'est quand ? quelle indemnite de licenciement pour 5 ans et 2000 € brut ?",
      ),
    ).toEqual(expect.arrayContaining(['indemnite-licenciement'])));
});

describe('one question whose figures other sentences tell, stop 45', () => {
  it('reads the whole message, where every figure is', () => {
    const parts = recogniseQuestionParts(
      'semaine de rush, un de mes gars a bossé 46h. taux horaire 15€ brut, pas d accord collectif sur les heures sup. ca fait combien en tout pour les heures au dessus de 35h ?',
      [],
    );
    expect(parts).toHaveLength(1);
    expect(parts[0]?.intent).toMatchObject({ kind: 'overtime', weeklyHours: 46, hourlyRateCents: 1_500 });
  });
  it('still answers apart a question on another subject', () =>
    expect(
      recogniseQuestionParts(
        'combien coute la formule Essentielle ? et c’est quoi la DPAE pour une embauche ?',
        [],
      ),
    ).toHaveLength(2));
});

describe('a question asked of its own stays apart, though another part gives the figures (stop 45 review)', () => {
  it.each([
    'durée max de la période d’essai d’un cadre ? et pour un CDD de 3 mois ?',
    'congé maternité combien de semaines ? et pour des jumeaux ?',
  ])('answers « %s » in two parts', (message) => expect(recogniseQuestionParts(message, [])).toHaveLength(2));
});

describe('a statement the whole message answers, and « quel article ? » (stop 45 review)', () => {
  it('reads the whole message when the part recognised only tells the case', () =>
    expect(
      recogniseQuestionParts(
        'un ancien salarie me reclame des heures sup jamais payees, ca date de plusieurs annees. il peut remonter jusqu a quand en arriere ?',
        [],
      ),
    ).toMatchObject([{ intent: { kind: 'pay-rule', rules: ['wage-claim-prescription'] } }]));
  it('reads « c’est quel article ? » as asking the other question’s source', () =>
    expect(
      recogniseQuestionParts(
        'combien de temps la société doit garder un double des bulletins de paie ? c’est quel article ?',
        [],
      ),
    ).toMatchObject([{ intent: { kind: 'pay-rule', articleAsked: true } }]));
});

describe('a question that states no figure, after the sentence that does (stop 46)', () => {
  it('asks about the figures the message states elsewhere', () => {
    const parts = recogniseQuestionParts(
      'mon ouvrier a fait 50 heures sur la semaine a 13,80 €/h. combien ca fait les heures sup majorees ?',
      [],
    );
    expect(parts[0]?.intent).toMatchObject({ kind: 'overtime', weeklyHours: 50, hourlyRateCents: 1_380 });
  });
});

describe('a model asked of the subject the whole message names (stop 46)', () => {
  it('reads the whole message', () => {
    const parts = recogniseQuestionParts(
      'Mon salarie reprend apres 8 mois d arret maladie. Je dois lui envoyer quelque chose pour ses conges payes ? Vous avez un modele ?',
      [],
    );
    expect(parts.map((part) => part.intent.kind)).toEqual(['leave-carry-over']);
  });
});

describe('a letter model asked of the subject the other question names (stop 46)', () => {
  it('reads the whole message, which the search answers with the model', () => {
    const message = 'comment faire un avertissement ecrit a mon apprenti ? vous avez un modele de lettre ?';
    expect(recogniseQuestionParts(message, []).map((part) => part.text)).toEqual([message]);
  });
});

describe('an officer’s pay told across sentences, and a question asked of the case told before it (stop 47)', () => {
  it('reads the officer’s pay whole when a sentence names no officer', () =>
    expect(
      recogniseQuestionParts(
        'Je suis président d’une SAS, pas de salarié à part moi et mon DG. Si je me mets 4000€ brut par mois en 2026 ça coute combien en tout a la société ? et il me reste combien en net avant impot ?',
        [],
      ),
    ).toMatchObject([
      { intent: { kind: 'calculation', calculator: 'charges-dirigeant', amountCents: 400_000 } },
    ]));
  it('keeps apart an employee’s pay asked beside the officer’s', () =>
    expect(
      recogniseQuestionParts(
        'je suis président de SASU à 4000 brut, combien ça coute ? et ma vendeuse à 1900 brut elle coute combien ?',
        [],
      ).map((part) => (part.intent.kind === 'calculation' ? part.intent.calculator : part.intent.kind)),
    ).toEqual(['charges-dirigeant', 'salaire-brut-net']));
  it('reads a question with the case the sentence before it tells', () =>
    expect(
      recogniseQuestionParts(
        'J’ai découvert le 14 novembre 2026 que mon commis se servait dans la caisse. J’ai jusqu’à quand pour lancer la procédure de licenciement ? Et entre la convocation et l’entretien il faut laisser combien de jours ?',
        [],
      ).map((part) => part.intent.kind),
    ).toEqual(['disciplinary', 'calculation']));
  it('reads whole a letter asked beside the question the whole message asks', () => {
    const message =
      'je suis en période d’essai depuis 3 semaines, je veux partir. je dois faire une lettre ? il y a un préavis a respecter de mon côté ?';
    expect(recogniseQuestionParts(message, []).map((part) => part.text)).toEqual([message]);
  });
});

describe('a question in generic words, asked of the case told before it (stop 48)', () => {
  it('searches the case with it', () =>
    expect(
      recogniseQuestionParts(
        'Licencié pour faute grave hier après 9 ans dans la boîte. J’ai droit à rien du tout ?? ni indem ni préavis ? et mes cp pas pris ils sont perdus ?',
        [],
      )[0],
    ).toMatchObject({
      text: 'Licencié pour faute grave hier après 9 ans dans la boîte. J’ai droit à rien du tout',
      intent: { kind: 'retrieval' },
    }));
  it('keeps a question naming its own subject apart', () =>
    expect(
      recogniseQuestionParts(
        'Licencié pour faute grave hier après 9 ans dans la boîte. Le certificat de travail est obligatoire ?? ni indem ni préavis ?',
        [],
      )[0]?.text,
    ).toBe('Le certificat de travail est obligatoire'));
});

describe('a sentence of a case told across several, stop 48', () => {
  it('takes the seniority the whole message tells, not the months of a pay', () =>
    expect(
      recogniseQuestionParts(
        "salarie licencie (pas faute grave), 7 ans pile d'anciennete a la fin du preavis. il etait a 2400 brut pendant 9 mois puis augmente a 2600 les 3 derniers mois avant le lic. on prend quel salaire de ref et ca donne combien d'indem legale ?",
        [],
      )[0]?.intent,
    ).toMatchObject({ calculator: 'indemnite-licenciement', seniorityMonths: 84, seriousMisconduct: false }));
  it('keeps its own figures when it tells another case', () =>
    expect(
      recogniseQuestionParts(
        "je licencie ma vendeuse, 4 ans d'anciennete, 1900 brut. sa collegue est licenciee aussi, 8 ans, 2300 brut. combien pour chacune ?",
        [],
      ).map((part) => part.intent),
    ).toContainEqual(expect.objectContaining({ seniorityMonths: 96, amountCents: 230_000 })));
  it('keeps its own facts: a serious misconduct asked after it is no fact of the case', () =>
    expect(
      recogniseQuestionParts(
        'mon salarié est licencié pour insuffisance pro, 6 ans et 4 mois d anciennete, salaire de reference 2450 brut. il touche combien d indemnite legale ? et si c etait une faute grave il a rien ?',
        [],
      )[0]?.intent,
    ).toMatchObject({ seniorityMonths: 76, amountCents: 245_000, seriousMisconduct: false }));
});

describe('a question asked again, an indirect one, a rule told in passing (stop 48 review)', () => {
  const kinds = (message: string) =>
    recogniseQuestionParts(message, []).map((part) =>
      part.intent.kind === 'calculation' ? part.intent.calculator : part.intent.kind,
    );
  it('keeps a follow-up on another subject', () =>
    expect(
      kinds(
        "Je suis licencie apres 5 ans a 2500 brut. Combien d'indemnite ? Et combien je toucherai au chomage ?",
      ),
    ).toEqual(['indemnite-licenciement', 'retrieval']));
  it('answers a question asked in other words beside another', () =>
    expect(
      kinds(
        "Je voudrais connaitre le delai de retractation de la rupture conventionnelle. Et l'indemnite pour 5 ans a 2500 brut c'est combien ?",
      ),
    ).toEqual(['legal-delay', 'indemnite-rupture-conventionnelle']));
  it('drops the computation asked again in general words, and the overtime told in its pay', () =>
    expect(
      kinds(
        "rupture conventionnelle, fin de contrat au 30 juin 2026, embauchée le 15 janvier 2021. Mon salaire de base c'est 1 980 € brut mais avec les heures sup mes 3 derniers mois ça a fait 2 150,40 €, 2 090,10 € et 1 980,00 € brut, et sur les 12 derniers mois j'ai touché 24 476,55 € brut en tout. Il me propose 2 000 €. C'est vrai ? Combien je dois toucher au minimum ?",
      ),
    ).toEqual(['indemnite-rupture-conventionnelle']));
});

describe('an amount asked again in the last clause of a sentence (stop 49)', () => {
  it('drops « on m’a dit que l’indem est doublée dans ce cas, ça fait combien au mini ? »', () =>
    expect(
      kinds(
        "mon salarie a eu un accident du travail, le medecin du travail l'a declare inapte et pas de reclassement possible. 4 ans d'anciennete, il aurait touche 2200 brut par mois les 3 derniers mois. on m'a dit que l'indem est doublee dans ce cas, ca fait combien au mini ?",
      ),
    ).toEqual(['indemnite-licenciement']));
  it('keeps another question whose last clause asks an amount', () =>
    expect(
      kinds(
        "Je suis licencie apres 5 ans a 2500 brut. Combien d'indemnite ? Et le chomage, combien je vais toucher ?",
      ),
    ).toEqual(['indemnite-licenciement', 'retrieval']));
});

describe('what was heard of another subject (stop 49 review)', () => {
  it('keeps « on m’a dit que pôle emploi me verse une allocation dans ce cas, ça fait combien ? »', () =>
    expect(
      kinds(
        "Licencie apres 5 ans a 2500 brut, combien d'indemnite ? On m'a dit que pole emploi me verse une allocation dans ce cas, ca fait combien ?",
      ),
    ).toHaveLength(2));
});
