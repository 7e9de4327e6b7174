import { lazy } from 'react';
import {
  initialPrecarityForm,
  type PrecarityForm,
  precarityExclusionOptions,
  precaritySteps,
} from '../calculators/precarity.ts';
import { ChoiceField, EurosField } from './fields.tsx';
import { Simulator, type StepContext } from './Simulator.tsx';

const loadResult = () => import('./results/PrecarityResult.tsx');
const Result = lazy(loadResult);

function Step(stepId: string, context: StepContext<PrecarityForm>) {
  const { form, update, errors, id } = context;
  switch (stepId) {
    case 'fin-du-contrat':
      return (
        <ChoiceField
          id={id('exclusion')}
          legend="Situation à la fin du contrat à durée déterminée"
          options={precarityExclusionOptions}
          value={form.exclusion}
          error={errors.exclusion}
          onChange={(exclusion) => update({ exclusion })}
        />
      );
    case 'remuneration':
      return (
        <EurosField
          id={id('totalGross')}
          label="Rémunération brute totale versée pendant le contrat (en euros)"
          help="Tous les salaires bruts du CDD, renouvellements compris : salaire de base, heures supplémentaires, primes. Sans l’indemnité compensatrice de congés payés, qui se calcule ensuite sur une base qui comprend l’indemnité de fin de contrat."
          value={form.totalGross}
          error={errors.totalGross}
          onChange={(totalGross) => update({ totalGross })}
        />
      );
    default:
      return null;
  }
}

export default function PrecaritySimulator() {
  return (
    <Simulator
      name="Calcul de l’indemnité de précarité"
      steps={precaritySteps}
      initialForm={initialPrecarityForm}
      renderStep={Step}
      renderResult={(form) => <Result form={form} />}
      prefetchResult={loadResult}
    />
  );
}
