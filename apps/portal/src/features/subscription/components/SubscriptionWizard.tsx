import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  PREVIOUS_PAYROLL_SYSTEM_LABELS,
  PREVIOUS_PAYROLL_SYSTEMS,
  type RegisterBody,
  type RegisterForm as RegisterFormValues,
  registerFormSchema,
  USER_STATUS_LABELS,
  USER_STATUSES,
} from '@dirigeo/schemas';
import {
  Badge,
  Button,
  Card,
  CardContent,
  Checkbox,
  FieldError,
  Input,
  Label,
  Progress,
  RadioGroup,
  RadioGroupItem,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@dirigeo/ui';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { paths } from '../../../lib/paths.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { SUBSCRIPTION_PLANS } from './subscription-plans.ts';
import * as styles from './SubscriptionWizard.css.ts';
import { firstStepWithError, WIZARD_STEPS } from './wizard-steps.ts';

type RegisterFormOutput = RegisterBody & { confirmPassword: string; termsAccepted: true };

interface SubscriptionWizardProps {
  /** After the account is created and signed in. */
  onSubscribed: () => void;
}

/**
 * The subscription wizard (spec 000 §2, §4): three steps over one registration form validated with
 * the API's schema. 'Suivant' checks only the current step's fields; the last step registers.
 */
export function SubscriptionWizard({ onSubscribed }: SubscriptionWizardProps) {
  const { register: registerAccount, isRegistering } = useAuth();
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const {
    register,
    control,
    handleSubmit,
    trigger,
    watch,
    formState: { errors },
  } = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      username: '',
      password: '',
      confirmPassword: '',
      company: '',
      position: '',
      siret: '',
      hasEmployees: false,
      numberOfEmployees: 0,
      eligibilityTested: false,
      subscriptionType: 'free_trial',
    },
  });
  const hasEmployees = watch('hasEmployees');
  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0];
  const isLastStep = step === WIZARD_STEPS.length - 1;

  // Each new step is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const next = async () => {
    if (await trigger([...current.fields], { shouldFocus: true })) setStep((value) => value + 1);
  };

  const onSubmit = handleSubmit(
    async ({ confirmPassword: _confirm, termsAccepted: _terms, ...body }) => {
      try {
        await registerAccount({ ...body, numberOfEmployees: body.hasEmployees ? body.numberOfEmployees : 0 });
        onSubscribed();
      } catch {
        // The failure is shown as a toast by the auth provider.
      }
    },
    (fieldErrors) => {
      // An earlier step's field was refused (it can only be by the confirmation rule): go back there.
      const stepInError = firstStepWithError(Object.keys(fieldErrors));
      if (stepInError !== undefined && stepInError !== step) setStep(stepInError);
    },
  );

  return (
    <Card>
      <CardContent>
        <nav aria-label="Étapes de la souscription">
          <ol className={styles.steps}>
            {WIZARD_STEPS.map((wizardStep, index) => (
              <li
                key={wizardStep.title}
                className={styles.step}
                aria-current={index === step ? 'step' : undefined}
                data-done={index < step}
              >
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.stepLabel}>{wizardStep.title}</span>
              </li>
            ))}
          </ol>
        </nav>
        <Progress
          value={step + 1}
          max={WIZARD_STEPS.length}
          aria-label={`Étape ${step + 1} sur ${WIZARD_STEPS.length}`}
        />

        <form
          className={styles.form}
          noValidate
          aria-label="Souscription"
          onSubmit={(event) => {
            if (isLastStep) {
              void onSubmit(event);
            } else {
              // Enter in a field of an earlier step moves on, like 'Suivant'.
              event.preventDefault();
              void next();
            }
          }}
        >
          <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            {current.title}
          </h2>

          {step === 0 ? (
            <div className={styles.fields}>
              <FormField id="subscription-firstName" label="Prénom" error={errors.firstName?.message}>
                {(field) => <Input {...field} autoComplete="given-name" {...register('firstName')} />}
              </FormField>
              <FormField id="subscription-lastName" label="Nom" error={errors.lastName?.message}>
                {(field) => <Input {...field} autoComplete="family-name" {...register('lastName')} />}
              </FormField>
              <FormField id="subscription-email" label="Email" error={errors.email?.message}>
                {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
              </FormField>
              <FormField id="subscription-phone" label="Téléphone (optionnel)" error={errors.phone?.message}>
                {(field) => <Input {...field} type="tel" autoComplete="tel" {...register('phone')} />}
              </FormField>
              <div className={styles.fullWidth}>
                <FormField
                  id="subscription-username"
                  label="Nom d'utilisateur"
                  error={errors.username?.message}
                >
                  {(field) => <Input {...field} autoComplete="username" {...register('username')} />}
                </FormField>
              </div>
              <FormField
                id="subscription-password"
                label="Mot de passe"
                hint="8 caractères au minimum."
                error={errors.password?.message}
              >
                {(field) => (
                  <Input {...field} type="password" autoComplete="new-password" {...register('password')} />
                )}
              </FormField>
              <FormField
                id="subscription-confirmPassword"
                label="Confirmer le mot de passe"
                error={errors.confirmPassword?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    type="password"
                    autoComplete="new-password"
                    {...register('confirmPassword')}
                  />
                )}
              </FormField>
            </div>
          ) : null}

          {step === 1 ? (
            <div className={styles.fields}>
              <FormField
                id="subscription-company"
                label="Nom de l'entreprise"
                error={errors.company?.message}
              >
                {(field) => <Input {...field} autoComplete="organization" {...register('company')} />}
              </FormField>
              <FormField id="subscription-position" label="Fonction" error={errors.position?.message}>
                {(field) => <Input {...field} autoComplete="organization-title" {...register('position')} />}
              </FormField>
              <FormField id="subscription-status" label="Statut" error={errors.status?.message}>
                {({ invalid, ...field }) => (
                  <Controller
                    control={control}
                    name="status"
                    render={({ field: { value, onChange, onBlur, ref } }) => (
                      <Select value={value ?? ''} onValueChange={onChange}>
                        <SelectTrigger {...field} ref={ref} invalid={invalid} onBlur={onBlur}>
                          <SelectValue placeholder="Sélectionnez votre statut" />
                        </SelectTrigger>
                        <SelectContent>
                          {USER_STATUSES.map((status) => (
                            <SelectItem key={status} value={status}>
                              {USER_STATUS_LABELS[status]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
              <FormField
                id="subscription-companyType"
                label="Forme juridique (optionnel)"
                error={errors.companyType?.message}
              >
                {(field) => (
                  <Controller
                    control={control}
                    name="companyType"
                    render={({ field: { value, onChange } }) => (
                      <Select value={value ?? ''} onValueChange={onChange}>
                        <SelectTrigger {...field}>
                          <SelectValue placeholder="Sélectionnez la forme juridique" />
                        </SelectTrigger>
                        <SelectContent>
                          {COMPANY_TYPES.map((type) => (
                            <SelectItem key={type} value={type}>
                              {COMPANY_TYPE_LABELS[type]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
              <FormField
                id="subscription-siret"
                label="SIRET (optionnel)"
                hint="14 chiffres"
                error={errors.siret?.message}
              >
                {(field) => <Input {...field} inputMode="numeric" {...register('siret')} />}
              </FormField>
              <FormField
                id="subscription-previousPayrollSystem"
                label="Solution de paie actuelle (optionnel)"
                error={errors.previousPayrollSystem?.message}
              >
                {(field) => (
                  <Controller
                    control={control}
                    name="previousPayrollSystem"
                    render={({ field: { value, onChange } }) => (
                      <Select value={value ?? ''} onValueChange={onChange}>
                        <SelectTrigger {...field}>
                          <SelectValue placeholder="Sélectionnez une solution" />
                        </SelectTrigger>
                        <SelectContent>
                          {PREVIOUS_PAYROLL_SYSTEMS.map((system) => (
                            <SelectItem key={system} value={system}>
                              {PREVIOUS_PAYROLL_SYSTEM_LABELS[system]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
              <div className={styles.checkboxRow}>
                <Controller
                  control={control}
                  name="hasEmployees"
                  render={({ field: { value, onChange } }) => (
                    <Checkbox
                      id="subscription-hasEmployees"
                      checked={value === true}
                      onCheckedChange={(checked) => onChange(checked === true)}
                    />
                  )}
                />
                <Label htmlFor="subscription-hasEmployees">J'ai des salariés</Label>
              </div>
              {hasEmployees ? (
                <FormField
                  id="subscription-numberOfEmployees"
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
              <div className={styles.checkboxRow}>
                <Controller
                  control={control}
                  name="eligibilityTested"
                  render={({ field: { value, onChange } }) => (
                    <Checkbox
                      id="subscription-eligibilityTested"
                      checked={value === true}
                      onCheckedChange={(checked) => onChange(checked === true)}
                    />
                  )}
                />
                <Label htmlFor="subscription-eligibilityTested">J'ai fait le test d'éligibilité</Label>
              </div>
              <p className={styles.hint}>
                Pas encore sûr que votre statut convienne ?{' '}
                <a className={styles.link} href={paths.eligibility} target="_blank" rel="noreferrer">
                  Faites le test d'éligibilité (nouvel onglet)
                </a>
              </p>
            </div>
          ) : null}

          {step === 2 ? (
            <>
              <Controller
                control={control}
                name="subscriptionType"
                render={({ field: { value, onChange } }) => (
                  <RadioGroup
                    className={styles.plans}
                    value={value ?? 'free_trial'}
                    onValueChange={onChange}
                    aria-label="Formule"
                  >
                    {SUBSCRIPTION_PLANS.map((plan) => (
                      <label
                        key={plan.value}
                        htmlFor={`subscription-plan-${plan.value}`}
                        className={styles.plan}
                      >
                        <span className={styles.planTop}>
                          <span className={styles.planName}>
                            <RadioGroupItem
                              id={`subscription-plan-${plan.value}`}
                              value={plan.value}
                              aria-labelledby={`subscription-plan-${plan.value}-name`}
                              aria-describedby={`subscription-plan-${plan.value}-details`}
                            />
                            <span id={`subscription-plan-${plan.value}-name`}>{plan.name}</span>
                          </span>
                          {plan.highlight ? <Badge variant="success">{plan.highlight}</Badge> : null}
                        </span>
                        <span id={`subscription-plan-${plan.value}-details`}>
                          <span className={styles.planPrice}>{plan.price}</span>{' '}
                          <span className={styles.planPeriod}>{plan.period}</span>
                          <ul className={styles.planFeatures}>
                            {plan.features.map((feature) => (
                              <li key={feature}>{feature}</li>
                            ))}
                          </ul>
                        </span>
                      </label>
                    ))}
                  </RadioGroup>
                )}
              />
              <div>
                <div className={styles.checkboxRow}>
                  <Controller
                    control={control}
                    name="termsAccepted"
                    render={({ field: { value, onChange, ref } }) => (
                      <Checkbox
                        ref={ref}
                        id="subscription-termsAccepted"
                        checked={value === true}
                        onCheckedChange={(checked) => onChange(checked === true)}
                        aria-invalid={errors.termsAccepted ? true : undefined}
                        aria-describedby={
                          errors.termsAccepted ? 'subscription-termsAccepted-error' : undefined
                        }
                      />
                    )}
                  />
                  <Label htmlFor="subscription-termsAccepted">
                    J'accepte les{' '}
                    <a className={styles.link} href={paths.terms}>
                      conditions générales d'utilisation
                    </a>{' '}
                    et la{' '}
                    <a className={styles.link} href={paths.privacy}>
                      politique de confidentialité
                    </a>
                  </Label>
                </div>
                <FieldError id="subscription-termsAccepted-error">{errors.termsAccepted?.message}</FieldError>
              </div>
            </>
          ) : null}

          <div className={styles.navigation}>
            {step > 0 ? (
              <Button type="button" variant="outline" onClick={() => setStep((value) => value - 1)}>
                Précédent
              </Button>
            ) : (
              <span />
            )}
            {isLastStep ? (
              <Button type="submit" disabled={isRegistering}>
                {isRegistering ? 'Création du compte…' : 'Finaliser la souscription'}
              </Button>
            ) : (
              <Button type="button" onClick={() => void next()}>
                Suivant
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
