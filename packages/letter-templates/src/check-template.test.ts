import { describe, expect, it } from 'vitest';
import { checkLetterTemplate } from './check-template.ts';
import { conditionHolds, conditionImplies } from './conditions.ts';
import { fixtureTemplate } from './testing/fixture-template.ts';
import type { LetterTemplate } from './types.ts';

/** The fixture with some of its parts replaced. */
function variant(changes: Partial<LetterTemplate>): LetterTemplate {
  return { ...fixtureTemplate, ...changes };
}

describe('checkLetterTemplate', () => {
  it('finds nothing wrong with a sound template', () => {
    expect(checkLetterTemplate(fixtureTemplate)).toEqual([]);
  });

  it.each<[string, Partial<LetterTemplate>, RegExp]>([
    [
      'an unknown placeholder',
      { subject: 'Entretien du {{dateInconnue}}' },
      /\{\{dateInconnue\}\} ne correspond à aucun champ/,
    ],
    ['a malformed placeholder', { subject: 'Entretien du {{dateEntretien}' }, /accolades mal formées/],
    ['a slug that is not kebab-case', { slug: 'Lettre_Essai' }, /kebab-case/],
    [
      'a check on an unknown field',
      {
        checks: [
          { kind: 'date', field: 'dateInconnue', relation: 'after', other: 'dateLettre', message: 'x' },
        ],
      },
      /checks\[0\] : le champ « dateInconnue » n'existe pas/,
    ],
    [
      'a date check on a number',
      { checks: [{ kind: 'date', field: 'duree', relation: 'after', other: 'dateLettre', message: 'x' }] },
      /checks\[0\] : « duree » n'est pas un champ date/,
    ],
    [
      'a length missing for an option',
      {
        checks: [
          {
            kind: 'periodLength',
            field: 'dateEntretien',
            start: 'dateLettre',
            length: 'remise',
            days: { lrar: 7 },
            message: 'x',
          },
        ],
      },
      /« days » doit donner une durée par option de « remise »/,
    ],
    ['a misspelt article', { legalReferences: ['L. 1232-2'] }, /référence « L. 1232-2 » mal écrite/],
    ['no legal reference', { legalReferences: [] }, /aucune référence légale/],
    ['no guidance', { guidance: [] }, /aucun conseil/],
    [
      'a condition on an unknown option',
      { body: [...fixtureTemplate.body, { text: 'x', when: { field: 'remise', equals: 'pigeon' } }] },
      /« remise » n'a pas d'option « pigeon »/,
    ],
    [
      'a condition on an unknown field',
      { body: [...fixtureTemplate.body, { text: 'x', when: { field: 'inconnu', filled: true } }] },
      /champ inconnu « inconnu »/,
    ],
    [
      '« filled » on a required field',
      { body: [...fixtureTemplate.body, { text: 'x', when: { field: 'poste', filled: true } }] },
      /obligatoire et donc toujours rempli/,
    ],
    [
      'an optional field printed without a condition',
      { body: [...fixtureTemplate.body, { text: 'Écrivez à {{courriel}}.' }] },
      /\{\{courriel\}\} est facultatif/,
    ],
    [
      'a conditionally required field printed under another condition',
      {
        body: [
          ...fixtureTemplate.body,
          { text: 'Témoin : {{temoin}}.', when: { field: 'remise', equals: 'lrar' } },
        ],
      },
      /\{\{temoin\}\} est facultatif/,
    ],
    [
      'a field the letter never uses',
      {
        fields: [
          ...fixtureTemplate.fields,
          { name: 'oublie', kind: 'text', label: 'Oublié', required: true },
        ],
      },
      /« oublie » jamais utilisé/,
    ],
    [
      'a field declared twice',
      {
        fields: [...fixtureTemplate.fields, { name: 'poste', kind: 'text', label: 'Poste', required: true }],
      },
      /« poste » déclaré deux fois/,
    ],
    [
      'a standard field declared again',
      {
        fields: [
          ...fixtureTemplate.fields,
          { name: 'salarieNom', kind: 'text', label: 'Nom', required: true },
        ],
      },
      /champ standard/,
    ],
  ])('reports %s', (_case, changes, problem) => {
    expect(checkLetterTemplate(variant(changes)).join('\n')).toMatch(problem);
  });
});

describe('conditions', () => {
  it('hold on a select value, one of several, or a filled field', () => {
    expect(conditionHolds({ field: 'a', equals: 'x' }, { a: ' x ' })).toBe(true);
    expect(conditionHolds({ field: 'a', equals: 'x' }, { a: 'y' })).toBe(false);
    expect(conditionHolds({ field: 'a', oneOf: ['x', 'y'] }, { a: 'y' })).toBe(true);
    expect(conditionHolds({ field: 'a', oneOf: ['x', 'y'] }, {})).toBe(false);
    expect(conditionHolds({ field: 'a', filled: true }, { a: '  ' })).toBe(false);
    expect(conditionHolds({ field: 'a', filled: true }, { a: 3 })).toBe(false);
  });

  it('know when one implies another', () => {
    expect(conditionImplies({ field: 'a', equals: 'x' }, { field: 'a', oneOf: ['x', 'y'] })).toBe(true);
    expect(conditionImplies({ field: 'a', oneOf: ['x', 'y'] }, { field: 'a', equals: 'x' })).toBe(false);
    expect(conditionImplies({ field: 'a', equals: 'x' }, { field: 'a', filled: true })).toBe(true);
    expect(conditionImplies({ field: 'a', filled: true }, { field: 'a', filled: true })).toBe(true);
    expect(conditionImplies({ field: 'a', filled: true }, { field: 'a', equals: 'x' })).toBe(false);
    expect(conditionImplies({ field: 'a', equals: 'x' }, { field: 'b', equals: 'x' })).toBe(false);
  });
});
