import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerWorkAccidentDeclaration, WORK_ACCIDENT_SHEET_HREF } from './answer-work-accident.ts';
import { readWorkAccidentDeclarationQuestion } from './work-accident-question.ts';

const read = (question: string) =>
  readWorkAccidentDeclarationQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('declaring a work accident (stop 49)', () => {
  it.each([
    'un gars est tombe de l echafaudage ce matin, poignet casse, pompiers venus. je dois declarer l accident du travail dans combien de temps et ou ??',
    'Un de mes maçons est tombé de l’échafaudage ce matin. Je dois déclarer l’accident du travail à qui et dans quel délai ?',
    'declaration d accident du travail, c est quoi le delai ?',
  ])('reads « %s »', (question) => expect(read(question)).toBe(true));
  it.each([
    'accident du travail declare, combien d indemnites journalieres ?',
    'mon salarie en accident du travail, je dois maintenir son salaire ?',
    'accident du travail, je peux le licencier ?',
    'comment declarer un salarie a l urssaf ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBe(false));
});

/** An entity manager whose one query answers `rows`. */
function holding(rows: { title: string; body: string }[]): EntityManager {
  return {
    getConnection: () => ({ execute: async () => rows }),
    getTransactionContext: () => undefined,
  } as unknown as EntityManager;
}

describe('the délai quoted from the ministry’s sheet', () => {
  it('quotes the sheet’s sentence with its figure, and links the sheet', async () => {
    const html = await answerWorkAccidentDeclaration(
      holding([
        {
          title: 'Que faire à la suite d’un accident du travail ?',
          body: 'Vous êtes employeur ? Tout accident du travail doit faire l’objet d’une déclaration auprès de la caisse primaire d’assurance maladie (CPAM) dans les 48 heures après que vous ayez eu connaissance de l’accident. Si l’accident concerne un intérimaire, informez l’entreprise de travail temporaire.',
        },
      ]),
    );
    expect(html).toContain('<strong>48 heures</strong>');
    expect(html).toContain('déclaration auprès de la caisse primaire');
    expect(html).not.toContain('intérimaire');
    expect(html).toContain(`href="${WORK_ACCIDENT_SHEET_HREF}"`);
  });
  it('leaves the question to the search when the sheet or its sentence is not there', async () => {
    expect(await answerWorkAccidentDeclaration(holding([]))).toBeNull();
    expect(
      await answerWorkAccidentDeclaration(holding([{ title: 'Autre', body: 'Rien sur le délai ici.' }])),
    ).toBeNull();
  });
});
