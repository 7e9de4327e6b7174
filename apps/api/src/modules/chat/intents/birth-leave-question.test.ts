import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { readBirthLeaveQuestion } from './birth-leave-question.ts';

const read = (question: string) => readBirthLeaveQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('how long the leaves at a birth last (stop 43)', () => {
  it.each([
    [
      'ma vendeuse est enceinte de son 3eme enfant (elle en a deja 2 a la maison), son conge mat va durer combien de temps ?',
      { leave: 'maternity', childrenAlready: 2, expected: 1 },
    ],
    ['conge maternite duree ?', { leave: 'maternity', childrenAlready: null, expected: 1 }],
    [
      'ma salariee attend des jumeaux, son conge maternite dure combien de semaines ?',
      { leave: 'maternity', expected: 2 },
    ],
    ['premier enfant, conge mat combien de temps ?', { leave: 'maternity', childrenAlready: 0 }],
    ['conge maternite pour des quintuples, combien de temps ?', { leave: 'maternity', expected: 3 }],
    [
      'elle est enceinte, absente combien de temps pour son conge mat, et je peux la licencier ?',
      { leave: 'maternity' },
    ],
    ['conge paternite c combien de jours mtn', { leave: 'paternity', multipleBirth: false }],
    [
      'un salarie va etre papa de jumeaux, il a droit a combien de jours ?',
      { leave: 'paternity', multipleBirth: true },
    ],
  ])('reads « %s »', (question, expected) => expect(read(question)).toMatchObject(expected));
  it.each([
    'salariee enceinte qui part a ses echographies sur le temps de travail, je dois la payer ?',
    'conge maternite et conges payes, elle a droit a combien de cp ?',
    'ma salariee rentre de conge maternite, je dois l augmenter ?',
    'conge parental combien de temps ?',
    'ma salariee enceinte peut travailler combien d heures par jour ?',
    'conge paternite, je peux le licencier a son retour ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());
});
