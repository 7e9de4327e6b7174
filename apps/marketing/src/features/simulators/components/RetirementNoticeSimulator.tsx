import { lazy } from 'react';
import {
  initialRetirementNoticeForm,
  type RetirementNoticeForm,
  retirementInitiatorOptions,
  retirementNoticeSteps,
} from '../calculators/notices.ts';
import { AbsencesStep, DatesStep, DisabledWorkerStep } from './EmploymentSteps.tsx';
import { ChoiceField } from './fields.tsx';
import { Simulator, type StepContext } from './Simulator.tsx';

const loadResult = () => import('./results/NoticeResults.tsx');
const Result = lazy(() => loadResult().then((module) => ({ default: module.RetirementNoticeResult })));

function Step(stepId: string, context: StepContext<RetirementNoticeForm>) {
  const { form, update, errors, id } = context;
  switch (stepId) {
    case 'initiative':
      return (
        <ChoiceField
          id={id('initiator')}
          legend="Départ ou mise à la retraite"
          options={retirementInitiatorOptions}
          value={form.initiator}
          error={errors.initiator}
          onChange={(initiator) => update({ initiator })}
        />
      );
    case 'dates':
      return (
        <DatesStep
          context={context}
          endLabel={
            form.initiator === 'employer'
              ? 'Date de notification de la mise à la retraite'
              : 'Date à laquelle le salarié informe l’employeur de son départ'
          }
          endHelp="L’ancienneté est appréciée à cette date et le préavis commence ce jour-là."
        />
      );
    case 'absences':
      return <AbsencesStep context={context} />;
    case 'situation':
      return <DisabledWorkerStep context={context} />;
    default:
      return null;
  }
}

export default function RetirementNoticeSimulator() {
  return (
    <Simulator
      name="Calcul du préavis de départ ou de mise à la retraite"
      steps={retirementNoticeSteps}
      initialForm={initialRetirementNoticeForm}
      renderStep={Step}
      renderResult={(form) => <Result form={form} />}
      prefetchResult={loadResult}
    />
  );
}
