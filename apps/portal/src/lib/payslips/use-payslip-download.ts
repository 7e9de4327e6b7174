import type { Payslip } from '@dirigeo/schemas';
import { toast } from '@dirigeo/ui';
import { errorMessage } from '../api-client.ts';
import { useDownloadPayslip } from '../api/payslips/download-payslip.ts';

/**
 * Downloads a payslip's PDF, then shows the spec's toast ('Téléchargement du bulletin'); a failure
 * shows a destructive toast with the API's message.
 */
export function usePayslipDownload() {
  const mutation = useDownloadPayslip();
  const download = (payslip: Pick<Payslip, 'id' | 'month' | 'year'>) =>
    mutation.mutate(payslip, {
      onSuccess: () =>
        toast({ title: 'Téléchargement du bulletin', description: 'Le bulletin de paie a été téléchargé.' }),
      onError: (error) =>
        toast({
          title: 'Erreur',
          description: `Impossible de télécharger le bulletin: ${errorMessage(error)}`,
          variant: 'destructive',
        }),
    });
  return { download, isDownloading: mutation.isPending, downloadingId: mutation.variables?.id };
}
