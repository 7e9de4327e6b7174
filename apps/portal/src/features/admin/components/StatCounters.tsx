import { errorMessage } from '../../../lib/api-client.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@dirigeo/ui';
import { formatCount } from '../admin-format.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import * as styles from './Admin.css.ts';

function Counter({
  title,
  description,
  value,
}: {
  title: string;
  description: string;
  value: number | undefined;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {value === undefined ? (
          <Skeleton style={{ height: '2.25rem', width: '6rem' }} />
        ) : (
          <p className={styles.counterValue}>{formatCount(value)}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** Spec 001 §2: the two counters, AI conversations ('Messages échangés') and forms ('Contacts reçus'). */
export function StatCounters() {
  const stats = useAdminStats();
  if (stats.isError) {
    return <p role="alert">Impossible de charger les compteurs : {errorMessage(stats.error)}</p>;
  }
  return (
    <section className={styles.counters} aria-label="Compteurs">
      <Counter
        title="Messages échangés"
        description="Questions posées à l'assistant du site"
        value={stats.data?.chatInteractions}
      />
      <Counter
        title="Contacts reçus"
        description="Demandes envoyées par le formulaire de contact"
        value={stats.data?.formSubmissions}
      />
    </section>
  );
}
