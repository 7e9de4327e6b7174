import { Button, Card, CardContent, CardHeader, CardTitle } from '@dirigeo/ui';
import { FilePlus2, Settings, Upload } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client.ts';
import { useDeclarations } from '../../lib/api/declarations/get-declarations.ts';
import { usePayslips } from '../../lib/api/payslips/get-payslips.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { formatCents } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { EmailVerificationNotice } from '../../lib/ui/EmailVerificationNotice.tsx';
import { PageHeader } from '../../lib/ui/PageHeader.tsx';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { DeclarationReminder } from './components/DeclarationReminder.tsx';
import { pendingDeclaration } from './declaration-reminder.ts';
import { MonthCard } from './components/MonthCard.tsx';
import { MonthPayroll } from './components/MonthPayroll.tsx';
import { PlanNotice } from './components/PlanNotice.tsx';
import { RecentPayslips } from './components/RecentPayslips.tsx';
import { SummaryCard } from './components/SummaryCard.tsx';
import { findPeriod, previousMonth, recentPayslips, summarize } from './dashboard-summary.ts';
import * as styles from './route.css.ts';

// The charges analysis (its tables, and Chart.js after them) loads after the totals: below the fold.
const ChargesAnalysis = lazy(() => import('./components/ChargesAnalysis.tsx'));

/** What the three amount cards add up: drafts may still change, so they never count. */
const FINALISED_TOTAL = 'Bulletins finalisés, total depuis le début';

function draftsCaption(drafts: number): string {
  if (drafts === 0) return 'Total depuis le début';
  return `Total depuis le début, hors ${drafts} brouillon${drafts > 1 ? 's' : ''}`;
}

/** /dashboard: greeting, totals, recent payslips, quick actions, this month and the previous one. */
export default function DashboardRoute() {
  const { user } = useAuth();
  const payslips = usePayslips();
  const now = new Date();
  const current = { month: now.getMonth() + 1, year: now.getFullYear() };
  const previous = previousMonth(current.month, current.year);
  const list = payslips.data ?? [];
  const summary = useMemo(() => summarize(list), [list]);
  const declarations = useDeclarations();
  const reminder = declarations.data ? pendingDeclaration(list, declarations.data) : null;

  return (
    <>
      <PageHeader
        title="Tableau de bord"
        description={user ? `Bonjour, ${user.firstName} ${user.lastName}` : undefined}
      />
      {user ? <EmailVerificationNotice user={user} /> : null}
      <PlanNotice />
      {payslips.isPending ? (
        <PageSpinner label="Chargement des bulletins…" />
      ) : payslips.isError ? (
        <p role="alert">Impossible de charger les bulletins : {errorMessage(payslips.error)}</p>
      ) : (
        <div className={styles.sections}>
          {reminder ? <DeclarationReminder reminder={reminder} /> : null}
          <section aria-label="Totaux" className={styles.summary}>
            <SummaryCard
              title="Masse salariale brute"
              value={formatCents(summary.grossCents)}
              caption={FINALISED_TOTAL}
            />
            {/* The payslips' 'Net à payer avant impôt sur le revenu': not 'versé', what is paid is
                after the withholding tax ('Net payé' on each payslip). */}
            <SummaryCard
              title="Total net avant impôt"
              value={formatCents(summary.netCents)}
              caption={FINALISED_TOTAL}
            />
            <SummaryCard
              title="Total des charges sociales"
              value={formatCents(summary.contributionsCents)}
              caption={FINALISED_TOTAL}
            />
            <SummaryCard
              title="Bulletins finalisés"
              value={String(summary.count)}
              caption={draftsCaption(summary.drafts)}
            />
          </section>
          <MonthPayroll period={current} />
          <div className={styles.columns}>
            <RecentPayslips payslips={recentPayslips(list)} />
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2>Actions rapides</h2>
                </CardTitle>
              </CardHeader>
              <CardContent className={styles.quickActions}>
                <Button asChild variant="outline" className={styles.quickAction}>
                  <Link to={paths.newPayslip}>
                    <FilePlus2 aria-hidden="true" />
                    Nouveau bulletin
                  </Link>
                </Button>
                <Button asChild variant="outline" className={styles.quickAction}>
                  <Link to={paths.uploadDocument}>
                    <Upload aria-hidden="true" />
                    Ajouter un document
                  </Link>
                </Button>
                <Button asChild variant="outline" className={styles.quickAction}>
                  <Link to={paths.settings}>
                    <Settings aria-hidden="true" />
                    Gérer mon profil
                  </Link>
                </Button>
              </CardContent>
            </Card>
          </div>
          <Suspense fallback={<PageSpinner label="Chargement de l’analyse des charges…" />}>
            <ChargesAnalysis />
          </Suspense>
          <div className={styles.months}>
            <MonthCard
              title="Mois en cours"
              period={current}
              payslip={findPeriod(list, current)}
              empty="create"
            />
            <MonthCard
              title="Mois précédent"
              period={previous}
              payslip={findPeriod(list, previous)}
              empty="text"
            />
          </div>
        </div>
      )}
    </>
  );
}
