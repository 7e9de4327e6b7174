import { lazy } from 'react';
import {
  type ConventionalTerminationForm,
  conventionalSalaryMonthCount,
  conventionalTerminationSteps,
  initialConventionalTerminationForm,
} from '../calculators/conventional-termination.ts';
import { ofMonth } from '../dates.ts';
import { salaryMonthLabels } from '../salary-answers.ts';
import { AbsencesStep, DatesStep } from './EmploymentSteps.tsx';
import { DateField } from './fields.tsx';
import { SalariesStep } from './SalariesStep.tsx';
import { Simulator, type StepContext } from './Simulator.tsx';

const loadResult = () => import('./results/ConventionalTerminationResult.tsx');
const Result = lazy(loadResult);

function Step(stepId: string, context: StepContext<ConventionalTerminationForm>) {
  const { form, update, errors, id } = context;
  switch (stepId) {
    case 'dates':
      return (
        <DatesStep
          context={context}
          endLabel="Date de fin du contrat prévue par la convention"
          endHelp="Au plus tôt le lendemain de l’homologation par l’administration : l’ancienneté est arrêtée à cette date."
        >
          <DateField
            id={id('signatureDate')}
            label="Date de signature de la convention de rupture"
            help="Les salaires à indiquer sont ceux des mois qui précèdent la signature."
            value={form.signatureDate}
            error={errors.signatureDate}
            onChange={(signatureDate) => update({ signatureDate })}
          />
        </DatesStep>
      );
    case 'absences':
      return <AbsencesStep context={context} />;
    case 'salaires':
      return (
        <SalariesStep
          context={context}
          monthLabels={salaryMonthLabels(
            form.startDate,
            form.signatureDate,
            conventionalSalaryMonthCount(form),
          ).map((month) => `Salaire brut ${ofMonth(month)}`)}
          askBonus
          intro="Le salaire brut de chacun des mois qui précèdent la signature de la convention, primes comprises, du plus récent au plus ancien. Pour un mois d’arrêt maladie ou d’activité partielle, indiquez le salaire habituel, celui que le salarié aurait perçu en temps normal."
        />
      );
    default:
      return null;
  }
}

export default function ConventionalTerminationSimulator() {
  return (
    <Simulator
      name="Calcul de l’indemnité de rupture conventionnelle"
      steps={conventionalTerminationSteps}
      initialForm={initialConventionalTerminationForm}
      renderStep={Step}
      renderResult={(form) => <Result form={form} />}
      prefetchResult={loadResult}
    />
  );
}
