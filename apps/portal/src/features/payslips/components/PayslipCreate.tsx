import { zodResolver } from '@hookform/resolvers/zod';
import { computeNetSalaryCents } from '@dirigeo/payroll-calc';
import {
  CREATABLE_PAYSLIP_STATUSES,
  eurosToCents,
  FRENCH_MONTHS,
  PAYSLIP_STATUS_LABELS,
  type PayslipCalculation,
  type PayslipForm,
  payslipFormSchema,
  type User,
} from '@dirigeo/schemas';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@dirigeo/ui';
import type { z } from 'zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreatePayslip } from '../api/create-payslip.ts';
import { formatCents } from '../../../lib/format.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { CALCULATION_YEARS, calculatePayslip, canCalculate } from '../payslip-calculation.ts';
import * as styles from './PayslipCreate.css.ts';
import { PayslipDocument } from './PayslipDocument.tsx';

/** An amount in euros (spec 000 §5: min 0, step 0.01). */
const AMOUNT_INPUT = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;

type FormInput = z.input<typeof payslipFormSchema>;

/** The year selector offers current-2 to current+2 (spec 000 §5). */
export function selectableYears(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return [current - 2, current - 1, current, current + 1, current + 2];
}

/** Empty input → undefined (then the schema's message), otherwise the typed number. */
const asNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

function centsOrNull(euros: unknown): number | null {
  if (typeof euros !== 'number' || !Number.isFinite(euros) || euros < 0) return null;
  return eurosToCents(euros);
}

/** Spec 000 §3: gross − social contributions − other deductions + other additions; null while incomplete. */
export function estimateNetCents(values: Partial<FormInput>): number | null {
  const grossCents = centsOrNull(values.grossSalary);
  const socialContributionsCents = centsOrNull(values.socialContributions);
  if (grossCents === null || socialContributionsCents === null) return null;
  return computeNetSalaryCents({
    grossCents,
    socialContributionsCents,
    otherDeductionsCents: centsOrNull(values.otherDeductions) ?? 0,
    otherAdditionsCents: centsOrNull(values.otherAdditions) ?? 0,
  });
}

interface ComputedCalculation {
  calculation: PayslipCalculation;
  year: number;
  month: number;
  grossCents: number;
}

interface PayslipCreateProps {
  user: User;
  onCreated: () => void;
}

/** The create tab: Édition and Aperçu (spec 000 §2), with the contribution calculator. */
export function PayslipCreate({ user, onCreated }: PayslipCreateProps) {
  const now = new Date();
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [computed, setComputed] = useState<ComputedCalculation | null>(null);
  const [pasRate, setPasRate] = useState('0');
  const [mutuelle, setMutuelle] = useState('0');
  const [mutuelleEmployerShare, setMutuelleEmployerShare] = useState('50');
  const [cadrePrevoyance, setCadrePrevoyance] = useState(false);
  const createMutation = useCreatePayslip();

  const form = useForm<FormInput, unknown, PayslipForm>({
    resolver: zodResolver(payslipFormSchema),
    defaultValues: {
      month: now.getMonth() + 1,
      year: now.getFullYear(),
      grossSalary: 0,
      socialContributions: 0,
      status: 'draft',
    },
  });
  const {
    register,
    control,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    watch,
    reset,
    formState: { errors },
  } = form;
  const values = watch();
  const netCents = estimateNetCents(values);

  // The stored calculation must describe this payslip: same period, same gross, same contributions.
  const grossCents = centsOrNull(values.grossSalary);
  const contributionsCents = centsOrNull(values.socialContributions);
  const calculation =
    computed &&
    computed.year === values.year &&
    computed.month === values.month &&
    computed.grossCents === grossCents &&
    computed.calculation.employeeContributions === contributionsCents
      ? computed.calculation
      : undefined;

  const employeeName = `${user.firstName} ${user.lastName}`;

  const openPreview = async () => {
    if (await trigger()) {
      setView('preview');
      return;
    }
    setView('edit');
    toast({
      title: 'Formulaire incomplet',
      description: 'Veuillez remplir correctement tous les champs requis',
      variant: 'destructive',
    });
  };

  const save = handleSubmit((payslip) => {
    createMutation.mutate(
      {
        ...payslip,
        data: {
          employerName: user.company,
          employeeName,
          position: user.position,
          ...(calculation ? { calculation } : {}),
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Bulletin créé', variant: 'success' });
          reset();
          setComputed(null);
          setView('edit');
          onCreated();
        },
        onError: (error) =>
          toast({
            title: 'Erreur',
            description: `Impossible de créer le bulletin: ${errorMessage(error)}`,
            variant: 'destructive',
          }),
      },
    );
  });

  const calculate = () => {
    const { year, month, grossSalary } = getValues();
    const gross = centsOrNull(grossSalary);
    if (gross === null || typeof year !== 'number' || typeof month !== 'number') {
      void trigger(['grossSalary', 'year', 'month']);
      return;
    }
    try {
      const result = calculatePayslip(
        { year, month, grossCents: gross },
        {
          headcount: user.numberOfEmployees,
          pasRatePercent: Number(pasRate) || 0,
          healthInsuranceMonthlyCents: eurosToCents(Number(mutuelle) || 0),
          healthInsuranceEmployerSharePercent: Number(mutuelleEmployerShare) || 0,
          cadrePrevoyance,
        },
      );
      setComputed({ calculation: result, year, month, grossCents: gross });
      setValue('socialContributions', result.employeeContributions / 100, { shouldValidate: true });
    } catch (error) {
      toast({ title: 'Calcul impossible', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const yearOptions = selectableYears(now);
  const calculable = typeof values.year === 'number' && canCalculate(values.year);

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
        <form
          className={styles.form}
          noValidate
          aria-label="Nouveau bulletin de paie"
          onSubmit={(event) => {
            void save(event);
          }}
        >
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Période et rémunération</h2>
              </CardTitle>
              <CardDescription>
                Bulletin de {employeeName}, {user.position} chez {user.company}.
              </CardDescription>
            </CardHeader>
            <CardContent className={styles.grid}>
              <FormField id="payslip-month" label="Mois" error={errors.month?.message}>
                {(field) => (
                  <Controller
                    control={control}
                    name="month"
                    render={({ field: { value, onChange } }) => (
                      <Select value={String(value)} onValueChange={(next) => onChange(Number(next))}>
                        <SelectTrigger {...field}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {FRENCH_MONTHS.map((name, index) => (
                            <SelectItem key={name} value={String(index + 1)}>
                              {name}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
              <FormField id="payslip-year" label="Année" error={errors.year?.message}>
                {(field) => (
                  <Controller
                    control={control}
                    name="year"
                    render={({ field: { value, onChange } }) => (
                      <Select value={String(value)} onValueChange={(next) => onChange(Number(next))}>
                        <SelectTrigger {...field}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {yearOptions.map((year) => (
                            <SelectItem key={year} value={String(year)}>
                              {year}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
              <FormField
                id="payslip-gross"
                label="Rémunération brute (€)"
                error={errors.grossSalary?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    {...AMOUNT_INPUT}
                    {...register('grossSalary', { setValueAs: asNumber })}
                  />
                )}
              </FormField>
              <FormField
                id="payslip-contributions"
                label="Charges sociales (€)"
                error={errors.socialContributions?.message}
                hint={
                  calculation ? 'Calculées avec les taux officiels ; vous pouvez les modifier.' : undefined
                }
              >
                {(field) => (
                  <Input
                    {...field}
                    {...AMOUNT_INPUT}
                    {...register('socialContributions', { setValueAs: asNumber })}
                  />
                )}
              </FormField>
              <FormField
                id="payslip-deductions"
                label="Autres retenues (optionnel)"
                error={errors.otherDeductions?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    {...AMOUNT_INPUT}
                    {...register('otherDeductions', { setValueAs: asNumber })}
                  />
                )}
              </FormField>
              <FormField
                id="payslip-additions"
                label="Autres ajouts (optionnel)"
                error={errors.otherAdditions?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    {...AMOUNT_INPUT}
                    {...register('otherAdditions', { setValueAs: asNumber })}
                  />
                )}
              </FormField>
              <FormField
                id="payslip-status"
                label="Statut"
                error={errors.status?.message}
                hint="Un bulletin finalisé ne peut plus être modifié."
              >
                {(field) => (
                  <Controller
                    control={control}
                    name="status"
                    render={({ field: { value, onChange } }) => (
                      <Select value={value} onValueChange={onChange}>
                        <SelectTrigger {...field}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {CREATABLE_PAYSLIP_STATUSES.map((status) => (
                            <SelectItem key={status} value={status}>
                              {PAYSLIP_STATUS_LABELS[status]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
              <output
                className={styles.net}
                htmlFor="payslip-gross payslip-contributions payslip-deductions payslip-additions"
              >
                <span className={styles.netLabel}>Salaire net estimé</span>
                <span className={styles.netValue}>{netCents === null ? '—' : formatCents(netCents)}</span>
              </output>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Calcul des cotisations</h2>
              </CardTitle>
              <CardDescription>
                Calcule les charges sociales d'un mandataire assimilé salarié à partir de la rémunération
                brute, avec les taux officiels de l'année ({CALCULATION_YEARS.join(', ')}). Effectif de
                l'entreprise : {user.numberOfEmployees} (d'après votre profil).
              </CardDescription>
            </CardHeader>
            <CardContent className={styles.grid}>
              <FormField id="payslip-pas" label="Taux de prélèvement à la source (%)">
                {(field) => (
                  <Input
                    {...field}
                    type="number"
                    min={0}
                    max={100}
                    step={0.1}
                    inputMode="decimal"
                    value={pasRate}
                    onChange={(event) => setPasRate(event.target.value)}
                  />
                )}
              </FormField>
              <FormField id="payslip-mutuelle" label="Mutuelle : cotisation mensuelle totale (€)">
                {(field) => (
                  <Input
                    {...field}
                    type="number"
                    min={0}
                    step={0.01}
                    inputMode="decimal"
                    value={mutuelle}
                    onChange={(event) => setMutuelle(event.target.value)}
                  />
                )}
              </FormField>
              <FormField id="payslip-mutuelle-share" label="Mutuelle : part employeur (%)">
                {(field) => (
                  <Input
                    {...field}
                    type="number"
                    min={0}
                    max={100}
                    step={1}
                    inputMode="decimal"
                    value={mutuelleEmployerShare}
                    onChange={(event) => setMutuelleEmployerShare(event.target.value)}
                  />
                )}
              </FormField>
              <div className={styles.switchRow}>
                <Switch
                  id="payslip-prevoyance"
                  checked={cadrePrevoyance}
                  onCheckedChange={setCadrePrevoyance}
                />
                <Label htmlFor="payslip-prevoyance">Prévoyance cadre payée par l'entreprise</Label>
              </div>
              <div className={styles.calculateRow}>
                <Button type="button" variant="secondary" onClick={calculate} disabled={!calculable}>
                  Calculer les cotisations
                </Button>
                {calculable ? null : (
                  <p className={styles.hint}>
                    Le calcul est disponible pour les années {CALCULATION_YEARS.join(' et ')}.
                  </p>
                )}
                {calculation ? (
                  <p className={styles.hint} role="status">
                    Cotisations salariales : {formatCents(calculation.employeeContributions)} ; net imposable
                    : {formatCents(calculation.netTaxable)}.
                  </p>
                ) : null}
              </div>
            </CardContent>
          </Card>

          <div className={styles.buttons}>
            <Button type="button" variant="outline" onClick={() => void openPreview()}>
              Aperçu du bulletin
            </Button>
            <Button type="submit" disabled={createMutation.isPending}>
              Enregistrer le bulletin
            </Button>
          </div>
        </form>
      </TabsContent>

      <TabsContent value="preview">
        {view === 'preview' ? (
          <div className={styles.preview}>
            <PayslipDocument
              payslip={{
                employerName: user.company,
                employeeName,
                position: user.position,
                month: Number(values.month),
                year: Number(values.year),
                grossSalary: Number(values.grossSalary),
                socialContributions: Number(values.socialContributions),
                otherDeductions:
                  values.otherDeductions === undefined ? undefined : Number(values.otherDeductions),
                otherAdditions:
                  values.otherAdditions === undefined ? undefined : Number(values.otherAdditions),
                netSalary: (netCents ?? 0) / 100,
                status: values.status === 'completed' ? 'completed' : 'draft',
                issuedAt: now,
                calculation,
              }}
            />
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
