import { describe, expect, it } from 'vitest';
import { chosen } from './answers.ts';
import {
  askedSteps,
  firstUnanswered,
  nextPosition,
  previousPosition,
  stepCounter,
  type WizardStep,
} from './wizard.ts';

interface Form {
  serious: '' | 'oui' | 'non';
  start: string;
  salary: string;
}

const steps: WizardStep<Form>[] = [
  { id: 'motif', title: 'Motif', validate: (form) => chosen('serious', form.serious) },
  {
    id: 'dates',
    title: 'Dates',
    when: (form) => form.serious === 'non',
    validate: (form) => chosen('start', form.start),
  },
  {
    id: 'salaires',
    title: 'Salaires',
    when: (form) => form.serious === 'non',
    validate: (form) => chosen('salary', form.salary),
  },
];

const ordinary: Form = { serious: 'non', start: '2020-01-01', salary: '2000' };

describe('the steps of a simulator', () => {
  it('skips the steps the answers make pointless: a faute grave goes straight to the result', () => {
    const serious: Form = { serious: 'oui', start: '', salary: '' };
    expect(askedSteps(steps, serious).map((step) => step.id)).toEqual(['motif']);
    expect(nextPosition(steps, serious, 'motif')).toEqual({ kind: 'result' });
    expect(firstUnanswered(steps, serious)).toEqual({ kind: 'result' });
    expect(stepCounter(steps, serious, 'motif')).toBe('Étape 1 sur 1');
  });

  it('counts the steps a blank form may still ask, rather than « Étape 1 sur 1 » then « 1 sur 3 »', () => {
    const blank: Form = { serious: '', start: '', salary: '' };
    expect(stepCounter(steps, blank, 'motif')).toBe('Étape 1 sur 3');
    expect(stepCounter(steps, { ...blank, serious: 'non' }, 'motif')).toBe('Étape 1 sur 3');
  });

  it('goes forward and back through the steps asked, then to the result', () => {
    expect(nextPosition(steps, ordinary, 'motif')).toEqual({ kind: 'step', id: 'dates' });
    expect(nextPosition(steps, ordinary, 'salaires')).toEqual({ kind: 'result' });
    expect(previousPosition(steps, ordinary, { kind: 'result' })).toEqual({ kind: 'step', id: 'salaires' });
    expect(previousPosition(steps, ordinary, { kind: 'step', id: 'dates' })).toEqual({
      kind: 'step',
      id: 'motif',
    });
    expect(previousPosition(steps, ordinary, { kind: 'step', id: 'motif' })).toBeNull();
    expect(stepCounter(steps, ordinary, 'salaires')).toBe('Étape 3 sur 3');
  });

  it('never reaches the result with an unanswered step: it sends back to the first one', () => {
    expect(firstUnanswered(steps, { ...ordinary, start: '' })).toEqual({ kind: 'step', id: 'dates' });
    expect(firstUnanswered(steps, ordinary)).toEqual({ kind: 'result' });
  });

  it('goes on from a step an earlier answer no longer asks', () => {
    const serious: Form = { ...ordinary, serious: 'oui' };
    expect(nextPosition(steps, serious, 'dates')).toEqual({ kind: 'result' });
    expect(previousPosition(steps, serious, { kind: 'step', id: 'salaires' })).toEqual({
      kind: 'step',
      id: 'motif',
    });
  });
});
