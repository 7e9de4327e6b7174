import { PAID_LEAVE_CARRY_OVER } from '@dirigeo/labour-law';
import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerLeaveCarryOver } from './answer-leave-carry-over.ts';
import { readLeaveCarryOverQuestion } from './leave-carry-over-question.ts';

const read = (question: string) => readLeaveCarryOverQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('the paid leave a sick leave kept from being taken (stop 46)', () => {
  it.each([
    [
      'mon cuisinier a ete en arret maladie 6 mois, il n a pas pu prendre ses conges, ils sont perdus ?',
      false,
    ],
    ['apres son accident elle revient lundi, ses cp non pris elle peut les poser jusqu a quand ?', false],
    ['salarie de retour d arret maladie, je dois lui envoyer un courrier pour ses conges payes ?', true],
  ])('reads « %s » (a letter asked: %s)', (question, letterAsked) =>
    expect(read(question)).toEqual({ letterAsked }),
  );
  it.each([
    'mon salarie en arret maladie acquiert des conges payes ?',
    'il tombe malade pendant ses conges, il les recupere ?',
    'indemnite de conges payes au depart d un salarie en arret maladie',
    'mon fils est malade, je peux poser des conges ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());

  it('answers with the package’s 15 months, the model first when a letter is asked', () => {
    const html = answerLeaveCarryOver({ letterAsked: false });
    expect(html).toContain(`<strong>${PAID_LEAVE_CARRY_OVER[0]?.figure}</strong>`);
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/les-conges-payes');
    expect(answerLeaveCarryOver({ letterAsked: true }).match(/<a href="([^"]+)"/)?.[1]).toBe(
      '/outils/modele/information-conges-payes-apres-arret-de-travail',
    );
  });
});
