import { zodResolver } from '@hookform/resolvers/zod';
import {
  type RegisterBody,
  type RegisterForm as RegisterFormValues,
  registerFormSchema,
} from '@dirigeo/schemas';
import { Button, Card, CardContent, Progress } from '@dirigeo/ui';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { AccountFields } from '../../../lib/forms/registration-fields/AccountFields.tsx';
import { CompanyDetailsFields } from '../../../lib/forms/registration-fields/CompanyDetailsFields.tsx';
import { PersonalInfoFields } from '../../../lib/forms/registration-fields/PersonalInfoFields.tsx';
import { PlanChoice } from '../../../lib/forms/registration-fields/PlanChoice.tsx';
import { ProfessionalFields } from '../../../lib/forms/registration-fields/ProfessionalFields.tsx';
import { TermsField } from '../../../lib/forms/registration-fields/TermsField.tsx';
import { paths } from '../../../lib/paths.ts';
import * as styles from './SubscriptionWizard.css.ts';
import { firstStepWithError, WIZARD_STEPS } from './wizard-steps.ts';

type RegisterFormOutput = RegisterBody & { confirmPassword: string; termsAccepted: true };

interface SubscriptionWizardProps {
  /** After the account is created and signed in. */
  onSubscribed: () => void;
  /** The plan and billing a visitor chose on the pricing pages (`?formule=…&periode=…`). */
  initialChoice?: Pick<RegisterFormValues, 'plan' | 'subscriptionType'>;
}

/**
 * The subscription wizard (spec 000 §2, §4): three steps over one registration form validated with
 * the API's schema. 'Suivant' checks only the current step's fields; the last step registers.
 */
export function SubscriptionWizard({ onSubscribed, initialChoice }: SubscriptionWizardProps) {
  const { register: registerAccount, isRegistering } = useAuth();
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
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
      plan: initialChoice?.plan ?? 'essentielle',
      subscriptionType: initialChoice?.subscriptionType ?? 'monthly',
    },
  });
  const { handleSubmit, trigger } = form;
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
    <FormProvider {...form}>
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
                <PersonalInfoFields idPrefix="subscription" />
                <AccountFields idPrefix="subscription" withHints />
              </div>
            ) : null}

            {step === 1 ? (
              <div className={styles.fields}>
                <ProfessionalFields idPrefix="subscription" />
                <CompanyDetailsFields idPrefix="subscription" withHints />
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
                <PlanChoice idPrefix="subscription" variant="cards" />
                <TermsField idPrefix="subscription">
                  J'accepte les{' '}
                  <a className={styles.link} href={paths.terms}>
                    conditions générales d'utilisation
                  </a>{' '}
                  et la{' '}
                  <a className={styles.link} href={paths.privacy}>
                    politique de confidentialité
                  </a>
                </TermsField>
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
              {/*
               * Distinct keys: React must not turn the clicked 'Suivant' into the submit button. The
               * step changes in a microtask that runs before the click's default action, which would
               * then submit the form from a type="submit" button and judge the last step at once.
               */}
              {isLastStep ? (
                <Button key="submit" type="submit" disabled={isRegistering}>
                  {isRegistering ? 'Création du compte…' : 'Finaliser la souscription'}
                </Button>
              ) : (
                <Button key="next" type="button" onClick={() => void next()}>
                  Suivant
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
    </FormProvider>
  );
}
