import { errorMessage } from '../../../lib/api-client.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordForm as ChangePasswordFormValues,
  changePasswordFormSchema,
} from '@dirigeo/schemas';
import { Button, Input, toast } from '@dirigeo/ui';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../api/change-password.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { PasswordStrengthHint } from '../../../lib/ui/PasswordStrengthHint.tsx';
import * as styles from './Settings.css.ts';

/** Settings › Sécurité: the password change (spec 000 §5); only the current and new password are sent. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const newPassword = watch('newPassword');

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      reset();
      toast({ title: 'Mot de passe mis à jour', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Erreur',
        description: `Impossible de mettre à jour votre mot de passe: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    }
  });

  return (
    <form
      className={styles.passwordFields}
      onSubmit={onSubmit}
      noValidate
      aria-label="Changer le mot de passe"
    >
      <FormField id="password-current" label="Mot de passe actuel" error={errors.currentPassword?.message}>
        {(field) => (
          <Input
            {...field}
            type="password"
            autoComplete="current-password"
            {...register('currentPassword')}
          />
        )}
      </FormField>
      <FormField
        id="password-new"
        label="Nouveau mot de passe"
        hint="8 caractères au minimum."
        error={errors.newPassword?.message}
      >
        {(field) => (
          <Input {...field} type="password" autoComplete="new-password" {...register('newPassword')} />
        )}
      </FormField>
      {newPassword ? <PasswordStrengthHint id="password-new-strength" password={newPassword} /> : null}
      <FormField
        id="password-confirm"
        label="Confirmer le nouveau mot de passe"
        error={errors.confirmPassword?.message}
      >
        {(field) => (
          <Input {...field} type="password" autoComplete="new-password" {...register('confirmPassword')} />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={changePassword.isPending}>
          {changePassword.isPending ? 'Mise à jour…' : 'Mettre à jour le mot de passe'}
        </Button>
      </div>
    </form>
  );
}
