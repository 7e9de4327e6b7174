import type { PayrollJournal } from '@dirigeo/schemas';
import { formatFrenchDate } from '@dirigeo/schemas';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@dirigeo/ui';
import { formatCents } from '../../../lib/format.ts';
import * as styles from './Reports.css.ts';

const money = (cents: number) => (cents === 0 ? '' : formatCents(cents));

/** The payroll journal entries, each with its lines, as the accountant will import them. */
export function JournalEntries({ journal }: { journal: PayrollJournal }) {
  return (
    <div>
      {journal.entries.map((entry) => (
        <section key={entry.number} className={styles.entry} aria-labelledby={`entry-${entry.number}`}>
          <h3 id={`entry-${entry.number}`} className={styles.entryTitle}>
            {entry.number}. {entry.label}
          </h3>
          <p className={styles.muted}>
            {formatFrenchDate(entry.date)} · journal {entry.journalCode} · pièce {entry.pieceRef}
          </p>
          <Table stacked>
            <TableHeader>
              <TableRow>
                <TableHead>Compte</TableHead>
                <TableHead>Libellé</TableHead>
                <TableHead className={styles.amount}>Débit</TableHead>
                <TableHead className={styles.amount}>Crédit</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entry.lines.map((line) => (
                <TableRow key={`${line.account} ${line.label}`}>
                  <TableCell label="Compte" title={line.accountName}>
                    {line.account}
                  </TableCell>
                  <TableCell label="Libellé">{line.label}</TableCell>
                  <TableCell label="Débit" className={styles.amount}>
                    {money(line.debitCents)}
                  </TableCell>
                  <TableCell label="Crédit" className={styles.amount}>
                    {money(line.creditCents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ))}
      <p className={styles.muted}>
        Total des débits : {formatCents(journal.totalDebitCents)} · total des crédits :{' '}
        {formatCents(journal.totalCreditCents)}
      </p>
      {journal.notes.map((note) => (
        <p key={note} className={styles.muted}>
          {note}
        </p>
      ))}
    </div>
  );
}
