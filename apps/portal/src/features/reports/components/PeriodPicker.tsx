import { type ReportPeriod, reportPeriodSchema } from '@dirigeo/schemas';
import { Button, Input } from '@dirigeo/ui';
import { useState } from 'react';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { periodPresets } from '../report-period.ts';
import * as styles from './Reports.css.ts';

/**
 * The reports' period: a month to a month (five years at most, checked by the API's own schema),
 * or one of the usual periods in one click.
 */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string>();
  const apply = (next: ReportPeriod) => {
    setDraft(next);
    const parsed = reportPeriodSchema.safeParse(next);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onChange(parsed.data);
  };
  return (
    <div className={styles.stack}>
      <div className={styles.periodForm}>
        <FormField id="report-from" label="Du mois de">
          {(field) => (
            <Input
              {...field}
              type="month"
              value={draft.from}
              onChange={(event) => apply({ ...draft, from: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="report-to" label="Au mois de" error={error}>
          {(field) => (
            <Input
              {...field}
              type="month"
              value={draft.to}
              onChange={(event) => apply({ ...draft, to: event.target.value })}
            />
          )}
        </FormField>
        <fieldset className={styles.presets}>
          <legend className={styles.visuallyHidden}>Périodes usuelles</legend>
          {periodPresets().map((preset) => (
            <Button
              key={preset.label}
              type="button"
              size="sm"
              variant={
                preset.period.from === value.from && preset.period.to === value.to ? 'primary' : 'outline'
              }
              onClick={() => apply(preset.period)}
            >
              {preset.label}
            </Button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
