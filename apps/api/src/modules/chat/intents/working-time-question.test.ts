import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerWorkingTime } from './answer-working-time.ts';
import { recogniseIntent } from './recognise-intent.ts';
import { readWorkingTimeQuestion } from './working-time-question.ts';

const read = (question: string) =>
  readWorkingTimeQuestion(normaliseVisitorWords(foldQuestion(question)))?.limits ?? null;

describe('the legal limits of working time (stop 44)', () => {
  it.each([
    [
      'rush de fin d annee, mes gars veulent faire des grosses journées. c est quoi le max legal par jour et par semaine ?',
      ['daily-maximum', 'weekly-maximum', 'average-weekly-maximum'],
    ],
    ['on peut faire bosser un salarie plus de 10h dans une journee ?', ['daily-maximum']],
    ['combien d heures de repos minimum entre deux journees de boulot', ['daily-rest']],
    [
      'boulangerie, mon ouvrier travaille de 22h a 6h. en tant que travailleur de nuit il peut faire combien d heures max par nuit et par semaine ?',
      ['night-daily-maximum', 'night-weekly-maximum'],
    ],
    [
      'la mairie autorise l ouverture certains dimanches. c est combien de dimanches max par an ?',
      ['mayor-sundays'],
    ],
    ['la pause obligatoire c est combien ?', ['break']],
    [
      "il a fait 11h mardi sans pause et il va finir la semaine à 50h. c quoi les maximums par jour et par semaine, et la pause obligatoire c'est combien ?",
      ['daily-maximum', 'weekly-maximum', 'average-weekly-maximum', 'break'],
    ],
    ['je peux faire travailler un salarié 7 jours sur 7 pendant le rush ?', ['days-per-week']],
  ])('reads « %s »', (question, limits) => expect(read(question)).toEqual(limits));
  it.each([
    // The overtime premium, a young worker, a part-timer, paid leave, a simple fact.
    'combien d heures max pour un apprenti de 16 ans par jour ?',
    'mon salarie a temps partiel peut faire combien d heures en plus par semaine ?',
    'les heures sup au dela de 35h par semaine sont majorees de combien ?',
    'mon salarie travaille 39 heures par semaine, comment je le paie ?',
    'combien de jours de conges par an ?',
    'duree legale de travail par semaine',
    "Il peut bosser combien d'heures par jour ? c'est le fils d'une amie, 16 ans",
    'deux salariés ont fait greve hier toute la journée, j ai le droit d enlever la journée sur leur paie ?',
    'le maire a autorisé l ouverture les dimanches de décembre. Je paye comment mes vendeuses ces dimanches là ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());
  it('is recognised before the retrieval', () =>
    expect(recogniseIntent('c est quoi la duree maximale de travail par jour ?')).toEqual({
      kind: 'working-time',
      limits: ['daily-maximum'],
    }));
  it('gives each figure, the article of the first limit first', () => {
    const html = answerWorkingTime(['daily-rest', 'weekly-rest']);
    expect(html).toContain('<strong>11 heures consécutives</strong>');
    expect(html).toContain('<strong>35 heures consécutives</strong>');
    expect(html.match(/<a href="([^"]+)"/)?.[1]).toBe('/code-du-travail/article/L3131-1');
  });
});

describe('the overtime quota, day rates and the part-time minimum (stop 46)', () => {
  it.each([
    [
      'c est combien le contingent d heures sup par an sans accord de branche ?',
      ['overtime-quota', 'overtime-quota-rest'],
    ],
    [
      'un gars a depasse le contingent d heures supplementaires, il a droit a du repos en plus ?',
      ['overtime-quota-rest', 'overtime-quota'],
    ],
    [
      'forfait en jours : on peut faire travailler un cadre combien de jours par an au maximum ?',
      ['day-rate-days'],
    ],
    [
      'salarie au forfait jours qui veut renoncer a des jours de repos, jusqu a combien de jours il peut travailler ?',
      ['day-rate-days', 'day-rate-days-waived'],
    ],
    ['temps partiel : quelle duree minimum par semaine ?', ['part-time-minimum']],
    ['un contrat de 10h par semaine c est legal ?', ['part-time-minimum']],
    [
      'ma boulangerie est ouverte le dimanche, ma vendeuse peut travailler tous les dimanches matin ?',
      ['food-retail-sunday'],
    ],
    [
      'mon technicien est d astreinte le week end avec le telephone, je dois le payer comme du temps de travail ?',
      ['on-call'],
    ],
  ] as const)('reads « %s » as %j', (question, limits) => expect(read(question)).toEqual(limits));

  it.each([
    'le contingent de dimanches du maire',
    'temps partiel 20h par semaine, quel salaire au smic ?',
    'salariee a temps partiel 24h, elle a fait 26h, je paie combien les heures en plus ?',
    'lundi de pentecote a temps partiel, c est legal de ne pas le payer ?',
    'forfait jours : comment calculer le salaire journalier ?',
    'boulangerie : le 1er mai tombe un dimanche, je paie double ?',
  ])('leaves « %s » to others', (question) => {
    const limits = read(question) ?? [];
    expect(limits.some((id) => /^(?:overtime-quota|day-rate-|part-time-)/.test(id))).toBe(false);
  });

  it('names the sheet before the article for limits an agreement sets first', () => {
    const html = answerWorkingTime(['day-rate-days']);
    expect(html.indexOf('/outils/fiche/les-conventions-de-forfait')).toBeLessThan(
      html.indexOf('/code-du-travail/article/L3121-64'),
    );
    expect(html).toContain('218 jours');
    expect(html).not.toContain('heures supplémentaires.</p>');
  });
});

describe('the weekly rest in other words, and a delay to act that is no working time (stop 48)', () => {
  it('reads « le minimum légal de repos dans la semaine » as the weekly rest', () =>
    expect(
      read(
        'mon chef finit le dimanche a 23h et reprend le mardi 9h. c est le minimum legal de repos dans la semaine ? c est combien d heures d affilée le minimum',
      ),
    ).toEqual(['weekly-rest']));
  it.each([
    'il y a 3 semaines un serveur se servait dans la caisse. j ai combien de temps max pour lancer une sanction ?',
    'rupture conventionnelle signee la semaine prochaine, la dreets met combien de temps a valider ?',
  ])('leaves « %s » to its own subject', (message) => expect(read(message)).toBeNull());
  it.each([
    ['pendant mon preavis de licenciement je fais 12h par jour, c est le maximum legal ?', ['daily-maximum']],
    [
      'notre duree conventionnelle est de 35h, combien d heures max par semaine legalement ?',
      ['weekly-maximum', 'average-weekly-maximum'],
    ],
    ['combien de temps de pause obligatoire par jour ? sinon je risque des sanctions ?', ['break']],
  ])('still reads the limit of « %s »', (message, limits) => expect(read(message)).toEqual(limits));
  it('reads no weekly rest in « repos compensateur de la semaine prochaine »', () =>
    expect(
      read('il prend son repos compensateur de la semaine prochaine, c est combien d heures minimum ?'),
    ).not.toEqual(['weekly-rest']));
});
