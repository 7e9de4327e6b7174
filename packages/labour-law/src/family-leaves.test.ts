import { describe, expect, it } from 'vitest';
import { FAMILY_LEAVES } from './family-leaves.ts';

describe('FAMILY_LEAVES', () => {
  const byId = new Map(FAMILY_LEAVES.map((leave) => [leave.id, leave]));
  it.each([
    ['wedding', '4 jours ouvrables', 'L3142-4'],
    ['child-wedding', '1 jour ouvrable', 'L3142-4'],
    ['child-death', '12 jours ouvrables, 14 jours si l’enfant avait moins de 25 ans', 'L3142-4'],
    ['child-bereavement', '8 jours', 'L3142-1-1'],
    ['relative-death', '3 jours ouvrables', 'L3142-4'],
    ['other-relative-death', 'aucun jour prévu par la loi', 'L3142-4'],
    ['child-diagnosis', '5 jours ouvrables', 'L3142-4'],
    [
      'sick-child',
      '3 jours par an, 5 jours si l’enfant a moins d’un an ou si le salarié a 3 enfants ou plus de moins de 16 ans',
      'L1225-61',
    ],
    ['parental-presence', '310 jours ouvrés au plus', 'L1225-62'],
  ] as const)('%s: « %s » (%s)', (id, figure, article) => {
    const leave = byId.get(id);
    expect(leave?.figure).toBe(figure);
    expect(leave?.articles[0]).toBe(article);
    expect(leave?.explanation).toMatch(/\.$/);
  });
  it('has one leave per id', () => expect(byId.size).toBe(FAMILY_LEAVES.length));
});
