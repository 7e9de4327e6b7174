import { Button } from '@dirigeo/ui/button';
import type { ReactNode } from 'react';
import { readEuros } from '../answers.ts';
import type { SalaryAnswers } from '../salary-answers.ts';
import { EurosField, YesNoField } from './fields.tsx';
import type { StepContext } from './Simulator.tsx';
import * as styles from './simulators.css.ts';

interface SalariesStepProps {
  readonly context: StepContext<SalaryAnswers>;
  /** The label of each month's field, most recent first (« Salaire brut de mai 2025 »). */
  readonly monthLabels: readonly string[];
  /** What the months are, above them. */
  readonly intro: ReactNode;
  /** Whether to ask about an annual or exceptional bonus in the 3 last months (R1234-4). */
  readonly askBonus: boolean;
}

/** The gross pay of each month asked, a way to copy one amount to every month, and the bonus. */
export function SalariesStep({ context, monthLabels, intro, askBonus }: SalariesStepProps) {
  const { form, update, errors, id } = context;
  const setMonth = (index: number, value: string) =>
    update({
      monthlySalaries: form.monthlySalaries.map((month, other) => (other === index ? value : month)),
    });
  const first = form.monthlySalaries[0] ?? '';
  return (
    <div className={styles.fields}>
      <p className={styles.help}>{intro}</p>
      <ol className={styles.months} aria-label="Salaires bruts par mois">
        {monthLabels.map((label, index) => (
          <li key={label}>
            <EurosField
              id={id(`monthlySalaries.${index}`)}
              label={label}
              value={form.monthlySalaries[index] ?? ''}
              error={errors[`monthlySalaries.${index}`]}
              onChange={(value) => setMonth(index, value)}
            />
          </li>
        ))}
      </ol>
      {monthLabels.length > 1 ? (
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={!readEuros(first).ok}
            onClick={() =>
              update({
                monthlySalaries: form.monthlySalaries.map((month, index) =>
                  index < monthLabels.length ? first : month,
                ),
              })
            }
          >
            Reporter le premier montant sur tous les mois
          </Button>
        </div>
      ) : null}
      {askBonus ? (
        <>
          <YesNoField
            id={id('hadBonus')}
            legend="Ces 3 derniers mois comprennent-ils une prime annuelle ou exceptionnelle ?"
            help="Un 13e mois, une prime de fin d’année, une prime exceptionnelle… déjà comprise dans les montants ci-dessus."
            value={form.hadBonus}
            error={errors.hadBonus}
            onChange={(hadBonus) => update({ hadBonus })}
          />
          {form.hadBonus === 'oui' ? (
            <EurosField
              id={id('bonus')}
              label="Montant de la prime (brut)"
              help="Sur les 3 derniers mois, elle ne compte que pour 3/12 de son montant (article R1234-4)."
              value={form.bonus}
              error={errors.bonus}
              onChange={(bonus) => update({ bonus })}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
