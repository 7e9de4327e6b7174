import { describe, expect, it } from 'vitest';
import { askedSteps, firstUnanswered } from '../wizard.ts';
import {
  type DismissalProcedureForm,
  dismissalProcedureSteps,
  initialDismissalProcedureForm,
  procedureStartEvent,
} from './dismissal-procedure.ts';
import { computeDismissalProcedureResult, timingText } from './dismissal-procedure-result.ts';

function procedure(patch: Partial<DismissalProcedureForm>): DismissalProcedureForm {
  const form = { ...initialDismissalProcedureForm, alsaceMoselle: 'non' as const, ...patch };
  expect(firstUnanswered(dismissalProcedureSteps, form)).toEqual({ kind: 'result' });
  return form;
}

describe('procédure de licenciement', () => {
  it('dates a personal dismissal across 1er mai and 8 mai', () => {
    // Convocation presented on Monday 28 April 2025: 5 full jours ouvrables are 29, 30 April, 2, 3 and 5 May
    // (1er mai is a holiday, Sunday 4 is not one): the interview from Tuesday 6 May. The letter: 2 full
    // jours ouvrables, 7 and 9 May (8 mai is a holiday): from Saturday 10 May.
    const result = computeDismissalProcedureResult(
      procedure({ motive: 'personal', disciplinary: 'non', startDate: '2025-04-28' }),
    );
    expect(result.title).toBe('Licenciement pour motif personnel');
    expect(result.steps.map((step) => [step.id, step.when])).toEqual([
      ['convocation', 'Le lundi 28 avril 2025'],
      ['interview', 'À partir du mardi 6 mai 2025'],
      ['notification', 'À partir du samedi 10 mai 2025'],
      ['notice', 'Sans date fixée par la loi'],
    ]);
    expect(result.steps[1]?.articles).toContain('L1232-2');
  });

  it('asks about the company for an economic motive only, and whether a single employee is a cadre', () => {
    const personal = { ...initialDismissalProcedureForm, motive: 'personal' as const };
    expect(askedSteps(dismissalProcedureSteps, personal).map((step) => step.id)).toEqual([
      'motif',
      'calendrier',
    ]);
    const company = dismissalProcedureSteps.find((step) => step.id === 'entreprise');
    const economic: DismissalProcedureForm = {
      ...initialDismissalProcedureForm,
      motive: 'economic',
      employeesConcerned: '1',
      companyHeadcount: '8',
      hasCse: 'non',
    };
    expect(company?.validate(economic)).toEqual({ managerialStaff: 'Choisissez une réponse' });
    expect(company?.validate({ ...economic, employeesConcerned: '9' })).toEqual({
      employeesConcerned: 'Le nombre de salariés concernés ne peut pas dépasser l’effectif',
    });
  });

  it('names the calendar’s start after the procedure: the CSE’s first meeting when it is consulted', () => {
    expect(procedureStartEvent(initialDismissalProcedureForm)).toBeNull();
    expect(
      procedureStartEvent({ ...initialDismissalProcedureForm, motive: 'personal', disciplinary: 'oui' }),
    ).toBe(
      'Première présentation (ou remise en main propre) de la lettre de convocation à l’entretien préalable',
    );
    expect(
      procedureStartEvent({
        ...initialDismissalProcedureForm,
        motive: 'economic',
        employeesConcerned: '3',
        companyHeadcount: '40',
        hasCse: 'oui',
      }),
    ).toBe('Première réunion du comité social et économique consulté sur le projet de licenciement');
  });

  it('gives a collective economic dismissal its notes and CSE steps', () => {
    const result = computeDismissalProcedureResult(
      procedure({
        motive: 'economic',
        employeesConcerned: '3',
        companyHeadcount: '40',
        hasCse: 'oui',
        startDate: '2026-03-02',
      }),
    );
    expect(result.title).toBe('Licenciement économique de 2 à 9 salariés sur 30 jours');
    expect(result.steps[0]).toMatchObject({ id: 'cse-first-meeting', when: 'Le lundi 2 mars 2026' });
    expect(result.start).toBe(
      'Première réunion du comité social et économique consulté sur le projet de licenciement : lundi 2 mars 2026',
    );
  });

  it('writes every kind of timing in French', () => {
    expect(timingText({ kind: 'until', date: '2026-05-01' })).toBe('Au plus tard le vendredi 1er mai 2026');
    expect(timingText({ kind: 'between', from: '2026-01-05', until: '2026-01-13' })).toBe(
      'Du lundi 5 janvier 2026 au mardi 13 janvier 2026',
    );
  });
});
