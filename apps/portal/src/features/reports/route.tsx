import type { ReportFilter } from '@dirigeo/schemas';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@dirigeo/ui';
import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { PageHeader } from '../../lib/ui/PageHeader.tsx';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { REPORT_DOWNLOADS, type ReportDownload, useDownloadReport } from './api/download-report.ts';
import { useLedger } from './api/get-ledger.ts';
import { usePayrollJournal } from './api/get-payroll-journal.ts';
import { JournalEntries } from './components/JournalEntries.tsx';
import { LedgerTable } from './components/LedgerTable.tsx';
import { PeriodPicker } from './components/PeriodPicker.tsx';
import { PersonPicker } from './components/PersonPicker.tsx';
import * as styles from './components/Reports.css.ts';
import { defaultPeriod } from './report-period.ts';

// The settings load when their tab is opened: the ledger is what the page is for.
const ReportSettingsPanel = lazy(() => import('./components/ReportSettingsPanel.tsx'));

function Downloads({ period, downloads }: { period: ReportFilter; downloads: ReportDownload[] }) {
  const download = useDownloadReport();
  return (
    <div className={styles.downloads}>
      {downloads.map((key) => (
        <Button
          key={key}
          type="button"
          variant="outline"
          size="sm"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(
              { download: key, period },
              {
                onError: (error) =>
                  toast({
                    title: 'Téléchargement impossible',
                    description: errorMessage(error),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          <Download aria-hidden="true" />
          {REPORT_DOWNLOADS[key].label}
        </Button>
      ))}
    </div>
  );
}

/** A report the plan does not include (402): the API's message, naming the plan, and where to see the plans. */
function Locked({ message }: { message: string }) {
  return (
    <p role="status" className={styles.muted}>
      {message.replace(/^402: /, '')} <a href="/tarifs-details">Voir les offres</a>
    </p>
  );
}

function LedgerPanel({ period }: { period: ReportFilter }) {
  // The server decides (402 naming the plan that unlocks it): the page asks and shows its answer.
  const ledger = useLedger(period);
  if (ledger.error instanceof ApiError && ledger.error.status === 402)
    return <Locked message={ledger.error.message} />;
  if (ledger.isError)
    return <p role="alert">Impossible de charger le journal : {errorMessage(ledger.error)}</p>;
  if (!ledger.data) return <PageSpinner />;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Journal de paie</h2>
        </CardTitle>
        <CardDescription>
          Bulletins finalisés {ledger.data.periodLabel}. Les fichiers détaillent aussi chaque groupe de
          cotisations.
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.stack}>
        <Downloads period={period} downloads={['ledger-xlsx', 'ledger-csv', 'ledger-pdf']} />
        {ledger.data.rows.length === 0 ? (
          <p className={styles.muted}>
            Aucun bulletin finalisé sur la période. Les brouillons ne figurent pas au journal de paie.
          </p>
        ) : (
          <LedgerTable ledger={ledger.data} />
        )}
      </CardContent>
    </Card>
  );
}

function AccountingPanel({ period }: { period: ReportFilter }) {
  const journal = usePayrollJournal(period);
  if (journal.error instanceof ApiError && journal.error.status === 402)
    return <Locked message={journal.error.message} />;
  if (journal.isError)
    return <p role="alert">Impossible de charger les écritures : {errorMessage(journal.error)}</p>;
  if (!journal.data) return <PageSpinner />;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Écritures de paie</h2>
        </CardTitle>
        <CardDescription>
          Pour votre comptable : le salaire, les cotisations patronales et le paiement du net de chaque
          bulletin finalisé, équilibrés, sur vos comptes de paie. Le fichier FEC suit les colonnes de
          l’article A47 A-1 du Livre des procédures fiscales.
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.stack}>
        <Downloads period={period} downloads={['accounting-fec', 'accounting-csv']} />
        {journal.data.entries.length === 0 ? (
          <p className={styles.muted}>
            Aucune écriture sur la période : seuls les bulletins finalisés sont comptabilisés.
          </p>
        ) : (
          <JournalEntries journal={journal.data} />
        )}
      </CardContent>
    </Card>
  );
}

/** /rapports: the payroll ledger, the accountant's entries and their settings, from finalised payslips. */
export default function ReportsRoute() {
  const [period, setPeriod] = useState(defaultPeriod);
  const [employeeId, setEmployeeId] = useState<number | undefined>();
  const filter: ReportFilter = { ...period, employeeId };
  return (
    <>
      <PageHeader
        title="Rapports"
        description="Journal de paie et écritures comptables de vos bulletins finalisés."
      />
      <div className={styles.stack}>
        <PeriodPicker value={period} onChange={setPeriod} />
        <PersonPicker value={employeeId} onChange={setEmployeeId} />
        <Tabs defaultValue="ledger">
          <TabsList>
            <TabsTrigger value="ledger">Journal de paie</TabsTrigger>
            <TabsTrigger value="accounting">Écritures</TabsTrigger>
            <TabsTrigger value="settings">Réglages</TabsTrigger>
          </TabsList>
          <TabsContent value="ledger">
            <LedgerPanel period={filter} />
          </TabsContent>
          <TabsContent value="accounting">
            <AccountingPanel period={filter} />
          </TabsContent>
          <TabsContent value="settings">
            <Suspense fallback={<PageSpinner label="Chargement des réglages…" />}>
              <ReportSettingsPanel />
            </Suspense>
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
