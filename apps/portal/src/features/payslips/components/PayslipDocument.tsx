import { formatContributionRate, groupPayslipLinesByRisk } from '@dirigeo/payroll-calc';
import {
  formatPeriod,
  PAYSLIP_STATUS_LABELS,
  type PayslipCalculation,
  type PayslipStatus,
} from '@dirigeo/schemas';
import { formatCents, formatDate, formatEuros, formatPercent } from '../../../lib/format.ts';
import * as styles from './PayslipDocument.css.ts';

export interface PayslipDocumentData {
  employerName: string;
  employeeName: string;
  position: string;
  month: number;
  year: number;
  /** Amounts in euros, as the form and the API hold them. */
  grossSalary: number;
  socialContributions: number;
  otherDeductions?: number | undefined;
  otherAdditions?: number | undefined;
  netSalary: number;
  status: PayslipStatus;
  issuedAt: Date | string;
  /** The contributions computed by @dirigeo/payroll-calc, when the user computed them. */
  calculation?: PayslipCalculation | undefined;
}

/** Placeholder company details: the real address and SIRET are not shown on the preview (spec 000 §2). */
const SAMPLE_ADDRESS = '10 rue de la Paix, 75002 Paris';
const SAMPLE_SIRET = '123 456 789 00012';

/** The payslip as a document: employer, employee, amounts, annual totals and the legal mentions. */
export function PayslipDocument({ payslip }: { payslip: PayslipDocumentData }) {
  const period = formatPeriod(payslip.month, payslip.year);
  const chargesRate = payslip.grossSalary > 0 ? (payslip.socialContributions / payslip.grossSalary) * 100 : 0;
  const calculation = payslip.calculation;
  return (
    <article className={styles.document} aria-label={`Bulletin de paie de ${period}`}>
      {payslip.status === 'draft' ? (
        // Drawn as SVG text: a watermark is meant to be faint, and the status is also written in
        // words on the page for assistive technologies.
        // textLength fits the word in the view box whatever the font, so it is never clipped.
        <svg className={styles.watermark} viewBox="0 0 800 200" aria-hidden="true" focusable="false">
          <text
            x="400"
            y="140"
            textAnchor="middle"
            textLength="760"
            lengthAdjust="spacingAndGlyphs"
            className={styles.watermarkText}
          >
            BROUILLON
          </text>
        </svg>
      ) : null}
      <header className={styles.header}>
        <div>
          <p className={styles.employer}>{payslip.employerName}</p>
          <p className={styles.muted}>{SAMPLE_ADDRESS}</p>
          <p className={styles.muted}>SIRET : {SAMPLE_SIRET}</p>
        </div>
        <div className={styles.titleBlock}>
          <h2 className={styles.title}>Bulletin de paie</h2>
          <p className={styles.period}>{period}</p>
          <p className={styles.muted}>Date d'émission : {formatDate(payslip.issuedAt)}</p>
        </div>
      </header>

      <dl className={styles.parties}>
        <div>
          <dt>Salarié</dt>
          <dd>{payslip.employeeName}</dd>
        </div>
        <div>
          <dt>Emploi</dt>
          <dd>{payslip.position}</dd>
        </div>
        <div>
          <dt>Statut</dt>
          <dd>Mandataire social</dd>
        </div>
        <div>
          <dt>État du bulletin</dt>
          <dd>{PAYSLIP_STATUS_LABELS[payslip.status]}</dd>
        </div>
        <div>
          <dt>Régime</dt>
          <dd>Régime général</dd>
        </div>
      </dl>

      <table className={styles.table}>
        <caption className={styles.caption}>Éléments de rémunération</caption>
        <thead>
          <tr>
            <th scope="col">Rubrique</th>
            <th scope="col" className={styles.number}>
              Taux
            </th>
            <th scope="col" className={styles.number}>
              Montant
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Rémunération brute</th>
            <td className={styles.number} />
            <td className={styles.number}>{formatEuros(payslip.grossSalary)}</td>
          </tr>
          <tr>
            <th scope="row">Charges sociales</th>
            <td className={styles.number}>{formatPercent(chargesRate)}</td>
            <td className={styles.number}>− {formatEuros(payslip.socialContributions)}</td>
          </tr>
          {payslip.otherDeductions ? (
            <tr>
              <th scope="row">Autres retenues</th>
              <td className={styles.number} />
              <td className={styles.number}>− {formatEuros(payslip.otherDeductions)}</td>
            </tr>
          ) : null}
          {payslip.otherAdditions ? (
            <tr>
              <th scope="row">Autres ajouts</th>
              <td className={styles.number} />
              <td className={styles.number}>+ {formatEuros(payslip.otherAdditions)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr className={styles.netRow}>
            <th scope="row" colSpan={2}>
              NET À PAYER
            </th>
            <td className={styles.number}>{formatEuros(payslip.netSalary)}</td>
          </tr>
        </tfoot>
      </table>

      {calculation ? <CalculationDetail calculation={calculation} /> : null}

      <section className={styles.totals} aria-label="Cumuls annuels">
        <h3 className={styles.sectionTitle}>Cumuls annuels</h3>
        <dl className={styles.totalsList}>
          <div>
            <dt>Brut fiscal</dt>
            <dd>{formatEuros(payslip.grossSalary)}</dd>
          </div>
          <div>
            <dt>Net imposable</dt>
            <dd>{calculation ? formatCents(calculation.netTaxable) : formatEuros(payslip.netSalary)}</dd>
          </div>
        </dl>
      </section>

      <p className={styles.legal}>
        Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans
        limitation de durée (articles L3243-2 et R3243-2 du Code du travail).
      </p>
    </article>
  );
}

/** The contributions grouped by risk, as a bulletin de paie clarifié prints them. */
function CalculationDetail({ calculation }: { calculation: PayslipCalculation }) {
  const groups = groupPayslipLinesByRisk(calculation.lines);
  // Statutory rates exact (up to 3 decimals), as the PDF prints them: base × rate gives the amount.
  const rate = (value: number | null) => (value === null ? '' : formatContributionRate(value));
  return (
    <section aria-label="Détail des cotisations">
      <table className={styles.table}>
        <caption className={styles.caption}>Détail des cotisations</caption>
        <thead>
          <tr>
            <th scope="col">Cotisation</th>
            <th scope="col" className={styles.number}>
              Base
            </th>
            <th scope="col" className={styles.number}>
              Taux salarial
            </th>
            <th scope="col" className={styles.number}>
              Part salariale
            </th>
            <th scope="col" className={styles.number}>
              Taux patronal
            </th>
            <th scope="col" className={styles.number}>
              Part patronale
            </th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.risk}>
            <tr className={styles.groupRow}>
              <th scope="colgroup" colSpan={6}>
                {group.risk}
              </th>
            </tr>
            {group.lines.map((line) => (
              <tr key={line.label}>
                <th scope="row" className={styles.lineLabel}>
                  {line.label}
                </th>
                <td className={styles.number}>{formatCents(line.baseCents)}</td>
                <td className={styles.number}>{rate(line.employeeRatePercent)}</td>
                <td className={styles.number}>
                  {line.employeeAmountCents ? formatCents(line.employeeAmountCents) : ''}
                </td>
                <td className={styles.number}>{rate(line.employerRatePercent)}</td>
                <td className={styles.number}>
                  {line.employerAmountCents ? formatCents(line.employerAmountCents) : ''}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          <tr className={styles.subtotalRow}>
            <th scope="row" colSpan={3}>
              Total des cotisations et contributions
            </th>
            <td className={styles.number}>{formatCents(calculation.employeeContributions)}</td>
            <td className={styles.number} />
            <td className={styles.number}>{formatCents(calculation.employerContributions)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className={styles.totalsList}>
        <div>
          <dt>Net à payer avant impôt sur le revenu</dt>
          <dd>{formatCents(calculation.netBeforeTax)}</dd>
        </div>
        <div>
          <dt>Net imposable</dt>
          <dd>{formatCents(calculation.netTaxable)}</dd>
        </div>
        <div>
          <dt>Impôt sur le revenu prélevé à la source ({formatPercent(calculation.pasRatePercent)})</dt>
          <dd>{formatCents(calculation.pasAmount)}</dd>
        </div>
        <div>
          <dt>Net payé après prélèvement à la source</dt>
          <dd>{formatCents(calculation.netPaid)}</dd>
        </div>
        <div>
          <dt>Montant net social</dt>
          <dd>{formatCents(calculation.netSocial)}</dd>
        </div>
        <div>
          <dt>Coût total employeur</dt>
          <dd>{formatCents(calculation.employerCost)}</dd>
        </div>
      </dl>
    </section>
  );
}
