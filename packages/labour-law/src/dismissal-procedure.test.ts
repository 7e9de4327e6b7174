import { describe, expect, it } from 'vitest';
import {
  computeDismissalProcedure,
  INTERVIEW_ASSISTANCE,
  type DismissalProcedureInput,
  PROCEDURE_TRACKS,
  type ProcedureStepId,
  type ProcedureTrack,
  type StepTiming,
} from './dismissal-procedure.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const on = (date: string): StepTiming => ({ kind: 'on', date });
const from = (date: string): StepTiming => ({ kind: 'from', date });
const until = (date: string): StepTiming => ({ kind: 'until', date });
const between = (first: string, last: string): StepTiming => ({ kind: 'between', from: first, until: last });
const undated: StepTiming = { kind: 'undated' };

const CONVOCATION =
  'Première présentation (ou remise en main propre) de la lettre de convocation à l’entretien préalable';
const CSE = 'Première réunion du comité social et économique consulté sur le projet de licenciement';

/** An economic dismissal. */
const economic = (
  startDate: string,
  employeesConcerned: number,
  companyHeadcount: number,
  hasCse: boolean,
  extra: { managerialStaff?: boolean; alsaceMoselle?: boolean } = {},
): DismissalProcedureInput => ({
  motive: 'economic',
  startDate,
  employeesConcerned,
  companyHeadcount,
  hasCse,
  ...extra,
});

/** Every case computed by hand from the articles, délais counted as `working-days.ts` says. */
const CASES: ReadonlyArray<
  readonly [
    string,
    DismissalProcedureInput,
    ProcedureTrack,
    string,
    ReadonlyArray<readonly [ProcedureStepId, StepTiming]>,
  ]
> = [
  [
    // Presented Monday 28 April 2025: 29, 30 April, (1er mai), 2, 3, 5 May: interview from Tuesday 6 May.
    // Then 7, (8 mai), 9 May: the letter leaves on Saturday 10 May at the earliest.
    'personal motive across 1er mai and 8 mai',
    { motive: 'personal', startDate: '2025-04-28' },
    'personal',
    CONVOCATION,
    [
      ['convocation', on('2025-04-28')],
      ['interview', from('2025-05-06')],
      ['notification', from('2025-05-10')],
      ['notice', undated],
    ],
  ],
  [
    // Thursday 6 March 2025: 7, 8, 10, 11, 12 March → interview Thursday 13. Letter: 14, 15 March, a Saturday
    // expiry extended to Monday 17 → Tuesday 18.
    'personal motive across weekends',
    { motive: 'personal', startDate: '2025-03-06' },
    'personal',
    CONVOCATION,
    [
      ['convocation', on('2025-03-06')],
      ['interview', from('2025-03-13')],
      ['notification', from('2025-03-18')],
      ['notice', undated],
    ],
  ],
  [
    // Monday 11 May 2026: 12, 13, (Ascension 14), 15, 16, 18 May → interview Tuesday 19; letter 20, 21 → Friday 22.
    'personal motive across Ascension 2026',
    { motive: 'personal', startDate: '2026-05-11' },
    'personal',
    CONVOCATION,
    [
      ['convocation', on('2026-05-11')],
      ['interview', from('2026-05-19')],
      ['notification', from('2026-05-22')],
      ['notice', undated],
    ],
  ],
  [
    // Cass. soc. 10 juillet 2019: handed Monday 16 December 2013 → interview Tuesday 24 at the earliest. Letter:
    // (Christmas), 26, 27 → Saturday 28; for a faute, within a month of the interview: 24 January 2014.
    'disciplinary dismissal, Christmas 2013',
    { motive: 'personal', startDate: '2013-12-16', disciplinary: true },
    'personal',
    CONVOCATION,
    [
      ['convocation', on('2013-12-16')],
      ['interview', from('2013-12-24')],
      ['notification', between('2013-12-28', '2014-01-24')],
      ['notice', undated],
    ],
  ],
  [
    // Wednesday 16 April 2025 in Alsace-Moselle: 17, (Good Friday 18), 19, (Easter Monday 21), 22, 23, 24 →
    // interview Friday 25 (Thursday 24 elsewhere). Letter: 26, 28 → Tuesday 29.
    'personal motive in Alsace-Moselle at Easter',
    { motive: 'personal', startDate: '2025-04-16', alsaceMoselle: true },
    'personal',
    CONVOCATION,
    [
      ['convocation', on('2025-04-16')],
      ['interview', from('2025-04-25')],
      ['notification', from('2025-04-29')],
      ['notice', undated],
    ],
  ],
  [
    // Friday 25 April 2025: 26, 28, 29, 30 April, (1er mai), 2 May → interview Saturday 3 May. A cadre: 15 jours
    // ouvrables, 5 to 22 May without 8 mai → letter Friday 23 May; DREETS informed by Saturday 31 May.
    'individual economic dismissal of a cadre',
    economic('2025-04-25', 1, 8, false, { managerialStaff: true }),
    'economic-individual',
    CONVOCATION,
    [
      ['convocation', on('2025-04-25')],
      ['interview', from('2025-05-03')],
      ['csp-offer', from('2025-05-03')],
      ['notification', from('2025-05-23')],
      ['dreets-information', between('2025-05-23', '2025-05-31')],
      ['notice', undated],
    ],
  ],
  [
    // Not a cadre: 7 jours ouvrables, 5, 6, 7, (8 mai), 9, 10, 12, 13 May → letter Wednesday 14 May.
    'individual economic dismissal',
    economic('2025-04-25', 1, 8, false),
    'economic-individual',
    CONVOCATION,
    [
      ['convocation', on('2025-04-25')],
      ['interview', from('2025-05-03')],
      ['csp-offer', from('2025-05-03')],
      ['notification', from('2025-05-14')],
      ['dreets-information', between('2025-05-14', '2025-05-22')],
      ['notice', undated],
    ],
  ],
  [
    // From 1 000 employees: the congé de reclassement instead of the CSP, offered in the letter.
    'individual economic dismissal in a company of 1 200',
    economic('2025-04-25', 1, 1200, true),
    'economic-individual',
    CONVOCATION,
    [
      ['convocation', on('2025-04-25')],
      ['interview', from('2025-05-03')],
      ['notification', from('2025-05-14')],
      ['reclassification-leave-offer', from('2025-05-14')],
      ['dreets-information', between('2025-05-14', '2025-05-22')],
      ['notice', undated],
    ],
  ],
  [
    // First CSE meeting Tuesday 1 April 2025; the month ends on 1er mai, extended to Friday 2 May; convocation
    // from Saturday 3 May: 5, 6, 7, (8 mai), 9, 10 (a Saturday, extended to Monday 12) → interview Tuesday 13;
    // 14, 15, 16, 17, 19, 20, 21 → letters Thursday 22 May.
    '3 economic dismissals, 30 employees, a CSE',
    economic('2025-04-01', 3, 30, true),
    'economic-2-to-9',
    CSE,
    [
      ['cse-first-meeting', on('2025-04-01')],
      ['cse-opinion', until('2025-05-02')],
      ['convocation', from('2025-05-03')],
      ['interview', from('2025-05-13')],
      ['csp-offer', from('2025-05-13')],
      ['notification', from('2025-05-22')],
      ['dreets-information', between('2025-05-22', '2025-05-30')],
      ['notice', undated],
    ],
  ],
  [
    // Under 11 employees, no CSE to consult: the calendar starts with the convocation.
    '3 economic dismissals, 8 employees',
    economic('2025-03-06', 3, 8, false),
    'economic-2-to-9',
    CONVOCATION,
    [
      ['convocation', on('2025-03-06')],
      ['interview', from('2025-03-13')],
      ['csp-offer', from('2025-03-13')],
      // 14, 15, 17, 18, 19, 20, 21 March → Saturday 22.
      ['notification', from('2025-03-22')],
      ['dreets-information', between('2025-03-22', '2025-03-30')],
      ['notice', undated],
    ],
  ],
  [
    // 11 employees or more without a CSE: no consultation, and the note says the procedure is irregular
    // without a procès-verbal de carence.
    '2 economic dismissals, 20 employees, no CSE, one a cadre',
    economic('2025-03-06', 2, 20, false, { managerialStaff: true }),
    'economic-2-to-9',
    CONVOCATION,
    [
      ['convocation', on('2025-03-06')],
      ['interview', from('2025-03-13')],
      ['csp-offer', from('2025-03-13')],
      ['notification', from('2025-03-22')],
      ['dreets-information', between('2025-03-22', '2025-03-30')],
      ['notice', undated],
    ],
  ],
  [
    // First meeting Tuesday 1 April 2025: the project goes to the DREETS from Wednesday 2; the second meeting
    // by Tuesday 15; letters 30 days after 2 April: Friday 2 May → Saturday 3 May.
    '12 economic dismissals, 40 employees, a CSE',
    economic('2025-04-01', 12, 40, true),
    'economic-10-or-more',
    CSE,
    [
      ['cse-first-meeting', on('2025-04-01')],
      ['dreets-project-notification', from('2025-04-02')],
      ['cse-second-meeting', between('2025-04-02', '2025-04-15')],
      ['csp-offer', until('2025-04-15')],
      ['notification', from('2025-05-03')],
      ['notice', undated],
    ],
  ],
  [
    // First meeting Saturday 3 May 2025: the day after is a Sunday, the project goes to the DREETS from
    // Monday 5 May; 30 days end on Wednesday 4 June → letters Thursday 5 June.
    '10 economic dismissals, 10 employees, a CSE, first meeting on a Saturday',
    economic('2025-05-03', 10, 10, true),
    'economic-10-or-more',
    CSE,
    [
      ['cse-first-meeting', on('2025-05-03')],
      ['dreets-project-notification', from('2025-05-05')],
      ['cse-second-meeting', between('2025-05-04', '2025-05-17')],
      ['csp-offer', until('2025-05-17')],
      ['notification', from('2025-06-05')],
      ['notice', undated],
    ],
  ],
  [
    // No CSE: interviews (Tuesday 8 April), the project notified that day; 30 days end on 8 mai, extended to
    // Friday 9 → letters Saturday 10 May.
    '12 economic dismissals, 30 employees, no CSE',
    economic('2025-04-01', 12, 30, false),
    'economic-10-or-more',
    CONVOCATION,
    [
      ['convocation', on('2025-04-01')],
      ['interview', from('2025-04-08')],
      ['dreets-project-notification', from('2025-04-08')],
      ['csp-offer', from('2025-04-08')],
      ['notification', from('2025-05-10')],
      ['notice', undated],
    ],
  ],
  [
    // 120 dismissals: the CSE has 3 months, to Tuesday 1 July 2025; the second meeting 15 days after the first.
    '120 economic dismissals, 1 200 employees, a CSE (PSE)',
    economic('2025-04-01', 120, 1200, true),
    'economic-10-or-more-pse',
    CSE,
    [
      ['cse-first-meeting', on('2025-04-01')],
      ['dreets-project-notification', from('2025-04-02')],
      ['cse-second-meeting', from('2025-04-16')],
      ['cse-opinion', until('2025-07-01')],
      ['dreets-decision', undated],
      ['notification', undated],
      ['reclassification-leave-offer', undated],
      ['notice', undated],
    ],
  ],
  [
    // 99 dismissals: 2 months, to Sunday 1 June 2025, extended to Monday 2 June.
    '99 economic dismissals, 300 employees, a CSE (PSE)',
    economic('2025-04-01', 99, 300, true),
    'economic-10-or-more-pse',
    CSE,
    [
      ['cse-first-meeting', on('2025-04-01')],
      ['dreets-project-notification', from('2025-04-02')],
      ['cse-second-meeting', from('2025-04-16')],
      ['cse-opinion', until('2025-06-02')],
      ['dreets-decision', undated],
      ['csp-offer', undated],
      ['notification', undated],
      ['notice', undated],
    ],
  ],
  [
    // 250 dismissals: 4 months, to Friday 1 August 2025.
    '250 economic dismissals, 900 employees, a CSE (PSE)',
    economic('2025-04-01', 250, 900, true),
    'economic-10-or-more-pse',
    CSE,
    [
      ['cse-first-meeting', on('2025-04-01')],
      ['dreets-project-notification', from('2025-04-02')],
      ['cse-second-meeting', from('2025-04-16')],
      ['cse-opinion', until('2025-08-01')],
      ['dreets-decision', undated],
      ['csp-offer', undated],
      ['notification', undated],
      ['notice', undated],
    ],
  ],
  [
    'PSE without a CSE',
    economic('2025-04-01', 15, 60, false),
    'economic-10-or-more-pse',
    CONVOCATION,
    [
      ['convocation', on('2025-04-01')],
      ['interview', from('2025-04-08')],
      ['dreets-project-notification', from('2025-04-08')],
      ['dreets-decision', undated],
      ['csp-offer', undated],
      ['notification', undated],
      ['notice', undated],
    ],
  ],
];

describe.each(CASES)('computeDismissalProcedure: %s', (_, input, track, startEvent, steps) => {
  const procedure = computeDismissalProcedure(input);
  it(`follows the track ${track}`, () => {
    expect(procedure.track).toBe(track);
    expect(procedure.title).toBe(PROCEDURE_TRACKS[track]);
    expect(procedure.startDate).toBe(input.startDate);
    expect(procedure.startEvent).toBe(startEvent);
  });
  it('gives the steps in order with their dates', () => {
    expect(procedure.steps.map((step) => [step.id, step.timing])).toEqual(steps);
  });
  it('explains each step with its articles', () => {
    for (const step of procedure.steps) {
      expect(step.title.length).toBeGreaterThan(3);
      expect(step.articles.length).toBeGreaterThan(0);
      expect(step.explanation.length).toBeGreaterThan(20);
    }
    expect(procedure.rules).toHaveLength(procedure.notes.length + procedure.steps.length);
    for (const step of procedure.steps)
      for (const article of step.articles) expect(procedure.articles).toContain(article);
  });
});

describe('computeDismissalProcedure: the notes on the whole procedure', () => {
  it.each<[DismissalProcedureInput, ReadonlyArray<readonly string[]>]>([
    [{ motive: 'personal', startDate: '2025-03-06' }, []],
    [economic('2025-03-06', 1, 8, false), []],
    [economic('2025-03-06', 1, 30, false), [['L1235-15', 'L2311-2']]],
    [economic('2025-03-06', 3, 8, false), [['L1233-8']]],
    [economic('2025-03-06', 3, 8, true, { managerialStaff: true }), [['L1233-8'], ['L1233-15']]],
    [
      economic('2025-03-06', 2, 20, false, { managerialStaff: true }),
      [['L1235-15', 'L2311-2'], ['L1233-15']],
    ],
    [economic('2025-04-01', 12, 40, true), [['L1233-38']]],
    [economic('2025-04-01', 12, 30, false), [['L1235-15', 'L2311-2']]],
    [economic('2025-04-01', 10, 10, false), []],
    [economic('2025-04-01', 120, 1200, true), [['L1233-61'], ['L1233-38']]],
    [economic('2025-04-01', 15, 60, false), [['L1235-15', 'L2311-2'], ['L1233-61']]],
  ])('%o', (input, notes) => {
    expect(computeDismissalProcedure(input).notes.map((note) => note.articles)).toEqual(notes);
  });

  it('says why a procedure without CSE is irregular', () => {
    expect(computeDismissalProcedure(economic('2025-03-06', 1, 30, false)).notes[0]?.explanation).toBe(
      'Entreprise d’au moins 11 salariés sans CSE : sans procès-verbal de carence, la procédure est irrégulière et ' +
        'chaque salarié a droit à au moins un mois de salaire brut en plus de ses indemnités.',
    );
  });
});

describe('computeDismissalProcedure: the explanations', () => {
  it('counts the délai of the interview as the Cour de cassation does, naming the extension', () => {
    const procedure = computeDismissalProcedure({
      motive: 'personal',
      startDate: '2013-12-16',
      disciplinary: true,
    });
    const [convocation, interview, notification] = procedure.steps;
    expect(convocation?.articles).toEqual(['L1232-2', 'R1232-1', 'L1232-4', 'L1332-4']);
    expect(convocation?.explanation).toContain(
      'dans les 2 mois qui suivent le jour où l’employeur a eu connaissance des faits',
    );
    expect(interview?.articles).toEqual(['L1232-2', 'R1231-1']);
    expect(interview?.explanation).toBe(
      'Au plus tôt le mardi 24 décembre 2013 : le salarié dispose de 5 jours ouvrables pleins après la présentation de la ' +
        'lettre, sans compter ce jour-là, les dimanches ni les jours fériés (Cass. soc. 3 juin 2015, n° 14-12.245), et le ' +
        'délai, qui expirait le samedi 21 décembre 2013, est prorogé jusqu’au premier jour ouvrable suivant, le lundi ' +
        '23 décembre 2013. L’employeur y indique les motifs envisagés et recueille les explications du salarié.',
    );
    expect(notification?.articles).toEqual(['L1232-6', 'R1231-1', 'L1332-2']);
    expect(notification?.explanation).toBe(
      'Lettre recommandée avec avis de réception qui énonce le ou les motifs, expédiée au plus tôt le samedi 28 décembre ' +
        '2013 : 2 jours ouvrables pleins après la date prévue de l’entretien ; le délai expire le vendredi 27 décembre 2013 ; ' +
        'le mercredi 25 décembre 2013 (Jour de Noël), férié, n’est pas compté. Pour une faute, au plus tard le vendredi ' +
        '24 janvier 2014 : un mois après le jour fixé pour l’entretien.',
    );
  });

  it('names several holidays, and a holiday on which a délai expires', () => {
    const procedure = computeDismissalProcedure(economic('2025-04-01', 3, 30, true));
    const opinion = procedure.steps.find((step) => step.id === 'cse-opinion');
    expect(opinion?.explanation).toContain(
      '(le délai, qui expirait le jeudi 1er mai 2025, jour férié, est prorogé jusqu’au premier jour ouvrable suivant, le vendredi 2 mai 2025)',
    );
    const individual = computeDismissalProcedure(
      economic('2025-04-25', 1, 8, false, { managerialStaff: true }),
    );
    expect(individual.steps.find((step) => step.id === 'notification')?.explanation).toContain(
      '15 jours ouvrables (cadre) après la date prévue de l’entretien ; le délai expire le jeudi 22 mai 2025 ; le jeudi 8 mai 2025, férié, n’est pas compté.',
    );
    const twoHolidays = computeDismissalProcedure({ motive: 'personal', startDate: '2025-04-30' });
    // 2, 3, 5, 6, 7 May without 1er mai; the letter after 9 and 10 May without 8 mai.
    expect(twoHolidays.steps[1]?.timing).toEqual(from('2025-05-09'));
    expect(twoHolidays.steps[1]?.explanation).toContain('le jeudi 1er mai 2025, férié, n’est pas compté');
    const alsace = computeDismissalProcedure({
      motive: 'personal',
      startDate: '2025-04-16',
      alsaceMoselle: true,
    });
    expect(alsace.steps[1]?.explanation).toContain(
      'le vendredi 18 avril 2025 (Vendredi saint), le lundi 21 avril 2025 (Lundi de Pâques), fériés, ne sont pas comptés',
    );
  });

  it('gives the CSP’s 21 days from the interview, and the contribution without an offer', () => {
    const procedure = computeDismissalProcedure(economic('2025-04-25', 1, 8, false));
    expect(plain(procedure.steps.find((step) => step.id === 'csp-offer')?.explanation ?? '')).toContain(
      'Le salarié a 21 jours pour répondre (convention d’assurance chômage relative au CSP) : jusqu’au samedi 24 mai 2025 ' +
        's’il lui est remis le samedi 3 mai 2025',
    );
    expect(procedure.steps.find((step) => step.id === 'csp-offer')?.explanation).toContain(
      'Sans proposition, l’employeur doit à France Travail une contribution de 2 mois de salaire brut, portée à 3 mois ' +
        'si le salarié adhère au CSP sur proposition de France Travail.',
    );
  });

  it('says the délai of 30 days before the letters, and the DREETS’s 21 days under 50', () => {
    const procedure = computeDismissalProcedure(economic('2025-04-01', 12, 30, false));
    expect(procedure.steps.find((step) => step.id === 'notification')?.explanation).toBe(
      'Lettres recommandées avec avis de réception, envoyées au plus tôt le samedi 10 mai 2025 : 30 jours après la ' +
        'notification du projet à la DREETS ; le délai, qui expirait le jeudi 8 mai 2025, jour férié, est prorogé ' +
        'jusqu’au premier jour ouvrable suivant, le vendredi 9 mai 2025.',
    );
    const withCse = computeDismissalProcedure(economic('2025-04-01', 12, 40, true));
    expect(withCse.steps.find((step) => step.id === 'dreets-project-notification')?.articles).toEqual([
      'L1233-46',
      'L1233-53',
    ]);
  });

  it('gives the CSE’s délai by the number of dismissals, and the extension of a Sunday expiry', () => {
    const procedure = computeDismissalProcedure(economic('2025-04-01', 99, 300, true));
    expect(procedure.steps.find((step) => step.id === 'cse-opinion')?.explanation).toBe(
      'Pour 99 licenciements, le CSE rend ses deux avis au plus tard le lundi 2 juin 2025, 2 mois après la première ' +
        'réunion (le délai, qui expirait le dimanche 1er juin 2025, est prorogé jusqu’au premier jour ouvrable suivant, ' +
        'le lundi 2 juin 2025) ; un accord collectif peut prévoir d’autres délais ; sans avis, il est réputé consulté.',
    );
  });
});

describe('computeDismissalProcedure refuses', () => {
  it.each<[DismissalProcedureInput, RegExp]>([
    [{ motive: 'personal', startDate: '2025-02-30' }, /startDate must be a date/],
    [economic('2025-04-01', 0, 10, true), /employeesConcerned must be a whole number from 1, got 0/],
    [economic('2025-04-01', 2.5, 10, true), /employeesConcerned/],
    [economic('2025-04-01', 1, 0, true), /companyHeadcount must be a whole number from 1/],
    [economic('2025-04-01', 12, 11.5, true), /companyHeadcount/],
  ])('%o', (input, message) => {
    expect(() => computeDismissalProcedure(input)).toThrow(message);
  });

  it('more employees concerned than the company has', () => {
    expect(() => computeDismissalProcedure(economic('2025-04-01', 11, 11, true))).not.toThrow();
    expect(() => computeDismissalProcedure(economic('2025-04-01', 12, 11, true))).toThrow(
      /12 employees concerned in a company of 11/,
    );
  });
});

describe('INTERVIEW_ASSISTANCE', () => {
  it('names the conseiller du salarié where there are no staff representatives (L1232-4)', () => {
    expect(INTERVIEW_ASSISTANCE.articles).toEqual(['L1232-4']);
    expect(INTERVIEW_ASSISTANCE.figure).toContain('conseiller du salarié');
  });
});
