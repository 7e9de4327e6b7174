import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerTools } from './answer-tools.ts';
import { recogniseIntent } from './recognise-intent.ts';
import { readToolsQuestion } from './tools-question.ts';

const read = (question: string) => readToolsQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('the site’s free tools (stop 44)', () => {
  it.each([
    ['vous avez des modeles de lettres gratuits', 'letters'],
    ['ou lire le code du travail sur le site', 'code'],
    ['chercher ma ccn avec le numero idcc', 'agreements'],
    ['quels outils gratuits vous proposez', null],
    ['Avez-vous un simulateur en ligne ?', 'simulators'],
    ['où trouver les fiches pratiques ?', 'sheets'],
  ])('reads « %s »', (question, first) => expect(read(question)).toEqual({ first }));
  it.each([
    // A letter, an agreement, a rule, an article: their subject is asked, not the tool.
    'vous avez un modele de lettre de demission ?',
    'ou trouver la convention collective des transports',
    'que dit le code du travail sur le teletravail ?',
    'un outil pour calculer les indemnites de licenciement',
    'modele de contrat de travail',
    'simulateur brut net gratuit ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());
  it('is recognised before the agreements', () =>
    expect(recogniseIntent('chercher ma ccn avec le numero idcc')).toEqual({
      kind: 'tools',
      first: 'agreements',
    }));
  it('links the tool asked first, the hub first when none is named', () => {
    expect(answerTools('code').match(/<a href="([^"]+)"/)?.[1]).toBe('/code-du-travail');
    expect(answerTools(null).match(/<a href="([^"]+)"/)?.[1]).toBe('/outils');
  });
});
