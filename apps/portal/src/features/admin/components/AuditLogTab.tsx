import { Button } from '@dirigeo/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageSpinner } from '../../../lib/ui/PageSpinner.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import * as styles from './Admin.css.ts';
import { RelativeTime } from './RelativeTime.tsx';

/**
 * « Journal des actions » (issue 22 §3): every sign-in to the back office and every change made
 * there, with its author, the newest first, 50 a page. What the server recorded is kept beside the
 * French words, for an auditor.
 */
export function AuditLogTab() {
  // The `before` of each page shown so far: the last one is on screen.
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const log = useAuditLog(cursors.at(-1) ?? null);
  if (log.isPending) return <PageSpinner label="Chargement du journal…" />;
  if (log.isError) {
    return <p role="alert">Impossible de charger le journal des actions : {errorMessage(log.error)}</p>;
  }
  const { entries, nextBefore } = log.data;
  if (entries.length === 0) return <p className={styles.empty}>Aucune action enregistrée.</p>;
  return (
    <>
      <ol className={styles.list} aria-label="Journal des actions du back-office, les plus récentes d’abord">
        {entries.map((entry) => (
          <li key={entry.id} className={styles.conversation}>
            <div className={styles.conversationMeta}>
              <span>{entry.author}</span>
              <RelativeTime date={entry.createdAt} />
            </div>
            <p className={styles.question}>{entry.description}</p>
            <p className={styles.answer}>
              <code>{entry.target ? `${entry.action} · ${entry.target}` : entry.action}</code>
            </p>
          </li>
        ))}
      </ol>
      {cursors.length > 1 || nextBefore !== null ? (
        <nav className={styles.conversationMeta} aria-label="Pages du journal">
          <Button
            variant="outline"
            size="sm"
            disabled={cursors.length <= 1 || log.isFetching}
            onClick={() => setCursors((current) => current.slice(0, -1))}
          >
            Plus récentes
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={nextBefore === null || log.isFetching}
            onClick={() => setCursors((current) => [...current, nextBefore])}
          >
            Plus anciennes
          </Button>
        </nav>
      ) : null}
    </>
  );
}
