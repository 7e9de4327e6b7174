import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@dirigeo/ui';
import { dataRetention } from '@dirigeo/site-content';
import { lazy, Suspense } from 'react';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { LoginAlertsSetting } from './LoginAlertsSetting.tsx';
import { SessionsList } from './SessionsList.tsx';
import * as styles from './Settings.css.ts';
import { TwoFactorSetting } from './TwoFactorSetting.tsx';

/** The activity log, in its own chunk: loaded when the Sécurité tab is opened. */
const ActivityLog = lazy(() => import('./ActivityLog.tsx'));

/** Settings › Sécurité (spec 000 §2): the password change, the open sessions, two-factor sign-in, the login alerts and the activity log. */
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
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Journal d’activité</h2>
          </CardTitle>
          <CardDescription>
            Connexions, changements de mot de passe et de paramètres, bulletins finalisés, déclarations et
            exports de votre compte, avec l’adresse et l’appareil d’origine. Conservé
            {'\u00a0'}
            {dataRetention.activityLogMonths}
            {'\u00a0'}mois.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<p className={styles.muted}>Chargement du journal…</p>}>
            <ActivityLog />
          </Suspense>
        </CardContent>
      </Card>
    </div>
  );
}
