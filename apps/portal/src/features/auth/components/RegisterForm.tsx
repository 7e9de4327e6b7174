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
  Button,
  Checkbox,
  FieldError,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@dirigeo/ui';
import { Controller, useForm } from 'react-hook-form';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { paths } from '../../../lib/paths.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import * as styles from './AuthForms.css.ts';
import { SUBSCRIPTION_PLANS } from './subscription-plans.ts';

interface RegisterFormProps {
  onRegistered: () => void;
  onSwitchToLogin: () => void;
}

/** The registration form (spec 000 §5): every user field, the confirmation, the plan and the terms. */
export default function RegisterForm({ onRegistered, onSwitchToLogin }: RegisterFormProps) {
  const { register: registerAccount, isRegistering } = useAuth();
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RegisterFormValues, unknown, RegisterBody & { confirmPassword: string; termsAccepted: true }>({
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
      subscriptionType: 'free_trial',
    },
  });
  const hasEmployees = watch('hasEmployees');

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, termsAccepted: _terms, ...body }) => {
    try {
      await registerAccount(body);
      onRegistered();
    } catch {
      // The failure is shown as a toast by the auth provider.
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Inscription">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Informations personnelles</legend>
        <FormField id="register-firstName" label="Prénom" error={errors.firstName?.message}>
          {(field) => <Input {...field} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField id="register-lastName" label="Nom" error={errors.lastName?.message}>
          {(field) => <Input {...field} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
        <FormField id="register-email" label="Email" error={errors.email?.message}>
          {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <FormField id="register-phone" label="Téléphone (optionnel)" error={errors.phone?.message}>
          {(field) => <Input {...field} type="tel" autoComplete="tel" {...register('phone')} />}
        </FormField>
        <FormField id="register-username" label="Nom d'utilisateur" error={errors.username?.message}>
          {(field) => <Input {...field} autoComplete="username" {...register('username')} />}
        </FormField>
        <div aria-hidden="true" />
        <FormField id="register-password" label="Mot de passe" error={errors.password?.message}>
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" {...register('password')} />
          )}
        </FormField>
        <FormField
          id="register-confirmPassword"
          label="Confirmer le mot de passe"
          error={errors.confirmPassword?.message}
        >
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" {...register('confirmPassword')} />
          )}
        </FormField>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Informations de l'entreprise</legend>
        <FormField id="register-company" label="Nom de l'entreprise" error={errors.company?.message}>
          {(field) => <Input {...field} autoComplete="organization" {...register('company')} />}
        </FormField>
        <FormField id="register-position" label="Fonction" error={errors.position?.message}>
          {(field) => <Input {...field} autoComplete="organization-title" {...register('position')} />}
        </FormField>
        <FormField id="register-status" label="Statut" error={errors.status?.message}>
          {(field) => (
            <Controller
              control={control}
              name="status"
              render={({ field: { value, onChange, onBlur } }) => (
                <Select value={value ?? ''} onValueChange={onChange}>
                  <SelectTrigger {...field} onBlur={onBlur}>
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
          id="register-companyType"
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
        <FormField id="register-siret" label="SIRET (optionnel)" error={errors.siret?.message}>
          {(field) => <Input {...field} inputMode="numeric" {...register('siret')} />}
        </FormField>
        <FormField
          id="register-previousPayrollSystem"
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
                id="register-hasEmployees"
                checked={value === true}
                onCheckedChange={(checked) => onChange(checked === true)}
              />
            )}
          />
          <Label htmlFor="register-hasEmployees">J'ai des salariés</Label>
        </div>
        {hasEmployees ? (
          <FormField
            id="register-numberOfEmployees"
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
                id="register-eligibilityTested"
                checked={value === true}
                onCheckedChange={(checked) => onChange(checked === true)}
              />
            )}
          />
          <Label htmlFor="register-eligibilityTested">J'ai fait le test d'éligibilité</Label>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Formule</legend>
        <Controller
          control={control}
          name="subscriptionType"
          render={({ field: { value, onChange } }) => (
            <RadioGroup
              className={`${styles.radioGroup} ${styles.fullWidth}`}
              value={value ?? 'free_trial'}
              onValueChange={onChange}
              aria-label="Formule"
            >
              {SUBSCRIPTION_PLANS.map((plan) => (
                <div key={plan.value} className={styles.radioRow}>
                  <RadioGroupItem id={`register-plan-${plan.value}`} value={plan.value} />
                  <Label htmlFor={`register-plan-${plan.value}`}>
                    {plan.label} — {plan.price}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        <div className={styles.checkboxRow}>
          <Controller
            control={control}
            name="termsAccepted"
            render={({ field: { value, onChange } }) => (
              <Checkbox
                id="register-termsAccepted"
                checked={value === true}
                onCheckedChange={(checked) => onChange(checked === true)}
                aria-invalid={errors.termsAccepted ? true : undefined}
                aria-describedby={errors.termsAccepted ? 'register-termsAccepted-error' : undefined}
              />
            )}
          />
          <Label htmlFor="register-termsAccepted">
            J'accepte les{' '}
            <a className={styles.inlineLink} href={paths.terms} target="_blank" rel="noreferrer">
              conditions d'utilisation
            </a>
          </Label>
        </div>
        <FieldError id="register-termsAccepted-error" className={styles.fullWidth}>
          {errors.termsAccepted?.message}
        </FieldError>
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
  );
}
