import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { readDisciplinaryQuestion } from './disciplinary-question.ts';
import { recogniseIntent } from './recognise-intent.ts';

const read = (question: string) => readDisciplinaryQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('the délais of a disciplinary sanction (stop 44)', () => {
  it('reads how long ago the facts were learnt', () =>
    expect(
      read(
        "j'ai appris il y a 3 mois que mon salarie avait pique dans la caisse, c trop tard pour le sanctionner ?",
      ),
    ).toEqual({
      factsKnownOn: null,
      knownAgo: { amount: 3, unit: 'mois' },
      interviewOn: null,
      statedToday: null,
      warning: false,
      suspension: false,
    }));
  it('reads the day the facts were learnt, the day it is, and a warning', () =>
    expect(
      read(
        "J'ai appris le 3 février 2026 qu'un de mes commerciaux avait gonflé ses notes de frais. Je voulais lui envoyer un avertissement cette semaine (on est le 20 avril), c'est encore possible ? et faut il le convoquer a un entretien avant ?",
      ),
    ).toEqual({
      factsKnownOn: '2026-02-03',
      knownAgo: null,
      interviewOn: null,
      statedToday: '2026-04-20',
      warning: true,
      suspension: false,
    }));
  it('reads the day of the interview and a mise à pied', () =>
    expect(
      read(
        'entretien prealable pour une mise a pied disciplinaire fixé le mardi 10 novembre 2026. entre quelles dates je peux lui notifier la sanction ?',
      ),
    ).toMatchObject({ interviewOn: '2026-11-10', factsKnownOn: null, suspension: true, warning: false }));
  it('tells the two days apart by the nearer word', () =>
    expect(
      read(
        "j'ai decouvert les faits le 2 octobre 2026 et l'entretien prealable est fixe au 20 octobre 2026, jusqu'a quand je peux notifier la sanction ?",
      ),
    ).toMatchObject({ factsKnownOn: '2026-10-02', interviewOn: '2026-10-20' }));
  it('reads « jusqu a » typed without its apostrophe', () =>
    expect(
      read(
        'jai decouvert le 16 fevrier 2026 qu un de mes salariés gonflait ses notes de frais. jusqu a quelle date je peux encore lancer une procedure disciplinaire ?',
      ),
    ).toMatchObject({ factsKnownOn: '2026-02-16' }));
  it('reads a question with no figure', () =>
    expect(read('quel delai pour sanctionner un salarie ?')).toMatchObject({
      factsKnownOn: null,
      knownAgo: null,
      interviewOn: null,
    }));
  it.each([
    // No time asked; the employee contesting it; a dismissal's letter after its interview; notice.
    'un salarie peut il refuser une mise a pied disciplinaire ?',
    "pour la contestation d'un avertissement, j'ai combien de temps ?",
    'licenciement pour faute grave, entretien le 10 mars 2026, la lettre au plus tot quand ?',
    'licenciement pour faute, quel preavis et quel delai ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());
  it('is recognised before the retrieval and the calculators', () =>
    expect(
      recogniseIntent(
        "j'ai su il y a 6 semaines qu'il avait vole du materiel, je peux encore le sanctionner ?",
      ),
    ).toEqual({
      kind: 'disciplinary',
      question: {
        factsKnownOn: null,
        knownAgo: { amount: 6, unit: 'semaines' },
        interviewOn: null,
        statedToday: null,
        warning: false,
        suspension: false,
      },
    }));
});

describe('the délais of a sanction, on review (stop 44)', () => {
  it('gives a day told without its year the year after the day before it, and never throws', async () => {
    const question = read(
      "appris les faits le 15 décembre 2025, entretien fixé le 5 janvier, jusqu'à quand notifier l'avertissement ?",
    );
    expect(question).toMatchObject({ factsKnownOn: '2025-12-15', interviewOn: '2026-01-05' });
    const { answerDisciplinary } = await import('./answer-disciplinary.ts');
    // An interview told before the facts were learnt is set aside, not a crash.
    const before = {
      factsKnownOn: '2025-12-15',
      knownAgo: null,
      interviewOn: '2025-01-05',
      statedToday: null,
      warning: true,
      suspension: false,
    };
    expect(answerDisciplinary(before, new Date())).toContain('lundi 15 décembre 2025');
  });
  it('reads « depuis » as how long the facts lasted, not when they were learnt', () =>
    expect(
      read("il vole depuis 3 mois, je l'ai découvert hier, trop tard pour le sanctionner ?"),
    ).toMatchObject({
      knownAgo: null,
    }));
  it('leaves how long a sanction stays on file to others', () =>
    expect(read('combien de temps reste un avertissement dans le dossier du salarie ?')).toBeNull());
});
