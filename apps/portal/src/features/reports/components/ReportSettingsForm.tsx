import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHARGES_INDICATOR_LABELS,
  CHARGES_INDICATORS,
  type ChargesIndicator,
  DEFAULT_PAYROLL_ACCOUNTS,
  PAYROLL_ACCOUNT_LABELS,
  type PayrollAccounts,
  type ReportSettings,
  reportSettingsSchema,
} from '@dirigeo/schemas';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Switch,
  toast,
} from '@dirigeo/ui';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { useUpdateReportSettings } from '../api/update-report-settings.ts';
import * as styles from './Reports.css.ts';

const ACCOUNT_KEYS = Object.keys(DEFAULT_PAYROLL_ACCOUNTS) as (keyof PayrollAccounts)[];

/**
 * The reports' settings: the accounts the entries are booked on (by default those of our article
 * « Comptabiliser la paie du dirigeant »), the year's budget and the dashboard's indicators. Checked
 * with the API's own schema.
 */
export function ReportSettingsForm({ settings }: { settings: ReportSettings }) {
  const update = useUpdateReportSettings();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ReportSettings>({ resolver: zodResolver(reportSettingsSchema), values: settings });

  const onSubmit = handleSubmit(async (body) => {
    try {
      reset(await update.mutateAsync(body));
      toast({ title: 'Réglages enregistrés', variant: 'success' });
    } catch (error) {
      toast({ title: 'Enregistrement impossible', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.stack}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Comptes de paie</h2>
          </CardTitle>
          <CardDescription>
            Par défaut, les comptes du plan comptable général de notre article{' '}
            <a href="/blog/comptabiliser-paie-dirigeant">« Comptabiliser la paie du dirigeant »</a>. Si votre
            comptable passe la rémunération en 641 et les cotisations en 645, indiquez-les ici.
          </CardDescription>
        </CardHeader>
        <CardContent className={styles.fields}>
          {ACCOUNT_KEYS.map((key) => (
            <FormField
              key={key}
              id={`account-${key}`}
              label={PAYROLL_ACCOUNT_LABELS[key]}
              error={errors.accounts?.[key]?.message}
            >
              {(field) => <Input {...field} {...register(`accounts.${key}`)} autoComplete="off" />}
            </FormField>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Budget et indicateurs</h2>
          </CardTitle>
          <CardDescription>Ce que le tableau de bord suit dans l’analyse des charges.</CardDescription>
        </CardHeader>
        <CardContent className={styles.stack}>
          <FormField
            id="annual-budget"
            label="Budget annuel du coût employeur (€)"
            hint="Laissez vide pour ne pas suivre de budget."
            error={errors.annualBudget?.message}
          >
            {(field) => (
              <Input
                {...field}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                {...register('annualBudget', {
                  setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
                })}
              />
            )}
          </FormField>
          <fieldset className={styles.checkboxes}>
            <legend className={styles.legend}>Indicateurs affichés</legend>
            <Controller
              control={control}
              name="indicators"
              render={({ field }) => (
                <>
                  {CHARGES_INDICATORS.map((indicator: ChargesIndicator) => (
                    <div key={indicator} className={styles.checkboxRow}>
                      <Switch
                        id={`indicator-${indicator}`}
                        checked={field.value.includes(indicator)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked
                              ? CHARGES_INDICATORS.filter(
                                  (item) => item === indicator || field.value.includes(item),
                                )
                              : field.value.filter((item) => item !== indicator),
                          )
                        }
                      />
                      <Label htmlFor={`indicator-${indicator}`}>{CHARGES_INDICATOR_LABELS[indicator]}</Label>
                    </div>
                  ))}
                </>
              )}
            />
          </fieldset>
        </CardContent>
      </Card>
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending || !isDirty}>
          Enregistrer les réglages
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            reset({ ...settings, accounts: DEFAULT_PAYROLL_ACCOUNTS }, { keepDefaultValues: true })
          }
        >
          Revenir aux comptes par défaut
        </Button>
      </div>
    </form>
  );
}
