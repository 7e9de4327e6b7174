import { deBefore } from '@dirigeo/schemas/french';
import { Button, Card, CardContent } from '@dirigeo/ui';
import { FileCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { DeclarationReminder as Reminder } from '../declaration-reminder.ts';
import { paths } from '../../../lib/paths.ts';
import * as styles from './DeclarationReminder.css.ts';

const ACTIONS: Record<Reminder['action'], string> = {
  prepare: 'à préparer',
  fix: 'à corriger',
  deposit: 'prête, à déposer sur net-entreprises.fr',
};

function monthOf(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, 1)),
  );
}

function dayOf(isoDate: string): string {
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** The month's DSN still to do, shown on the dashboard until its deposit is recorded. */
export function DeclarationReminder({ reminder }: { reminder: Reminder }) {
  return (
    <Card role="status" aria-label="Déclaration du mois">
      <CardContent className={styles.reminder}>
        <FileCheck aria-hidden="true" className={styles.icon} />
        <p className={styles.text}>
          Déclaration sociale (DSN) {deBefore(monthOf(reminder.period))} : {ACTIONS[reminder.action]}
          {reminder.dueDate && !reminder.late ? `, au plus tard le ${dayOf(reminder.dueDate)}` : ''}.
          {reminder.dueDate && reminder.late ? (
            <strong>
              {' '}
              En retard : l’échéance était le {dayOf(reminder.dueDate)}, déposez-la au plus vite.
            </strong>
          ) : null}
        </p>
        <Button asChild size="sm">
          <Link to={paths.declarations}>Voir la déclaration</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
