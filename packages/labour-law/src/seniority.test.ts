import { describe, expect, it } from 'vitest';
import { type Absence, ABSENCE_KINDS, type AbsenceKind, computeSeniority } from './seniority.ts';

describe('computeSeniority without absences: complete months, both days included', () => {
  it.each([
    // [start, end, whole months, years]
    ['2025-01-01', '2025-07-31', 7, 7 / 12], // 7 months: no dismissal indemnity yet
    ['2025-01-01', '2025-08-30', 7, 7 / 12],
    ['2025-01-01', '2025-08-31', 8, 8 / 12], // 8 months
    ['2024-09-16', '2025-03-15', 6, 0.5], // 6 months: 1 month of notice
    ['2023-03-15', '2025-03-14', 24, 2], // 2 years: 2 months of notice
    ['2015-03-01', '2025-02-28', 120, 10], // 10 years
    ['2015-03-01', '2025-03-31', 121, 121 / 12], // 10 years and a month
    ['2018-03-01', '2025-09-15', 90, 7.5],
    ['2025-06-16', '2025-06-16', 0, 0],
  ])('%s → %s: %i months', (startDate, endDate, months, years) => {
    const seniority = computeSeniority({ startDate, endDate });
    expect(seniority.wholeMonths).toBe(months);
    expect(seniority.years).toBeCloseTo(years, 12);
    expect(seniority.deductedDays).toBe(0);
    expect(seniority.articles).toEqual(['R1234-1']);
  });

  it('explains the count', () => {
    expect(computeSeniority({ startDate: '2015-03-01', endDate: '2025-03-31' }).rules).toEqual([
      {
        articles: ['R1234-1'],
        explanation:
          'Du 1er mars 2015 au 31 mars 2025 : 121 mois complets, soit 10 ans et 1 mois (10,08 années) ; ' +
          'les jours au-delà du dernier mois complet ne comptent pas.',
      },
    ]);
    expect(computeSeniority({ startDate: '2025-01-01', endDate: '2025-07-31' }).rules[0]?.explanation).toBe(
      'Du 1er janvier 2025 au 31 juillet 2025 : 7 mois complets (0,58 année) ; les jours au-delà du dernier mois complet ne comptent pas.',
    );
  });
});

/** An absence of the kind from…to. */
const absence = (kind: AbsenceKind, from: string, to: string): Absence => ({ kind, from, to });

describe('computeSeniority with absences', () => {
  it.each([
    // [absence, days up to the end date, days taken off, whole months from 2018-03-01 to 2025-09-15 (90 without)]
    // Sick leave of non-professional origin: all its days are taken off (L1234-11). 41 days move the start
    // from 1 March to 11 April 2018: 89 complete months by 15 September 2025.
    [absence('non-professional-sick-leave', '2020-02-03', '2020-03-14'), 41, 41, 89],
    [absence('unpaid-leave', '2022-07-01', '2022-08-31'), 62, 62, 88],
    [absence('sabbatical-leave', '2019-01-01', '2019-06-30'), 181, 181, 84],
    [absence('business-creation-leave', '2019-01-01', '2019-12-31'), 365, 365, 78],
    [absence('disciplinary-suspension', '2024-02-05', '2024-02-07'), 3, 3, 90],
    [absence('other-suspension', '2024-02-05', '2024-03-05'), 30, 30, 89],
    // Full-time parental leave counts half (L1225-54): 90 days take 45 off; 91 take 45 off.
    [absence('full-time-parental-leave', '2021-01-01', '2021-03-31'), 90, 45, 89],
    [absence('full-time-parental-leave', '2021-01-01', '2021-04-01'), 91, 45, 89],
    // Absences that count as work take nothing off.
    [absence('part-time-parental-leave', '2021-01-01', '2021-12-31'), 365, 0, 90],
    [absence('occupational-accident-or-disease', '2021-01-01', '2021-12-31'), 365, 0, 90],
    [absence('maternity-leave', '2021-01-01', '2021-04-30'), 120, 0, 90],
    [absence('paternity-leave', '2021-01-01', '2021-01-28'), 28, 0, 90],
    [absence('adoption-leave', '2021-01-01', '2021-04-30'), 120, 0, 90],
    [absence('birth-leave', '2025-07-01', '2025-07-31'), 31, 0, 90],
    [absence('parental-presence-leave', '2021-01-01', '2021-04-30'), 120, 0, 90],
    [absence('family-solidarity-leave', '2021-01-01', '2021-03-31'), 90, 0, 90],
    [absence('caregiver-leave', '2021-01-01', '2021-03-31'), 90, 0, 90],
    [absence('local-elected-office', '2020-03-15', '2021-03-14'), 365, 0, 90],
    // Only the part up to the end date counts: 15 of the 61 days.
    [absence('unpaid-leave', '2025-09-01', '2025-10-31'), 15, 15, 90],
    // An absence after the end date takes nothing off.
    [absence('unpaid-leave', '2025-10-01', '2025-10-31'), 0, 0, 90],
  ])('%o: %i days, %i off, %i months', (item, days, deducted, months) => {
    const seniority = computeSeniority({ startDate: '2018-03-01', endDate: '2025-09-15', absences: [item] });
    expect(seniority.absences).toEqual([
      { ...item, label: ABSENCE_KINDS[item.kind].label, days, deductedDays: deducted },
    ]);
    expect(seniority.deductedDays).toBe(deducted);
    expect(seniority.wholeMonths).toBe(months);
    expect(seniority.years).toBe(months / 12);
    expect(seniority.calendarDays).toBe(2756);
  });

  it('adds up several absences, in any order, and explains each with its articles', () => {
    const seniority = computeSeniority({
      startDate: '2018-03-01',
      endDate: '2025-09-15',
      absences: [
        absence('full-time-parental-leave', '2021-01-01', '2021-03-31'),
        absence('occupational-accident-or-disease', '2023-05-02', '2023-05-31'),
        absence('non-professional-sick-leave', '2020-02-03', '2020-03-14'),
      ],
    });
    // 41 + 45 days off: the start moves from 1 March to 26 May 2018; 87 complete months to 15 September 2025.
    expect(seniority.deductedDays).toBe(86);
    expect(seniority.wholeMonths).toBe(87);
    expect(seniority.years).toBe(7.25);
    expect(seniority.articles).toEqual(['L1234-8', 'L1234-11', 'L1225-54', 'L1226-7', 'R1234-1']);
    expect(seniority.rules.map((rule) => rule.explanation)).toEqual([
      'Arrêt maladie ou accident d’origine non professionnelle (accident de trajet compris) du 3 février 2020 au ' +
        '14 mars 2020 (41 jours) : une suspension du contrat ne compte pas dans l’ancienneté, 41 jours retirés.',
      'Congé parental d’éducation à temps plein du 1er janvier 2021 au 31 mars 2021 (90 jours) : compte pour moitié, 45 jours retirés.',
      'Arrêt pour accident du travail (hors trajet) ou maladie professionnelle du 2 mai 2023 au 31 mai 2023 (30 jours) : ' +
        'compte comme du travail effectif, rien n’est retiré.',
      'Du 1er mars 2018 au 15 septembre 2025, moins 86 jours d’absence non comptés : 87 mois complets, soit 7 ans et ' +
        '3 mois (7,25 années) ; les jours au-delà du dernier mois complet ne comptent pas.',
    ]);
  });

  it('says when the half of an odd number of days is rounded for the employee', () => {
    const seniority = computeSeniority({
      startDate: '2018-03-01',
      endDate: '2025-09-15',
      absences: [absence('full-time-parental-leave', '2021-01-01', '2021-01-01')],
    });
    expect(seniority.rules[0]?.explanation).toBe(
      'Congé parental d’éducation à temps plein du 1er janvier 2021 au 1er janvier 2021 (1 jour) : compte pour moitié, ' +
        '0 jours retirés (arrondi en faveur du salarié).',
    );
  });

  it('turns 8 months into 7 when an unpaid leave does not count', () => {
    const seniority = computeSeniority({
      startDate: '2025-01-01',
      endDate: '2025-08-31',
      absences: [absence('unpaid-leave', '2025-03-03', '2025-03-07')],
    });
    expect(seniority.wholeMonths).toBe(7);
  });
});

describe('computeSeniority refuses', () => {
  it.each([
    [{ startDate: '2025-01-01', endDate: '2024-12-31' }, /endDate 2024-12-31 is before startDate/],
    [{ startDate: '2025-02-30', endDate: '2025-12-31' }, /startDate must be a date/],
    [{ startDate: '2025-01-01', endDate: '31/12/2025' }, /endDate must be a date/],
    [
      {
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        absences: [absence('unpaid-leave', '2024-12-20', '2025-01-10')],
      },
      /starts before startDate/,
    ],
    [
      {
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        absences: [absence('unpaid-leave', '2025-03-10', '2025-03-01')],
      },
      /ends before it starts/,
    ],
    [
      {
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        absences: [
          absence('unpaid-leave', '2025-03-01', '2025-03-10'),
          absence('maternity-leave', '2025-03-10', '2025-06-30'),
        ],
      },
      /overlap/,
    ],
    [
      {
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        absences: [{ kind: 'holiday' as AbsenceKind, from: '2025-03-01', to: '2025-03-02' }],
      },
      /unknown kind of absence 'holiday'/,
    ],
  ])('%o', (input, message) => {
    expect(() => computeSeniority(input)).toThrow(message);
  });
});

describe('ABSENCE_KINDS', () => {
  it('gives each kind a French label, how it counts and the articles that say so', () => {
    for (const kind of Object.values(ABSENCE_KINDS)) {
      expect(kind.label.length).toBeGreaterThan(5);
      expect(['yes', 'half', 'no']).toContain(kind.counts);
      expect(kind.articles.length).toBeGreaterThan(0);
    }
    const notCounted = Object.entries(ABSENCE_KINDS).filter(([, kind]) => kind.counts === 'no');
    for (const [, kind] of notCounted)
      expect(kind.articles).toEqual(expect.arrayContaining(['L1234-8', 'L1234-11']));
  });
});
