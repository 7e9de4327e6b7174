import { errorMessage } from '../../../lib/api-client.ts';
import { inSentence } from '@dirigeo/schemas/french';
import { formatPeriod, type Payslip } from '@dirigeo/schemas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  toast,
} from '@dirigeo/ui';
import { Download, Eye, MoreHorizontal, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeletePayslip } from '../api/delete-payslip.ts';
import { paths } from '../../../lib/paths.ts';
import { NoPayslipsYet } from '../../../lib/payslips/NoPayslipsYet.tsx';
import { PayslipTable } from '../../../lib/payslips/PayslipTable.tsx';
import { usePayslipDownload } from '../../../lib/payslips/use-payslip-download.ts';
import { ListToolbar } from '../../../lib/ui/ListToolbar.tsx';
import { filterPayslips, payslipYears, type YearFilter } from '../filter-payslips.ts';
import * as styles from './PayslipHistory.css.ts';

interface PayslipHistoryProps {
  payslips: readonly Payslip[];
}

/** The history tab: search, year filter, the table and each row's menu (spec 000 §2). */
export function PayslipHistory({ payslips }: PayslipHistoryProps) {
  const [search, setSearch] = useState('');
  const [year, setYear] = useState<YearFilter>('all');
  const [toDelete, setToDelete] = useState<Payslip | null>(null);
  const { download } = usePayslipDownload();
  const deleteMutation = useDeletePayslip();

  const yearFilters = useMemo(
    () => [
      { value: 'all', label: 'Toutes les années' },
      ...payslipYears(payslips).map((option) => ({ value: String(option), label: String(option) })),
    ],
    [payslips],
  );
  const rows = useMemo(() => filterPayslips(payslips, search, year), [payslips, search, year]);

  if (payslips.length === 0) {
    return <NoPayslipsYet headingLevel={2} />;
  }

  const confirmDelete = (payslip: Payslip) =>
    deleteMutation.mutate(payslip.id, {
      onSuccess: () => toast({ title: 'Bulletin supprimé', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Erreur',
          description: `Impossible de supprimer le bulletin: ${errorMessage(error)}`,
          variant: 'destructive',
        }),
    });

  return (
    <div className={styles.history}>
      <ListToolbar
        search={{
          id: 'payslips-search',
          label: 'Rechercher une période ou une personne',
          placeholder: 'Ex. : Mars 2026',
          value: search,
          onChange: setSearch,
        }}
        filter={{
          id: 'payslips-year',
          label: 'Année',
          value: year === 'all' ? 'all' : String(year),
          options: yearFilters,
          onChange: (value) => setYear(value === 'all' ? 'all' : Number(value)),
        }}
      />

      <PayslipTable
        aria-label="Historique des bulletins"
        payslips={rows}
        amounts={['grossSalary', 'socialContributions', 'netSalary']}
        noRows="Aucun bulletin ne correspond à votre recherche"
        actions={(payslip, period) => (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={`Actions pour ${inSentence(period)}`}>
                <MoreHorizontal aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem asChild>
                <Link to={paths.payslip(payslip.id)}>
                  <Eye aria-hidden="true" className={styles.menuIcon} />
                  Voir
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => download(payslip)}>
                <Download aria-hidden="true" className={styles.menuIcon} />
                Télécharger
              </DropdownMenuItem>
              {payslip.status === 'draft' ? (
                <DropdownMenuItem variant="destructive" onSelect={() => setToDelete(payslip)}>
                  <Trash2 aria-hidden="true" className={styles.menuIcon} />
                  Supprimer
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      />

      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Supprimer ce bulletin ?</AlertDialogTitle>
            <AlertDialogDescription>
              Cette action est irréversible. Le bulletin de paie
              {toDelete ? ` de ${formatPeriod(toDelete.month, toDelete.year)}` : ''} sera définitivement
              supprimé.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (toDelete) confirmDelete(toDelete);
              }}
            >
              Supprimer
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
