import { describe, expect, it } from 'vitest';
import { namesInStory } from './story-names.ts';

describe('the names a story gives', () => {
  it.each([
    ['mon salarié Kevin me demande un congé sans solde', ['kevin']],
    ['ma salariee julie est en arret', ['julie']],
    ['M. Dupont, mon comptable, dit que…', ['dupont']],
    ['une boulangerie à Villeurbanne', ['villeurbanne']],
    ['on est à Aix-en-Provence', ['aix']],
    ['partir 2 mois en Asie', ['asie']],
    ["faire un tour d'Amérique du Sud", ['amerique', 'du', 'sud']],
    ['un tour d’Amérique latine', ['amerique', 'latine']],
    ['un tour en amerique du sud', ['amerique', 'du', 'sud']],
    ['il poste des photos de ski sur insta lol', ['insta', 'lol']],
    ['mon apprenti prepare un BTS', ['prepare', 'bts']],
  ])('reads « %s » as naming %j', (question, names) => expect([...namesInStory(question)]).toEqual(names));

  it.each([
    'le préavis de démission au Japon',
    'notre bureau à Monaco, il cotise où ?',
    'un salarié détaché à Genève',
    'mon salarié a Parkinson, je peux le licencier ?',
    'vous êtes compatibles, on est sur Qonto',
    'vous êtes compatibles avec Qonto ?',
    'a quoi sert la DSN',
    'je paie ma salariée en retard',
  ])('reads no name the search should leave out in « %s »', (question) => {
    const names = namesInStory(question);
    expect(
      [...names].filter((name) =>
        ['japon', 'monaco', 'geneve', 'parkinson', 'qonto', 'quoi', 'dsn'].includes(name),
      ),
    ).toEqual([]);
  });
});
