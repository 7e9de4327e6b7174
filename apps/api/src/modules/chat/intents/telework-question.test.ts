import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerTelework } from './answer-telework.ts';
import { recogniseIntent } from './recognise-intent.ts';
import { readTeleworkQuestion } from './telework-question.ts';

const read = (question: string) =>
  readTeleworkQuestion(normaliseVisitorWords(foldQuestion(question)))?.rules ?? null;

describe('telework’s own rules (stop 44)', () => {
  it.each([
    [
      'Un de mes salariés me demande 2 jours de teletravail par semaine. Suis je obligé d accepter ? il faut un avenant ?',
      ['refusal', 'setting-up'],
    ],
    ['teletravail il faut un avenant au contrat ou un accord collectif ?', ['setting-up']],
    [
      'mon salarié est tombé dans son escalier chez lui un jour de télétravail pendant ses horaires, ca compte comme accident du travail ??',
      ['accident'],
    ],
    [
      'quelles obligations particulières a l employeur envers les salariés en teletravail ? entretien annuel, matériel, priorité pour revenir au bureau...',
      ['employer-duties'],
    ],
    [
      'ou est ce que le teletravail est prevu dans le code du travail ? quel article ?',
      ['setting-up', 'refusal', 'equal-rights'],
    ],
  ])('reads « %s »', (question, rules) => expect(read(question)).toEqual(rules));
  it.each([
    // Its allowance is Urssaf's; a question without telework.
    'indemnite de teletravail exoneree combien par jour en 2026 ?',
    'il faut un avenant pour changer les horaires ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());
  it('is recognised before the retrieval, the article first', () => {
    expect(recogniseIntent('accident pendant le teletravail, c est un accident du travail ?')).toEqual({
      kind: 'telework',
      rules: ['accident'],
    });
    const html = answerTelework(['employer-duties']);
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/code-du-travail/article/L1222-10');
  });
});
