import { computeTrialPeriodMaximum } from '@dirigeo/labour-law';
import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerTrialLength } from './answer-trial-length.ts';
import { recogniseIntent } from './recognise-intent.ts';
import { readTrialLengthQuestion } from './trial-length-question.ts';

const read = (question: string) => readTrialLengthQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('a trial period’s longest length (stop 45)', () => {
  it.each([
    [
      'jembauche une assistante administrative en cdi (non cadre), la periode d essai c est combien max ? et si je la renouvelle ca peut aller jusqu a combien au total',
      { contract: 'cdi', category: 'ouvrier-employe', duration: null, renewal: true },
    ],
    [
      'Je signe un CDD de 8 mois avec un magasinier, je peux prévoir une période d’essai de combien au maximum ?',
      { contract: 'cdd', category: null, duration: { amount: 8, unit: 'mois' }, renewal: false },
    ],
    [
      "periode d'essai d'un cadre c'est combien de temps ?",
      { contract: 'cdi', category: 'cadre', duration: null, renewal: false },
    ],
    [
      'la periode d essai d un technicien en cdi dure combien ?',
      { contract: 'cdi', category: 'agent-maitrise-technicien', duration: null, renewal: false },
    ],
    [
      'essai max pour un CDI non cadre ?',
      { contract: 'cdi', category: null, duration: null, renewal: false },
    ],
    [
      'combien de temps dure la periode d’essai d’un cdd de 3 semaines',
      { contract: 'cdd', duration: { amount: 3, unit: 'semaines' } },
    ],
    ['periode d’essai en cdd c’est combien ?', { contract: 'cdd', duration: null }],
    // Stop 45's review: « dans le cadre », « pas cadre », a fixed-term contract not called « CDD ».
    [
      'dans le cadre d’un cdi la période d’essai dure combien pour une secrétaire ?',
      { contract: 'cdi', category: 'ouvrier-employe' },
    ],
    ['mon salarié n’est pas cadre, période d’essai max ?', { contract: 'cdi', category: null }],
    [
      'contrat de 4 mois, periode d’essai combien max ?',
      { contract: 'cdd', duration: { amount: 4, unit: 'mois' } },
    ],
    [
      'contrat saisonnier de 3 mois, periode d’essai combien de jours max ?',
      { contract: 'cdd', duration: { amount: 3, unit: 'mois' } },
    ],
    [
      'cdd de 2 mois et demi, periode d’essai max ?',
      { contract: 'cdd', duration: { amount: 2.5, unit: 'mois' } },
    ],
    ['periode d’essai max pour un cdd d’1 an', { contract: 'cdd' }],
  ])('reads « %s »', (question, expected) => expect(read(question)).toMatchObject(expected));

  it.each([
    'periode d essai d un apprenti c combien de temps ?',
    'la periode d’essai est-elle obligatoire ?',
    'fin de periode d essai, je dois prevenir combien de temps avant ?',
    'mon salarié en période d’essai est en arrêt maladie, ça prolonge l’essai de combien ?',
    'l’essai gratuit de Dirigeo dure combien de temps ?',
    'stagiaire embauché en CDI, la durée du stage compte dans la période d’essai ?',
    'periode d’essai d’une nounou en cdi combien',
    'je peux licencier un salarie pendant sa periode d’essai sans motif ? il y a une limite ?',
    'combien coute un salarie en periode d’essai en cdi ?',
    'periode dessai contrat de professionnalisation combien de temps',
    'combien de salaries en periode d essai maximum en meme temps ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());

  it('is recognised before the retrieval', () =>
    expect(recogniseIntent("periode d'essai d'un cadre c'est combien de temps ?")).toMatchObject({
      kind: 'trial-length',
      category: 'cadre',
    }));

  it('answers with the package’s figures, the sheet first, and the renewal’s letter when asked', () => {
    const answer = answerTrialLength({
      contract: 'cdi',
      category: 'ouvrier-employe',
      duration: null,
      renewal: true,
    });
    const { text, renewedText } = computeTrialPeriodMaximum({ contract: 'cdi', category: 'ouvrier-employe' });
    expect(answer).toContain(`<strong>${text.replace(' ', '\u00a0')}</strong>`);
    expect(answer).toContain(`<strong>${(renewedText ?? '').replace(' ', '\u00a0')}</strong>`);
    expect(answer.match(/href="([^"]+)"/)?.[1]).toBe('/outils/fiche/la-periode-dessai');
    expect(answer).toContain('/outils/modele/renouvellement-periode-essai');
  });

  it('answers a CDD’s by its length, and the rule with examples without one', () => {
    expect(
      answerTrialLength({
        contract: 'cdd',
        category: null,
        duration: { amount: 8, unit: 'mois' },
        renewal: false,
      }),
    ).toContain('<strong>1\u00a0mois</strong>');
    const rule = answerTrialLength({ contract: 'cdd', category: null, duration: null, renewal: false });
    expect(rule).toContain('<strong>13\u00a0jours</strong> pour un CDD de 3\u00a0mois');
    expect(rule).toContain('/code-du-travail/article/L1242-10');
  });

  it('lists every category when none is told', () => {
    const answer = answerTrialLength({ contract: 'cdi', category: null, duration: null, renewal: false });
    for (const figure of ['2', '3', '4', '6', '8'])
      expect(answer).toContain(`<strong>${figure}\u00a0mois</strong>`);
  });
});
