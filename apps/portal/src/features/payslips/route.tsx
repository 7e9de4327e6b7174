import { errorMessage } from '../../lib/api-client.ts';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@dirigeo/ui';
import { useSearchParams } from 'react-router-dom';
import { useCompany } from '../../lib/api/company/get-company.ts';
import { neutralPasZoneOf } from '@dirigeo/payroll-calc';
import { useOfficer } from '../../lib/api/officer/get-officer.ts';
import { usePayslips } from '../../lib/api/payslips/get-payslips.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { PageHeader } from '../../lib/ui/PageHeader.tsx';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { PayslipCreate } from './components/PayslipCreate.tsx';
import { MonthPreparation } from './components/MonthPreparation.tsx';
import { PayslipHistory } from './components/PayslipHistory.tsx';
import * as styles from './route.css.ts';

type PayslipsTab = 'history' | 'create';

/** /payslips: history (default) and create; `?action=new` opens the create tab (spec 000 §2). */
export default function PayslipsRoute() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: PayslipsTab = searchParams.get('action') === 'new' ? 'create' : 'history';
  const payslips = usePayslips();
  const company = useCompany();
  // Read for the withholding rate only: the form opens without it when it cannot be read.
  const officer = useOfficer();

  const showTab = (next: PayslipsTab) =>
    setSearchParams(next === 'create' ? { action: 'new' } : {}, { replace: false });

  return (
    <>
      <PageHeader
        title="Bulletins de paie"
        description="Préparez les bulletins du mois, les vôtres et ceux de vos salariés, et consultez l'historique."
        actions={
          tab === 'history' ? (
            <Button type="button" onClick={() => showTab('create')}>
              Créer un bulletin
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={() => showTab('history')}>
              Voir l'historique
            </Button>
          )
        }
      />
      <Tabs value={tab} onValueChange={(value) => showTab(value === 'create' ? 'create' : 'history')}>
        <TabsList className={styles.tabs}>
          <TabsTrigger value="history">Historique</TabsTrigger>
          <TabsTrigger value="create">Créer un bulletin</TabsTrigger>
        </TabsList>
        <TabsContent value="history">
          <MonthPreparation
            initialPeriod={{ year: new Date().getFullYear(), month: new Date().getMonth() + 1 }}
          />
          {payslips.isPending ? (
            <PageSpinner label="Chargement des bulletins…" />
          ) : payslips.isError ? (
            <p role="alert">Impossible de charger les bulletins : {errorMessage(payslips.error)}</p>
          ) : (
            <PayslipHistory payslips={payslips.data} />
          )}
        </TabsContent>
        <TabsContent value="create">
          {company.isError ? (
            <p role="alert">Impossible de charger l'entreprise : {errorMessage(company.error)}</p>
          ) : payslips.isError ? (
            <p role="alert">Impossible de charger les bulletins : {errorMessage(payslips.error)}</p>
          ) : user && company.data && payslips.data && !officer.isPending ? (
            <PayslipCreate
              user={user}
              // The officer's ACRE exempts part of their contributions: the preview applies it, as the server does.
              company={{
                ...company.data,
                acre: officer.data?.acre ?? null,
                // A non-personalised rate is the grid's for the month's net imposable, as the server applies it.
                neutralPasZone:
                  officer.data?.pasRateType === 'neutral'
                    ? neutralPasZoneOf(officer.data.address?.postalCode)
                    : null,
              }}
              profilePasRatePercent={officer.data?.pasRatePercent ?? null}
              // The officer's own: the preview's year-to-date totals are theirs.
              payslips={payslips.data.filter((payslip) => payslip.employeeId === null)}
              onCreated={() => showTab('history')}
            />
          ) : (
            <PageSpinner label="Chargement…" />
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}
