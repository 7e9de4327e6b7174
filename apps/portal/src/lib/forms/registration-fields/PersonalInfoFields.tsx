import type { ReactNode } from 'react';
import { Input } from '@dirigeo/ui';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../ui/FormField.tsx';
import type { PersonalInfoValues } from './field-values.ts';
import * as styles from './registration-fields.css.ts';

interface PersonalInfoFieldsProps {
  /** Prefix of the fields' ids, unique on the page ('register' gives 'register-firstName'). */
  idPrefix: string;
  /** Email and phone each on a whole row (a narrow form). */
  contactOnFullRows?: boolean;
  /**
   * Where the address is changed instead (the profile: Paramètres › Compte, where the password is
   * asked and the new address confirmed by a link). Given, the field is read-only with this hint.
   */
  emailChangedElsewhere?: ReactNode;
}

/** First name, last name, email and phone (spec 000 §5): registration and profile alike. */
export function PersonalInfoFields({
  idPrefix,
  contactOnFullRows = false,
  emailChangedElsewhere,
}: PersonalInfoFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PersonalInfoValues>();
  const contactRow = contactOnFullRows ? styles.fullWidth : undefined;
  return (
    <>
      <FormField id={`${idPrefix}-firstName`} label="Prénom" error={errors.firstName?.message}>
        {(field) => <Input {...field} autoComplete="given-name" {...register('firstName')} />}
      </FormField>
      <FormField id={`${idPrefix}-lastName`} label="Nom" error={errors.lastName?.message}>
        {(field) => <Input {...field} autoComplete="family-name" {...register('lastName')} />}
      </FormField>
      <div className={contactRow}>
        <FormField
          id={`${idPrefix}-email`}
          label="Email"
          error={errors.email?.message}
          hint={emailChangedElsewhere}
        >
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              readOnly={emailChangedElsewhere !== undefined}
              {...register('email')}
            />
          )}
        </FormField>
      </div>
      <div className={contactRow}>
        <FormField id={`${idPrefix}-phone`} label="Téléphone (optionnel)" error={errors.phone?.message}>
          {(field) => <Input {...field} type="tel" autoComplete="tel" {...register('phone')} />}
        </FormField>
      </div>
    </>
  );
}
