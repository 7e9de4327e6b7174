import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { readOvertimeQuestion } from './overtime-question.ts';
import { recogniseIntent } from './recognise-intent.ts';

const read = (question: string) => readOvertimeQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('the premium of a week’s extra hours (stop 43)', () => {
  it.each([
    [
      'salarié à 35h qui a fait 45h cette semaine, les heures sup sont majorées de combien ?',
      { weeklyHours: 45, contractWeeklyHours: null, partTime: false, hourlyRateCents: null },
    ],
    [
      'Ma secrétaire est à temps partiel, 30h par semaine dans son contrat. La semaine dernière elle a fait 33h. Les heures en plus je les paye avec quelle majoration ?',
      { weeklyHours: 33, contractWeeklyHours: 30, partTime: true, hourlyRateCents: null },
    ],
    [
      'ma vendeuse est a 20h par semaine, elle a fait 23h, taux horaire 12,10 brut, combien avec les majorations ?',
      { weeklyHours: 23, contractWeeklyHours: 20, partTime: true, hourlyRateCents: 1_210 },
    ],
    [
      'mon carreleur a fait 51h cette semaine a 13 € de l heure, combien de majoration je lui dois ?',
      { weeklyHours: 51, contractWeeklyHours: null, partTime: false, hourlyRateCents: 1_300 },
    ],
    [
      'il a fait 46h a 15 € de l heure, je lui dois combien pour ses heures sup ?',
      { weeklyHours: 46, partTime: false, hourlyRateCents: 1_500 },
    ],
    [
      'les heures supplementaires sont majorees de combien au dela de 35h',
      { weeklyHours: null, partTime: false },
    ],
    [
      'ma salariee a mi temps fait des heures en plus, je les majore de combien ?',
      { weeklyHours: null, contractWeeklyHours: 17.5, partTime: true },
    ],
    [
      'heures sup 37h30 cette semaine taux horaire 12,50 €, ca fait combien ?',
      { weeklyHours: 37.5, hourlyRateCents: 1_250 },
    ],
    // A rate without its euro sign, before « de l'heure » (stop 45).
    [
      'il a fait 39h, il est a 13,50 brut de l heure, combien pour ses heures sup ?',
      { weeklyHours: 39, hourlyRateCents: 1_350 },
    ],
    [
      'salariee a temps partiel 24h/semaine, elle a fait 26h cette semaine, taux 12,50 de l heure, je lui paye combien les 2h en plus ?',
      { weeklyHours: 26, contractWeeklyHours: 24, hourlyRateCents: 1_250 },
    ],
    ['taux de majoration des heures sup a 45 h ?', { weeklyHours: 45, hourlyRateCents: null }],
    // A full week, then a Saturday's hours on top; « e » for euros (stop 49).
    [
      'mon macon fait ses 35h du lundi au vendredi et je le fais venir samedi matin 4h pour finir un mur. il est a 14 e de l heure. le samedi c majore special ou c juste des heures sup ? ca fait combien a payer pour ses 4h du samedi',
      { weeklyHours: 39, hourlyRateCents: 1_400 },
    ],
    [
      'elle fait 35 heures en semaine plus 5h le samedi, taux horaire 12 €, combien de majoration pour les heures sup ?',
      { weeklyHours: 40, hourlyRateCents: 1_200 },
    ],
    // Recovering told as the story, the pay of the week's hours asked (stop 49).
    [
      'preparatrice, 35h sur mon contrat, payee 13,20 brut de l heure. La semaine derniere on a fait 45h (tout est pointé a la badgeuse) et rien sur ma paie, il dit que ca sera recupéré plus tard. Combien on aurait du me payer en plus pour ces 10h avec les majorations ?',
      { weeklyHours: 45, hourlyRateCents: 1_320 },
    ],
    // Not a Saturday inside the 35 hours, nor hours told of another day.
    [
      'il fait 35h du lundi au samedi, il a fait 42h cette semaine, heures sup majorees combien ?',
      { weeklyHours: 42 },
    ],
  ])('reads « %s »', (question, expected) => expect(read(question)).toMatchObject(expected));
  it.each([
    'a partir de combien d heures par semaine c est des heures sup',
    'contingent heures sup c 220h par an max ?',
    "je veux passer mon cadre au forfait jours, il n'a plus d'heures sup a payer c'est ca ?",
    'heures sup le dimanche majorees de combien ?',
    'les heures sup sont defiscalisees jusqu a combien ?',
    'mes heures sup peuvent etre recuperees au lieu d etre payees ? j ai fait 42h cette semaine a 12 € de l heure',
    'la badgeuse compte mal mes heures sup, comment je conteste ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());
  it('reads the law’s premium though the agreement is named as silent', () =>
    expect(
      recogniseIntent(
        'a temps partiel, 24h dans son contrat, elle a fait 27h, quelle majoration ? notre convention ne prévoit rien',
      ),
    ).toMatchObject({ kind: 'overtime', weeklyHours: 27, contractWeeklyHours: 24 }));
});
