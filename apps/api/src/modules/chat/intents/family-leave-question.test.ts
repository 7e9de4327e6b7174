import { FAMILY_LEAVES } from '@dirigeo/labour-law';
import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerFamilyLeave } from './answer-family-leave.ts';
import { readFamilyLeaveQuestion } from './family-leave-question.ts';
import { recogniseIntent } from './recognise-intent.ts';

const read = (question: string) =>
  readFamilyLeaveQuestion(normaliseVisitorWords(foldQuestion(question)))?.leaves ?? null;

describe('the days off a family event or a child’s illness gives (stop 46)', () => {
  it.each([
    ['je me marie en juin, j ai droit a combien de jours de conge ?', ['wedding']],
    ['mon assistante se pacse samedi, elle a droit à des jours ?', ['wedding']],
    ['une salariée marie son fils le 12, combien de jours d absence ?', ['child-wedding']],
    ['deces du pere d un salarie, il a droit a combien de jours ?', ['relative-death']],
    ['mon employé a perdu sa femme hier, combien de jours de congé je lui dois ?', ['relative-death']],
    ['sa grand-mère est décédée, il a droit à un congé ?', ['other-relative-death']],
    ['deces de ma grand mere, combien de jours de conge ?', ['other-relative-death']],
    ['mon beau frere est decede, j ai droit a des jours ?', ['other-relative-death']],
    ['conge de presence parentale combien de jours ?', ['parental-presence']],
    ['mon enfant est hospitalise, j ai droit a un conge ?', ['parental-presence']],
    ['un salarie a perdu son fils de 19 ans, quels conges ?', ['child-death', 'child-bereavement']],
    ['mon fils a la varicelle, j ai droit a des jours pour le garder ?', ['sick-child']],
    [
      'on vient d apprendre que notre fille est diabetique, j ai droit a un conge ?',
      ['child-diagnosis', 'parental-presence'],
    ],
    [
      'mon fils est hospitalise pour plusieurs mois (cancer), je peux arreter de travailler pour rester avec lui ?',
      ['parental-presence', 'child-diagnosis'],
    ],
    ['ma mere est en fin de vie, je peux m absenter pour l accompagner ?', ['end-of-life-support']],
    ['mon pere a alzheimer et il est dependant, il existe un conge pour m occuper de lui ?', ['carer']],
  ] as const)('reads « %s » as %j', (question, leaves) => expect(read(question)).toEqual(leaves));

  it.each([
    // A birth, an adoption or a pregnancy are the birth leaves'.
    'naissance de mon enfant, combien de jours pour le papa ?',
    // Someone else's wedding: the law gives no day, the search answers.
    'mariage de mon frere, j ai droit a un jour ?',
    // A work accident of a young apprentice is no sick child.
    'mon apprenti, un gamin de 17 ans, a eu un accident du travail, je fais quoi ?',
    // A letter is the model's.
    'modele de lettre pour demander un conge de solidarite familiale',
    // Paid leave and sick pay are other subjects.
    'mon salarie est malade pendant ses conges payes, il les recupere ?',
    'petite entreprise de 5 salariés, un salarié malade depuis 3 semaines, je maintiens son salaire ?',
    // A child's PACS gives no day; a friend's wedding neither; other subjects around a death or a wedding.
    'ma fille se pacse, j ai droit a un jour de conge ?',
    'le mariage de son meilleur ami, il a droit a des jours ?',
    'mon salarie est decede, ses enfants ont droit a quoi ?',
    'capital deces prevoyance, combien touche la femme du salarie ?',
    'cheque cadeau de mariage, exonere jusqu a combien ?',
    'je me marie en juin, combien de cp acquis ?',
    'mon salarie a fait un avc, jours de carence ?',
    // Nothing asked about leave.
    'ma fille cherche un stage en entreprise',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());

  it('answers from the package, the sheet first', () => {
    const html = answerFamilyLeave(['wedding']);
    const wedding = FAMILY_LEAVES.find((leave) => leave.id === 'wedding');
    expect(html).toContain(wedding?.figure);
    expect(
      html.indexOf('/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil'),
    ).toBeLessThan(html.indexOf('/code-du-travail/article/L3142-4'));
    expect(answerFamilyLeave(['carer'])).toContain('/outils/modele/demande-de-conge-de-proche-aidant');
    expect(answerFamilyLeave(['sick-child'])).toContain(
      '/outils/fiche/les-conges-et-absences-pour-enfant-malade',
    );
    expect(answerFamilyLeave([])).toBe('');
  });

  it('is the intent of the whole message', () => {
    expect(recogniseIntent('Combien de jours pour le PACS d un salarie ?')).toEqual({
      kind: 'family-leave',
      leaves: ['wedding'],
    });
  });
});
