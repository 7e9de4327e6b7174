/** The result of « Procédure de licenciement »: `computeDismissalProcedure`'s steps, their dates in words. */
import { computeDismissalProcedure, type ProcedureStep, type StepTiming } from '@dirigeo/labour-law';
import { readDate, readValue } from '../answers.ts';
import { formatDateWithWeekday } from '../dates.ts';
import type { ExplainedRule } from '../legal-result.ts';
import { type DismissalProcedureForm, procedureInput } from './dismissal-procedure.ts';

/** A step as the result lists it: its dates in words, then its articles and explanation. */
export interface ProcedureStepView extends ExplainedRule {
  readonly id: ProcedureStep['id'];
  readonly title: string;
  /** « À partir du lundi 12 janvier 2026 », « Sans date fixée par la loi »… */
  readonly when: string;
}

/** The procedure that applies and its calendar. */
export interface DismissalProcedureResult {
  /** The procedure's French name. */
  readonly title: string;
  /** « Première présentation … : lundi 5 janvier 2026 ». */
  readonly start: string;
  readonly steps: readonly ProcedureStepView[];
  /** What applies to the whole procedure (no CSE consultation, a PSE…). */
  readonly notes: readonly ExplainedRule[];
}

/** When a step takes place, in words, from the package's timing. */
export function timingText(timing: StepTiming): string {
  switch (timing.kind) {
    case 'on':
      return `Le ${formatDateWithWeekday(timing.date)}`;
    case 'from':
      return `À partir du ${formatDateWithWeekday(timing.date)}`;
    case 'until':
      return `Au plus tard le ${formatDateWithWeekday(timing.date)}`;
    case 'between':
      return `Du ${formatDateWithWeekday(timing.from)} au ${formatDateWithWeekday(timing.until)}`;
    case 'undated':
      return 'Sans date fixée par la loi';
  }
}

export function computeDismissalProcedureResult(form: DismissalProcedureForm): DismissalProcedureResult {
  const procedure = computeDismissalProcedure(procedureInput(form, readValue(readDate(form.startDate))));
  return {
    title: procedure.title,
    start: `${procedure.startEvent} : ${formatDateWithWeekday(procedure.startDate)}`,
    steps: procedure.steps.map((step) => ({
      id: step.id,
      title: step.title,
      when: timingText(step.timing),
      articles: step.articles,
      explanation: step.explanation,
    })),
    notes: procedure.notes,
  };
}
