import { Badge, Label, RadioGroup, RadioGroupItem } from '@dirigeo/ui';
import { Controller, useFormContext } from 'react-hook-form';
import type { PlanChoiceValues } from './field-values.ts';
import * as styles from './registration-fields.css.ts';
import { SUBSCRIPTION_PLANS } from './subscription-plans.ts';

interface PlanChoiceProps {
  /** Prefix of the radios' ids, unique on the page. */
  idPrefix: string;
  /** 'list': one line per plan (a compact form); 'cards': each plan's price and features. */
  variant: 'list' | 'cards';
}

/** The choice of the plan (spec 000 §9), the free trial by default. */
export function PlanChoice({ idPrefix, variant }: PlanChoiceProps) {
  const { control } = useFormContext<PlanChoiceValues>();
  return (
    <Controller
      control={control}
      name="subscriptionType"
      render={({ field: { value, onChange } }) => (
        <RadioGroup
          className={variant === 'cards' ? styles.plans : `${styles.radioList} ${styles.fullWidth}`}
          value={value ?? 'free_trial'}
          onValueChange={onChange}
          aria-label="Formule"
        >
          {SUBSCRIPTION_PLANS.map((plan) => {
            const id = `${idPrefix}-plan-${plan.value}`;
            if (variant === 'list') {
              return (
                <div key={plan.value} className={styles.radioRow}>
                  <RadioGroupItem id={id} value={plan.value} />
                  <Label htmlFor={id}>{plan.summary}</Label>
                </div>
              );
            }
            return (
              <label key={plan.value} htmlFor={id} className={styles.plan}>
                <span className={styles.planTop}>
                  <span className={styles.planName}>
                    <RadioGroupItem
                      id={id}
                      value={plan.value}
                      aria-labelledby={`${id}-name`}
                      aria-describedby={`${id}-details`}
                    />
                    <span id={`${id}-name`}>{plan.name}</span>
                  </span>
                  {plan.highlight ? <Badge variant="success">{plan.highlight}</Badge> : null}
                </span>
                <span id={`${id}-details`}>
                  <span className={styles.planPrice}>{plan.price}</span>{' '}
                  <span className={styles.planPeriod}>{plan.period}</span>
                  <ul className={styles.planFeatures}>
                    {plan.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </span>
              </label>
            );
          })}
        </RadioGroup>
      )}
    />
  );
}
