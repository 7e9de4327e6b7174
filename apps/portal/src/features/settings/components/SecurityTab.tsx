import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@dirigeo/ui';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DisabledSetting } from './DisabledSetting.tsx';
import { LoginAlertsSetting } from './LoginAlertsSetting.tsx';
import { SessionsList } from './SessionsList.tsx';
import * as styles from './Settings.css.ts';

/** Settings › Sécurité (spec 000 §2): the password change, the open sessions, the login alerts, and two-factor sign-in (not yet available). */
export function SecurityTab() {
  return (
    <div className={styles.stack}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Mot de passe</h2>
          </CardTitle>
          <CardDescription>Vos autres sessions seront fermées après le changement.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Sessions ouvertes</h2>
          </CardTitle>
          <CardDescription>
            Les appareils connectés à votre compte. Fermez une session que vous ne reconnaissez pas, puis
            changez votre mot de passe.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SessionsList />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Sécurité du compte</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <DisabledSetting
            id="security-two-factor"
            label="Authentification à deux facteurs"
            description="Un code en plus du mot de passe à chaque connexion"
            checked={false}
          />
          <LoginAlertsSetting />
        </CardContent>
      </Card>
    </div>
  );
}
