import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerSolidarityDay } from './answer-solidarity-day.ts';
import { readSolidarityDayQuestion } from './solidarity-day-question.ts';

const read = (question: string) => readSolidarityDayQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('the journée de solidarité (stop 44)', () => {
  it.each([
    [
      'journee de solidarité le lundi de pentecote, je dois payer ma salariée à temps plein ou pas ?',
      null,
      null,
    ],
    [
      "chez nous la journée de solidarité c'est le lundi de pentecote. ca tombe quand en 2027 ? et pour ma salariée a mi temps c'est combien d'heures non payées ?",
      17.5,
      2027,
    ],
    [
      'lundi de pentecote : mon patron dit que je bosse gratos, c est legal ? je suis a 24h par semaine',
      24,
      null,
    ],
  ])('reads « %s »', (question, weeklyHours, year) => expect(read(question)).toEqual({ weeklyHours, year }));
  it.each(['le lundi de pentecote est il ferie en 2027 ?', 'contribution solidarite autonomie taux ?'])(
    'leaves « %s » to others',
    (question) => expect(read(question)).toBeNull(),
  );
  it('gives a part-timer’s hours and the year’s Pentecost Monday, the sheet first', () => {
    const html = answerSolidarityDay({ weeklyHours: 17.5, year: 2027 });
    expect(html).toContain('<strong>3,5 heures</strong>');
    expect(html).toContain('<strong>lundi 17 mai 2027</strong>');
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/outils/fiche/la-journee-de-solidarite');
  });
});
