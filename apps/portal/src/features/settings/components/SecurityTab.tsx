import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@dirigeo/ui';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { LoginAlertsSetting } from './LoginAlertsSetting.tsx';
import { SessionsList } from './SessionsList.tsx';
import * as styles from './Settings.css.ts';
import { TwoFactorSetting } from './TwoFactorSetting.tsx';

/** Settings › Sécurité (spec 000 §2): the password change, the open sessions, two-factor sign-in and the login alerts. */
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
          <TwoFactorSetting />
          <LoginAlertsSetting />
        </CardContent>
      </Card>
    </div>
  );
}
