import { describe, expect, it } from 'vitest';
import {
  absencesOf,
  type EmploymentAnswers,
  emptyEmploymentAnswers,
  validateAbsences,
  validateEmploymentDates,
} from './employment-answers.ts';
import { salaryMonthCount, salaryMonthLabels, validateSalaries } from './salary-answers.ts';

const NOTIFICATION = { name: 'la date de notification' };
const dates: EmploymentAnswers = {
  ...emptyEmploymentAnswers,
  startDate: '2020-01-01',
  endDate: '2025-01-01',
};

describe('the dates of a seniority', () => {
  it('asks for both dates, real, the end not before the start', () => {
    expect(validateEmploymentDates(emptyEmploymentAnswers, NOTIFICATION)).toEqual({
      startDate: 'Ce champ est obligatoire',
      endDate: 'Ce champ est obligatoire',
    });
    expect(validateEmploymentDates({ ...dates, endDate: '2019-12-31' }, NOTIFICATION)).toEqual({
      endDate: 'La date de notification ne peut pas précéder la date d’entrée',
    });
    expect(validateEmploymentDates(dates, NOTIFICATION)).toEqual({});
  });
});

describe('the absences', () => {
  it('wants a yes or a no, and at least one absence after a yes', () => {
    expect(validateAbsences(dates, NOTIFICATION)).toEqual({ hadAbsences: 'Choisissez une réponse' });
    expect(validateAbsences({ ...dates, hadAbsences: 'non' }, NOTIFICATION)).toEqual({});
    expect(validateAbsences({ ...dates, hadAbsences: 'oui' }, NOTIFICATION)).toEqual({
      absences: 'Ajoutez au moins une absence, ou répondez « Non »',
    });
  });

  it('checks each absence: its kind, its dates within the contract, no overlap', () => {
    const answers: EmploymentAnswers = {
      ...dates,
      hadAbsences: 'oui',
      absences: [
        { key: 1, kind: '', from: '2022-03-01', to: '2022-03-31' },
        { key: 2, kind: 'unpaid-leave', from: '2022-03-15', to: '2022-04-15' },
        { key: 3, kind: 'unpaid-leave', from: '2019-06-01', to: '2019-06-30' },
        { key: 4, kind: 'unpaid-leave', from: '2024-12-01', to: '2025-02-01' },
        { key: 5, kind: 'sabbatical-leave', from: '2023-05-10', to: '2023-05-01' },
      ],
    };
    expect(validateAbsences(answers, NOTIFICATION)).toEqual({
      'absences.0.kind': 'Choisissez le motif de l’absence',
      'absences.1.from': 'Cette absence chevauche une autre absence',
      'absences.2.from': 'L’absence ne peut pas commencer avant la date d’entrée',
      'absences.3.to': 'L’absence doit se terminer au plus tard à la date de notification',
      'absences.4.to': 'La fin de l’absence ne peut pas précéder son début',
    });
  });

  it('gives the package the absences of a yes only', () => {
    const absences = [{ key: 1, kind: 'unpaid-leave' as const, from: ' 2022-03-01', to: '2022-03-31 ' }];
    expect(absencesOf({ ...dates, hadAbsences: 'oui', absences })).toEqual([
      { kind: 'unpaid-leave', from: '2022-03-01', to: '2022-03-31' },
    ]);
    expect(absencesOf({ ...dates, hadAbsences: 'non', absences })).toEqual([]);
  });
});

describe('the salaries asked', () => {
  it('are the 12 months before the notification’s month, or every month since the start when fewer', () => {
    expect(salaryMonthCount('2015-03-01', '2025-03-03')).toBe(12);
    // Hired on 1 November 2024, notified in June 2025: November to May, 7 months.
    expect(salaryMonthCount('2024-11-01', '2025-06-29')).toBe(7);
    expect(salaryMonthCount('2024-11-01', '2025-06-30')).toBe(7);
    expect(salaryMonthCount('2024-11-15', '2025-01-02')).toBe(2);
    // Notified in the month of hiring: that month.
    expect(salaryMonthCount('2025-06-01', '2025-06-20')).toBe(1);
  });

  it('are named from the month before the notification’s, most recent first, in French', () => {
    expect(salaryMonthLabels('2015-03-01', '2025-03-03', 4)).toEqual([
      'février 2025',
      'janvier 2025',
      'décembre 2024',
      'novembre 2024',
    ]);
    expect(salaryMonthLabels('2024-11-15', '2025-01-02', 2)).toEqual(['décembre 2024', 'novembre 2024']);
    expect(salaryMonthLabels('2025-12-01', '2025-12-20', 1)).toEqual(['décembre 2025']);
  });

  it('must each be an amount, and a bonus cannot exceed the 3 months it is part of', () => {
    const months = ['3 000', '2 800', '2 800', ''];
    expect(validateSalaries({ monthlySalaries: months, hadBonus: '', bonus: '' }, 4, true)).toEqual({
      'monthlySalaries.3': 'Ce champ est obligatoire',
      hadBonus: 'Choisissez une réponse',
    });
    expect(
      validateSalaries({ monthlySalaries: months.slice(0, 3), hadBonus: 'oui', bonus: '8 600,01' }, 3, true),
    ).toEqual({
      bonus: 'La prime fait partie des salaires des 3 derniers mois : elle ne peut pas les dépasser',
    });
    expect(
      validateSalaries({ monthlySalaries: months.slice(0, 3), hadBonus: 'oui', bonus: '8 600' }, 3, true),
    ).toEqual({});
    expect(validateSalaries({ monthlySalaries: ['2 500'], hadBonus: '', bonus: '' }, 1, false)).toEqual({});
  });
});
