import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { readDsnDueQuestion } from './dsn-due-question.ts';

const read = (question: string) => readDsnDueQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('when a month’s DSN is due (stop 43)', () => {
  it.each([
    [
      'La DSN de la paie de mars 2026 c est pour quand dernier delai ?',
      { year: 2026, month: 3, fromToday: null, headcount: null, payTiming: null },
    ],
    [
      'date limite dsn ce mois ci, on est 60 salaries payes dans le mois',
      { month: null, fromToday: 0, headcount: 60, payTiming: 'same-month' },
    ],
    ['la dsn du mois dernier je dois la deposer avant quelle date ?', { fromToday: -1 }],
    ['echeance dsn ?', { year: null, month: null, fromToday: null }],
  ])('reads « %s »', (question, expected) => expect(read(question)).toMatchObject(expected));
  it.each([
    'je me paie pas pendant 6 mois, je dois quand meme faire une dsn ?',
    'dsn evenementielle pour un arret maladie, c est quand ?',
    "j'ai oublie de deposer ma dsn, quelle penalite et jusqu a quand je peux la corriger ?",
    'qui depose la dsn ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());
});
