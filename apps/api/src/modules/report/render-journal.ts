import type { PayrollJournal } from '@dirigeo/schemas';
import { frenchDate, frenchDecimal, toFrenchCsv } from './csv.ts';

/**
 * The columns of the fichier des écritures comptables, in the order of the Livre des procédures
 * fiscales, art. A47 A-1 (arrêté du 29 juillet 2013), for a taxpayer under the BIC or the IS.
 */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/** ISO 8859-15's characters outside ISO 8859-1 (where it differs from Latin-1). */
const LATIN9: Record<string, number> = {
  '€': 0xa4,
  Š: 0xa6,
  š: 0xa8,
  Ž: 0xb4,
  ž: 0xb8,
  Œ: 0xbc,
  œ: 0xbd,
  Ÿ: 0xbe,
};

/**
 * Text in ISO 8859-15, one of the encodings A47 A-1 allows; typographic apostrophes and dashes,
 * which it lacks, become their plain forms, anything else '?'.
 */
function encodeLatin9(text: string): Buffer {
  const plain = text
    .replaceAll(/[\u2018\u2019]/g, "'")
    .replaceAll(/[\u2013\u2014]/g, '-')
    .replaceAll(/[\u00a0\u202f]/g, ' ');
  const bytes: number[] = [];
  for (const char of plain) {
    const code = char.codePointAt(0) ?? 0x3f;
    const latin9 = LATIN9[char];
    if (latin9 !== undefined) bytes.push(latin9);
    else if (code <= 0xff && !['¤', '¦', '¨', '´', '¸', '¼', '½', '¾'].includes(char)) bytes.push(code);
    else bytes.push(0x3f);
  }
  return Buffer.from(bytes);
}

/** 'YYYY-MM-DD' → 'AAAAMMJJ', the FEC's dates. */
function fecDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

/** A field of the FEC: the separator and line breaks cannot appear in it. */
function fecField(text: string): string {
  return text.replaceAll(/[|\r\n\t]/g, ' ');
}

/**
 * The entries in the FEC's layout: a first line of the field names, then one line per entry line,
 * fields separated by '|', amounts with a decimal comma and no thousands separator, both Debit and
 * Credit filled (0,00 on the other side), ISO 8859-15, CRLF.
 */
export function renderJournalFec(journal: PayrollJournal): Buffer {
  const lines = [FEC_COLUMNS.join('|')];
  for (const entry of journal.entries) {
    for (const line of entry.lines) {
      lines.push(
        [
          entry.journalCode,
          entry.journalLabel,
          String(entry.number),
          fecDate(entry.date),
          line.account,
          line.accountName,
          '',
          '',
          entry.pieceRef,
          fecDate(entry.pieceDate),
          line.label,
          frenchDecimal(line.debitCents),
          frenchDecimal(line.creditCents),
          '',
          '',
          fecDate(entry.validDate),
          '',
          '',
        ]
          .map(fecField)
          .join('|'),
      );
    }
  }
  return encodeLatin9(`${lines.join('\r\n')}\r\n`);
}

/** The entries as a plain CSV an accounting package imports: one line per entry line. */
export function renderJournalCsv(journal: PayrollJournal): Buffer {
  return toFrenchCsv([
    ['Date', 'Journal', 'N° écriture', 'Pièce', 'Compte', 'Intitulé du compte', 'Libellé', 'Débit', 'Crédit'],
    ...journal.entries.flatMap((entry) =>
      entry.lines.map((line) => [
        frenchDate(entry.date),
        entry.journalCode,
        String(entry.number),
        entry.pieceRef,
        line.account,
        line.accountName,
        line.label,
        line.debitCents ? frenchDecimal(line.debitCents) : '',
        line.creditCents ? frenchDecimal(line.creditCents) : '',
      ]),
    ),
  ]);
}
