import { USER_STATUS_LABELS, USER_STATUSES } from '@dirigeo/schemas';
import { Input } from '@dirigeo/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '../../ui/FormField.tsx';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import type { ProfessionalValues } from './field-values.ts';
import * as styles from './registration-fields.css.ts';

interface ProfessionalFieldsProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** The company's name on a whole row (a narrow form). */
  companyOnFullRow?: boolean;
}

/** The company's name, the officer's position and status (spec 000 §5): registration and profile alike. */
export function ProfessionalFields({ idPrefix, companyOnFullRow = false }: ProfessionalFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfessionalValues>();
  return (
    <>
      <div className={companyOnFullRow ? styles.fullWidth : undefined}>
        <FormField id={`${idPrefix}-company`} label="Nom de l'entreprise" error={errors.company?.message}>
          {(field) => <Input {...field} autoComplete="organization" {...register('company')} />}
        </FormField>
      </div>
      <FormField id={`${idPrefix}-position`} label="Fonction" error={errors.position?.message}>
        {(field) => <Input {...field} autoComplete="organization-title" {...register('position')} />}
      </FormField>
      <FormField id={`${idPrefix}-status`} label="Statut" error={errors.status?.message}>
        {(field) => (
          <Controller
            control={control}
            name="status"
            render={({ field: status }) => (
              <ChoiceSelect
                {...field}
                field={status}
                choices={USER_STATUSES}
                labels={USER_STATUS_LABELS}
                placeholder="Sélectionnez votre statut"
              />
            )}
          />
        )}
      </FormField>
    </>
  );
}
