import { deleteAccountBodySchema } from '@dirigeo/schemas';
import { accountDeletion, legalDocuments } from '@dirigeo/site-content';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  Input,
  toast,
} from '@dirigeo/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import * as styles from './Settings.css.ts';

/**
 * « Supprimer mon compte » (RGPD art. 17): what goes at once and what the law keeps, from the same
 * definition as the privacy policy, then the password to confirm (and, with two-factor sign-in on, a
 * code of the authenticator app or a recovery code). On success the account is closed and its
 * session with it: the portal goes back to the sign-in page.
 */
export function DeleteAccountDialog({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const deletion = useDeleteAccount();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = deleteAccountBodySchema.safeParse(twoFactorEnabled ? { password, code } : { password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    deletion.mutate(parsed.data, {
      onSuccess: () =>
        toast({
          title: 'Compte supprimé',
          description: 'Votre compte est fermé. Un e-mail de confirmation vous a été envoyé.',
          variant: 'success',
        }),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setPassword('');
          setCode('');
          setError(undefined);
        }
      }}
    >
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive">
          Supprimer mon compte
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={submit} className={styles.stateText} noValidate>
          <AlertDialogHeader>
            <AlertDialogTitle>Supprimer définitivement votre compte ?</AlertDialogTitle>
            <AlertDialogDescription>
              Votre compte sera fermé immédiatement : toutes vos sessions seront terminées et vous ne pourrez
              plus vous connecter. Votre abonnement payant éventuel sera résilié.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className={styles.muted}>
            <p>Sont effacés aussitôt :</p>
            <ul className={styles.list}>
              {accountDeletion.erasedAtOnce.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>La loi nous oblige à conserver, sans que personne ne puisse y accéder :</p>
            <ul className={styles.list}>
              {accountDeletion.kept.map((kept) => (
                <li key={kept.key}>
                  {kept.what} : {kept.years} ans à compter de {kept.from} ({kept.law})
                </li>
              ))}
            </ul>
            <p>
              Pensez à <strong>exporter vos données</strong> avant. Détails dans notre{' '}
              <a className={styles.inlineLink} href={legalDocuments.privacyPolicy.url}>
                politique de confidentialité
              </a>
              .
            </p>
          </div>
          <FormField id="delete-account-password" label="Votre mot de passe" error={error}>
            {(field) => (
              <Input
                {...field}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          {twoFactorEnabled && (
            <FormField
              id="delete-account-code"
              label="Code de votre application d’authentification (ou code de secours)"
            >
              {(field) => (
                <Input
                  {...field}
                  inputMode="text"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              )}
            </FormField>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Annuler</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={deletion.isPending}>
              {deletion.isPending ? 'Suppression…' : 'Supprimer mon compte'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
