import { formatContributionRate, formatEuros, type PayslipLineGroup } from '@dirigeo/payroll-calc';
import type { GrossToNetForm } from '../../calculators/gross-to-net.ts';
import { computeGrossToNetResult } from '../../calculators/gross-to-net-result.ts';
import * as styles from '../simulators.css.ts';

const KEY_FIGURES = new Set(['net-before-tax', 'net-paid', 'employer-cost']);

function rate(percent: number | null): string {
  return percent === null ? '' : formatContributionRate(percent);
}

function amount(cents: number, percent: number | null): string {
  return percent === null && cents === 0 ? '' : formatEuros(cents);
}

function LinesTable({ groups }: { readonly groups: readonly PayslipLineGroup[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
    <section className={styles.tableBox} tabIndex={0} aria-label="Lignes du bulletin">
      <table className={styles.table}>
        <caption className={styles.caption}>Les lignes du bulletin, par risque</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              Cotisation
            </th>
            <th scope="col" className={styles.th}>
              Base
            </th>
            <th scope="col" className={styles.th}>
              Taux salarial
            </th>
            <th scope="col" className={styles.th}>
              Part salariale
            </th>
            <th scope="col" className={styles.th}>
              Taux patronal
            </th>
            <th scope="col" className={styles.th}>
              Part patronale
            </th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.risk}>
            <tr className={styles.groupRow}>
              <th scope="rowgroup" className={styles.td}>
                {group.risk}
              </th>
              <td className={styles.td} />
              <td className={styles.td} />
              <td className={styles.td}>
                {group.employeeAmountCents === 0 ? '' : formatEuros(group.employeeAmountCents)}
              </td>
              <td className={styles.td} />
              <td className={styles.td}>
                {group.employerAmountCents === 0 ? '' : formatEuros(group.employerAmountCents)}
              </td>
            </tr>
            {group.lines.map((line) => (
              <tr key={line.code}>
                <th scope="row" className={styles.td} style={{ fontWeight: 400 }}>
                  {line.label}
                </th>
                <td className={styles.td}>{formatEuros(line.baseCents)}</td>
                <td className={styles.td}>{rate(line.employeeRatePercent)}</td>
                <td className={styles.td}>{amount(line.employeeAmountCents, line.employeeRatePercent)}</td>
                <td className={styles.td}>{rate(line.employerRatePercent)}</td>
                <td className={styles.td}>{amount(line.employerAmountCents, line.employerRatePercent)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}

/** Loaded when asked for: the payslip's figures, each explained, and its lines by risk. */
export default function GrossToNetResult({ form }: { readonly form: GrossToNetForm }) {
  const result = computeGrossToNetResult(form);
  return (
    <div>
      <p className={styles.counter}>{result.title}</p>
      <dl className={styles.figures}>
        {result.figures.map((figure) => (
          <div key={figure.id} className={KEY_FIGURES.has(figure.id) ? styles.keyFigure : styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureAmount}>{figure.amount}</dd>
            <dd className={styles.figureText}>{figure.explanation}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.sectionTitle}>Le détail des cotisations</h3>
      <LinesTable groups={result.groups} />
      <ul className={styles.notes}>
        {result.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
