import { Button, Input, toast } from '@dirigeo/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLoginSecondFactor } from '../../../lib/api/user/login-second-factor.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import * as styles from './AuthForms.css.ts';

const CODE_REQUIRED = 'Saisissez le code à 6 chiffres de votre application, ou un de vos codes de secours';

interface SecondFactorFormProps {
  onSignedIn: () => void;
  /** Back to the password step (another account, or a sign-in that expired). */
  onCancel: () => void;
}

/**
 * The code step of a sign-in with two-factor sign-in on: the 6 digits of the authenticator app, or
 * a recovery code. Loaded on demand with its API call (a small chunk, no zod), so /auth's first
 * load does not grow.
 */
export default function SecondFactorForm({ onSignedIn, onCancel }: SecondFactorFormProps) {
  const signIn = useLoginSecondFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(CODE_REQUIRED);
      return;
    }
    try {
      const user = await signIn.mutateAsync(code);
      toast({
        title: 'Connexion réussie',
        description: `Bienvenue, ${user.firstName} ${user.lastName}`,
        variant: 'success',
      });
      onSignedIn();
    } catch (failure) {
      setError(errorMessage(failure));
      toast({ title: 'Erreur de connexion', description: errorMessage(failure), variant: 'destructive' });
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Vérification en deux étapes">
      <p className={styles.switchText}>
        Votre compte est protégé par l’authentification à deux facteurs. Ouvrez votre application
        d’authentification et saisissez le code affiché pour Dirigeo.
      </p>
      <FormField
        id="login-code"
        label="Code de vérification"
        hint="Le code à 6 chiffres, ou un de vos codes de secours (par exemple 7KQ2M-XW4PD)."
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            // The user has just sent the password and now types the code.
            autoFocus
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <Button type="submit" disabled={signIn.isPending} className={styles.submit}>
        {signIn.isPending ? 'Vérification…' : 'Vérifier et se connecter'}
      </Button>
      <p className={styles.switchText}>
        <button type="button" className={styles.switchLink} onClick={onCancel}>
          Revenir à la connexion
        </button>
      </p>
    </form>
  );
}
