import { describe, expect, it } from 'vitest';
import type { LegalResult } from '../legal-result.ts';
import { askedSteps, firstUnanswered, type WizardStep } from '../wizard.ts';
import {
  type ConventionalTerminationForm,
  conventionalTerminationSteps,
  initialConventionalTerminationForm,
} from './conventional-termination.ts';
import { computeConventionalTerminationResult } from './conventional-termination-result.ts';
import {
  type DismissalIndemnityForm,
  dismissalIndemnitySteps,
  initialDismissalIndemnityForm,
} from './dismissal-indemnity.ts';
import { computeDismissalIndemnityResult } from './dismissal-indemnity-result.ts';
import {
  type DismissalNoticeForm,
  dismissalNoticeSteps,
  initialDismissalNoticeForm,
  initialResignationNoticeForm,
  initialRetirementNoticeForm,
  type ResignationNoticeForm,
  type RetirementNoticeForm,
  resignationNoticeSteps,
  retirementNoticeSteps,
} from './notices.ts';
import {
  computeDismissalNoticeResult,
  computeResignationNoticeResult,
  computeRetirementNoticeResult,
} from './notices-result.ts';
import { initialPrecarityForm, type PrecarityForm, precaritySteps } from './precarity.ts';
import { computePrecarityResult } from './precarity-result.ts';

/** A French text with its no-break spaces written as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The answers pass every step the wizard asks: the result is reachable with them. */
function answered<Form>(steps: readonly WizardStep<Form>[], form: Form): Form {
  expect(firstUnanswered(steps, form)).toEqual({ kind: 'result' });
  return form;
}

function explanations(result: LegalResult): string[] {
  return result.sections.flatMap((section) => section.rules.map((rule) => plain(rule.explanation)));
}

const twelve = (amount: string) => Array<string>(12).fill(amount);

function dismissal(patch: Partial<DismissalIndemnityForm>): DismissalIndemnityForm {
  return answered(dismissalIndemnitySteps, {
    ...initialDismissalIndemnityForm,
    motive: 'ordinary',
    hadAbsences: 'non',
    disabledWorker: 'non',
    hadBonus: 'non',
    ...patch,
  });
}

describe('indemnité de licenciement', () => {
  it('is not due at 7 complete months on the day the letter is presented', () => {
    // 1 November 2024 to 29 June 2025: 7 complete months (the 8th completes on 30 June).
    const result = computeDismissalIndemnityResult(
      dismissal({ startDate: '2024-11-01', endDate: '2025-06-29', monthlySalaries: twelve('2 000') }),
    );
    expect(result.value).toBe('Non due');
    expect(explanations(result)).toContain(
      'Moins de 8 mois d’ancienneté ininterrompue à la notification du licenciement (7 mois complets) : l’indemnité légale n’est pas due.',
    );
  });

  it('is due at 8 months, on the seniority at the end of the notice', () => {
    // 8 months on 30 June 2025: 1 month of notice (L1234-1), from 30 June to 29 July; 8 complete months then.
    // The salaries of November to May, 2 000 € each: reference 2 000 €; 1/4 × 2 000 € × 8/12 = 333,333… €, rounded
    // up: 333,34 €.
    const result = computeDismissalIndemnityResult(
      dismissal({ startDate: '2024-11-01', endDate: '2025-06-30', monthlySalaries: twelve('2 000') }),
    );
    expect(plain(result.value)).toBe('333,34 €');
    expect(result.sections.map((section) => section.title)).toEqual([
      'Ancienneté à la notification du licenciement',
      'Préavis',
      'Ancienneté au terme du préavis',
      'Salaire de référence',
      'L’indemnité',
    ]);
    expect(explanations(result)).toContain(
      'Le préavis commence le jour de la première présentation de la lettre de licenciement, le 30 juin 2025, et prend fin le 29 juillet 2025. L’ancienneté qui compte pour le montant de l’indemnité est celle acquise à cette date, que le préavis soit effectué ou non.',
    );
  });

  it('counts a bonus of the last 3 months for 3/12 of it, past 10 years', () => {
    // 1 March 2015 to 3 March 2025: 120 months, 2 months of notice to 2 May 2025: 122 months.
    // Reference: (5 800 + 2 800 + 2 800 − 3 000 + 750) / 3 = 3 050 € beats (11 400 + 9 × 2 500) / 12 = 2 825 €.
    // 1/4 × 3 050 × 10 + 1/3 × 3 050 × 2/12 = 7 625 + 169,444… = 7 794,45 € (rounded up).
    const result = computeDismissalIndemnityResult(
      dismissal({
        startDate: '2015-03-01',
        endDate: '2025-03-03',
        monthlySalaries: ['5 800', '2 800', '2 800', ...Array<string>(9).fill('2 500')],
        hadBonus: 'oui',
        bonus: '3 000',
      }),
    );
    expect(plain(result.value)).toBe('7 794,45 €');
    expect(explanations(result)).toContain(
      'La formule la plus favorable au salarié est retenue : le tiers des 3 derniers mois, soit 3 050,00 €.',
    );
  });

  it('asks nothing more for a faute grave, and says the indemnity is not due', () => {
    const form = answered(dismissalIndemnitySteps, {
      ...initialDismissalIndemnityForm,
      motive: 'serious-misconduct',
    });
    expect(askedSteps(dismissalIndemnitySteps, form).map((step) => step.id)).toEqual(['motif']);
    const result = computeDismissalIndemnityResult(form);
    expect(result.value).toBe('Non due');
    expect(explanations(result)).toEqual([
      'Licenciement pour faute grave ou lourde : l’indemnité légale de licenciement n’est pas due.',
    ]);
  });

  it('doubles the indemnity of a professional inaptitude, whatever the seniority, on the 3 months it would have paid', () => {
    // 1 January to 15 June 2025: 5 complete months; (2 400 + 2 400 + 2 700) / 3 = 2 500 €;
    // 1/4 × 2 500 × 5/12 = 260,416… → 260,42 €, doubled: 520,84 €.
    const form = dismissal({
      motive: 'professional-inaptitude',
      startDate: '2025-01-01',
      endDate: '2025-06-15',
      monthlySalaries: ['2 400', '2 400', '2 700', ...Array<string>(9).fill('')],
      disabledWorker: '',
      hadBonus: '',
    });
    expect(askedSteps(dismissalIndemnitySteps, form).map((step) => step.id)).toEqual([
      'motif',
      'dates',
      'absences',
      'salaires',
    ]);
    const result = computeDismissalIndemnityResult(form);
    expect(result.label).toBe('Indemnité spéciale de licenciement');
    expect(plain(result.value)).toBe('520,84 €');
    expect(explanations(result)).toContain(
      'Inaptitude d’origine professionnelle : salaire moyen des 3 derniers mois que le salarié aurait perçus à son poste s’il avait continué à travailler, 7 500,00 € / 3 = 2 500,00 €.',
    );
  });

  it('takes off an absence that does not count, and applies a longer agreed notice', () => {
    // 1 January 2020 to 1 January 2025, less 31 days of unpaid leave: 59 complete months; the agreement's
    // 3 months run to 31 March 2025: 62 months. 1/4 × 2 000 × 62/12 = 2 583,333… → 2 583,34 €.
    const result = computeDismissalIndemnityResult(
      dismissal({
        startDate: '2020-01-01',
        endDate: '2025-01-01',
        hadAbsences: 'oui',
        absences: [{ key: 1, kind: 'unpaid-leave', from: '2022-03-01', to: '2022-03-31' }],
        agreedNoticeMonths: '3',
        monthlySalaries: twelve('2 000'),
      }),
    );
    expect(plain(result.value)).toBe('2 583,34 €');
    const texts = explanations(result);
    expect(
      texts.some((text) => text.startsWith('Congé sans solde du 1er mars 2022 au 31 mars 2022 (31 jours)')),
    ).toBe(true);
    expect(texts).toContain(
      'La convention collective ou le contrat prévoit un préavis plus long, de 3 mois : c’est lui qui s’applique.',
    );
  });

  it('refuses an agreed notice that is not a number of months', () => {
    const form = {
      ...dismissal({ startDate: '2020-01-01', endDate: '2025-01-01', monthlySalaries: twelve('2 000') }),
    };
    const preavis = dismissalIndemnitySteps.find((step) => step.id === 'preavis');
    expect(preavis?.validate({ ...form, agreedNoticeMonths: '1,5' })).toEqual({
      agreedNoticeMonths: 'Indiquez un nombre entier',
    });
  });
});

function dismissalNotice(patch: Partial<DismissalNoticeForm>): DismissalNoticeForm {
  return answered(dismissalNoticeSteps, {
    ...initialDismissalNoticeForm,
    seriousMisconduct: 'non',
    hadAbsences: 'non',
    disabledWorker: 'non',
    ...patch,
  });
}

describe('préavis de licenciement', () => {
  it.each<[string, string, 'oui' | 'non', string]>([
    // 1 January to 30 June 2025: 6 complete months.
    ['2025-01-01', '2025-06-29', 'non', 'Fixé par la convention collective ou les usages'],
    ['2025-01-01', '2025-06-30', 'non', '1 mois'],
    ['2023-01-01', '2024-12-30', 'non', '1 mois'],
    ['2023-01-01', '2024-12-31', 'non', '2 mois'],
    ['2023-01-01', '2024-12-31', 'oui', '3 mois'],
    ['2025-01-01', '2025-06-30', 'oui', '2 mois'],
  ])('from %s, notified %s, disabled worker %s: %s', (startDate, endDate, disabledWorker, value) => {
    expect(computeDismissalNoticeResult(dismissalNotice({ startDate, endDate, disabledWorker })).value).toBe(
      value,
    );
  });

  it('gives the notice’s first and last days', () => {
    const result = computeDismissalNoticeResult(
      dismissalNotice({ startDate: '2020-01-01', endDate: '2025-06-16' }),
    );
    expect(result.detail).toBe('Du 16 juin 2025 au 15 août 2025 inclus.');
  });

  it('is none for a faute grave, asked nothing more', () => {
    const form = answered(dismissalNoticeSteps, { ...initialDismissalNoticeForm, seriousMisconduct: 'oui' });
    expect(computeDismissalNoticeResult(form).value).toBe('Aucun préavis');
  });
});

describe('préavis de départ ou de mise à la retraite', () => {
  it('follows the dismissal grid whoever decides', () => {
    const base: RetirementNoticeForm = {
      ...initialRetirementNoticeForm,
      startDate: '2000-09-01',
      endDate: '2026-03-02',
      hadAbsences: 'non',
      disabledWorker: 'non',
    };
    const employer = computeRetirementNoticeResult(
      answered(retirementNoticeSteps, { ...base, initiator: 'employer' }),
    );
    expect(employer.label).toBe('Préavis de mise à la retraite');
    expect(employer.value).toBe('2 mois');
    expect(explanations(employer)[explanations(employer).length - 1]).toBe(
      'Le préavis court à partir de la notification de la mise à la retraite au salarié, le 2 mars 2026 : il prend fin le 1er mai 2026.',
    );
    const employee = computeRetirementNoticeResult(
      answered(retirementNoticeSteps, { ...base, initiator: 'employee' }),
    );
    expect(employee.label).toBe('Préavis de départ à la retraite');
  });
});

describe('préavis de démission', () => {
  it('is set by the agreement or usage for most employees, asked nothing more', () => {
    const form = answered(resignationNoticeSteps, { ...initialResignationNoticeForm, profession: 'other' });
    const result = computeResignationNoticeResult(form);
    expect(result.value).toBe('Fixé par la convention collective ou les usages');
    expect(result.sections[0]?.rules[0]?.articles).toEqual(['L1237-1']);
    // Not « the agreement may do better »: there is nothing to better, the agreement fixes it.
    expect(result.agreement).toBe('set-by-agreement');
  });

  it('is set by statute for a VRP: 2 months in the second year', () => {
    const form: ResignationNoticeForm = answered(resignationNoticeSteps, {
      ...initialResignationNoticeForm,
      profession: 'vrp',
      startDate: '2024-01-01',
      endDate: '2025-02-01',
      hadAbsences: 'non',
    });
    expect(computeResignationNoticeResult(form).value).toBe('2 mois');
    expect(computeResignationNoticeResult(form).agreement).toBe('minimum');
  });
});

describe('indemnité de rupture conventionnelle', () => {
  it('is due under 8 months, pro rata', () => {
    // Signed on 15 April 2025 after 3 complete months: 3 salaries of 3 000 €. End on 31 May: 5 complete months.
    // 1/4 × 3 000 × 5/12 = 312,50 €.
    const form: ConventionalTerminationForm = answered(conventionalTerminationSteps, {
      ...initialConventionalTerminationForm,
      startDate: '2025-01-01',
      signatureDate: '2025-04-15',
      endDate: '2025-05-31',
      hadAbsences: 'non',
      monthlySalaries: twelve('3 000'),
      hadBonus: 'non',
    });
    expect(plain(computeConventionalTerminationResult(form).value)).toBe('312,50 €');
  });

  it('wants the contract to end after the signature', () => {
    const dates = conventionalTerminationSteps[0];
    expect(
      dates?.validate({
        ...initialConventionalTerminationForm,
        startDate: '2025-01-01',
        signatureDate: '2025-04-15',
        endDate: '2025-04-15',
      }),
    ).toEqual({ endDate: 'Le contrat prend fin après la signature de la convention et son homologation' });
  });
});

describe('indemnité de précarité', () => {
  it('is 10 % of the total gross pay', () => {
    const form: PrecarityForm = answered(precaritySteps, { exclusion: 'none', totalGross: '24 000,05' });
    // 2 400,005 € to the nearest cent, half up.
    expect(plain(computePrecarityResult(form).value)).toBe('2 400,01 €');
    // An agreement may lower the rate to 6 % (L1243-9): the notice must not call it a minimum.
    expect(computePrecarityResult(form).agreement).toBe('may-lower');
  });

  it('is not due when the employee refused a CDI, asked nothing more', () => {
    const form = answered(precaritySteps, {
      ...initialPrecarityForm,
      exclusion: 'refused-permanent-contract',
    });
    expect(askedSteps(precaritySteps, form)).toHaveLength(1);
    const result = computePrecarityResult(form);
    expect(result.value).toBe('Non due');
    expect(result.sections[0]?.rules[0]?.articles).toEqual(['L1243-10']);
  });
});
