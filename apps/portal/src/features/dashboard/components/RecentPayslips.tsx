import { deBefore, inSentence } from '@dirigeo/schemas/french';
import type { Payslip } from '@dirigeo/schemas';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@dirigeo/ui';
import { Download, Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { NoPayslipsYet } from '../../../lib/payslips/NoPayslipsYet.tsx';
import { PayslipTable } from '../../../lib/payslips/PayslipTable.tsx';
import { usePayslipDownload } from '../../../lib/payslips/use-payslip-download.ts';
import * as styles from './RecentPayslips.css.ts';

/** The five newest payslips with a link to the whole history (spec 000 §2). */
export function RecentPayslips({ payslips }: { payslips: readonly Payslip[] }) {
  const { download } = usePayslipDownload();
  return (
    <Card className={styles.card}>
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
          <PayslipTable
            aria-label="Bulletins récents"
            payslips={payslips}
            amounts={['netSalary']}
            actions={(payslip, period) => (
              <>
                <Button asChild variant="ghost" size="icon">
                  <Link
                    to={paths.payslip(payslip.id)}
                    aria-label={`Voir le bulletin ${deBefore(inSentence(period))}`}
                  >
                    <Eye aria-hidden="true" />
                  </Link>
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Télécharger le bulletin ${deBefore(inSentence(period))}`}
                  onClick={() => download(payslip)}
                >
                  <Download aria-hidden="true" />
                </Button>
              </>
            )}
          />
        )}
      </CardContent>
    </Card>
  );
}
