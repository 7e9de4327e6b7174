import { Label, Switch, toast } from '@dirigeo/ui';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSecuritySettings, useUpdateSecuritySettings } from '../api/security-settings.ts';
import * as styles from './Settings.css.ts';

const ID = 'security-login-alerts';

/** « Alertes de connexion »: an e-mail at each sign-in from a new browser, stored on the account. */
export function LoginAlertsSetting() {
  const settings = useSecuritySettings();
  const update = useUpdateSecuritySettings();
  return (
    <div className={styles.settingRow}>
      <div className={styles.settingText}>
        <Label htmlFor={ID}>Alertes de connexion</Label>
        <span id={`${ID}-description`} className={styles.muted}>
          Un e-mail à chaque connexion depuis un navigateur que vous n’aviez pas encore utilisé
          {settings.isError ? ` (réglage indisponible\u00a0: ${errorMessage(settings.error)})` : ''}
        </span>
      </div>
      <Switch
        id={ID}
        checked={update.variables?.loginAlerts ?? settings.data?.loginAlerts ?? true}
        disabled={!settings.data || update.isPending}
        aria-describedby={`${ID}-description`}
        onCheckedChange={(loginAlerts) =>
          update.mutate(
            { loginAlerts },
            {
              onSuccess: () =>
                toast({
                  title: loginAlerts ? 'Alertes de connexion activées' : 'Alertes de connexion désactivées',
                  variant: 'success',
                }),
              onError: (error) =>
                toast({
                  title: 'Erreur',
                  description: `Impossible d’enregistrer le réglage\u00a0: ${errorMessage(error)}`,
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </div>
  );
}
