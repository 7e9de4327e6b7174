import { Badge, Button, toast } from '@dirigeo/ui';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import * as styles from './Settings.css.ts';

/** Settings › Sécurité: the account's open sessions, each of which can be ended (issue 22 §2). */
export function SessionsList() {
  const sessions = useSessions();
  const endSession = useEndSession();

  if (sessions.isPending) return <p className={styles.muted}>Chargement des sessions…</p>;
  if (sessions.isError) {
    return (
      <p className={styles.muted} role="alert">
        Impossible d’afficher vos sessions ({errorMessage(sessions.error)}).
      </p>
    );
  }
  return (
    <ul className={styles.sessionList} aria-label="Sessions ouvertes">
      {sessions.data.map((session) => (
        <li key={session.id} className={styles.settingRow}>
          <div className={styles.settingText}>
            <span className={styles.sessionDevice}>
              {session.device}
              {session.current ? <Badge variant="neutral">Cette session</Badge> : null}
            </span>
            <span className={styles.muted}>
              {session.ip ? `Adresse ${session.ip} · ` : ''}
              dernière activité le {formatDateTime(session.lastUsedAt)} · ouverte le{' '}
              {formatDateTime(session.createdAt)}
            </span>
          </div>
          {session.current ? null : (
            <Button
              variant="outline"
              size="sm"
              disabled={endSession.isPending}
              aria-label={`Fermer la session ${session.device}`}
              onClick={() =>
                endSession.mutate(session.id, {
                  onSuccess: () => toast({ title: 'Session fermée', variant: 'success' }),
                  onError: (error) =>
                    toast({
                      title: 'Erreur',
                      description: `Impossible de fermer la session\u00a0: ${errorMessage(error)}`,
                      variant: 'destructive',
                    }),
                })
              }
            >
              Fermer
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
