import {
  CIVILITE_LABELS,
  CIVILITES,
  certificatDeTravailBodySchema,
  END_OF_CONTRACT_DOCUMENT_LABELS,
  END_OF_CONTRACT_PAYMENT_METHOD_LABELS,
  END_OF_CONTRACT_PAYMENT_METHODS,
  type Employee,
  type EndOfContractDocument,
  type EndOfContractFormat,
  recuPourSoldeDeToutCompteBodySchema,
} from '@dirigeo/schemas';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Input,
  NativeSelect,
  toast,
} from '@dirigeo/ui';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate, todayInFrance } from '../../../lib/format.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import {
  type EndOfContractDocumentBody,
  useDownloadEndOfContractDocument,
} from '../api/download-end-of-contract-document.ts';
import * as styles from './Employees.css.ts';

/** What the employer types: everything else comes from the contract, the company and the payslip. */
interface EndOfContractFields {
  salarieCivilite: string;
  lieu: string;
  dateLettre: string;
  portabilite: string;
  organismeAssureur: string;
  modePaiement: string;
  datePaiement: string;
}
type FieldName = keyof EndOfContractFields;

const COMMON_FIELDS: readonly FieldName[] = ['salarieCivilite', 'lieu', 'dateLettre'];
const FIELDS_OF: Readonly<Record<EndOfContractDocument, readonly FieldName[]>> = {
  'certificat-de-travail': [...COMMON_FIELDS, 'portabilite', 'organismeAssureur'],
  'recu-pour-solde-de-tout-compte': [...COMMON_FIELDS, 'modePaiement', 'datePaiement'],
};

const FORMAT_LABELS: Readonly<Record<EndOfContractFormat, string>> = { pdf: 'PDF', docx: 'Word' };

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/** The body of `document`, checked with the schema the API applies; its issues by field otherwise. */
function bodyOf(
  document: EndOfContractDocument,
  fields: EndOfContractFields,
): { ok: true; body: EndOfContractDocumentBody } | { ok: false; issues: z.core.$ZodIssue[] } {
  const common = {
    salarieCivilite: fields.salarieCivilite,
    lieu: fields.lieu,
    dateLettre: blankToUndefined(fields.dateLettre),
  };
  if (document === 'certificat-de-travail') {
    const parsed = certificatDeTravailBodySchema.safeParse({
      ...common,
      portabilite: fields.portabilite,
      organismeAssureur: fields.portabilite === 'oui' ? fields.organismeAssureur : undefined,
    });
    return parsed.success
      ? { ok: true, body: { document, body: parsed.data } }
      : { ok: false, issues: parsed.error.issues };
  }
  const parsed = recuPourSoldeDeToutCompteBodySchema.safeParse({
    ...common,
    modePaiement: fields.modePaiement,
    datePaiement: blankToUndefined(fields.datePaiement),
  });
  return parsed.success
    ? { ok: true, body: { document, body: parsed.data } }
    : { ok: false, issues: parsed.error.issues };
}

/** The later of two 'YYYY-MM-DD' dates. */
function laterOf(first: string, second: string): string {
  if (first > second) return first;
  return second;
}

const FIELD_NAMES: ReadonlySet<string> = new Set([
  ...FIELDS_OF['certificat-de-travail'],
  ...FIELDS_OF['recu-pour-solde-de-tout-compte'],
]);

function isFieldName(path: string): path is FieldName {
  return FIELD_NAMES.has(path);
}

/**
 * « Documents de fin de contrat » of an employee whose contract has an end date (issue 25): the
 * certificat de travail and the reçu pour solde de tout compte, prefilled by the API (the contract,
 * the company, the officer, the last month's finalised payslip), as PDF or Word. The employer types
 * only the civilité, the place and date, the portability or the payment; errors show on their field,
 * a refusal (no finalised payslip…) under its document.
 */
export function EndOfContractDocuments({ employee }: { employee: Employee & { contractEnd: string } }) {
  const download = useDownloadEndOfContractDocument();
  const idPrefix = useId();
  const name = `${employee.firstName} ${employee.lastName}`;
  const today = todayInFrance();
  const [fields, setFields] = useState<EndOfContractFields>({
    salarieCivilite: '',
    lieu: '',
    // A document made out before the contract's last day is dated that day.
    dateLettre: laterOf(employee.contractEnd, today),
    portabilite: '',
    organismeAssureur: '',
    modePaiement: 'virement',
    datePaiement: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [refusals, setRefusals] = useState<Partial<Record<EndOfContractDocument, string>>>({});
  const [pending, setPending] = useState<string | null>(null);

  const set = (field: FieldName) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  /** The issues of `document`'s fields replace theirs; the other document's stay. */
  function showIssues(document: EndOfContractDocument, issues: readonly { path: string; message: string }[]) {
    setErrors((current) => {
      const next = { ...current };
      for (const field of FIELDS_OF[document]) delete next[field];
      for (const issue of issues) if (isFieldName(issue.path)) next[issue.path] ??= issue.message;
      return next;
    });
  }

  async function downloadDocument(document: EndOfContractDocument, format: EndOfContractFormat) {
    setRefusals((current) => ({ ...current, [document]: undefined }));
    const result = bodyOf(document, fields);
    if (!result.ok) {
      showIssues(
        document,
        result.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
      return;
    }
    showIssues(document, []);
    setPending(`${document}.${format}`);
    try {
      await download.mutateAsync({ employeeId: employee.id, format, ...result.body });
      toast({
        title: `${END_OF_CONTRACT_DOCUMENT_LABELS[document]} téléchargé`,
        description: name,
        variant: 'success',
      });
    } catch (error) {
      if (error instanceof ApiError) showIssues(document, error.issues);
      const onAField = error instanceof ApiError && error.issues.some((issue) => isFieldName(issue.path));
      if (!onAField) setRefusals((current) => ({ ...current, [document]: errorMessage(error) }));
    } finally {
      setPending(null);
    }
  }

  function documentSection(document: EndOfContractDocument, description: string, children: React.ReactNode) {
    const headingId = `${idPrefix}-${document}`;
    const label = END_OF_CONTRACT_DOCUMENT_LABELS[document];
    return (
      <section aria-labelledby={headingId} className={styles.documentSection}>
        <h3 id={headingId} className={styles.heading}>
          {label}
        </h3>
        <p className={styles.documentDescription}>{description}</p>
        <div className={styles.fields}>{children}</div>
        {refusals[document] ? (
          <p role="alert" className={styles.refusal}>
            {refusals[document]}
          </p>
        ) : null}
        <div className={styles.actions}>
          {(['pdf', 'docx'] as const).map((format) => (
            <Button
              key={format}
              type="button"
              size="sm"
              variant={format === 'pdf' ? 'primary' : 'outline'}
              aria-label={`Télécharger en ${FORMAT_LABELS[format]} : ${label.toLowerCase()}`}
              disabled={pending !== null}
              onClick={() => downloadDocument(document, format)}
            >
              {pending === `${document}.${format}`
                ? 'Préparation…'
                : `Télécharger en ${FORMAT_LABELS[format]}`}
            </Button>
          ))}
        </div>
      </section>
    );
  }

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline">
          Documents de fin de contrat
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Documents de fin de contrat</DialogTitle>
          <DialogDescription>
            Préremplis avec le contrat de {name} (du {formatDate(employee.contractStart)} au{' '}
            {formatDate(employee.contractEnd)}), votre entreprise et votre nom de signataire. Complétez ce que
            Dirigeo ne sait pas.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className={styles.documentsForm} onSubmit={(event) => event.preventDefault()}>
          <div className={styles.fields}>
            <FormField id={`${idPrefix}-civilite`} label="Civilité du salarié" error={errors.salarieCivilite}>
              {(control) => (
                <NativeSelect {...control} value={fields.salarieCivilite} onChange={set('salarieCivilite')}>
                  <option value="">Choisir…</option>
                  {CIVILITES.map((civilite) => (
                    <option key={civilite} value={civilite}>
                      {CIVILITE_LABELS[civilite]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField
              id={`${idPrefix}-lieu`}
              label="Fait à"
              hint="La ville où les documents sont établis."
              error={errors.lieu}
            >
              {(control) => <Input {...control} value={fields.lieu} onChange={set('lieu')} />}
            </FormField>
            <FormField
              id={`${idPrefix}-date`}
              label="Date des documents"
              hint="Au plus tôt le dernier jour du contrat."
              error={errors.dateLettre}
            >
              {(control) => (
                <Input {...control} type="date" value={fields.dateLettre} onChange={set('dateLettre')} />
              )}
            </FormField>
          </div>
          {documentSection(
            'certificat-de-travail',
            'Les dates d’entrée et de sortie et l’emploi occupé, d’après le contrat.',
            <>
              <FormField
                id={`${idPrefix}-portabilite`}
                label="Maintien de la mutuelle et de la prévoyance (portabilité)"
                hint="Oui si le salarié était couvert et que la rupture lui ouvre droit au chômage."
                error={errors.portabilite}
              >
                {(control) => (
                  <NativeSelect {...control} value={fields.portabilite} onChange={set('portabilite')}>
                    <option value="">Choisir…</option>
                    <option value="oui">Oui</option>
                    <option value="non">Non</option>
                  </NativeSelect>
                )}
              </FormField>
              {fields.portabilite === 'oui' ? (
                <FormField
                  id={`${idPrefix}-organisme`}
                  label="Organisme assureur"
                  error={errors.organismeAssureur}
                >
                  {(control) => (
                    <Input
                      {...control}
                      value={fields.organismeAssureur}
                      onChange={set('organismeAssureur')}
                    />
                  )}
                </FormField>
              ) : null}
            </>,
          )}
          {documentSection(
            'recu-pour-solde-de-tout-compte',
            'Le salaire brut, les autres sommes et le net payé du bulletin finalisé du dernier mois du contrat.',
            <>
              <FormField id={`${idPrefix}-mode`} label="Mode de paiement" error={errors.modePaiement}>
                {(control) => (
                  <NativeSelect {...control} value={fields.modePaiement} onChange={set('modePaiement')}>
                    {END_OF_CONTRACT_PAYMENT_METHODS.map((method) => (
                      <option key={method} value={method}>
                        {END_OF_CONTRACT_PAYMENT_METHOD_LABELS[method]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <FormField
                id={`${idPrefix}-date-paiement`}
                label="Date du paiement (facultatif)"
                hint="Par défaut : la date de paiement du bulletin."
                error={errors.datePaiement}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    value={fields.datePaiement}
                    onChange={set('datePaiement')}
                  />
                )}
              </FormField>
            </>,
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
