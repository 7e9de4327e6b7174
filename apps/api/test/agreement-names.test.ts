import { describe, expect, it } from 'vitest';
import { readDataFile } from '../src/official-data/data-files.ts';
import { AGREEMENT_NAMES, agreementsNamedIn } from '../src/modules/collective-agreement/agreement-names.ts';

describe('the common names of collective agreements', () => {
  it('name only agreements the official data holds', async () => {
    const { agreements } = (await readDataFile('conventions-collectives')).parse();
    const held = new Set(agreements.map((agreement) => agreement.idcc));
    for (const [name, idccs] of Object.entries(AGREEMENT_NAMES)) {
      for (const idcc of idccs) expect(held.has(idcc), `${name}: IDCC ${idcc}`).toBe(true);
    }
  });

  it.each([
    ['quelle convention pour un restaurant', ['1979']],
    ['convention collective restauration rapide', ['1501']],
    ['convention collective restauration collective', ['1266']],
    ['convention collective du commerce de detail non alimentaire', ['1517']],
    ['convention collective boulangerie patisserie', ['0843']],
    ['ccn coiffure', ['2596']],
    ['convention syntec', ['1486']],
    ["ccn cabinet d'archi ?", ['2332']],
    ['ma femme de menage est payee en cesu, quelle convention collective ?', ['3239']],
    ['agence immo, 3 negociateurs salaries : quelle convention ?', ['1527']],
    ['mon garage (reparation auto) depend de quelle convention ?', ['1090']],
    ["on est une association d'aide et de soins a domicile, idcc ?", ['2941']],
    ["convention d'un bureau d'etudes", ['1486']],
    ['je suis plombier avec 2 salaries, quelle convention ?', ['1596', '1597']],
    ['je reprend un petit resto traditionnel (pas du fast food), la convention ?', ['1979']],
    ["on est une boite de menage de bureaux, 8 agents d'entretien, quelle ccn ?", ['3043']],
    ['ma femme de menage a domicile, quelle convention ?', ['3239']],
  ])('« %s » names %j', (text, idccs) => {
    expect(agreementsNamedIn(text)).toEqual(idccs);
  });

  it('names nothing in words that only contain a name', () => {
    expect(agreementsNamedIn('convention de forfait en jours')).toEqual([]);
    expect(agreementsNamedIn('les restaurateurs')).toEqual([]);
  });
});
