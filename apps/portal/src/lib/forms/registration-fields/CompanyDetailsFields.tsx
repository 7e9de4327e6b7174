import {
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  PREVIOUS_PAYROLL_SYSTEM_LABELS,
  PREVIOUS_PAYROLL_SYSTEMS,
} from '@dirigeo/schemas';
import { Input } from '@dirigeo/ui';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../ui/FormField.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import type { CompanyDetailsValues } from './field-values.ts';

interface CompanyDetailsFieldsProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** Say under the SIRET how many digits it has. */
  withHints?: boolean;
}

/**
 * The optional company fields of registration (spec 000 §4, §5): legal form, SIRET, current payroll
 * solution, employees (their number asked only when there are some) and the eligibility test.
 */
export function CompanyDetailsFields({ idPrefix, withHints = false }: CompanyDetailsFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CompanyDetailsValues>();
  const hasEmployees = useWatch({ control, name: 'hasEmployees' });
  return (
    <>
      <FormField
        id={`${idPrefix}-companyType`}
        label="Forme juridique (optionnel)"
        error={errors.companyType?.message}
      >
        {(field) => (
          <Controller
            control={control}
            name="companyType"
            render={({ field: companyType }) => (
              <ChoiceSelect
                {...field}
                field={companyType}
                choices={COMPANY_TYPES}
                labels={COMPANY_TYPE_LABELS}
                placeholder="Sélectionnez une forme"
              />
            )}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-siret`}
        label="SIRET (optionnel)"
        hint={withHints ? '14 chiffres' : undefined}
        error={errors.siret?.message}
      >
        {(field) => <Input {...field} inputMode="numeric" {...register('siret')} />}
      </FormField>
      <FormField
        id={`${idPrefix}-previousPayrollSystem`}
        label="Solution de paie actuelle (optionnel)"
        error={errors.previousPayrollSystem?.message}
      >
        {(field) => (
          <Controller
            control={control}
            name="previousPayrollSystem"
            render={({ field: previousPayrollSystem }) => (
              <ChoiceSelect
                {...field}
                field={previousPayrollSystem}
                choices={PREVIOUS_PAYROLL_SYSTEMS}
                labels={PREVIOUS_PAYROLL_SYSTEM_LABELS}
                placeholder="Sélectionnez une solution"
              />
            )}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="hasEmployees"
        render={({ field }) => (
          <CheckboxField id={`${idPrefix}-hasEmployees`} field={field}>
            J'ai des salariés
          </CheckboxField>
        )}
      />
      {hasEmployees ? (
        <FormField
          id={`${idPrefix}-numberOfEmployees`}
          label="Nombre de salariés"
          error={errors.numberOfEmployees?.message}
        >
          {(field) => (
            <Input
              {...field}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              {...register('numberOfEmployees')}
            />
          )}
        </FormField>
      ) : null}
      <Controller
        control={control}
        name="eligibilityTested"
        render={({ field }) => (
          <CheckboxField id={`${idPrefix}-eligibilityTested`} field={field}>
            J'ai fait le test d'éligibilité
          </CheckboxField>
        )}
      />
    </>
  );
}
