import { lazy } from 'react';
import {
  type DismissalNoticeForm,
  dismissalNoticeSteps,
  initialDismissalNoticeForm,
} from '../calculators/notices.ts';
import { AbsencesStep, DatesStep, DisabledWorkerStep } from './EmploymentSteps.tsx';
import { YesNoField } from './fields.tsx';
import { Simulator, type StepContext } from './Simulator.tsx';

const loadResult = () => import('./results/NoticeResults.tsx');
const Result = lazy(() => loadResult().then((module) => ({ default: module.DismissalNoticeResult })));

function Step(stepId: string, context: StepContext<DismissalNoticeForm>) {
  const { form, update, errors, id } = context;
  switch (stepId) {
    case 'motif':
      return (
        <YesNoField
          id={id('seriousMisconduct')}
          legend="Licenciement pour faute grave ou lourde"
          help="La faute grave rend impossible le maintien du salarié dans l’entreprise, même pendant le préavis."
          value={form.seriousMisconduct}
          error={errors.seriousMisconduct}
          onChange={(seriousMisconduct) => update({ seriousMisconduct })}
        />
      );
    case 'dates':
      return (
        <DatesStep
          context={context}
          endLabel="Date de notification du licenciement"
          endHelp="Le jour où la lettre de licenciement est présentée au salarié pour la première fois : l’ancienneté est appréciée à cette date et le préavis commence ce jour-là."
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

export default function DismissalNoticeSimulator() {
  return (
    <Simulator
      name="Calcul du préavis de licenciement"
      steps={dismissalNoticeSteps}
      initialForm={initialDismissalNoticeForm}
      renderStep={Step}
      renderResult={(form) => <Result form={form} />}
      prefetchResult={loadResult}
    />
  );
}
