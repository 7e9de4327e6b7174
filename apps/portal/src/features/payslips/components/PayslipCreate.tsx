import { errorMessage } from '../../../lib/api-client.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Payslip, User } from '@dirigeo/schemas';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger, toast } from '@dirigeo/ui';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useCreatePayslip } from '../api/create-payslip.ts';
import {
  attachedCalculation,
  type CalculationCompany,
  calculationInputsOf,
  type PayslipCalculatorValues,
  type PayslipCreateFormInput,
  type PayslipCreateFormValues,
  payslipCreateFormSchema,
  rememberedCalculator,
} from '../payslip-form.ts';
import { ContributionCalculator } from './ContributionCalculator.tsx';
import * as styles from './PayslipCreate.css.ts';
import { PayslipFields } from './PayslipFields.tsx';
import { PayslipPreview } from './PayslipPreview.tsx';

export { selectableYears } from './PayslipFields.tsx';

interface PayslipCreateProps {
  user: User;
  /** The company's headcount and AT/MP rate, which the calculation reads. */
  company: CalculationCompany;
  /** The user's payslips, for the preview's year-to-date totals and the calculator's last settings. */
  payslips: readonly Payslip[];
  /** The withholding rate of the officer's profile, or null when it has none (or could not be read). */
  profilePasRatePercent: number | null;
  onCreated: () => void;
}

function defaultValues(now: Date, calculator: PayslipCalculatorValues): PayslipCreateFormInput {
  return {
    month: now.getMonth() + 1,
    year: now.getFullYear(),
    grossSalary: 0,
    socialContributions: 0,
    status: 'draft',
    calculator,
  };
}

/**
 * The create tab (spec 000 §2): Édition (the payslip's fields and the contribution calculator,
 * one form validated by one schema) and Aperçu (the document as it will print).
 */
export function PayslipCreate({
  user,
  company,
  payslips,
  profilePasRatePercent,
  onCreated,
}: PayslipCreateProps) {
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [previewed, setPreviewed] = useState<PayslipCreateFormValues | null>(null);
  // What « Calculer les cotisations » last put in the social charges, to tell when they go stale.
  const [calculatedCents, setCalculatedCents] = useState<number | null>(null);
  const createMutation = useCreatePayslip();
  const schema = useMemo(() => payslipCreateFormSchema(user, company), [user, company]);
  // The calculator starts from the profile's withholding rate and the latest computed payslip's
  // settings (read once, at mount: the route renders the form once both are loaded).
  const [remembered] = useState(() => rememberedCalculator(payslips, profilePasRatePercent));
  const form = useForm<PayslipCreateFormInput, unknown, PayslipCreateFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues(new Date(), remembered.values),
  });

  const refuse = () => {
    setView('edit');
    toast({
      title: 'Formulaire incomplet',
      description: 'Veuillez remplir correctement tous les champs requis',
      variant: 'destructive',
    });
  };

  const openPreview = form.handleSubmit((values) => {
    setPreviewed(values);
    setView('preview');
  }, refuse);

  const save = form.handleSubmit((values) => {
    // Computed contributions: the server computes them again from the same inputs (it ignores any
    // figure sent); typed over by hand, the payslip is a draft of spec 000 with its total.
    const calculationInputs = attachedCalculation(values, company) ? calculationInputsOf(values) : null;
    const { calculator: _calculator, ...payslip } = values;
    createMutation.mutate(
      {
        ...payslip,
        ...(calculationInputs ? { calculationInputs } : {}),
        data: {
          employerName: user.company,
          employeeName: `${user.firstName} ${user.lastName}`,
          position: user.position,
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Bulletin créé', variant: 'success' });
          // The next payslip starts from the settings just used.
          form.reset(defaultValues(new Date(), values.calculator));
          setCalculatedCents(null);
          setView('edit');
          onCreated();
        },
        onError: (error) =>
          toast({
            title: 'Erreur',
            description: `Impossible de créer le bulletin\u00a0: ${errorMessage(error)}`,
            variant: 'destructive',
          }),
      },
    );
  }, refuse);

  return (
    <Tabs
      value={view}
      onValueChange={(next) => {
        if (next === 'preview') void openPreview();
        else setView('edit');
      }}
    >
      <TabsList>
        <TabsTrigger value="edit">Édition</TabsTrigger>
        <TabsTrigger value="preview">Aperçu</TabsTrigger>
      </TabsList>

      <TabsContent value="edit" forceMount hidden={view !== 'edit'}>
        <FormProvider {...form}>
          <form
            className={styles.form}
            noValidate
            aria-label="Nouveau bulletin de paie"
            onSubmit={(event) => {
              void save(event);
            }}
          >
            <PayslipFields user={user} company={company} calculatedCents={calculatedCents} />
            <ContributionCalculator
              company={company}
              remembered={remembered}
              onCalculated={setCalculatedCents}
            />
            <div className={styles.buttons}>
              <Button type="button" variant="outline" onClick={() => void openPreview()}>
                Aperçu du bulletin
              </Button>
              <Button type="submit" disabled={createMutation.isPending}>
                Enregistrer le bulletin
              </Button>
            </div>
          </form>
        </FormProvider>
      </TabsContent>

      <TabsContent value="preview">
        {view === 'preview' && previewed ? (
          <div className={styles.preview}>
            <PayslipPreview values={previewed} user={user} company={company} payslips={payslips} />
            <div className={styles.buttons}>
              <Button type="button" variant="outline" onClick={() => setView('edit')}>
                Retour à l'édition
              </Button>
              <Button type="button" disabled={createMutation.isPending} onClick={() => void save()}>
                Valider et enregistrer
              </Button>
            </div>
          </div>
        ) : null}
      </TabsContent>
    </Tabs>
  );
}
