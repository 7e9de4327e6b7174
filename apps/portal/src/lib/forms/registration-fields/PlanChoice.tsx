import type { SubscriptionType } from '@dirigeo/schemas';
import { detailedPlans, formatPlanPrice, freeTrial, type PlanId, salesTerms } from '@dirigeo/site-content';
import { Badge, Label, RadioGroup, RadioGroupItem } from '@dirigeo/ui';
import { Controller, useFormContext } from 'react-hook-form';
import type { PlanChoiceValues } from './field-values.ts';
import * as styles from './registration-fields.css.ts';

interface PlanChoiceProps {
  /** Prefix of the radios' ids, unique on the page. */
  idPrefix: string;
  /** 'list': one line per plan (a compact form); 'cards': each plan's price and features. */
  variant: 'list' | 'cards';
}

const PERIODS = [
  { value: 'monthly', label: 'Mensuelle', hint: 'sans engagement' },
  {
    value: 'yearly',
    label: 'Annuelle',
    hint: `${salesTerms.annualCommitmentMonths} mois, −${salesTerms.annualDiscountPercent} %`,
  },
] as const satisfies readonly { value: SubscriptionType; label: string; hint: string }[];

/** « 9 € HT par mois » or « 91,80 € HT par an ». */
function priceOf(plan: (typeof detailedPlans)[number], yearly: boolean): string {
  if (plan.monthlyPriceCents === 0) return 'Gratuite';
  return yearly
    ? `${formatPlanPrice(plan.yearlyPriceCents)} HT par an`
    : `${formatPlanPrice(plan.monthlyPriceCents)} HT par mois`;
}

/**
 * The choice of the plan and its billing (the plans of `@dirigeo/site-content`, the one price grid).
 * It is a wish: every account starts on the free trial, and the plan is paid for later from the
 * settings (issue 26).
 */
export function PlanChoice({ idPrefix, variant }: PlanChoiceProps) {
  const { control, watch, setValue } = useFormContext<PlanChoiceValues>();
  const plan = watch('plan') ?? 'essentielle';
  const subscriptionType = watch('subscriptionType') ?? 'free_trial';
  const yearly = subscriptionType === 'yearly';
  const choosePlan = (value: PlanId, onChange: (value: PlanId) => void) => {
    onChange(value);
    if (value === 'freemium') setValue('subscriptionType', 'free_trial');
    else if (subscriptionType === 'free_trial') setValue('subscriptionType', 'monthly');
  };
  return (
    <div className={`${styles.planChoice} ${variant === 'list' ? styles.fullWidth : ''}`}>
      <p className={styles.planIntro}>
        Votre compte commence par {freeTrial.days} jours d'essai gratuit, sans paiement (formule Essentielle
        en mode démonstration). Vous souscrivez ensuite la formule choisie depuis vos paramètres.
      </p>
      <Controller
        control={control}
        name="plan"
        render={({ field: { value, onChange } }) => (
          <RadioGroup
            className={variant === 'cards' ? styles.plans : styles.radioList}
            value={value ?? 'essentielle'}
            onValueChange={(next) => {
              const chosen = detailedPlans.find((candidate) => candidate.id === next);
              if (chosen) choosePlan(chosen.id, onChange);
            }}
            aria-label="Formule"
          >
            {detailedPlans.map((option) => {
              const id = `${idPrefix}-plan-${option.id}`;
              if (variant === 'list') {
                return (
                  <div key={option.id} className={styles.radioRow}>
                    <RadioGroupItem id={id} value={option.id} />
                    <Label htmlFor={id}>
                      {option.name} — {priceOf(option, yearly)}
                    </Label>
                  </div>
                );
              }
              return (
                <label key={option.id} htmlFor={id} className={styles.plan}>
                  <span className={styles.planTop}>
                    <span className={styles.planName}>
                      <RadioGroupItem
                        id={id}
                        value={option.id}
                        aria-labelledby={`${id}-name`}
                        aria-describedby={`${id}-details`}
                      />
                      <span id={`${id}-name`}>{option.name}</span>
                    </span>
                    {option.popular ? <Badge variant="success">La plus choisie</Badge> : null}
                  </span>
                  <span id={`${id}-details`}>
                    <span className={styles.planPrice}>
                      {priceOf(option, yearly && option.monthlyPriceCents > 0)}
                    </span>
                    <ul className={styles.planFeatures}>
                      {option.features
                        .filter((feature) => feature.included)
                        .map((feature) => (
                          <li key={feature.name}>{feature.name}</li>
                        ))}
                    </ul>
                  </span>
                </label>
              );
            })}
          </RadioGroup>
        )}
      />
      {plan === 'freemium' ? null : (
        <Controller
          control={control}
          name="subscriptionType"
          render={({ field: { value, onChange } }) => (
            <RadioGroup
              className={styles.radioList}
              value={value === 'yearly' ? 'yearly' : 'monthly'}
              onValueChange={onChange}
              aria-label="Facturation"
            >
              {PERIODS.map((period) => {
                const id = `${idPrefix}-period-${period.value}`;
                return (
                  <div key={period.value} className={styles.radioRow}>
                    <RadioGroupItem id={id} value={period.value} />
                    <Label htmlFor={id}>
                      Facturation {period.label.toLowerCase()} ({period.hint})
                    </Label>
                  </div>
                );
              })}
            </RadioGroup>
          )}
        />
      )}
    </div>
  );
}
