import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { recogniseIntent } from './recognise-intent.ts';
import { readTrialNoticeQuestion } from './trial-notice-question.ts';

const read = (question: string) => readTrialNoticeQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('the notice owed when a trial period ends (stop 43)', () => {
  it.each([
    [
      "la nouvelle recrue ne fait pas l'affaire, elle est là depuis 5 semaines en periode d'essai. je dois la prevenir combien de temps avant ?",
      'employer',
      35,
    ],
    [
      "je suis en periode d'essai depuis 3 semaines, je veux partir. je dois prevenir combien de temps avant ?",
      'employee',
      21,
    ],
    [
      "il y a trois jours qu'il est arrive, je romps sa periode d'essai, delai de prevenance ?",
      'employer',
      3,
    ],
    ["rupture de la periode d'essai par l'employeur apres 4 mois de presence, quel delai ?", 'employer', 120],
    ["fin de periode d'essai, je dois prevenir combien de temps avant ?", 'employer', null],
    // Stop 45: a trial named by its length, the employer telling « je veux arrêter »; the employee
    // telling that the employer ends it.
    [
      'technicien embauché il y a 40 jours, essai de 3 mois, ca colle pas je veux arreter l essai. je dois le prevenir combien de temps avant ?',
      'employer',
      40,
    ],
    [
      "mon employeur veut arreter ma periode d'essai, il doit me prevenir combien de temps avant ?",
      'employer',
      null,
    ],
    [
      "j'ai été recrutée en cdi il y a 2 mois, je veux partir pendant ma période d'essai, délai de prévenance ?",
      'employee',
      60,
    ],
  ])('reads « %s »', (question, initiator, daysOfPresence) =>
    expect(read(question)).toEqual({ initiator, daysOfPresence }),
  );
  it.each([
    // Its renewal, its length, our free trial, nothing ended.
    "je veux renouveler la periode d'essai, je dois le prevenir combien de temps avant ?",
    "periode d'essai d'un cadre c'est combien de temps ?",
    "a la fin de l'essai de dirigeo je dois prevenir pour arreter l'abonnement ?",
    "pendant la periode d'essai il doit me prevenir s'il est malade ?",
    "j'arrete l'essai gratuit, je dois vous prevenir combien de temps avant ?",
    'un essai de 2 mois pour un cdi, on peut le renouveler ?',
    'je veux arrêter la période d’essai de mon apprenti, combien de prévenance ?',
    'je veux rompre l’essai de mon stagiaire, quel délai ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());
  it('is recognised before the retrieval', () =>
    expect(
      recogniseIntent(
        "mon salarie en periode d'essai depuis 2 mois ne convient pas, je l'arrete, delai de prevenance ?",
      ),
    ).toEqual({ kind: 'trial-notice', initiator: 'employer', daysOfPresence: 60 }));
});
