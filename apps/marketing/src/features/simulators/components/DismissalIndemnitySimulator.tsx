import { lazy } from 'react';
import {
  type DismissalIndemnityForm,
  dismissalIndemnitySteps,
  dismissalMotiveOptions,
  dismissalSalaryMonthCount,
  initialDismissalIndemnityForm,
} from '../calculators/dismissal-indemnity.ts';
import { ofMonth } from '../dates.ts';
import { salaryMonthLabels } from '../salary-answers.ts';
import { AbsencesStep, DatesStep } from './EmploymentSteps.tsx';
import { ChoiceField, TextField, YesNoField } from './fields.tsx';
import { SalariesStep } from './SalariesStep.tsx';
import { Simulator, type StepContext } from './Simulator.tsx';

const loadResult = () => import('./results/DismissalIndemnityResult.tsx');
const Result = lazy(loadResult);
import * as styles from './simulators.css.ts';

function Step(stepId: string, context: StepContext<DismissalIndemnityForm>) {
  const { form, update, errors, id } = context;
  switch (stepId) {
    case 'motif':
      return (
        <ChoiceField
          id={id('motive')}
          legend="Motif du licenciement"
          options={dismissalMotiveOptions}
          value={form.motive}
          error={errors.motive}
          onChange={(motive) => update({ motive })}
        />
      );
    case 'dates':
      return (
        <DatesStep
          context={context}
          endLabel="Date de notification du licenciement"
          endHelp="Le jour où la lettre de licenciement est présentée au salarié pour la première fois (ou prévue pour l’être)."
        />
      );
    case 'absences':
      return <AbsencesStep context={context} />;
    case 'preavis':
      return (
        <div className={styles.fields}>
          <YesNoField
            id={id('disabledWorker')}
            legend="Le salarié est-il reconnu travailleur handicapé (RQTH ou autre bénéficiaire de l’obligation d’emploi) ?"
            help="Son préavis légal est doublé, dans la limite de 3 mois : il compte dans l’ancienneté retenue pour l’indemnité."
            value={form.disabledWorker}
            error={errors.disabledWorker}
            onChange={(disabledWorker) => update({ disabledWorker })}
          />
          <TextField
            id={id('agreedNoticeMonths')}
            label="Préavis prévu par la convention collective ou le contrat, s’il est plus long (en mois, facultatif)"
            help="Laissez vide pour appliquer le préavis légal. L’ancienneté court jusqu’à la fin du préavis, même si le salarié est dispensé de l’effectuer."
            inputMode="numeric"
            narrow
            value={form.agreedNoticeMonths}
            error={errors.agreedNoticeMonths}
            onChange={(agreedNoticeMonths) => update({ agreedNoticeMonths })}
          />
        </div>
      );
    case 'salaires': {
      const professional = form.motive === 'professional-inaptitude';
      return (
        <SalariesStep
          context={context}
          monthLabels={
            professional
              ? [
                  'Salaire brut du dernier mois',
                  'Salaire brut de l’avant-dernier mois',
                  'Salaire brut du mois précédent',
                ]
              : salaryMonthLabels(form.startDate, form.endDate, dismissalSalaryMonthCount(form)).map(
                  (month) => `Salaire brut ${ofMonth(month)}`,
                )
          }
          askBonus={!professional}
          intro={
            professional
              ? 'Le salaire brut que le salarié aurait perçu au cours des 3 derniers mois s’il avait continué à travailler au poste qu’il occupait avant l’arrêt de travail : salaire de base, primes et avantages en nature.'
              : 'Le salaire brut de chacun des mois qui précèdent la notification, primes comprises, du plus récent au plus ancien. Pour un mois d’arrêt maladie ou d’activité partielle, indiquez le salaire habituel, celui que le salarié aurait perçu en temps normal.'
          }
        />
      );
    }
    default:
      return null;
  }
}

export default function DismissalIndemnitySimulator() {
  return (
    <Simulator
      name="Calcul de l’indemnité de licenciement"
      steps={dismissalIndemnitySteps}
      initialForm={initialDismissalIndemnityForm}
      renderStep={Step}
      renderResult={(form) => <Result form={form} />}
      prefetchResult={loadResult}
    />
  );
}
