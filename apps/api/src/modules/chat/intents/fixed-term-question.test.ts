import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerFixedTerm } from './answer-fixed-term.ts';
import { readFixedTermQuestion } from './fixed-term-question.ts';
import { recogniseIntent } from './recognise-intent.ts';

const read = (question: string) => readFixedTermQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('a CDD’s own rules (stop 44)', () => {
  it.each([
    [
      'le cdd de 6 mois de mon magasinier se termine, je peux reprendre direct quelqu un d autre en cdd sur le meme poste ou faut attendre ? combien de temps ?',
      ['waiting'],
      { amount: 6, unit: 'mois' },
    ],
    [
      'Ma salariée est en CDD de 8 mois et vient de décrocher un CDI dans une autre boite, elle veut partir avant la fin. Elle a le droit ? elle doit faire combien de préavis ?',
      ['early-notice'],
      { amount: 8, unit: 'mois' },
    ],
    [
      'cdd renouvelable combien de fois ?? et c est quoi la duree max renouvellements compris',
      ['renewals'],
      null,
    ],
    [
      'le cdd de ma vendeuse finissait vendredi dernier mais elle est revenue travailler lundi et on a rien signé de nouveau... elle est en quoi maintenant ?',
      ['continuation'],
      null,
    ],
    [
      "activité en chute libre, je veux arrêter le CDD de mon magasinier 3 mois avant la date de fin prévue. je lui paie juste un petit préavis et c'est bon ?",
      ['early-end'],
      null,
    ],
  ])('reads « %s »', (question, aspects, duration) => expect(read(question)).toEqual({ aspects, duration }));
  it.each([
    // The precarity indemnity alone, temporary work, a CDI's rules.
    'prime de precarite d un cdd de 6 mois a 2000 brut ?',
    'j ai un interimaire depuis 14 mois, l agence propose de prolonger de 6 mois, c est legal ?',
    'periode d essai d un cdi de cadre ?',
    'elle sera en congé maternité puis elle enchainera sur un congé parental, je dois la remplacer en CDD ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());
  it('is recognised before the notice calculators', () =>
    expect(
      recogniseIntent('cdd de 2 mois, ma salariee a trouve un cdi, combien de preavis pour partir ?'),
    ).toEqual({
      kind: 'fixed-term',
      question: { aspects: ['early-notice'], duration: { amount: 2, unit: 'mois' } },
    }));
  it('computes from labour-law, the ministry’s sheet first', () => {
    const html = answerFixedTerm({ aspects: ['waiting'], duration: { amount: 6, unit: 'mois' } });
    expect(html).toContain('<strong>2 mois</strong>');
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/le-contrat-duree-determinee-cdd');
    expect(answerFixedTerm({ aspects: ['early-notice'], duration: { amount: 8, unit: 'mois' } })).toContain(
      '<strong>2 semaines</strong>',
    );
  });
});

describe('a CDD’s own rules, on review (stop 44)', () => {
  it.each([
    // Not a continued CDD; not a contract of 2 months; no CDI; a trial period's renewal.
    ["après la fin du cdd, l'attestation France Travail doit être remise quand ?", null],
    ['il veut quitter son cdd 2 mois avant la fin pour un cdi, combien de preavis ?', null],
    ["renouveler la periode d'essai de mon cdd, c'est possible ?", null],
  ])('reads « %s » with no duration, or not at all', (question, duration) =>
    expect(read(question)?.duration ?? null).toEqual(duration),
  );
  it('adds a renewal told to the duration, and reads no duration beyond 36 months', () => {
    expect(read('cdd de 6 mois renouvelé 6 mois, délai de carence sur le même poste ?')?.duration).toEqual({
      amount: 12,
      unit: 'mois',
    });
    expect(read('cdd de 999 mois se termine, delai de carence sur le meme poste ?')?.duration).toBeNull();
  });
  it('reads no CDI in « il n’a pas de cdi »', () =>
    expect(
      read("il veut partir avant la fin de son cdd, il n'a pas de cdi, il a le droit ?")?.aspects ?? [],
    ).not.toContain('early-notice'));
});
