import { formatPeriod, type Payslip } from '@dirigeo/schemas';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@dirigeo/ui';
import { Link } from 'react-router-dom';
import { formatEuros } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { PayslipStatusBadge } from '../../../lib/payslips/PayslipStatusBadge.tsx';
import * as styles from './MonthCard.css.ts';

interface MonthCardProps {
  title: string;
  period: { month: number; year: number };
  payslip: Payslip | undefined;
  /** What shows when the month has no payslip. */
  empty: 'create' | 'text';
}

/** The current or previous month: gross, contributions, net and a link to the payslip (spec 000 §2). */
export function MonthCard({ title, period, payslip, empty }: MonthCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>
            {title} · {formatPeriod(period.month, period.year)}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {payslip ? (
          <dl className={styles.figures}>
            <div>
              <dt>Brut</dt>
              <dd>{formatEuros(payslip.grossSalary)}</dd>
            </div>
            <div>
              <dt>Charges sociales</dt>
              <dd>{formatEuros(payslip.socialContributions)}</dd>
            </div>
            <div>
              <dt>Net</dt>
              <dd>{formatEuros(payslip.netSalary)}</dd>
            </div>
            <div>
              <dt>Statut</dt>
              <dd>
                <PayslipStatusBadge status={payslip.status} />
              </dd>
            </div>
          </dl>
        ) : empty === 'create' ? (
          <p className={styles.muted}>Aucun bulletin pour ce mois</p>
        ) : (
          <p className={styles.muted}>Aucun bulletin pour le mois précédent</p>
        )}
      </CardContent>
      <CardFooter>
        {payslip ? (
          <Button asChild variant="outline">
            <Link to={paths.payslip(payslip.id)}>Voir le bulletin</Link>
          </Button>
        ) : empty === 'create' ? (
          <Button asChild>
            <Link to={paths.newPayslip}>Créer un bulletin</Link>
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
