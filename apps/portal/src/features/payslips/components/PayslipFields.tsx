import { deBefore } from '@dirigeo/schemas/french';
import {
  CREATABLE_PAYSLIP_STATUSES,
  FRENCH_MONTHS,
  PAYSLIP_STATUS_LABELS,
  type User,
} from '@dirigeo/schemas';
import { canUseFeature, lockedFeatureMessage } from '@dirigeo/site-content';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Input } from '@dirigeo/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useSubscription } from '../../../lib/api/subscription/get-subscription.ts';
import { formatCents } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import {
  attachedCalculation,
  type CalculationCompany,
  calculationIsStale,
  estimateNetCents,
  grossWithElementsCents,
  type PayslipCreateFormInput,
} from '../payslip-form.ts';
import { AmountField } from './AmountField.tsx';
import * as styles from './PayslipCreate.css.ts';
import { SelectField } from './SelectField.tsx';

/** The year selector offers current-2 to current+2 (spec 000 §5). */
export function selectableYears(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return [current - 2, current - 1, current, current + 1, current + 2];
}

const MONTH_OPTIONS = FRENCH_MONTHS.map((label, index) => ({ value: index + 1, label }));
const STATUS_OPTIONS = CREATABLE_PAYSLIP_STATUSES.map((status) => ({
  value: status,
  label: PAYSLIP_STATUS_LABELS[status],
}));

/** The period and pay of the payslip (spec 000 §2, §5), with the live 'Salaire net estimé'. */
export function PayslipFields({
  user,
  company,
  calculatedCents,
}: {
  user: User;
  company: CalculationCompany;
  /** What the calculator last put in the social charges (null: never used on this payslip). */
  calculatedCents: number | null;
}) {
  const { control, register, getFieldState, formState } = useFormContext<PayslipCreateFormInput>();
  const values = useWatch({ control }) as Partial<PayslipCreateFormInput>;
  const netCents = estimateNetCents(values);
  const withElements = (values.payElements?.length ?? 0) > 0;
  const grossCents = withElements ? grossWithElementsCents(values) : null;
  const calculated = attachedCalculation(values, company) !== null;
  const stale = calculationIsStale(values, company, calculatedCents);
  const yearOptions = selectableYears().map((year) => ({ value: year, label: String(year) }));
  const paymentDateError = getFieldState('paymentDate', formState).error?.message;
  // The server refuses to finalise on Freemium and in the trial (402): the form says so up front.
  const subscription = useSubscription().data;
  const finaliseLocked = subscription ? !canUseFeature(subscription, 'finalPayslip') : false;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Période et rémunération</h2>
        </CardTitle>
        <CardDescription>
          Bulletin {deBefore(`${user.firstName} ${user.lastName}`)}, {user.position} chez {user.company}.
          L'adresse, le SIRET et le code APE imprimés viennent de votre{' '}
          <Link to={paths.companyDetails}>fiche entreprise</Link>.
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.grid}>
        <SelectField id="payslip-month" name="month" label="Mois" options={MONTH_OPTIONS} />
        <SelectField id="payslip-year" name="year" label="Année" options={yearOptions} />
        <AmountField
          id="payslip-gross"
          name="grossSalary"
          label={withElements ? 'Salaire de base (€)' : 'Rémunération brute (€)'}
          hint={
            withElements
              ? 'Avant les éléments de paie : primes et avantages en nature s’y ajoutent.'
              : undefined
          }
        />
        <AmountField
          id="payslip-contributions"
          name="socialContributions"
          label="Charges sociales (€)"
          hint={
            stale ? (
              <strong role="status">
                À recalculer&nbsp;: ces charges ont été calculées pour une autre rémunération, période ou
                situation. Cliquez de nouveau sur «&nbsp;Calculer les cotisations&nbsp;».
              </strong>
            ) : calculated ? (
              'Calculées avec les taux officiels\u00a0; modifiées, elles ne sont plus détaillées.'
            ) : undefined
          }
        />
        <AmountField
          id="payslip-deductions"
          name="otherDeductions"
          label="Autres retenues (optionnel)"
          hint="Brouillon saisi à la main seulement : un bulletin finalisé les saisit dans « Éléments de paie », avec leur nature."
        />
        <AmountField
          id="payslip-additions"
          name="otherAdditions"
          label="Autres ajouts (optionnel)"
          hint="Brouillon saisi à la main seulement : un bulletin finalisé les saisit dans « Éléments de paie », avec leur nature."
        />
        <SelectField
          id="payslip-status"
          name="status"
          label="Statut"
          options={
            finaliseLocked ? STATUS_OPTIONS.filter((option) => option.value === 'draft') : STATUS_OPTIONS
          }
          hint={
            finaliseLocked
              ? 'Bulletin de test : il porte le filigrane « Bulletin de test » et ne peut pas être finalisé.'
              : 'Un bulletin finalisé ne peut plus être modifié.'
          }
        />
        {finaliseLocked && subscription ? (
          <p className={styles.locked} role="note">
            {lockedFeatureMessage(subscription, 'finalPayslip')}{' '}
            <Link to={`${paths.settings}?onglet=abonnement`}>Voir les formules</Link>
          </p>
        ) : null}
        <FormField
          id="payslip-payment-date"
          label="Date de paiement"
          error={paymentDateError}
          hint="Requise pour finaliser."
        >
          {(field) => (
            <Input
              {...field}
              type="date"
              {...register('paymentDate', { setValueAs: (value) => (value === '' ? undefined : value) })}
            />
          )}
        </FormField>
        {withElements ? (
          <output className={styles.net} htmlFor="payslip-gross">
            <span className={styles.netLabel}>Rémunération brute estimée</span>
            <span className={styles.netValue}>{grossCents === null ? '—' : formatCents(grossCents)}</span>
          </output>
        ) : null}
        <output
          className={styles.net}
          htmlFor="payslip-gross payslip-contributions payslip-deductions payslip-additions"
        >
          <span className={styles.netLabel}>Salaire net estimé</span>
          <span className={styles.netValue}>
            {stale ? 'À recalculer' : netCents === null ? '—' : formatCents(netCents)}
          </span>
        </output>
      </CardContent>
    </Card>
  );
}
