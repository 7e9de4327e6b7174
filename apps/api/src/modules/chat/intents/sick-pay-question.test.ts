import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { recogniseIntentInConversation } from './recognise-intent.ts';
import { readSickPayQuestion } from './sick-pay-question.ts';

const read = (question: string) => readSickPayQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('what the employer pays during a sick leave (stop 43)', () => {
  it.each([
    [
      "mon salarié est en arrêt maladie depuis le 2 novembre, il a 8 ans d'ancienneté. je dois compléter les indemnités de la sécu ? a quel pourcentage ?",
      96,
      false,
    ],
    [
      'salarié avec 12 ans de maison en arrêt long, pendant combien de temps je dois compléter les IJ ?',
      144,
      false,
    ],
    ['arret maladie maintien de salaire combien de temps ?', null, false],
    ['arret de travail suite a un accident du travail, 3 ans d anciennete, maintien de salaire ?', 36, true],
    ['arret maladie, pas un accident du travail, 3 ans, jours de carence ?', 36, false],
  ])('reads « %s »', (question, seniorityMonths, workAccident) =>
    expect(read(question)).toEqual({ seniorityMonths, workAccident }),
  );
  it.each([
    // Another subject around the leave, an officer's own leave, no sick leave at all.
    'je peux licencier un salarie en arret maladie ? il a 5 ans, je dois le payer ?',
    'jai un doute sur un arret maladie, je peux envoyer un medecin le controler ?',
    'je me paye 8000 brut en tant que president, arret maladie 2 mois, la secu complete ?',
    'arret maladie pendant les conges payes, je dois les rendre ?',
    'je suis en mensuel chez vous, si je resilie maintenant ça s arrete quand ? il y a un preavis ?',
  ])('leaves « %s » to the sheets', (question) => expect(read(question)).toBeNull());
  it('takes the seniority the answer asked for from the next message', () =>
    expect(
      recogniseIntentInConversation('il a 8 ans d anciennete', [
        'arret maladie maintien de salaire combien de temps ?',
      ]),
    ).toEqual({ kind: 'sick-pay', seniorityMonths: 96, workAccident: false }));
});
