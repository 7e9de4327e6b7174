import { zodResolver } from '@hookform/resolvers/zod';
import {
  type RegisterBody,
  type RegisterForm as RegisterFormValues,
  registerFormSchema,
} from '@dirigeo/schemas';
import { Button } from '@dirigeo/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { AccountFields } from '../../../lib/forms/registration-fields/AccountFields.tsx';
import { CompanyDetailsFields } from '../../../lib/forms/registration-fields/CompanyDetailsFields.tsx';
import { PersonalInfoFields } from '../../../lib/forms/registration-fields/PersonalInfoFields.tsx';
import { PlanChoice } from '../../../lib/forms/registration-fields/PlanChoice.tsx';
import { ProfessionalFields } from '../../../lib/forms/registration-fields/ProfessionalFields.tsx';
import { TermsField } from '../../../lib/forms/registration-fields/TermsField.tsx';
import { paths } from '../../../lib/paths.ts';
import * as styles from './AuthForms.css.ts';

interface RegisterFormProps {
  onRegistered: () => void;
  onSwitchToLogin: () => void;
}

/** The registration form (spec 000 §5): every user field, the confirmation, the plan and the terms. */
export default function RegisterForm({ onRegistered, onSwitchToLogin }: RegisterFormProps) {
  const { register: registerAccount, isRegistering } = useAuth();
  const form = useForm<
    RegisterFormValues,
    unknown,
    RegisterBody & { confirmPassword: string; termsAccepted: true }
  >({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      company: '',
      position: '',
      hasEmployees: false,
      numberOfEmployees: 0,
      siret: '',
      eligibilityTested: false,
      plan: 'essentielle',
      subscriptionType: 'monthly',
    },
  });
  const { handleSubmit } = form;

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, termsAccepted: _terms, ...body }) => {
    try {
      await registerAccount(body);
      onRegistered();
    } catch {
      // The failure is shown as a toast by the auth provider.
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Inscription">
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Informations personnelles</legend>
          <PersonalInfoFields idPrefix="register" />
          <AccountFields idPrefix="register" />
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Informations de l'entreprise</legend>
          <ProfessionalFields idPrefix="register" />
          <CompanyDetailsFields idPrefix="register" />
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Formule</legend>
          <PlanChoice idPrefix="register" variant="list" />
          <TermsField idPrefix="register">
            J'accepte les{' '}
            <a className={styles.inlineLink} href={paths.terms} target="_blank" rel="noreferrer">
              conditions d'utilisation
            </a>
          </TermsField>
        </fieldset>

        <Button type="submit" disabled={isRegistering} className={styles.submit}>
          {isRegistering ? 'Création du compte…' : 'Créer mon compte'}
        </Button>
        <p className={styles.switchText}>
          Déjà inscrit ?{' '}
          <button type="button" className={styles.switchLink} onClick={onSwitchToLogin}>
            Connectez-vous
          </button>
        </p>
      </form>
    </FormProvider>
  );
}
