import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@dirigeo/ui';
import { DisabledSetting } from './DisabledSetting.tsx';
import * as styles from './Settings.css.ts';

/** Settings › Notifications (spec 000 §2): shown all on, not yet adjustable. */
export function NotificationsTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Préférences de notification</h2>
        </CardTitle>
        <CardDescription>Choisissez les messages que vous recevez de Dirigeo.</CardDescription>
      </CardHeader>
      <CardContent>
        <DisabledSetting
          id="notifications-email"
          label="Notifications par email"
          description="Les informations importantes sur votre compte"
          checked
        />
        <DisabledSetting
          id="notifications-monthly-reminder"
          label="Rappels mensuels"
          description="Un rappel pour préparer le bulletin du mois"
          checked
        />
        <DisabledSetting
          id="notifications-updates"
          label="Notifications de mises à jour"
          description="Les nouveautés de Dirigeo et les changements de réglementation"
          checked
        />
      </CardContent>
      <CardFooter className={styles.actions}>
        <Button type="button" disabled aria-describedby="notifications-save-hint">
          Enregistrer les préférences
        </Button>
        <span id="notifications-save-hint" className={styles.muted}>
          Bientôt disponible
        </span>
      </CardFooter>
    </Card>
  );
}
