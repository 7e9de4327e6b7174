import {
  CDD_REASON_LABELS,
  CDD_REASONS,
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  type Employee,
  employeeBodySchema,
} from '@dirigeo/schemas';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  NativeSelect,
  toast,
} from '@dirigeo/ui';
import { type Path, useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { type TextFieldSpec, TextFields } from '../../../lib/forms/text-fields.tsx';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { useCreateEmployee } from '../api/create-employee.ts';
import { useUpdateEmployee } from '../api/update-employee.ts';
import * as styles from './Employees.css.ts';

interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  nir: string;
  birthDate: string;
  birthPlace: { city: string; departmentCode: string; countryCode: string };
  address: { street: string; postalCode: string; city: string };
  email: string;
  jobTitle: string;
  status: string;
  contractType: string;
  contractStart: string;
  contractEnd: string;
  cddReason: string;
  workingTimePercent: string;
  grossMonthlySalary: string;
  healthInsuranceMonthly: string;
  healthInsuranceEmployerSharePercent: string;
  cadrePrevoyance: 'yes' | 'no';
  pcsEse: string;
  euNational: '' | 'yes' | 'no';
  pasRateId: string;
}

const decimal = (value: number) => String(value).replace('.', ',');
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function valuesOf(employee: Employee | undefined): EmployeeFormValues {
  if (!employee)
    return {
      firstName: '',
      lastName: '',
      nir: '',
      birthDate: '',
      birthPlace: { city: '', departmentCode: '', countryCode: 'FR' },
      address: { street: '', postalCode: '', city: '' },
      email: '',
      jobTitle: '',
      status: 'non-cadre',
      contractType: 'cdi',
      contractStart: '',
      contractEnd: '',
      cddReason: '',
      workingTimePercent: '100',
      grossMonthlySalary: '',
      healthInsuranceMonthly: '0',
      healthInsuranceEmployerSharePercent: '50',
      cadrePrevoyance: 'no',
      pcsEse: '',
      euNational: '',
      pasRateId: '',
    };
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    nir: employee.nir,
    birthDate: employee.birthDate,
    birthPlace: employee.birthPlace,
    address: employee.address,
    email: employee.email ?? '',
    jobTitle: employee.jobTitle,
    status: employee.status,
    contractType: employee.contractType,
    contractStart: employee.contractStart,
    contractEnd: employee.contractEnd ?? '',
    cddReason: employee.cddReason ?? '',
    workingTimePercent: decimal(Math.round(employee.workingTimeRatio * 10_000) / 100),
    grossMonthlySalary: euros(employee.grossMonthlySalaryCents),
    healthInsuranceMonthly: euros(employee.healthInsuranceMonthlyCents),
    healthInsuranceEmployerSharePercent: decimal(employee.healthInsuranceEmployerSharePercent),
    cadrePrevoyance: employee.cadrePrevoyance ? 'yes' : 'no',
    pcsEse: employee.pcsEse ?? '',
    euNational: employee.euNational === null ? '' : employee.euNational ? 'yes' : 'no',
    pasRateId: employee.pasRateId ?? '',
  };
}

/** The form's field for each field of the API whose value the form converts (euros → cents, % → ratio). */
const FORM_FIELD_OF: Record<string, Path<EmployeeFormValues>> = {
  workingTimeRatio: 'workingTimePercent',
  grossMonthlySalaryCents: 'grossMonthlySalary',
  healthInsuranceMonthlyCents: 'healthInsuranceMonthly',
};

function formFieldOf(path: string): Path<EmployeeFormValues> {
  return FORM_FIELD_OF[path] ?? (path as Path<EmployeeFormValues>);
}

/** '2 000,50' or '2000.5' → 2000.5; null when it is not a number. */
function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€%]/g, '').replace(',', '.');
  if (compact === '' || !/^-?\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}

const personFields: readonly TextFieldSpec<EmployeeFormValues>[] = [
  { name: 'firstName', label: 'Prénom', autoComplete: 'off' },
  { name: 'lastName', label: 'Nom' },
  {
    name: 'nir',
    label: 'Numéro de sécurité sociale',
    hint: '15 caractères, clé comprise (2A ou 2B pour la Corse).',
  },
  { name: 'birthDate', label: 'Date de naissance', type: 'date' },
  { name: 'birthPlace.city', label: 'Commune de naissance' },
  {
    name: 'birthPlace.departmentCode',
    label: 'Département de naissance',
    hint: '75, 2A… ; 99 si né(e) à l’étranger.',
  },
  { name: 'birthPlace.countryCode', label: 'Pays de naissance', hint: 'Code à 2 lettres : FR, BE…' },
  { name: 'address.street', label: 'Adresse : numéro et voie' },
  { name: 'address.postalCode', label: 'Code postal', inputMode: 'numeric' },
  { name: 'address.city', label: 'Ville' },
  { name: 'email', label: 'E-mail (facultatif)', hint: 'Pour lui envoyer ses bulletins.' },
  { name: 'jobTitle', label: 'Emploi occupé', hint: 'Tel qu’il figure sur le bulletin.' },
  {
    name: 'pcsEse',
    label: 'Code PCS-ESE de l’emploi',
    hint: 'Pour la DSN : 3 chiffres et une lettre (543d employé administratif, 461d technicien…).',
  },
  {
    name: 'pasRateId',
    label: 'Identifiant du taux de prélèvement (facultatif)',
    hint: 'Du compte rendu de la DGFiP ; sans lui, la DSN déclare le taux non personnalisé.',
    inputMode: 'numeric',
  },
];

const payFields: readonly TextFieldSpec<EmployeeFormValues>[] = [
  { name: 'contractStart', label: 'Date d’embauche', type: 'date' },
  { name: 'contractEnd', label: 'Fin du contrat', type: 'date', hint: 'Obligatoire pour un CDD.' },
  {
    name: 'workingTimePercent',
    label: 'Temps de travail (% d’un temps plein)',
    hint: '100 = 151,67 h par mois ; 80 pour un 4/5e.',
    inputMode: 'decimal',
  },
  { name: 'grossMonthlySalary', label: 'Salaire de base brut mensuel (€)', inputMode: 'decimal' },
  {
    name: 'healthInsuranceMonthly',
    label: 'Cotisation mensuelle de mutuelle (€)',
    hint: 'Parts salariale et patronale ; 0 sans mutuelle.',
    inputMode: 'decimal',
  },
  {
    name: 'healthInsuranceEmployerSharePercent',
    label: 'Part patronale de la mutuelle (%)',
    hint: 'Au moins 50 % (article L911-7 du Code de la sécurité sociale).',
    inputMode: 'decimal',
  },
];

/** Adds an employee, or changes one, checked with the API's own schema before it is sent. */
export function EmployeeForm({ employee, onDone }: { employee?: Employee; onDone: () => void }) {
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const form = useForm<EmployeeFormValues>({ defaultValues: valuesOf(employee) });
  const errors = form.formState.errors;
  const contractType = form.watch('contractType');
  const status = form.watch('status');
  const pending = create.isPending || update.isPending;
  const idPrefix = employee ? `employee-${employee.id}` : 'employee-new';

  const onSubmit = form.handleSubmit(async (values) => {
    const numbers = {
      workingTimePercent: parseDecimal(values.workingTimePercent),
      grossMonthlySalary: parseDecimal(values.grossMonthlySalary),
      healthInsuranceMonthly: parseDecimal(values.healthInsuranceMonthly),
      healthInsuranceEmployerSharePercent: parseDecimal(values.healthInsuranceEmployerSharePercent),
    };
    form.clearErrors();
    let unreadable = false;
    for (const [name, value] of Object.entries(numbers)) {
      if (value === null) {
        unreadable = true;
        form.setError(name as Path<EmployeeFormValues>, {
          type: 'client',
          message: 'Saisissez un nombre, par exemple 2 000,00',
        });
      }
    }
    if (unreadable) return;
    const result = employeeBodySchema.safeParse({
      ...values,
      email: values.email.trim() === '' ? null : values.email,
      contractEnd: values.contractEnd === '' ? null : values.contractEnd,
      cddReason: values.contractType === 'cdd' && values.cddReason !== '' ? values.cddReason : null,
      workingTimeRatio: (numbers.workingTimePercent ?? 0) / 100,
      grossMonthlySalaryCents: Math.round((numbers.grossMonthlySalary ?? 0) * 100),
      healthInsuranceMonthlyCents: Math.round((numbers.healthInsuranceMonthly ?? 0) * 100),
      healthInsuranceEmployerSharePercent: numbers.healthInsuranceEmployerSharePercent,
      cadrePrevoyance: values.status === 'cadre' && values.cadrePrevoyance === 'yes',
      euNational: values.euNational === '' ? null : values.euNational === 'yes',
    });
    if (!result.success) {
      for (const issue of result.error.issues)
        form.setError(formFieldOf(issue.path.join('.')), { type: 'client', message: issue.message });
      return;
    }
    const parsed = result.data;
    try {
      if (employee) await update.mutateAsync({ id: employee.id, patch: parsed });
      else await create.mutateAsync(parsed);
      toast({
        title: employee ? 'Salarié mis à jour' : 'Salarié ajouté',
        description: `${parsed.firstName} ${parsed.lastName}`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      // The server's own checks (the same schema, and the rules on a changed employee) land on their fields.
      if (error instanceof ApiError)
        for (const issue of error.issues)
          form.setError(formFieldOf(issue.path), { type: 'server', message: issue.message });
      toast({ title: 'Erreur', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <form noValidate aria-label={employee ? 'Modifier le salarié' : 'Ajouter un salarié'} onSubmit={onSubmit}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{employee ? `${employee.firstName} ${employee.lastName}` : 'Nouveau salarié'}</h2>
          </CardTitle>
          <CardDescription>
            Son identité telle que la DSN la déclare, et son contrat de travail.
          </CardDescription>
        </CardHeader>
        <CardContent className={styles.fields}>
          <TextFields form={form} idPrefix={idPrefix} fields={personFields} />
          <FormField
            id={`${idPrefix}-euNational`}
            label="Ressortissant de l’UE, de l’EEE ou de Suisse"
            hint="Pour la DSN."
            error={errors.euNational?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register('euNational')}>
                <option value="">Choisir…</option>
                <option value="yes">Oui</option>
                <option value="no">Non</option>
              </NativeSelect>
            )}
          </FormField>
          <FormField id={`${idPrefix}-status`} label="Statut" error={errors.status?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('status')}>
                {EMPLOYEE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {EMPLOYEE_STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id={`${idPrefix}-contractType`} label="Contrat" error={errors.contractType?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('contractType')}>
                {CONTRACT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {CONTRACT_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {contractType === 'cdd' ? (
            <FormField id={`${idPrefix}-cddReason`} label="Motif du CDD" error={errors.cddReason?.message}>
              {(control) => (
                <NativeSelect {...control} {...form.register('cddReason')}>
                  <option value="">Choisir…</option>
                  {CDD_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {CDD_REASON_LABELS[reason]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          <TextFields form={form} idPrefix={idPrefix} fields={payFields} />
          {status === 'cadre' ? (
            <FormField
              id={`${idPrefix}-cadrePrevoyance`}
              label="Prévoyance cadre (1,50 % sur la tranche 1)"
              hint="Due à tout cadre (ANI du 17 novembre 2017)."
              error={errors.cadrePrevoyance?.message}
            >
              {(control) => (
                <NativeSelect {...control} {...form.register('cadrePrevoyance')}>
                  <option value="no">Non</option>
                  <option value="yes">Oui</option>
                </NativeSelect>
              )}
            </FormField>
          ) : null}
        </CardContent>
        <CardFooter className={styles.footer}>
          <Button type="button" variant="outline" onClick={onDone}>
            Annuler
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Enregistrement…' : employee ? 'Enregistrer' : 'Ajouter le salarié'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
