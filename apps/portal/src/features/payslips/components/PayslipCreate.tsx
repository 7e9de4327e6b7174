import { errorMessage } from '../../../lib/api-client.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Payslip, User } from '@dirigeo/schemas';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@dirigeo/ui';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useCreatePayslip } from '../api/create-payslip.ts';
import {
  attachedCalculation,
  type CalculationCompany,
  calculationInputsOf,
  payElementInputsOf,
  type PayslipCalculatorValues,
  type PayslipCreateFormInput,
  type PayslipCreateFormValues,
  payslipCreateFormSchema,
  rememberedCalculator,
} from '../payslip-form.ts';
import { ContributionCalculator } from './ContributionCalculator.tsx';
import { PayElementsEditor } from './PayElementsEditor.tsx';
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
    payElements: [],
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
  // The server's refusal of the last save (a 400 says in French what the law does not allow), shown in place.
  const [refusal, setRefusal] = useState<string | null>(null);
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
    // With pay elements the form requires the calculation (the server values them while computing).
    const calculationInputs = attachedCalculation(values, company) ? calculationInputsOf(values) : null;
    const payElements = payElementInputsOf(values);
    const { calculator: _calculator, payElements: _drafts, ...payslip } = values;
    setRefusal(null);
    createMutation.mutate(
      {
        ...payslip,
        ...(calculationInputs
          ? {
              calculationInputs: {
                ...calculationInputs,
                ...(payElements.length > 0 ? { payElements } : {}),
              },
            }
          : {}),
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
        onError: (error) => {
          setRefusal(errorMessage(error));
          toast({
            title: 'Erreur',
            description: `Impossible de créer le bulletin\u00a0: ${errorMessage(error)}`,
            variant: 'destructive',
          });
        },
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
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2>Éléments de paie</h2>
                </CardTitle>
                <CardDescription>
                  Primes, avantages en nature, remboursements de frais, retenues du mois. Avec des éléments,
                  la rémunération saisie plus haut est le salaire de base ; le serveur les évalue à
                  l’enregistrement avec les barèmes de l’année.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <PayElementsEditor person="officer" idPrefix="payslip-element" />
              </CardContent>
            </Card>
            <ContributionCalculator
              company={company}
              remembered={remembered}
              onCalculated={setCalculatedCents}
            />
            {refusal ? <Refusal message={refusal} /> : null}
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
            {refusal ? <Refusal message={refusal} /> : null}
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

/** The server's refusal of the payslip, where the user is: announced, and kept until the next save. */
function Refusal({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.refusal}>
      Le bulletin n’a pas été enregistré&nbsp;: {message}
    </p>
  );
}
