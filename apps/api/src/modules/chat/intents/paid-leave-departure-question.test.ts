import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerPaidLeaveAtDeparture } from './answer-paid-leave.ts';
import { readPaidLeaveDepartureQuestion } from './paid-leave-departure-question.ts';
import { recogniseIntent } from './recognise-intent.ts';

const read = (question: string) =>
  readPaidLeaveDepartureQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('the paid leave not taken when a contract ends (stop 44)', () => {
  it.each([
    "mon vendeur a démissionné, il part a la fin de son préavis et il lui reste 12 jours de congés pas pris. Je suis obligé de les payer vu que c'est lui qui part ?",
    'salarie en cdi qui demissionne, il lui reste 12 jours de cp non pris. je suis obligé de lui payer ?',
    'salarié licencié pour faute grave, ses conges restants sont perdus ?',
  ])('reads « %s »', (question) => expect(read(question)).toBe(true));
  it.each([
    // The days acquired, the leave's own indemnity, taking leave without leaving.
    'il a travaillé 8 mois, combien de jours de conges payes ?',
    'indemnite de cp, regle du dixieme, 24 000 brut sur la periode',
    'il lui reste 10 jours de conges, je peux lui imposer de les poser en aout ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBe(false));
  it('is recognised before the notice calculators, and cites L3141-28 first', () => {
    expect(recogniseIntent('il demissionne et il lui reste des cp non pris, je dois les payer ?')).toEqual({
      kind: 'paid-leave-departure',
    });
    expect(answerPaidLeaveAtDeparture().match(/<a href="([^"]+)"/)?.[1]).toBe(
      '/code-du-travail/article/L3141-28',
    );
  });
});
