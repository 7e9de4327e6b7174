import { zodResolver } from '@hookform/resolvers/zod';
import { type RecordDepositBody, recordDepositBodySchema, type z } from '@dirigeo/schemas';
import { Button, Input, toast } from '@dirigeo/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client.ts';
import { todayInFrance } from '../../../lib/format.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { useRecordDeposit } from '../api/record-deposit.ts';
import * as styles from './Declarations.css.ts';

const depositFormSchema = recordDepositBodySchema.omit({ acknowledgmentDocumentId: true });
type DepositFormValues = z.infer<typeof depositFormSchema>;

/** Records the deposit made on net-entreprises.fr: date, acknowledgment number, the acknowledgment itself. */
export function DepositForm({ id, period }: { id: number; period: string }) {
  const [acknowledgment, setAcknowledgment] = useState<File | null>(null);
  const mutation = useRecordDeposit();
  const form = useForm<DepositFormValues>({
    resolver: zodResolver(depositFormSchema),
    defaultValues: { depositedAt: todayInFrance(), receiptNumber: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values: Omit<RecordDepositBody, 'acknowledgmentDocumentId'>) =>
    mutation.mutate(
      { id, period, ...values, acknowledgment },
      {
        onSuccess: () => toast({ title: 'Dépôt enregistré', variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Dépôt non enregistré', description: errorMessage(error), variant: 'destructive' }),
      },
    ),
  );

  return (
    <form
      className={styles.depositForm}
      noValidate
      aria-label={`Enregistrer le dépôt`}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <FormField id={`deposit-date-${id}`} label="Date du dépôt" error={errors.depositedAt?.message}>
        {(control) => <Input type="date" {...control} {...form.register('depositedAt')} />}
      </FormField>
      <FormField
        id={`deposit-receipt-${id}`}
        label="Numéro de l'accusé de réception"
        hint="Affiché par net-entreprises.fr après le dépôt (« numéro de dépôt »)."
        error={errors.receiptNumber?.message}
      >
        {(control) => <Input autoComplete="off" {...control} {...form.register('receiptNumber')} />}
      </FormField>
      <div className={styles.fullRow}>
        <FormField
          id={`deposit-file-${id}`}
          label="Accusé de réception (PDF, facultatif)"
          hint="Rangé dans vos documents, catégorie « Social »."
        >
          {(control) => (
            <Input
              type="file"
              accept="application/pdf,.pdf"
              {...control}
              onChange={(event) => setAcknowledgment(event.currentTarget.files?.[0] ?? null)}
            />
          )}
        </FormField>
      </div>
      <div className={styles.fullRow}>
        <Button type="submit" disabled={mutation.isPending}>
          Enregistrer le dépôt
        </Button>
      </div>
    </form>
  );
}
