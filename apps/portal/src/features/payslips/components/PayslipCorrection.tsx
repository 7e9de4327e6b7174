import { isFinalisedStatus, type PayslipDetail } from '@dirigeo/schemas';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { CorrectionActions } from './CorrectionActions.tsx';
import * as styles from './PayslipCorrection.css.ts';

/**
 * A payslip's place in its corrections (issue 24), under its header: a replaced payslip points to its
 * corrective and offers nothing to change; a corrective one points to the payslip it replaces; a finalised
 * payslip offers « Rectifier ce bulletin ».
 */
export function PayslipCorrection({ payslip }: { payslip: PayslipDetail }) {
  return (
    <>
      {payslip.status === 'replaced' ? (
        <p role="status" className={styles.replaced}>
          {payslip.replacedById === null ? (
            'Ce bulletin a été remplacé par un bulletin rectificatif.'
          ) : (
            <>
              Ce bulletin a été remplacé par un{' '}
              <Link to={paths.payslip(payslip.replacedById)} className={styles.link}>
                bulletin rectificatif
              </Link>
              .
            </>
          )}{' '}
          Il reste conservé tel qu’il a été émis, et ne compte plus dans les cumuls, les rapports ni la DSN.
        </p>
      ) : null}
      {payslip.correctsId === null ? null : (
        <p className={styles.corrects}>
          Bulletin rectificatif : remplace le{' '}
          <Link to={paths.payslip(payslip.correctsId)} className={styles.link}>
            bulletin initial
          </Link>
        </p>
      )}
      {isFinalisedStatus(payslip.status) ? <CorrectionActions payslip={payslip} /> : null}
    </>
  );
}
