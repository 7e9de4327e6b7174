import { lazy } from 'react';
import {
  initialResignationNoticeForm,
  type ResignationNoticeForm,
  resignationNoticeSteps,
  resignationProfessionOptions,
} from '../calculators/notices.ts';
import { AbsencesStep, DatesStep } from './EmploymentSteps.tsx';
import { ChoiceField } from './fields.tsx';
import { Simulator, type StepContext } from './Simulator.tsx';

const loadResult = () => import('./results/NoticeResults.tsx');
const Result = lazy(() => loadResult().then((module) => ({ default: module.ResignationNoticeResult })));

function Step(stepId: string, context: StepContext<ResignationNoticeForm>) {
  const { form, update, errors, id } = context;
  switch (stepId) {
    case 'profession':
      return (
        <ChoiceField
          id={id('profession')}
          legend="Le salarié qui démissionne"
          options={resignationProfessionOptions}
          value={form.profession}
          error={errors.profession}
          onChange={(profession) => update({ profession })}
        />
      );
    case 'dates':
      return (
        <DatesStep
          context={context}
          endLabel="Date de présentation de la démission à l’employeur"
          endHelp="Le jour où l’employeur reçoit la lettre de démission : le préavis commence ce jour-là."
        />
      );
    case 'absences':
      return <AbsencesStep context={context} />;
    default:
      return null;
  }
}

export default function ResignationNoticeSimulator() {
  return (
    <Simulator
      name="Préavis de démission"
      steps={resignationNoticeSteps}
      initialForm={initialResignationNoticeForm}
      renderStep={Step}
      renderResult={(form) => <Result form={form} />}
      prefetchResult={loadResult}
    />
  );
}
