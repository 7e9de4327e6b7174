import { errorMessage } from '../../lib/api-client.ts';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@dirigeo/ui';
import { useSearchParams } from 'react-router-dom';
import { usePayslips } from '../../lib/api/payslips/get-payslips.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { PageHeader } from '../../lib/ui/PageHeader.tsx';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { PayslipCreate } from './components/PayslipCreate.tsx';
import { PayslipHistory } from './components/PayslipHistory.tsx';
import * as styles from './route.css.ts';

type PayslipsTab = 'history' | 'create';

/** /payslips: history (default) and create; `?action=new` opens the create tab (spec 000 §2). */
export default function PayslipsRoute() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: PayslipsTab = searchParams.get('action') === 'new' ? 'create' : 'history';
  const payslips = usePayslips();

  const showTab = (next: PayslipsTab) =>
    setSearchParams(next === 'create' ? { action: 'new' } : {}, { replace: false });

  return (
    <>
      <PageHeader
        title="Bulletins de paie"
        description="Consultez l'historique de vos bulletins et créez celui du mois."
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
          {payslips.isPending ? (
            <PageSpinner label="Chargement des bulletins…" />
          ) : payslips.isError ? (
            <p role="alert">Impossible de charger les bulletins : {errorMessage(payslips.error)}</p>
          ) : (
            <PayslipHistory payslips={payslips.data} />
          )}
        </TabsContent>
        <TabsContent value="create">
          {user ? (
            <PayslipCreate user={user} payslips={payslips.data ?? []} onCreated={() => showTab('history')} />
          ) : null}
        </TabsContent>
      </Tabs>
    </>
  );
}
