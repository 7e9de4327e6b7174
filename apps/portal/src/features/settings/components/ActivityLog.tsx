import { ACTIVITY_KIND_LABELS } from '@dirigeo/schemas';
import { Button } from '@dirigeo/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { usePlanGate } from '../../../lib/plan-gate.ts';
import { useActivity } from '../api/get-activity.ts';
import * as styles from './Settings.css.ts';

/**
 * Settings › Sécurité › « Journal d'activité » (Complète, issue 22 §2): who did what on the account,
 * when, from which address and device, the newest first, 20 at a time. Loaded with its own chunk.
 */
export default function ActivityLog() {
  const gate = usePlanGate('activityLog');
  const [page, setPage] = useState(1);
  const activity = useActivity(page, gate.state === 'open');

  if (gate.state === 'checking') return <p className={styles.muted}>Chargement…</p>;
  if (gate.state === 'locked') {
    return (
      <p className={styles.muted}>
        {gate.message}{' '}
        <Link className={styles.inlineLink} to={`${paths.settings}?onglet=abonnement`}>
          Voir les formules
        </Link>
      </p>
    );
  }
  if (activity.isPending) return <p className={styles.muted}>Chargement du journal…</p>;
  if (activity.isError) {
    return (
      <p className={styles.muted} role="alert">
        Impossible d’afficher le journal d’activité ({errorMessage(activity.error)}).
      </p>
    );
  }
  const { events, total, pageSize } = activity.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (events.length === 0) return <p className={styles.muted}>Aucune activité enregistrée pour l’instant.</p>;
  return (
    <div className={styles.stateText}>
      <ul className={styles.sessionList} aria-label="Journal d’activité">
        {events.map((event) => (
          <li key={event.id} className={styles.settingRow}>
            <div className={styles.settingText}>
              <span className={styles.sessionDevice}>{ACTIVITY_KIND_LABELS[event.kind]}</span>
              {event.detail ? <span className={styles.activityDetail}>{event.detail}</span> : null}
              <span className={styles.muted}>
                le {formatDateTime(event.occurredAt)} · {event.device}
                {event.ip ? ` · adresse ${event.ip}` : ''}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={styles.actions} aria-label="Pages du journal">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1 || activity.isFetching}
            onClick={() => setPage((current) => Math.max(1, current - 1))}
          >
            Plus récents
          </Button>
          <span className={styles.muted}>
            Page {page} sur {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages || activity.isFetching}
            onClick={() => setPage((current) => current + 1)}
          >
            Plus anciens
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
