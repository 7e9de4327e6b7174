import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  Switch,
} from '@dirigeo/ui';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { formatRate } from '@dirigeo/payroll-calc';
import { formatPeriod } from '@dirigeo/schemas';
import { deBefore, inSentence } from '@dirigeo/schemas/french';
import { formatCents } from '../../../lib/format.ts';
import { CALCULATION_YEARS, canCalculate } from '../payslip-calculation.ts';
import {
  attachedCalculation,
  type CalculationCompany,
  calculationFor,
  type PayslipCreateFormInput,
  type RememberedCalculator,
} from '../payslip-form.ts';
import { AmountField } from './AmountField.tsx';
import * as styles from './PayslipCreate.css.ts';

/**
 * The contribution calculator: its settings are fields of the payslip form (validated by their own
 * schema), and 'Calculer les cotisations' puts the officer's employee contributions, computed with
 * the year's official rates, in the social charges.
 */
export function ContributionCalculator({
  company,
  remembered,
  onCalculated,
}: {
  company: CalculationCompany;
  /** Where the settings the form started from came from. */
  remembered: Pick<RememberedCalculator, 'from' | 'rateFromProfile'>;
  /** Told the employee contributions put in the social charges, in cents. */
  onCalculated: (employeeContributionsCents: number) => void;
}) {
  const { control, setValue, trigger } = useFormContext<PayslipCreateFormInput>();
  const values = useWatch({ control }) as Partial<PayslipCreateFormInput>;
  const calculable = typeof values.year === 'number' && canCalculate(values.year);
  const attached = attachedCalculation(values, company);

  const calculate = async () => {
    // An element refused is shown on its field rather than left out of the calculation.
    const valid = await trigger(['grossSalary', 'year', 'month', 'calculator', 'payElements']);
    const calculation = calculationFor(values, company);
    if (!valid || !calculation) return;
    setValue('socialContributions', calculation.employeeContributions / 100, { shouldValidate: true });
    onCalculated(calculation.employeeContributions);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Calcul des cotisations</h2>
        </CardTitle>
        <CardDescription>
          Calcule les charges sociales d'un mandataire assimilé salarié à partir de la rémunération brute et
          des éléments de paie, avec les taux officiels de l'année ({CALCULATION_YEARS.join(', ')}). Effectif
          de l'entreprise : {company.headcount}, taux AT/MP :{' '}
          {company.atmpRatePercent === null
            ? 'taux collectif de l’année'
            : `${formatRate(company.atmpRatePercent)}`}{' '}
          (d'après l'écran Entreprise). Aperçu calculé ici ; le serveur refait le calcul avec les mêmes
          paramètres et les mêmes taux à l'enregistrement. Un bulletin finalisé exige ce calcul.
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.grid}>
        <RememberedNote {...remembered} />
        <AmountField
          id="payslip-pas"
          name="calculator.pasRatePercent"
          label="Taux de prélèvement à la source (%)"
          unit="percent"
          hint={
            company.neutralPasZone ? (
              <>
                Votre profil indique un taux non personnalisé&nbsp;: le bulletin applique le taux de la grille
                de taux par défaut (CGI, art. 204 H) correspondant à son net imposable, quel que soit ce
                champ.
              </>
            ) : Number(values.calculator?.pasRatePercent) === 0 ? (
              <>
                Taux de prélèvement à 0&nbsp;%&nbsp;: aucun impôt sur le revenu ne sera retenu sur ce
                bulletin. Reportez le taux transmis par l’administration fiscale (compte rendu métier
                nominatif reçu sur net-entreprises.fr après votre dernière DSN) ou, à défaut, celui de la
                grille de taux non personnalisé (CGI, art. 204 H)&nbsp;; 0&nbsp;% n’est juste que si ce taux
                est nul.
              </>
            ) : undefined
          }
        />
        {!company.neutralPasZone && Number(values.calculator?.pasRatePercent) === 0 ? (
          <div className={styles.switchRow}>
            <Controller
              control={control}
              name="calculator.confirmZeroPas"
              render={({ field, fieldState }) => (
                <>
                  <Switch
                    id="payslip-confirm-zero-pas"
                    checked={field.value ?? false}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-invalid={fieldState.error ? true : undefined}
                    aria-describedby={fieldState.error ? 'payslip-confirm-zero-pas-error' : undefined}
                  />
                  <Label htmlFor="payslip-confirm-zero-pas">
                    Je confirme le taux de 0&nbsp;% (requis pour finaliser)
                  </Label>
                  {fieldState.error ? (
                    <p id="payslip-confirm-zero-pas-error" className={styles.error} role="alert">
                      {fieldState.error.message}
                    </p>
                  ) : null}
                </>
              )}
            />
          </div>
        ) : null}
        <AmountField
          id="payslip-mutuelle"
          name="calculator.healthInsuranceMonthly"
          label="Mutuelle : cotisation mensuelle totale (€)"
        />
        <AmountField
          id="payslip-mutuelle-share"
          name="calculator.healthInsuranceEmployerSharePercent"
          label="Mutuelle : part employeur (%)"
          unit="percent"
        />
        <div className={styles.switchRow}>
          <Controller
            control={control}
            name="calculator.cadrePrevoyance"
            render={({ field }) => (
              <Switch
                id="payslip-prevoyance"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor="payslip-prevoyance">Prévoyance cadre payée par l'entreprise</Label>
        </div>
        <div className={styles.calculateRow}>
          <Button type="button" variant="secondary" onClick={() => void calculate()} disabled={!calculable}>
            Calculer les cotisations
          </Button>
          {calculable ? null : (
            <p className={styles.hint}>
              Le calcul est disponible pour les années {CALCULATION_YEARS.join(' et ')}.
            </p>
          )}
          {attached ? (
            <p className={styles.hint} role="status">
              Cotisations salariales : {formatCents(attached.employeeContributions)} ; net imposable :{' '}
              {formatCents(attached.netTaxable)}.
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** Where the form's rate, mutuelle and prévoyance came from, for the officer to check them. */
function RememberedNote({ from, rateFromProfile }: Pick<RememberedCalculator, 'from' | 'rateFromProfile'>) {
  const month = from ? deBefore(inSentence(formatPeriod(from.month, from.year))) : null;
  if (!rateFromProfile && !month) return null;
  const parts = [
    rateFromProfile ? 'taux de prélèvement repris de votre profil de dirigeant' : null,
    month
      ? `${rateFromProfile ? 'mutuelle et prévoyance' : 'taux de prélèvement, mutuelle et prévoyance'} repris de votre bulletin ${month}`
      : null,
  ].filter((part) => part !== null);
  const sentence = parts.join(' ; ');
  return (
    <p className={styles.hint}>
      {sentence.charAt(0).toLocaleUpperCase('fr-FR') + sentence.slice(1)}&nbsp;: vérifiez-les s’ils ont
      changé.
    </p>
  );
}
