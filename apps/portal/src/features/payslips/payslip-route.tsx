import { formatPeriod, idParamsSchema } from '@dirigeo/schemas';
import { Button } from '@dirigeo/ui';
import { ArrowLeft, Download } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { usePayslip } from './api/get-payslip.ts';
import { paths } from '../../lib/paths.ts';
import { PayslipStatusBadge } from '../../lib/payslips/PayslipStatusBadge.tsx';
import { usePayslipDownload } from '../../lib/payslips/use-payslip-download.ts';
import { EmptyState } from '../../lib/ui/EmptyState.tsx';
import { PageHeader } from '../../lib/ui/PageHeader.tsx';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { DraftActions } from './components/DraftActions.tsx';
import { PayslipCorrection } from './components/PayslipCorrection.tsx';
import { PayslipDocument } from './components/PayslipDocument.tsx';
import * as styles from './payslip-route.css.ts';
import { useDraftWatermark } from './use-draft-watermark.ts';

function NotFound() {
  return (
    <>
      <PageHeader title="Bulletin introuvable" />
      <EmptyState
        title="Ce bulletin n'existe pas"
        description="Il a peut-être été supprimé, ou l'adresse est erronée."
        action={
          <Button asChild>
            <Link to={paths.payslips}>Voir l'historique</Link>
          </Button>
        }
      />
    </>
  );
}

/** /payslips/:id: one payslip, its document and its download. */
export default function PayslipRoute() {
  const params = idParamsSchema.safeParse(useParams());
  if (!params.success) return <NotFound />;
  return <PayslipScreen id={params.data.id} />;
}

function PayslipScreen({ id }: { id: number }) {
  const payslip = usePayslip(id);
  const { download, isDownloading } = usePayslipDownload();
  const watermark = useDraftWatermark();

  if (payslip.isPending) return <PageSpinner label="Chargement du bulletin…" />;
  if (payslip.isError) {
    if (payslip.error instanceof ApiError && payslip.error.status === 404) return <NotFound />;
    return <p role="alert">Impossible de charger le bulletin : {errorMessage(payslip.error)}</p>;
  }
  const data = payslip.data;
  const period = formatPeriod(data.month, data.year);

  return (
    <>
      <PageHeader
        title={`Bulletin de paie — ${data.employeeId === null ? period : `${data.personName}, ${period.toLowerCase()}`}`}
        description={<PayslipStatusBadge status={data.status} />}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.payslips}>
                <ArrowLeft aria-hidden="true" className={styles.icon} />
                Retour aux bulletins
              </Link>
            </Button>
            <Button type="button" onClick={() => download(data)} disabled={isDownloading}>
              <Download aria-hidden="true" className={styles.icon} />
              Télécharger
            </Button>
          </>
        }
      />
      {data.pdfSha256 ? (
        <p className={styles.frozen}>
          Bulletin finalisé : son contenu et son PDF sont figés depuis sa finalisation.
        </p>
      ) : null}
      {data.status === 'draft' ? (
        <DraftActions key={data.updatedAt} draft={data} />
      ) : (
        <PayslipCorrection key={data.updatedAt} payslip={data} />
      )}
      <PayslipDocument view={data.view} watermark={watermark} />
    </>
  );
}
