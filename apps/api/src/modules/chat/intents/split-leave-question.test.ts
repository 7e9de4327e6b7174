import { computeSplitLeaveBonus } from '@dirigeo/labour-law';
import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerSplitLeave } from './answer-split-leave.ts';
import { readSplitLeaveQuestion } from './split-leave-question.ts';

const read = (question: string) => readSplitLeaveQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('the extra days a split main leave gives (stop 46)', () => {
  it.each([
    [
      'elle prend 3 semaines en juillet et 4 jours en decembre, elle a des jours de fractionnement ?',
      4,
      false,
    ],
    ['c est quoi les jours de fractionnement des conges payes ?', null, false],
    ['quel article parle du fractionnement des cp', null, true],
    ['conges fractionnes : 2 jours pris en mars, ca donne droit a quoi ?', 2, false],
  ] as const)('reads « %s » (%s days outside, article first: %s)', (question, days, articleAsked) =>
    expect(read(question)).toEqual({ daysOutsidePeriod: days, articleAsked }),
  );

  it.each([
    'le conge de deuil peut il etre fractionne ?',
    'conge de proche aidant fractionne en plusieurs fois, comment ca marche ?',
    'fractionnement du paiement de l abonnement annuel ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());

  it('answers with the package’s days, the sheet first unless the article is asked', () => {
    const html = answerSplitLeave({ daysOutsidePeriod: 4, articleAsked: false });
    expect(computeSplitLeaveBonus(4).bonusDays).toBe(1);
    expect(html).toContain('<strong>1\u00a0jour</strong>');
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/les-conges-payes');
    const article = answerSplitLeave({ daysOutsidePeriod: null, articleAsked: true });
    expect(article.match(/<a href="([^"]+)"/)?.[1]).toBe('/code-du-travail/article/L3141-23');
    expect(answerSplitLeave({ daysOutsidePeriod: 2, articleAsked: false })).toContain(
      '<strong>aucun jour</strong>',
    );
  });
});
