import { type Officer, officerBodySchema, PAS_RATE_TYPE_LABELS, PAS_RATE_TYPES } from '@dirigeo/schemas';
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
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { paths } from '../../../lib/paths.ts';
import { useUpdateOfficer } from '../api/officer.ts';
import * as styles from './ProfileForm.css.ts';
import { parseOrShow, type TextFieldSpec, TextFields } from '../../../lib/forms/text-fields.tsx';

interface OfficerFormValues {
  nir: string;
  birthDate: string;
  birthPlace: { city: string; departmentCode: string; countryCode: string };
  address: { street: string; postalCode: string; city: string };
  mandateStartDate: string;
  pcsEse: string;
  euNational: 'yes' | 'no' | '';
  pasRatePercent: string;
  pasRateType: string;
  pasRateId: string;
  /** The ACRE: an empty month declares none. */
  acre: {
    startMonth: string;
    effectiveControl: 'yes' | 'no' | '';
    noAcreInPreviousThreeYears: 'yes' | 'no' | '';
  };
}

function valuesOf(officer: Officer): OfficerFormValues {
  return {
    nir: officer.nir ?? '',
    birthDate: officer.birthDate ?? '',
    birthPlace: officer.birthPlace ?? { city: '', departmentCode: '', countryCode: 'FR' },
    address: officer.address ?? { street: '', postalCode: '', city: '' },
    mandateStartDate: officer.mandateStartDate ?? '',
    pcsEse: officer.pcsEse ?? '',
    euNational: officer.euNational === null ? '' : officer.euNational ? 'yes' : 'no',
    pasRatePercent: officer.pasRatePercent === null ? '' : String(officer.pasRatePercent).replace('.', ','),
    pasRateType: officer.pasRateType ?? '',
    pasRateId: officer.pasRateId ?? '',
    acre: {
      startMonth: officer.acre?.startMonth ?? '',
      effectiveControl: yesNo(officer.acre?.effectiveControl),
      noAcreInPreviousThreeYears: yesNo(officer.acre?.noAcreInPreviousThreeYears),
    },
  };
}

function yesNo(value: boolean | undefined): 'yes' | 'no' | '' {
  return value === undefined ? '' : value ? 'yes' : 'no';
}

function booleanOf(value: 'yes' | 'no' | ''): boolean | undefined {
  return value === '' ? undefined : value === 'yes';
}

/** The ACRE's two conditions (CSS art. D131-6-1), each answered yes or no. */
const ACRE_CONDITIONS = [
  {
    name: 'acre.effectiveControl',
    label: 'Vous exercez le contrôle effectif de la société',
    hint: 'Plus de la moitié du capital, seul ou avec votre famille ; ou président avec au moins un tiers et aucun autre associé au-delà de la moitié (art. D131-6-1 du Code de la sécurité sociale).',
  },
  {
    name: 'acre.noAcreInPreviousThreeYears',
    label: 'Vous n’avez pas bénéficié de l’ACRE au cours des trois dernières années',
    hint: 'Un délai de trois ans sépare deux ACRE (art. L131-6-4 du Code de la sécurité sociale).',
  },
] as const;

const personFields: readonly TextFieldSpec<OfficerFormValues>[] = [
  { name: 'nir', label: 'Numéro de sécurité sociale', hint: '15 caractères, clé comprise (carte Vitale).' },
  { name: 'birthDate', label: 'Date de naissance', type: 'date', autoComplete: 'bday' },
  { name: 'birthPlace.city', label: 'Commune de naissance' },
  {
    name: 'birthPlace.departmentCode',
    label: 'Département de naissance',
    hint: '75, 2A… ; 99 si né(e) à l’étranger.',
  },
  { name: 'birthPlace.countryCode', label: 'Pays de naissance', hint: 'Code à 2 lettres : FR, BE…' },
  { name: 'address.street', label: 'Votre adresse : numéro et voie', autoComplete: 'address-line1' },
  { name: 'address.postalCode', label: 'Code postal', inputMode: 'numeric', autoComplete: 'postal-code' },
  { name: 'address.city', label: 'Ville', autoComplete: 'address-level2' },
  { name: 'mandateStartDate', label: 'Début du mandat', type: 'date' },
  {
    name: 'pcsEse',
    label: 'Code PCS-ESE',
    hint: 'Catégorie socioprofessionnelle (INSEE), par exemple 233d.',
  },
];

const taxFields: readonly TextFieldSpec<OfficerFormValues>[] = [
  { name: 'pasRatePercent', label: 'Taux de prélèvement à la source (%)', inputMode: 'decimal' },
  {
    name: 'pasRateId',
    label: 'Identifiant du taux',
    hint: 'Taux personnalisé : dans le compte rendu métier (CRM) de la DGFiP sur net-entreprises.fr.',
    inputMode: 'numeric',
  },
];

/** The officer as the DSN names them (GET/PUT /api/officer), filled once. */
export function OfficerForm({ officer }: { officer: Officer }) {
  const update = useUpdateOfficer();
  const form = useForm<OfficerFormValues>({ defaultValues: valuesOf(officer) });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const rate = values.pasRatePercent.trim().replace(',', '.');
    const body = parseOrShow(
      officerBodySchema,
      {
        ...values,
        euNational: values.euNational === '' ? undefined : values.euNational === 'yes',
        pasRatePercent: rate === '' || Number.isNaN(Number(rate)) ? values.pasRatePercent : Number(rate),
        pasRateType: values.pasRateType === '' ? undefined : values.pasRateType,
        pasRateId: values.pasRateId.trim() === '' ? null : values.pasRateId,
        acre:
          values.acre.startMonth.trim() === ''
            ? null
            : {
                startMonth: values.acre.startMonth.trim(),
                effectiveControl: booleanOf(values.acre.effectiveControl),
                noAcreInPreviousThreeYears: booleanOf(values.acre.noAcreInPreviousThreeYears),
              },
      },
      form,
    );
    if (!body) return;
    try {
      const stored = await update.mutateAsync(body);
      form.reset(valuesOf(stored));
      toast({ title: 'Informations enregistrées', variant: 'success' });
    } catch (error) {
      toast({ title: 'Erreur', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <form
      id={paths.officerDetails.split('#')[1]}
      noValidate
      aria-label="Vos informations pour la DSN"
      onSubmit={onSubmit}
    >
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Vos informations pour la DSN</h2>
          </CardTitle>
          <CardDescription>
            La déclaration vous nomme comme l’état civil et les impôts vous connaissent.
            {officer.missing.length > 0
              ? ` Il manque encore : ${officer.missing.join(', ')}.`
              : ' Tout est renseigné.'}
          </CardDescription>
        </CardHeader>
        <CardContent className={styles.fields}>
          <TextFields form={form} idPrefix="officer" fields={personFields} />
          <FormField id="officer-euNational" label="Nationalité" error={errors.euNational?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('euNational')}>
                <option value="">Choisir…</option>
                <option value="yes">Union européenne, EEE ou Suisse</option>
                <option value="no">Autre</option>
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id="officer-pasRateType"
            label="Type de taux de prélèvement"
            error={errors.pasRateType?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register('pasRateType')}>
                <option value="">Choisir…</option>
                {PAS_RATE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PAS_RATE_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <TextFields form={form} idPrefix="officer" fields={taxFields} />
          <fieldset className={styles.group}>
            <legend className={styles.legend}>ACRE (exonération de début d’activité)</legend>
            <p className={styles.note}>
              Si vous avez créé ou repris la société, l’ACRE exonère pendant 12 mois une partie de vos
              cotisations maladie, vieillesse de base et allocations familiales : totalement jusqu’à 75 % du
              plafond de la Sécurité sociale, de façon dégressive jusqu’au plafond (art. L131-6-4 et D131-6-3
              du Code de la sécurité sociale). Laissez le mois vide si vous n’en bénéficiez pas.
            </p>
            <TextFields
              form={form}
              idPrefix="officer"
              fields={[
                {
                  name: 'acre.startMonth',
                  label: 'Mois du début d’activité (création ou reprise)',
                  hint: 'Au format AAAA-MM, par exemple 2026-02 : l’exonération court sur les 12 mois qui suivent.',
                  inputMode: 'numeric',
                },
              ]}
            />
            {ACRE_CONDITIONS.map((condition) => (
              <FormField
                key={condition.name}
                id={`officer-${condition.name}`}
                label={condition.label}
                hint={condition.hint}
                error={form.getFieldState(condition.name, form.formState).error?.message}
              >
                {(control) => (
                  <NativeSelect {...control} {...form.register(condition.name)}>
                    <option value="">Choisir…</option>
                    <option value="yes">Oui</option>
                    <option value="no">Non</option>
                  </NativeSelect>
                )}
              </FormField>
            ))}
          </fieldset>
        </CardContent>
        <CardFooter className={styles.footer}>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Enregistrement…' : 'Enregistrer mes informations'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
