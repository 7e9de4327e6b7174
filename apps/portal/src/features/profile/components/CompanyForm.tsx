import {
  type Company,
  companyBodySchema,
  WELFARE_PAYMENT_MODE_LABELS,
  WELFARE_PAYMENT_MODES,
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
import { FormField } from '../../../lib/ui/FormField.tsx';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useUpdateCompany } from '../api/company.ts';
import * as styles from './ProfileForm.css.ts';
import { parseOrShow, type TextFieldSpec, TextFields } from '../../../lib/forms/text-fields.tsx';

interface ContractValues {
  organismCode: string;
  contractReference: string;
  payment: string;
}

const NO_CONTRACT: ContractValues = { organismCode: '', contractReference: '', payment: '' };

interface CompanyFormValues {
  name: string;
  siret: string;
  nafCode: string;
  address: { street: string; postalCode: string; city: string };
  headcount: string;
  communeInsee: string;
  versementMobiliteRatePercent: string;
  atmpRatePercent: string;
  atmpRiskCode: string;
  idcc: string;
  urssafSiret: string;
  agircArrcoSiret: string;
  iban: string;
  bic: string;
  mutuelleContract: ContractValues;
  prevoyanceContract: ContractValues;
}

function valuesOf(company: Company): CompanyFormValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    name: company.name,
    siret: text(company.siret),
    nafCode: text(company.nafCode),
    address: company.address ?? { street: '', postalCode: '', city: '' },
    // Empty: counted from the contracts each month.
    headcount: company.headcountSource === 'contracts' ? '' : String(company.headcount),
    communeInsee: text(company.communeInsee),
    versementMobiliteRatePercent: text(company.versementMobiliteRatePercent).replace('.', ','),
    atmpRatePercent: text(company.atmpRatePercent).replace('.', ','),
    atmpRiskCode: text(company.atmpRiskCode),
    idcc: text(company.idcc),
    urssafSiret: text(company.urssafSiret),
    agircArrcoSiret: text(company.agircArrcoSiret),
    iban: text(company.iban),
    bic: text(company.bic),
    mutuelleContract: company.mutuelleContract ?? NO_CONTRACT,
    prevoyanceContract: company.prevoyanceContract ?? NO_CONTRACT,
  };
}

/** A number typed the French way ('0,87'); empty stays empty for the schema to name. */
function numberOf(text: string): number | string {
  const compact = text.trim().replace(',', '.');
  return compact === '' || Number.isNaN(Number(compact)) ? text : Number(compact);
}

function contractOf(contract: ContractValues) {
  const empty = contract.organismCode.trim() === '' && contract.contractReference.trim() === '';
  return empty ? null : { ...contract, payment: contract.payment === '' ? undefined : contract.payment };
}

const identityFields: readonly TextFieldSpec<CompanyFormValues>[] = [
  { name: 'name', label: 'Raison sociale', autoComplete: 'organization' },
  {
    name: 'siret',
    label: 'SIRET de l’établissement',
    hint: '14 chiffres : SIREN et NIC.',
    inputMode: 'numeric',
  },
  { name: 'nafCode', label: 'Code APE (NAF)', hint: 'Par exemple 70.22Z, sur l’avis de situation SIRENE.' },
  { name: 'address.street', label: 'Numéro et voie', autoComplete: 'address-line1' },
  { name: 'address.postalCode', label: 'Code postal', inputMode: 'numeric', autoComplete: 'postal-code' },
  { name: 'address.city', label: 'Ville', autoComplete: 'address-level2' },
  {
    name: 'idcc',
    label: 'IDCC de la convention collective',
    hint: '4 chiffres ; vide si aucune ne s’applique.',
    inputMode: 'numeric',
  },
];

/**
 * The headcount field: empty, the contracts count it (what they count this month is said); a figure is the
 * officer's own, for when the URSSAF's annual headcount differs.
 */
function headcountField(company: Company): TextFieldSpec<CompanyFormValues> {
  const fromContracts = company.headcountFromContracts;
  const counted = `${fromContracts} salarié${fromContracts > 1 ? 's' : ''} en équivalent temps plein ce mois-ci`;
  return {
    name: 'headcount',
    label: 'Effectif (salariés)',
    hint:
      `Laissez vide pour le compter d’après vos contrats (${counted}). ` +
      'Saisissez-le si l’effectif annuel retenu par l’Urssaf diffère (moyenne de l’année précédente, ' +
      'art. L130-1 du Code de la sécurité sociale). Il fixe le taux FNAL, le versement mobilité et l’échéance de la DSN.',
    inputMode: 'numeric',
  };
}

/** What the versement mobilité is for the current month, in a sentence under its fields. */
function versementMobiliteSummary(company: Company): string {
  const vm = company.versementMobilite;
  switch (vm.status) {
    case 'due':
      return `Versement mobilité dû : ${String(vm.ratePercent).replace('.', ',')} % (${vm.authority}).`;
    case 'not-due':
      return company.headcount < 11
        ? 'Versement mobilité : non dû sous 11 salariés.'
        : 'Versement mobilité : aucun dans votre commune.';
    case 'unlisted':
      return 'Versement mobilité : Dirigeo ne connaît pas le taux de votre commune ; indiquez-le (0 si elle n’en a pas).';
    case 'no-commune':
      return 'Versement mobilité : dû à partir de 11 salariés selon la commune ; indiquez son code INSEE.';
  }
}

/** The commune's INSEE code and, for a commune the table does not hold, its versement mobilité rate. */
const mobilityFields: readonly TextFieldSpec<CompanyFormValues>[] = [
  {
    name: 'communeInsee',
    label: 'Code INSEE de la commune de l’établissement',
    hint: '5 caractères, différent du code postal (75056 pour Paris, 69123 pour Lyon) : sur l’avis de situation SIRENE ou le site de l’Insee. Il fixe le taux du versement mobilité.',
  },
  {
    name: 'versementMobiliteRatePercent',
    label: 'Taux du versement mobilité de la commune (%)',
    hint: 'Seulement si Dirigeo ne le connaît pas : le taux publié par l’Urssaf (« Taux du versement mobilité »), 0 si votre commune n’en a pas.',
    inputMode: 'decimal',
  },
];

const organismFields: readonly TextFieldSpec<CompanyFormValues>[] = [
  {
    name: 'atmpRatePercent',
    label: 'Taux AT/MP (%)',
    hint: 'Notifié chaque année par la Carsat (compte AT/MP sur net-entreprises.fr).',
    inputMode: 'decimal',
  },
  { name: 'atmpRiskCode', label: 'Code risque AT/MP', hint: 'Sur la même notification, par exemple 741GD.' },
  {
    name: 'urssafSiret',
    label: 'SIRET de votre URSSAF',
    hint: 'Organisme destinataire des cotisations (14 chiffres).',
    inputMode: 'numeric',
  },
  {
    name: 'agircArrcoSiret',
    label: 'SIRET de votre institution Agirc-Arrco',
    hint: 'Sur votre contrat d’adhésion de retraite complémentaire.',
    inputMode: 'numeric',
  },
  { name: 'iban', label: 'IBAN prélevé', hint: 'Le compte que les organismes prélèvent (mandats SEPA).' },
  { name: 'bic', label: 'BIC' },
  {
    name: 'mutuelleContract.organismCode',
    label: 'Mutuelle : code de l’organisme',
    hint: 'Facultatif, sur la fiche de paramétrage DSN de l’assureur.',
  },
  { name: 'mutuelleContract.contractReference', label: 'Mutuelle : référence du contrat' },
  { name: 'prevoyanceContract.organismCode', label: 'Prévoyance : code de l’organisme', hint: 'Facultatif.' },
  { name: 'prevoyanceContract.contractReference', label: 'Prévoyance : référence du contrat' },
];

/** The company the payslips and the DSN name (GET/PUT /api/company), filled once. */
export function CompanyForm({ company }: { company: Company }) {
  const update = useUpdateCompany();
  const form = useForm<CompanyFormValues>({ defaultValues: valuesOf(company) });

  const onSubmit = form.handleSubmit(async (values) => {
    const body = parseOrShow(
      companyBodySchema,
      {
        name: values.name,
        siret: values.siret,
        nafCode: values.nafCode,
        address: values.address,
        headcount: values.headcount.trim() === '' ? null : numberOf(values.headcount),
        communeInsee: values.communeInsee.trim() === '' ? null : values.communeInsee,
        versementMobiliteRatePercent:
          values.versementMobiliteRatePercent.trim() === ''
            ? null
            : numberOf(values.versementMobiliteRatePercent),
        atmpRatePercent: numberOf(values.atmpRatePercent),
        atmpRiskCode: values.atmpRiskCode,
        idcc: values.idcc.trim() === '' ? null : values.idcc,
        urssafSiret: values.urssafSiret,
        agircArrcoSiret: values.agircArrcoSiret,
        iban: values.iban,
        bic: values.bic,
        mutuelleContract: contractOf(values.mutuelleContract),
        prevoyanceContract: contractOf(values.prevoyanceContract),
      },
      form,
    );
    if (!body) return;
    try {
      const stored = await update.mutateAsync(body);
      form.reset(valuesOf(stored));
      toast({ title: 'Entreprise enregistrée', variant: 'success' });
    } catch (error) {
      toast({ title: 'Erreur', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <form
      id={paths.companyDetails.split('#')[1]}
      noValidate
      aria-label="Entreprise"
      onSubmit={onSubmit}
      className={styles.form}
    >
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Entreprise</h2>
          </CardTitle>
          <CardDescription>
            Ce que vos bulletins et votre DSN indiquent de l’entreprise.
            {company.missing.length > 0
              ? ` Il manque encore : ${company.missing.join(', ')}.`
              : ' Tout est renseigné.'}
          </CardDescription>
        </CardHeader>
        <CardContent className={styles.fields}>
          <TextFields
            form={form}
            idPrefix="company"
            fields={[
              ...identityFields.slice(0, 6),
              headcountField(company),
              ...mobilityFields,
              ...identityFields.slice(6),
            ]}
          />
          <p className={styles.note}>{versementMobiliteSummary(company)}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Organismes et paiement</h2>
          </CardTitle>
          <CardDescription>Ceux à qui la DSN déclare et paie, et le compte prélevé.</CardDescription>
        </CardHeader>
        <CardContent className={styles.fields}>
          <TextFields form={form} idPrefix="company" fields={organismFields} />
          {(['mutuelleContract', 'prevoyanceContract'] as const).map((contract) => (
            <FormField
              key={contract}
              id={`company-${contract}-payment`}
              label={contract === 'mutuelleContract' ? 'Mutuelle : paiement' : 'Prévoyance : paiement'}
              error={form.getFieldState(`${contract}.payment`, form.formState).error?.message}
            >
              {(control) => (
                <NativeSelect {...control} {...form.register(`${contract}.payment`)}>
                  <option value="">Choisir…</option>
                  {WELFARE_PAYMENT_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {WELFARE_PAYMENT_MODE_LABELS[mode]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ))}
        </CardContent>
        <CardFooter className={styles.footer}>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Enregistrement…' : 'Enregistrer l’entreprise'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
