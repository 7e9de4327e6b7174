import { deBefore, inSentence } from '@dirigeo/schemas/french';
import {
  formatViewAmount,
  formatViewRate,
  type PayslipView,
  type PayslipViewSummaryLine,
} from '@dirigeo/schemas';
import * as styles from './PayslipDocument.css.ts';

/** The bulletin clarifié's columns, as the PDF heads them. */
const COLUMNS = ['Base', 'Taux salarial', 'Part salariale', 'Taux patronal', 'Part patronale'] as const;

function summaryLabel(line: PayslipViewSummaryLine): string {
  if (line.baseCents === null && line.ratePercent === null) return line.label;
  const details = [
    line.baseCents === null ? null : `base ${formatViewAmount(line.baseCents)}`,
    line.ratePercent === null ? null : `taux ${formatViewRate(line.ratePercent)}`,
  ].filter((detail) => detail !== null);
  return `${line.label} (${details.join(', ')})`;
}

/**
 * A payslip as a document: the view model the API's PDF prints too (`buildPayslipView` of
 * @dirigeo/schemas), so that the page and the paper say the same. The form's preview renders it
 * from the form's values, the payslip page from the API's answer (a finalised payslip's frozen one).
 * A draft carries `watermark` (« BULLETIN DE TEST » where the plan cannot finalise).
 */
export function PayslipDocument({
  view,
  watermark = 'BROUILLON',
}: {
  view: PayslipView;
  watermark?: string;
}) {
  return (
    <article
      className={styles.document}
      aria-label={`${view.title} ${deBefore(inSentence(view.periodLabel))}`}
    >
      {view.draft ? (
        // Drawn as SVG text: a watermark is meant to be faint, and the status is also written in
        // words on the page for assistive technologies. textLength fits the word in the view box
        // whatever the font, so it is never clipped.
        <svg className={styles.watermark} viewBox="0 0 800 200" aria-hidden="true" focusable="false">
          <text
            x="400"
            y="140"
            textAnchor="middle"
            textLength="760"
            lengthAdjust="spacingAndGlyphs"
            className={styles.watermarkText}
          >
            {watermark}
          </text>
        </svg>
      ) : null}
      <header className={styles.header}>
        <div className={styles.party}>
          <p className={styles.partyName}>{view.employer.name}</p>
          {view.employer.lines.map((line) => (
            <p key={line} className={styles.muted}>
              {line}
            </p>
          ))}
        </div>
        <div className={styles.titleBlock}>
          <h2 className={styles.title}>{view.title}</h2>
          <p className={styles.period}>{view.periodLabel}</p>
          {view.period.map((line) => (
            <p key={line} className={styles.muted}>
              {line}
            </p>
          ))}
        </div>
      </header>

      <section className={styles.employee} aria-label="Salarié">
        <p className={styles.partyName}>{view.employee.name}</p>
        {view.employee.lines.map((line) => (
          <p key={line} className={styles.muted}>
            {line}
          </p>
        ))}
      </section>

      <table className={styles.table}>
        <caption className={styles.caption}>Éléments de paie</caption>
        <thead>
          <tr>
            <th scope="col">Éléments de paie</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={styles.number}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row, index) => {
            const key = `${index}-${row.label}`;
            if (row.kind === 'heading') {
              return (
                <tr key={key} className={styles.groupRow}>
                  <th scope="colgroup" colSpan={COLUMNS.length + 1}>
                    {row.label}
                  </th>
                </tr>
              );
            }
            const cells = [
              formatViewAmount(row.baseCents),
              formatViewRate(row.employeeRatePercent),
              formatViewAmount(row.employeeAmountCents),
              formatViewRate(row.employerRatePercent),
              formatViewAmount(row.employerAmountCents),
            ];
            return (
              <tr key={key} className={row.kind === 'total' ? styles.totalRow : undefined}>
                <th scope="row">{row.label}</th>
                {cells.map((cell, column) => (
                  // On a phone the row becomes a card: each figure says which column it is.
                  <td key={COLUMNS[column]} className={styles.number} data-label={COLUMNS[column]}>
                    {cell}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>

      <dl className={styles.summary}>
        {view.summary.map((line) => (
          <div key={line.label} className={line.emphasis ? styles.emphasis : undefined}>
            <dt>{summaryLabel(line)}</dt>
            <dd>{formatViewAmount(line.amountCents)}</dd>
          </div>
        ))}
      </dl>

      <section className={styles.totals} aria-labelledby="payslip-year-to-date">
        <h3 id="payslip-year-to-date" className={styles.sectionTitle}>
          {view.yearToDate.heading}
        </h3>
        <dl className={styles.totalsList}>
          {view.yearToDate.rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.amountCents === null ? '—' : formatViewAmount(row.amountCents)}</dd>
            </div>
          ))}
        </dl>
        {view.yearToDate.notes.map((note) => (
          <p key={note} className={styles.muted}>
            {note}
          </p>
        ))}
      </section>

      {view.notes.length > 0 ? (
        <div className={styles.notes}>
          {view.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      ) : null}

      <footer className={styles.legal}>
        {view.mentions.map((mention) => (
          <p key={mention}>{mention}</p>
        ))}
      </footer>
    </article>
  );
}
