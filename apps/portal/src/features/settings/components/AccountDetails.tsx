import {
  type AccountNameBody,
  accountNameBodySchema,
  type EmailChangeBody,
  emailChangeBodySchema,
  type User,
} from '@dirigeo/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Input,
  toast,
} from '@dirigeo/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { EmailVerificationNotice } from '../../../lib/ui/EmailVerificationNotice.tsx';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { useRequestEmailChange, useUpdateAccountName } from '../api/update-account.ts';
import * as styles from './Settings.css.ts';

type Editing = 'none' | 'name' | 'email';

/**
 * Settings › Compte: the account's identity. The name is edited here; the e-mail address too, with
 * the current password, and it changes only once the new address follows its link (the old one is
 * told). The company's details are edited in the profile.
 */
export function AccountDetails({ user }: { user: User }) {
  const [editing, setEditing] = useState<Editing>('none');
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Informations du compte</h2>
        </CardTitle>
        <CardDescription>Les informations de connexion de votre compte.</CardDescription>
      </CardHeader>
      <CardContent className={styles.accountBody}>
        <EmailVerificationNotice user={user} />
        {user.pendingEmail ? (
          <p className={styles.notice} role="status">
            Changement d’adresse en attente : ouvrez le lien envoyé à {user.pendingEmail}. D’ici là, votre
            adresse reste {user.email}.
          </p>
        ) : null}
        <div className={styles.fields}>
          <FormField id="account-username" label="Nom d'utilisateur">
            {(field) => <Input {...field} value={user.username} readOnly />}
          </FormField>
          <FormField id="account-email" label="Email">
            {(field) => <Input {...field} value={user.email} readOnly />}
          </FormField>
          <FormField id="account-name" label="Nom complet">
            {(field) => <Input {...field} value={`${user.firstName} ${user.lastName}`} readOnly />}
          </FormField>
          <FormField id="account-company" label="Entreprise">
            {(field) => <Input {...field} value={user.company} readOnly />}
          </FormField>
        </div>
        {editing === 'name' ? <NameForm user={user} onDone={() => setEditing('none')} /> : null}
        {editing === 'email' ? <EmailChangeForm onDone={() => setEditing('none')} /> : null}
      </CardContent>
      {editing === 'none' ? (
        <CardFooter className={styles.actions}>
          <Button type="button" variant="outline" onClick={() => setEditing('name')}>
            Modifier
          </Button>
          <Button type="button" variant="outline" onClick={() => setEditing('email')}>
            Changer d’adresse e-mail
          </Button>
          <span className={styles.muted}>
            L’entreprise et ses coordonnées se modifient depuis{' '}
            <Link className={styles.inlineLink} to={paths.companyDetails}>
              votre profil
            </Link>
            .
          </span>
        </CardFooter>
      ) : null}
    </Card>
  );
}

function NameForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateAccountName();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccountNameBody>({
    resolver: zodResolver(accountNameBodySchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast({ title: 'Nom mis à jour', variant: 'success' });
      onDone();
    } catch (error) {
      toast({ title: 'Erreur', description: errorMessage(error), variant: 'destructive' });
    }
  });
  return (
    <form className={styles.editForm} onSubmit={onSubmit} noValidate aria-label="Modifier le nom">
      <FormField id="account-first-name" label="Prénom" error={errors.firstName?.message}>
        {(field) => <Input {...field} autoComplete="given-name" {...register('firstName')} />}
      </FormField>
      <FormField id="account-last-name" label="Nom" error={errors.lastName?.message}>
        {(field) => <Input {...field} autoComplete="family-name" {...register('lastName')} />}
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Enregistrement…' : 'Enregistrer'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

function EmailChangeForm({ onDone }: { onDone: () => void }) {
  const change = useRequestEmailChange();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailChangeBody>({
    resolver: zodResolver(emailChangeBodySchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      const user = await change.mutateAsync(body);
      toast({
        title: 'Lien de confirmation envoyé',
        description: `Ouvrez le lien envoyé à ${user.pendingEmail ?? body.email} pour terminer le changement.`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      // A field's problem (wrong password, address taken) goes under the field, without a status code.
      const issues = error instanceof ApiError ? error.issues : [];
      const fieldIssue = issues.find((issue) => issue.path === 'email' || issue.path === 'currentPassword');
      if (error instanceof ApiError && error.status === 409) {
        setError('email', { message: error.detail }, { shouldFocus: true });
      } else if (fieldIssue && (fieldIssue.path === 'email' || fieldIssue.path === 'currentPassword')) {
        setError(fieldIssue.path, { message: fieldIssue.message }, { shouldFocus: true });
      } else {
        toast({ title: 'Erreur', description: errorMessage(error), variant: 'destructive' });
      }
    }
  });
  return (
    <form className={styles.editForm} onSubmit={onSubmit} noValidate aria-label="Changer d’adresse e-mail">
      <FormField
        id="account-new-email"
        label="Nouvelle adresse e-mail"
        hint="Elle remplacera l’actuelle une fois le lien reçu ouvert ; l’actuelle sera prévenue."
        error={errors.email?.message}
      >
        {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField
        id="account-email-password"
        label="Mot de passe actuel"
        error={errors.currentPassword?.message}
      >
        {(field) => (
          <Input
            {...field}
            type="password"
            autoComplete="current-password"
            {...register('currentPassword')}
          />
        )}
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Envoi…' : 'Envoyer le lien de confirmation'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
