import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerLegalDelay } from './answer-legal-delay.ts';
import { readLegalDelayQuestion } from './legal-delay-question.ts';

const read = (question: string) =>
  readLegalDelayQuestion(normaliseVisitorWords(foldQuestion(question)))?.delays ?? null;

describe('délais the Code du travail sets (stop 44)', () => {
  it.each([
    ['delai retractation rupture conv', ['conventional-termination-withdrawal']],
    [
      'homologation rupture conventionelle ca prend combien de temps la dreets',
      ['conventional-termination-approval', 'conventional-termination-withdrawal'],
    ],
    [
      'rupture conventionnelle signée le 4 mai, elle peut partir quand au plus tot ? les delais ?',
      ['conventional-termination-withdrawal', 'conventional-termination-approval'],
    ],
    [
      'le salarie a combien de temps pour contester son recu pour solde de tout compte',
      ['final-settlement-challenge'],
    ],
    [
      'salarié qui ne vient plus depuis 10 jours sans nouvelles, quel delai minimum je dois lui laisser dans la mise en demeure ?',
      ['abandonment-notice'],
    ],
    [
      'ma comptable revient d un arret maladie de 2 mois et demi, je dois lui faire passer une visite de reprise ? dans quel delai ?',
      ['return-to-work-visit'],
    ],
    ['visite medicale d embauche, elle doit la passer avant son premier jour ?', ['hiring-visit']],
  ])('reads « %s »', (question, delays) => expect(read(question)).toEqual(delays));
  it.each([
    // A conventional termination's indemnity; no time asked.
    'rupture conventionnelle 5 ans d anciennete 2400 brut, le minimum a lui verser ?',
    'modele de lettre de mise en demeure pour abandon de poste',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());
  it('gives the figure, the article first, the medical visits’ sheet first', () => {
    const withdrawal = answerLegalDelay(['conventional-termination-withdrawal']);
    expect(withdrawal).toContain('<strong>15 jours calendaires</strong>');
    expect(withdrawal.match(/<a href="([^"]+)"/)?.[1]).toBe('/code-du-travail/article/L1237-13');
    const visit = answerLegalDelay(['return-to-work-visit']);
    expect(visit).toContain('<strong>8 jours</strong>');
    expect(visit.match(/<a href="([^"]+)"/)?.[1]).toContain(
      '/outils/fiche/reforme-de-la-medecine-du-travail',
    );
    expect(visit).toContain('href="/outils/modele/convocation-a-la-visite-de-reprise"');
  });
});

describe('going to court, and the DPAE (stop 46)', () => {
  const readDelays = (question: string) =>
    readLegalDelayQuestion(normaliseVisitorWords(foldQuestion(question)))?.delays ?? null;
  it.each([
    ['licencie en mars, j ai jusqu a quand pour contester aux prud hommes ?', ['dismissal-challenge']],
    [
      'combien de temps pour contester une rupture de mon contrat devant les prudhommes',
      ['dismissal-challenge'],
    ],
    ['delai de prescription pour contester un avertissement aux prud hommes ?', ['employment-claim']],
    ['la dpae je peux la faire combien de jours avant l arrivee ?', ['hiring-declaration']],
    ['j ai oublie de faire la declaration prealable a l embauche, je risque quoi ?', ['hiring-declaration']],
  ] as const)('reads « %s » as %j', (question, delays) => expect(readDelays(question)).toEqual(delays));

  it.each([
    'c est quoi la dpae ?',
    'je suis president de sasu, je dois faire une dpae pour moi ?',
    'salaires impayes, jusqu a quand aller aux prud hommes ?',
    'harcelement moral, combien de temps pour saisir les prud hommes ?',
  ])('leaves « %s » to others', (question) => {
    const delays = readDelays(question) ?? [];
    expect(
      delays.some((id) => ['dismissal-challenge', 'employment-claim', 'hiring-declaration'].includes(id)),
    ).toBe(false);
  });
});

describe('an employee who stopped coming, a letter asked (stop 48)', () => {
  it.each([
    'un ouvrier vient plus depuis lundi, repond pas au tel, pas d arret maladie rien. je fais quoi, je peux le considerer demissionnaire ? faut une lettre ?',
    'abandon de poste de ma vendeuse depuis 10 jours, je fais quoi ?',
  ])('reads « %s » as the presumed resignation’s notice', (question) =>
    expect(read(question)).toEqual(['abandonment-notice']),
  );
  it('leaves « lettre abandon de poste » to the model', () =>
    expect(read('lettre abandon de poste')).toBeNull());
  it('leaves a letter on another subject alone', () =>
    expect(
      read('mon salarie vient plus au bureau le vendredi, il teletravaille, faut une lettre ?'),
    ).toBeNull());
});
