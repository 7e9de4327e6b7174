import type { NotificationSettings } from '@dirigeo/schemas';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Label,
  Switch,
  toast,
} from '@dirigeo/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings.ts';
import * as styles from './Settings.css.ts';

/** The three switches of spec 000 §2, in its order, with what each one governs. */
const SWITCHES: readonly {
  key: keyof NotificationSettings;
  id: string;
  label: string;
  description: string;
}[] = [
  {
    key: 'emailNotifications',
    id: 'notifications-email',
    label: 'Notifications par email',
    description:
      'Les informations importantes sur votre compte, comme la fin de votre essai. Les messages de sécurité (mot de passe, adresse e-mail) et de facturation partent toujours.',
  },
  {
    key: 'monthlyReminder',
    id: 'notifications-monthly-reminder',
    label: 'Rappels mensuels',
    description:
      'Un e-mail vers le 25 de chaque mois pour préparer le bulletin du mois et la DSN avant leur échéance (adresse confirmée requise).',
  },
  {
    key: 'productUpdates',
    id: 'notifications-updates',
    label: 'Notifications de mises à jour',
    description: 'Les nouveautés de Dirigeo et les changements de réglementation',
  },
];

/** Settings › Notifications (spec 000 §2): the three switches, stored on the account. */
export function NotificationsTab() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  const shown = draft ?? settings.data;
  const changed =
    draft !== null &&
    settings.data !== undefined &&
    SWITCHES.some(({ key }) => draft[key] !== settings.data[key]);

  const save = () => {
    if (!draft) return;
    update.mutate(draft, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: 'Préférences enregistrées', variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'Erreur',
          description: `Impossible d’enregistrer vos préférences\u00a0: ${errorMessage(error)}`,
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Préférences de notification</h2>
        </CardTitle>
        <CardDescription>
          Choisissez les messages que vous recevez de Dirigeo. Chaque e-mail contient aussi un lien vers ces
          réglages.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <p role="alert" className={styles.muted}>
            Préférences indisponibles{'\u00a0'}: {errorMessage(settings.error)}
          </p>
        ) : null}
        {SWITCHES.map(({ key, id, label, description }) => (
          <div key={key} className={styles.settingRow}>
            <div className={styles.settingText}>
              <Label htmlFor={id}>{label}</Label>
              <span id={`${id}-description`} className={styles.muted}>
                {description}
              </span>
            </div>
            <Switch
              id={id}
              checked={shown?.[key] ?? true}
              disabled={!shown || update.isPending}
              aria-describedby={`${id}-description`}
              onCheckedChange={(checked) => {
                if (shown) setDraft({ ...shown, [key]: checked });
              }}
            />
          </div>
        ))}
      </CardContent>
      <CardFooter className={styles.actions}>
        <Button type="button" disabled={!changed || update.isPending} onClick={save}>
          {update.isPending ? 'Enregistrement…' : 'Enregistrer les préférences'}
        </Button>
      </CardFooter>
    </Card>
  );
}
