import { type ChargesAnalysis as Analysis, CHARGES_WINDOWS, formatMonthKey } from '@dirigeo/schemas';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@dirigeo/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatCents, formatPercent } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { usePlanGate } from '../../../lib/plan-gate.ts';
import { PageSpinner } from '../../../lib/ui/PageSpinner.tsx';
import { useChargesAnalysis } from '../api/get-charges-analysis.ts';
import * as styles from './ChargesAnalysis.css.ts';

const money = (cents: number | null) => (cents === null ? 'Aucun bulletin' : formatCents(cents));
const rate = (percent: number | null) => (percent === null ? '—' : formatPercent(percent));
const points = (value: number) =>
  `${value > 0 ? '+' : ''}${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} pt`;

/**
 * A chart drawn by Chart.js, loaded with its own chunk (59 KB gzipped) once the data is there and the
 * chart is about to scroll into view: below the fold on a phone, it is not part of the first load.
 */
function ChartCanvas({
  analysis,
  kind,
  label,
  className,
}: {
  analysis: Analysis;
  kind: 'evolution' | 'split';
  label: string;
  className: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let remove: (() => void) | undefined;
    let cancelled = false;
    const draw = () => {
      void import('./charges-chart.ts').then(({ drawEvolutionChart, drawSplitChart }) => {
        if (!cancelled)
          remove = (kind === 'evolution' ? drawEvolutionChart : drawSplitChart)(element, analysis);
      });
    };
    // Browsers without IntersectionObserver (and jsdom) draw at once.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              draw();
            },
            { rootMargin: '200px' },
          );
    if (observer) observer.observe(element);
    else draw();
    return () => {
      cancelled = true;
      observer?.disconnect();
      remove?.();
    };
  }, [analysis, kind]);
  return (
    <div className={className}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

function Indicators({ analysis }: { analysis: Analysis }) {
  if (analysis.indicators.length === 0) return null;
  return (
    <div className={styles.indicators}>
      {analysis.indicators.map((indicator) => (
        <Card key={indicator.indicator}>
          <CardHeader>
            <CardTitle asChild>
              <h3>{indicator.label}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent className={styles.section}>
            <p className={styles.indicatorValue}>
              {indicator.valueCents === null ? '—' : formatCents(indicator.valueCents)}
              {indicator.budgetCents !== null ? (
                <span className={styles.muted}> sur {formatCents(indicator.budgetCents)}</span>
              ) : null}
            </p>
            {indicator.usedPercent !== null ? (
              <>
                <meter
                  className={styles.meter}
                  min={0}
                  max={100}
                  high={90}
                  optimum={0}
                  value={Math.min(indicator.usedPercent, 100)}
                  aria-label={`Budget consommé : ${formatPercent(indicator.usedPercent)}`}
                />
                <p className={styles.muted}>{formatPercent(indicator.usedPercent)} du budget annuel</p>
              </>
            ) : null}
            <p className={styles.muted}>
              {indicator.detail}
              {indicator.indicator === 'ytd-cost-vs-budget' && indicator.budgetCents === null ? (
                <>
                  {' '}
                  <Link className={styles.inlineLink} to={paths.reports}>
                    Fixer un budget
                  </Link>
                </>
              ) : null}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function EvolutionTable({ analysis }: { analysis: Analysis }) {
  return (
    <details className={styles.details}>
      <summary className={styles.detailsSummary}>Voir les chiffres mois par mois</summary>
      <Table stacked>
        <TableCaption>Évolution mois par mois (bulletins finalisés)</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Mois</TableHead>
            <TableHead className={styles.amount}>Brut</TableHead>
            <TableHead className={styles.amount}>Net payé</TableHead>
            <TableHead className={styles.amount}>Cotisations salariales</TableHead>
            <TableHead className={styles.amount}>Cotisations patronales</TableHead>
            <TableHead className={styles.amount}>Coût employeur</TableHead>
            <TableHead className={styles.amount}>Coût ÷ brut</TableHead>
            <TableHead className={styles.amount}>Net ÷ brut</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {[...analysis.months].reverse().map((month) => (
            <TableRow key={month.period}>
              <TableCell label="Mois">{month.label}</TableCell>
              {month.payslipCount === 0 ? (
                <TableCell label="Bulletins" colSpan={7}>
                  Aucun bulletin finalisé
                </TableCell>
              ) : (
                <>
                  <TableCell label="Brut" className={styles.amount}>
                    {money(month.grossCents)}
                  </TableCell>
                  <TableCell label="Net payé" className={styles.amount}>
                    {money(month.netPaidCents)}
                  </TableCell>
                  <TableCell label="Cotisations salariales" className={styles.amount}>
                    {money(month.employeeContributionsCents)}
                  </TableCell>
                  <TableCell label="Cotisations patronales" className={styles.amount}>
                    {money(month.employerContributionsCents)}
                  </TableCell>
                  <TableCell label="Coût employeur" className={styles.amount}>
                    {money(month.employerCostCents)}
                  </TableCell>
                  <TableCell label="Coût ÷ brut" className={styles.amount}>
                    {rate(month.costRatePercent)}
                  </TableCell>
                  <TableCell label="Net ÷ brut" className={styles.amount}>
                    {rate(month.netRatePercent)}
                  </TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  );
}

function SplitTable({ analysis }: { analysis: Analysis }) {
  return (
    <details className={styles.details}>
      <summary className={styles.detailsSummary}>Voir la répartition en tableau</summary>
      <Table stacked>
        <TableCaption>Cotisations par risque sur la période</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Risque</TableHead>
            <TableHead className={styles.amount}>Part patronale</TableHead>
            <TableHead className={styles.amount}>Part salariale</TableHead>
            <TableHead className={styles.amount}>Part du total</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {analysis.split.map((entry) => (
            <TableRow key={entry.category}>
              <TableCell label="Risque">{entry.label}</TableCell>
              <TableCell label="Part patronale" className={styles.amount}>
                {formatCents(entry.employerCents)}
              </TableCell>
              <TableCell label="Part salariale" className={styles.amount}>
                {formatCents(entry.employeeCents)}
              </TableCell>
              <TableCell label="Part du total" className={styles.amount}>
                {formatPercent(entry.sharePercent)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  );
}

function Rates({ analysis }: { analysis: Analysis }) {
  const change = analysis.rateChange;
  return (
    <div className={styles.rates}>
      <h4 className={styles.ratesTitle}>Taux effectifs sur la période</h4>
      <dl className={styles.rates}>
        <div className={styles.rateRow}>
          <dt>Coût employeur ÷ brut</dt>
          <dd>
            <strong>{rate(analysis.totals.costRatePercent)}</strong>
            {change
              ? ` (${points(change.costRatePoints)} de ${formatMonthKey(change.from).toLowerCase()} à ${formatMonthKey(change.to).toLowerCase()})`
              : ''}
          </dd>
        </div>
        <div className={styles.rateRow}>
          <dt>Net payé ÷ brut</dt>
          <dd>
            <strong>{rate(analysis.totals.netRatePercent)}</strong>
            {change ? ` (${points(change.netRatePoints)})` : ''}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The dashboard's charges analysis (Complète): the indicators the officer chose, the evolution of
 * the last 12 or 24 months, the split of the contributions by risk and the effective rates, each
 * chart with its table. Every figure is the server's, from finalised payslips.
 */
export default function ChargesAnalysis() {
  const [months, setMonths] = useState<number>(12);
  const gate = usePlanGate('chargesAnalysis');
  const analysis = useChargesAnalysis(months, gate.state === 'open');
  const data = analysis.data;
  return (
    <section className={styles.section} aria-labelledby="charges-title">
      <div className={styles.header}>
        <h2 id="charges-title" className={styles.title}>
          Analyse des charges
        </h2>
        <div className={styles.windowButtons}>
          {CHARGES_WINDOWS.map((count) => (
            <Button
              key={count}
              type="button"
              size="sm"
              variant={months === count ? 'primary' : 'outline'}
              aria-pressed={months === count}
              onClick={() => setMonths(count)}
            >
              {count} mois
            </Button>
          ))}
        </div>
      </div>
      {gate.state === 'locked' || (analysis.error instanceof ApiError && analysis.error.status === 402) ? (
        <p role="status" className={styles.muted}>
          {gate.state === 'locked' ? gate.message : errorMessage(analysis.error).replace(/^402: /, '')}{' '}
          <a href="/tarifs-details">Voir les offres</a>
        </p>
      ) : analysis.isError ? (
        <p role="alert">Impossible de charger l’analyse : {errorMessage(analysis.error)}</p>
      ) : !data ? (
        <PageSpinner label="Chargement de l’analyse…" />
      ) : data.totals.payslipCount === 0 ? (
        <p className={styles.muted}>
          Aucun bulletin finalisé sur les {months} derniers mois : l’analyse apparaîtra avec votre premier
          bulletin finalisé.
        </p>
      ) : (
        <>
          <Indicators analysis={data} />
          <div className={styles.charts}>
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h3>Évolution sur {months} mois</h3>
                </CardTitle>
                <CardDescription>Un mois sans bulletin finalisé reste vide.</CardDescription>
              </CardHeader>
              <CardContent>
                <ChartCanvas
                  analysis={data}
                  kind="evolution"
                  className={styles.chartBox}
                  label={`Graphique : évolution du brut, du net payé, des cotisations et du coût employeur sur ${months} mois ; coût employeur total ${formatCents(data.totals.employerCostCents)}. Le détail est dans le tableau qui suit.`}
                />
                <EvolutionTable analysis={data} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h3>Répartition des cotisations par risque</h3>
                </CardTitle>
                <CardDescription>Parts patronale et salariale, sur {months} mois.</CardDescription>
              </CardHeader>
              <CardContent className={styles.splitLayout}>
                <div>
                  <ChartCanvas
                    analysis={data}
                    kind="split"
                    className={styles.splitBox}
                    label="Graphique : cotisations par risque, parts patronale et salariale. Le détail est dans le tableau qui suit."
                  />
                  <SplitTable analysis={data} />
                </div>
                <Rates analysis={data} />
              </CardContent>
            </Card>
          </div>
          {data.undetailedCount > 0 ? (
            <p className={styles.muted}>
              {data.undetailedCount} bulletin{data.undetailedCount > 1 ? 's' : ''} aux charges saisies
              globalement ne {data.undetailedCount > 1 ? 'sont' : 'est'} pas compté
              {data.undetailedCount > 1 ? 's' : ''} : sans détail, ni la part patronale ni le risque ne sont
              connus.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
