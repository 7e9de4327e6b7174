import { lazy } from 'react';
import {
  asksManagerialStaff,
  type DismissalProcedureForm,
  dismissalProcedureSteps,
  initialDismissalProcedureForm,
  procedureStartEvent,
} from '../calculators/dismissal-procedure.ts';
import { ChoiceField, DateField, TextField, YesNoField } from './fields.tsx';
import { Simulator, type StepContext } from './Simulator.tsx';

const loadResult = () => import('./results/DismissalProcedureResult.tsx');
const Result = lazy(loadResult);
import * as styles from './simulators.css.ts';

const motiveOptions = [
  {
    value: 'personal',
    label: 'Motif personnel',
    hint: 'Une faute, une insuffisance professionnelle, une inaptitude… : un motif qui tient à la personne du salarié.',
  },
  {
    value: 'economic',
    label: 'Motif économique',
    hint: 'La suppression ou la transformation de l’emploi, ou une modification refusée, pour des difficultés économiques, des mutations technologiques, une réorganisation ou une cessation d’activité.',
  },
] as const;

function Step(stepId: string, context: StepContext<DismissalProcedureForm>) {
  const { form, update, errors, id } = context;
  switch (stepId) {
    case 'motif':
      return (
        <div className={styles.fields}>
          <ChoiceField
            id={id('motive')}
            legend="Motif du licenciement"
            options={motiveOptions}
            value={form.motive}
            error={errors.motive}
            onChange={(motive) => update({ motive })}
          />
          {form.motive === 'personal' ? (
            <YesNoField
              id={id('disciplinary')}
              legend="Le licenciement sanctionne-t-il une faute du salarié ?"
              help="Un licenciement disciplinaire est engagé dans les 2 mois qui suivent la connaissance des faits, et notifié au plus tard un mois après l’entretien."
              value={form.disciplinary}
              error={errors.disciplinary}
              onChange={(disciplinary) => update({ disciplinary })}
            />
          ) : null}
        </div>
      );
    case 'entreprise':
      return (
        <div className={styles.fields}>
          <TextField
            id={id('employeesConcerned')}
            label="Nombre de salariés dont le licenciement économique est envisagé sur une même période de 30 jours"
            inputMode="numeric"
            narrow
            value={form.employeesConcerned}
            error={errors.employeesConcerned}
            onChange={(employeesConcerned) => update({ employeesConcerned })}
          />
          <TextField
            id={id('companyHeadcount')}
            label="Effectif de l’entreprise"
            help="Le nombre de salariés de l’entreprise (ou du groupe pour le congé de reclassement, à partir de 1 000)."
            inputMode="numeric"
            narrow
            value={form.companyHeadcount}
            error={errors.companyHeadcount}
            onChange={(companyHeadcount) => update({ companyHeadcount })}
          />
          <YesNoField
            id={id('hasCse')}
            legend="L’entreprise a-t-elle un comité social et économique (CSE) ?"
            value={form.hasCse}
            error={errors.hasCse}
            onChange={(hasCse) => update({ hasCse })}
          />
          {asksManagerialStaff(form) ? (
            <YesNoField
              id={id('managerialStaff')}
              legend="Le salarié est-il cadre (personnel d’encadrement) ?"
              value={form.managerialStaff}
              error={errors.managerialStaff}
              onChange={(managerialStaff) => update({ managerialStaff })}
            />
          ) : null}
        </div>
      );
    case 'calendrier': {
      const event = procedureStartEvent(form);
      return (
        <div className={styles.fields}>
          <YesNoField
            id={id('alsaceMoselle')}
            legend="L’établissement est-il en Alsace-Moselle (Bas-Rhin, Haut-Rhin, Moselle) ?"
            help="Le Vendredi saint et le 26 décembre y sont fériés, ce qui peut décaler les dates."
            value={form.alsaceMoselle}
            error={errors.alsaceMoselle}
            onChange={(alsaceMoselle) => update({ alsaceMoselle })}
          />
          <DateField
            id={id('startDate')}
            label={event ?? 'Date de départ du calendrier'}
            help="Le calendrier part de cette date : chaque étape suivante est datée au plus tôt."
            value={form.startDate}
            error={errors.startDate}
            onChange={(startDate) => update({ startDate })}
          />
        </div>
      );
    }
    default:
      return null;
  }
}

export default function DismissalProcedureSimulator() {
  return (
    <Simulator
      name="Procédure de licenciement"
      steps={dismissalProcedureSteps}
      initialForm={initialDismissalProcedureForm}
      renderStep={Step}
      renderResult={(form) => <Result form={form} />}
      prefetchResult={loadResult}
    />
  );
}
