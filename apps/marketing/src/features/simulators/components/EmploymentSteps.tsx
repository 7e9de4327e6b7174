import { Button } from '@dirigeo/ui/button';
import { FieldError } from '@dirigeo/ui/field-error';
import type { ReactNode } from 'react';
import type { YesNo } from '../answers.ts';
import { type AbsenceAnswer, absenceKindOptions, type EmploymentAnswers } from '../employment-answers.ts';
import { DateField, SelectField, YesNoField } from './fields.tsx';
import type { StepContext } from './Simulator.tsx';
import * as styles from './simulators.css.ts';

interface DatesStepProps {
  readonly context: StepContext<EmploymentAnswers>;
  /** The end date's label: « Date de présentation de la lettre de licenciement ». */
  readonly endLabel: string;
  readonly endHelp: ReactNode;
  /** More fields of the step, after the two dates. */
  readonly children?: ReactNode;
}

/** The contract's first day and the day the seniority is assessed on. */
export function DatesStep({ context, endLabel, endHelp, children }: DatesStepProps) {
  const { form, update, errors, id } = context;
  return (
    <div className={styles.fields}>
      <DateField
        id={id('startDate')}
        label="Date d’entrée dans l’entreprise"
        help="Le premier jour du contrat de travail (période d’essai comprise)."
        value={form.startDate}
        error={errors.startDate}
        onChange={(startDate) => update({ startDate })}
      />
      {children}
      <DateField
        id={id('endDate')}
        label={endLabel}
        help={endHelp}
        value={form.endDate}
        error={errors.endDate}
        onChange={(endDate) => update({ endDate })}
      />
    </div>
  );
}

/** Whether the employee was absent, and each absence with its kind and dates. */
export function AbsencesStep({ context }: { readonly context: StepContext<EmploymentAnswers> }) {
  const { form, update, errors, id } = context;
  const setAbsences = (absences: readonly AbsenceAnswer[]) => update({ absences });
  const change = (key: number, patch: Partial<AbsenceAnswer>) =>
    setAbsences(form.absences.map((absence) => (absence.key === key ? { ...absence, ...patch } : absence)));
  const add = () =>
    setAbsences([
      ...form.absences,
      { key: Math.max(0, ...form.absences.map((absence) => absence.key)) + 1, kind: '', from: '', to: '' },
    ]);
  return (
    <div className={styles.fields}>
      <YesNoField
        id={id('hadAbsences')}
        legend="Le salarié a-t-il été absent (arrêt maladie, congé sans solde, congé parental…) ?"
        help="Les congés payés et les jours de repos ne changent rien : inutile de les indiquer. Un arrêt pour accident du travail ou maladie professionnelle compte dans l’ancienneté comme du travail."
        value={form.hadAbsences}
        error={errors.hadAbsences}
        onChange={(hadAbsences) =>
          update({
            hadAbsences,
            absences:
              hadAbsences === 'oui' && form.absences.length === 0
                ? [{ key: 1, kind: '', from: '', to: '' }]
                : form.absences,
          })
        }
      />
      {form.hadAbsences === 'oui' ? (
        <>
          <ol className={styles.rows} aria-label="Absences">
            {form.absences.map((absence, index) => (
              <li key={absence.key} className={styles.row}>
                <div className={styles.rowHeader}>
                  <span>Absence {index + 1}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Retirer l’absence ${index + 1}`}
                    onClick={() => setAbsences(form.absences.filter((other) => other.key !== absence.key))}
                  >
                    Retirer
                  </Button>
                </div>
                <SelectField
                  id={id(`absences.${index}.kind`)}
                  label="Motif"
                  placeholder="Choisissez le motif"
                  options={absenceKindOptions}
                  value={absence.kind}
                  error={errors[`absences.${index}.kind`]}
                  onChange={(kind) =>
                    change(absence.key, {
                      kind: absenceKindOptions.find((option) => option.value === kind)?.value ?? '',
                    })
                  }
                />
                <div className={styles.fieldRow}>
                  <DateField
                    id={id(`absences.${index}.from`)}
                    label="Premier jour"
                    value={absence.from}
                    error={errors[`absences.${index}.from`]}
                    onChange={(from) => change(absence.key, { from })}
                  />
                  <DateField
                    id={id(`absences.${index}.to`)}
                    label="Dernier jour"
                    value={absence.to}
                    error={errors[`absences.${index}.to`]}
                    onChange={(to) => change(absence.key, { to })}
                  />
                </div>
              </li>
            ))}
          </ol>
          <FieldError id={id('absences')}>{errors.absences}</FieldError>
          <div>
            <Button type="button" variant="outline" onClick={add}>
              Ajouter une absence
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** Whether the employee is a disabled worker, whose legal notice is doubled (L5213-9): the notices' last step. */
export function DisabledWorkerStep({
  context,
}: {
  readonly context: StepContext<{ readonly disabledWorker: YesNo }>;
}) {
  const { form, update, errors, id } = context;
  return (
    <YesNoField
      id={id('disabledWorker')}
      legend="Travailleur handicapé (RQTH ou autre bénéficiaire de l’obligation d’emploi)"
      help="Le préavis légal d’un travailleur handicapé est doublé, dans la limite de 3 mois."
      value={form.disabledWorker}
      error={errors.disabledWorker}
      onChange={(disabledWorker) => update({ disabledWorker })}
    />
  );
}
