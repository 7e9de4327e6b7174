import { Input } from '@dirigeo/ui';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../lib/ui/FormField.tsx';

interface EmployerDetailsValues {
  siret?: string;
  companyAddress?: string;
  nafCode?: string;
}

/**
 * The employer's details every payslip prints (Code du travail, art. R. 3243-1, 1° and 2°); a
 * payslip cannot be finalised without them.
 */
export function EmployerDetailsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<EmployerDetailsValues>();
  return (
    <>
      <FormField
        id="profile-companyAddress"
        label="Adresse de l'entreprise"
        hint="Numéro, rue, code postal et ville, comme sur vos bulletins."
        error={errors.companyAddress?.message}
      >
        {(field) => <Input {...field} autoComplete="street-address" {...register('companyAddress')} />}
      </FormField>
      <FormField id="profile-siret" label="SIRET" hint="14 chiffres" error={errors.siret?.message}>
        {(field) => <Input {...field} inputMode="numeric" {...register('siret')} />}
      </FormField>
      <FormField
        id="profile-nafCode"
        label="Code APE (NAF)"
        hint="Par exemple 70.22Z, sur l'avis de situation SIRENE."
        error={errors.nafCode?.message}
      >
        {(field) => <Input {...field} {...register('nafCode')} />}
      </FormField>
    </>
  );
}
