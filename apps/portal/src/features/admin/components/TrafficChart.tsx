import { errorMessage } from '../../../lib/api-client.ts';
import type { SiteAnalyticsDay } from '@dirigeo/schemas';
import {
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@dirigeo/ui';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { formatCount } from '../admin-format.ts';
import { useSiteAnalytics } from '../api/get-site-analytics.ts';
import * as styles from './Admin.css.ts';

const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** '1 min 05 s', '42 s'. */
function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** The 30 days' totals, and the pages most viewed over them (from each day's top pages). */
function summarise(days: readonly SiteAnalyticsDay[]) {
  const views = new Map<string, number>();
  for (const day of days)
    for (const page of day.topPages) views.set(page.path, (views.get(page.path) ?? 0) + page.views);
  const sum = (pick: (day: SiteAnalyticsDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  const visitedDays = days.filter((day) => day.uniqueVisitors > 0);
  const weight = sum((day) => day.uniqueVisitors);
  return {
    pageViews: sum((day) => day.pageViews),
    visitors: weight,
    chatInteractions: sum((day) => day.chatInteractions),
    formSubmissions: sum((day) => day.formSubmissions),
    // Each day's averages weighed by its visitors: the API gives daily figures only.
    averageSessionDuration:
      weight > 0
        ? Math.round(
            visitedDays.reduce((total, day) => total + day.averageSessionDuration * day.uniqueVisitors, 0) /
              weight,
          )
        : 0,
    bounceRate:
      weight > 0
        ? visitedDays.reduce((total, day) => total + day.bounceRate * day.uniqueVisitors, 0) / weight
        : 0,
    topPages: [...views].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5),
  };
}

/** The chart itself: Chart.js, loaded with the page's own chunk and drawn once the data is there. */
function Chart({ days, label }: { days: readonly SiteAnalyticsDay[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let remove: (() => void) | undefined;
    let cancelled = false;
    void import('./traffic-chart.ts').then(({ drawTrafficChart }) => {
      if (!cancelled) remove = drawTrafficChart(element, days);
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [days]);
  return (
    <div className={styles.chartBox}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

/**
 * The last 30 days of the site's analytics (spec 001 §3, issue 15): a chart, the period's figures,
 * the pages most viewed, and every day's figures in a table (the chart's text alternative).
 */
export function TrafficChart() {
  const analytics = useSiteAnalytics();
  if (analytics.isError) {
    return <p role="alert">Impossible de charger la fréquentation : {errorMessage(analytics.error)}</p>;
  }
  const days = analytics.data;
  const totals = days ? summarise(days) : undefined;
  return (
    <section className={styles.panel} aria-labelledby="traffic-title">
      <div>
        <h2 id="traffic-title" className={styles.panelTitle}>
          Fréquentation des 30 derniers jours
        </h2>
        <p className={styles.muted}>
          Mesurée sans cookie ; les visiteurs qui refusent le suivi ne sont pas comptés.
        </p>
      </div>
      {!days || !totals ? (
        <Skeleton style={{ height: '16rem' }} />
      ) : (
        <>
          <Chart
            days={days}
            label={`Graphique : ${formatCount(totals.pageViews)} pages vues, ${formatCount(totals.chatInteractions)} messages échangés et ${formatCount(totals.formSubmissions)} contacts reçus en 30 jours. Le détail par jour est dans le tableau ci-dessous.`}
          />
          <dl className={styles.summary}>
            <div>
              <dt className={styles.muted}>Pages vues</dt>
              <dd className={styles.summaryValue}>{formatCount(totals.pageViews)}</dd>
            </div>
            <div>
              <dt className={styles.muted}>Visiteurs uniques (cumul des jours)</dt>
              <dd className={styles.summaryValue}>{formatCount(totals.visitors)}</dd>
            </div>
            <div>
              <dt className={styles.muted}>Durée moyenne d'une visite</dt>
              <dd className={styles.summaryValue}>{formatDuration(totals.averageSessionDuration)}</dd>
            </div>
            <div>
              <dt className={styles.muted}>Taux de rebond</dt>
              <dd className={styles.summaryValue}>{percent.format(totals.bounceRate)} %</dd>
            </div>
          </dl>
          {totals.topPages.length > 0 ? (
            <div>
              <h3 className={styles.muted}>Pages les plus vues</h3>
              <ol className={styles.reportList}>
                {totals.topPages.map(([path, views]) => (
                  <li key={path}>
                    {path} : {formatCount(views)} vue{views > 1 ? 's' : ''}
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
          <details className={styles.details}>
            <summary className={styles.detailsSummary}>Voir les chiffres jour par jour</summary>
            <Table stacked className={styles.dataTable}>
              <TableCaption>Fréquentation jour par jour</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Jour</TableHead>
                  <TableHead>Pages vues</TableHead>
                  <TableHead>Visiteurs uniques</TableHead>
                  <TableHead>Messages échangés</TableHead>
                  <TableHead>Contacts reçus</TableHead>
                  <TableHead>Durée moyenne</TableHead>
                  <TableHead>Taux de rebond</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {[...days].reverse().map((day) => (
                  <TableRow key={day.date}>
                    <TableCell label="Jour" className={styles.nowrap}>
                      {formatDate(`${day.date}T12:00:00Z`)}
                    </TableCell>
                    <TableCell label="Pages vues">{formatCount(day.pageViews)}</TableCell>
                    <TableCell label="Visiteurs uniques">{formatCount(day.uniqueVisitors)}</TableCell>
                    <TableCell label="Messages échangés">{formatCount(day.chatInteractions)}</TableCell>
                    <TableCell label="Contacts reçus">{formatCount(day.formSubmissions)}</TableCell>
                    <TableCell label="Durée moyenne">{formatDuration(day.averageSessionDuration)}</TableCell>
                    <TableCell label="Taux de rebond">{percent.format(day.bounceRate)} %</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </details>
        </>
      )}
    </section>
  );
}
