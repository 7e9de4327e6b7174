import { formatPeriod, type Payslip } from '@dirigeo/schemas';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@dirigeo/ui';
import { Download, Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatEuros } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { NoPayslipsYet } from '../../../lib/payslips/NoPayslipsYet.tsx';
import { PayslipStatusBadge } from '../../../lib/payslips/PayslipStatusBadge.tsx';
import { usePayslipDownload } from '../../../lib/payslips/use-payslip-download.ts';
import * as styles from './RecentPayslips.css.ts';

/** The five newest payslips with a link to the whole history (spec 000 §2). */
export function RecentPayslips({ payslips }: { payslips: readonly Payslip[] }) {
  const { download } = usePayslipDownload();
  return (
    <Card>
      <CardHeader className={styles.header}>
        <CardTitle asChild>
          <h2>Bulletins récents</h2>
        </CardTitle>
        <Link to={paths.payslips} className={styles.viewAll}>
          Voir tous les bulletins
        </Link>
      </CardHeader>
      <CardContent>
        {payslips.length === 0 ? (
          <NoPayslipsYet headingLevel={3} />
        ) : (
          <div className={styles.tableWrapper}>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Période</TableHead>
                  <TableHead>Statut</TableHead>
                  <TableHead className={styles.amount}>Net</TableHead>
                  <TableHead className={styles.actions}>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {payslips.map((payslip) => {
                  const period = formatPeriod(payslip.month, payslip.year);
                  return (
                    <TableRow key={payslip.id}>
                      <TableCell>{period}</TableCell>
                      <TableCell>
                        <PayslipStatusBadge status={payslip.status} />
                      </TableCell>
                      <TableCell className={styles.amount}>{formatEuros(payslip.netSalary)}</TableCell>
                      <TableCell className={styles.actions}>
                        <Button asChild variant="ghost" size="icon">
                          <Link to={paths.payslip(payslip.id)} aria-label={`Voir le bulletin de ${period}`}>
                            <Eye aria-hidden="true" />
                          </Link>
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={`Télécharger le bulletin de ${period}`}
                          onClick={() => download(payslip)}
                        >
                          <Download aria-hidden="true" />
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
