import type { PayslipLine } from '../payslip.ts';
import type { UserStatus } from '../user.ts';
import { z } from '../zod-fr.ts';
import type { ReportPayslip } from './ledger.ts';
import { formatMonthKey, monthKey } from './report-period.ts';

/**
 * The payroll journal entries (écritures de paie) of finalised payslips, booked as our blog article
 * « Comptabiliser la paie du dirigeant : écritures, comptes 641 et 645 » books them
 * (apps/api/content/blog/comptabiliser-paie-dirigeant.md), on the Plan comptable général's accounts:
 * 1. the salary: debit the gross (6411), credit what is withheld for each body (431, 437), the
 *    withholding tax (4421) and the net due to the officer (421);
 * 2. the employer's contributions: debit 6451 / 6452 / 6453 by body, credit 431 / 437;
 * 3. the payment of the net, when the payslip gives its date: debit 421, credit 512.
 * The payments to the Urssaf, the Agirc-Arrco and the tax office follow their own due dates, which
 * no payslip records: the accountant books them from the bank statement.
 */

const accountNumber = z
  .string()
  .trim()
  .regex(/^[0-9]{3}[0-9A-Za-z]{0,17}$/, {
    error: 'Numéro de compte invalide : 3 chiffres du plan comptable au moins, 20 caractères au plus',
  });

/** The accounts a company books its payroll on; each a number of the Plan comptable général. */
export const payrollAccountsSchema = z.object({
  /** Code of the payroll journal ('PAIE', 'OD'). */
  journalCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{1,10}$/, { error: 'Code journal invalide : 1 à 10 lettres ou chiffres' }),
  /** Its name. */
  journalLabel: z
    .string()
    .trim()
    .min(1, { error: 'Le libellé du journal est requis' })
    .max(60, { error: 'Libellé du journal trop long (60 caractères au plus)' }),
  /** The gross pay: 6411 Salaires, appointements (or 641). */
  salary: accountNumber,
  /** Other additions to the pay (indemnités): 6414 Indemnités et avantages divers. */
  otherAdditions: accountNumber,
  /** Employer contributions to the Urssaf: 6451 (or 645). */
  employerUrssaf: accountNumber,
  /** Employer share of the health plan and prévoyance: 6452 Cotisations aux mutuelles. */
  employerInsurance: accountNumber,
  /** Employer contributions to the Agirc-Arrco (and the Apec): 6453 Cotisations aux caisses de retraite. */
  employerPension: accountNumber,
  /** Net due to the officer: 421 Personnel, rémunérations dues. */
  netDue: accountNumber,
  /** Other deductions (acomptes): 425 Personnel, avances et acomptes. */
  otherDeductions: accountNumber,
  /** What is due to the Urssaf: 431 Sécurité sociale. */
  urssaf: accountNumber,
  /** What is due to the Agirc-Arrco, the mutuelle, the prévoyance: 437 Autres organismes sociaux. */
  otherBodies: accountNumber,
  /** The withholding tax: 4421 Prélèvements à la source (impôt sur le revenu). */
  withholdingTax: accountNumber,
  /** The bank the net is paid from: 512 Banques (455 when left in the partner's current account). */
  bank: accountNumber,
  /**
   * The counterpart of the benefits in kind in the gross, which the net does not pay: 708 Produits des
   * activités annexes (the company's own expense, a car or a dwelling, stays where it was booked).
   */
  benefitsInKind: accountNumber,
  /** Expense refunds and kilometric allowances paid with the net: 625 Déplacements, missions et réceptions. */
  expenseRefunds: accountNumber,
});
export type PayrollAccounts = z.infer<typeof payrollAccountsSchema>;

/** The accounts of the blog article's entries: a company that never changed them books these. */
export const DEFAULT_PAYROLL_ACCOUNTS: PayrollAccounts = {
  journalCode: 'PAIE',
  journalLabel: 'Journal de paie',
  salary: '6411',
  otherAdditions: '6414',
  employerUrssaf: '6451',
  employerInsurance: '6452',
  employerPension: '6453',
  netDue: '421',
  otherDeductions: '425',
  urssaf: '431',
  otherBodies: '437',
  withholdingTax: '4421',
  bank: '512',
  benefitsInKind: '708',
  expenseRefunds: '625',
};

/** What each account setting is, in the settings form. */
export const PAYROLL_ACCOUNT_LABELS: Record<keyof PayrollAccounts, string> = {
  journalCode: 'Code du journal',
  journalLabel: 'Libellé du journal',
  salary: 'Rémunération brute',
  otherAdditions: 'Autres ajouts au salaire',
  employerUrssaf: 'Cotisations patronales Urssaf',
  employerInsurance: 'Cotisations patronales mutuelle et prévoyance',
  employerPension: 'Cotisations patronales retraite complémentaire',
  netDue: 'Net à payer au dirigeant',
  otherDeductions: 'Autres retenues (acomptes)',
  urssaf: 'Dette envers l’Urssaf',
  otherBodies: 'Dette envers les autres organismes sociaux',
  withholdingTax: 'Prélèvement à la source',
  bank: 'Banque (paiement du net)',
  benefitsInKind: 'Avantages en nature (contrepartie)',
  expenseRefunds: 'Remboursements de frais et indemnités kilométriques',
};

/** The Plan comptable général's names of the accounts payroll uses (CompteLib of the FEC). */
const PCG_ACCOUNT_NAMES: Record<string, string> = {
  '421': 'Personnel - Rémunérations dues',
  '425': 'Personnel - Avances et acomptes',
  '431': 'Sécurité sociale',
  '437': 'Autres organismes sociaux',
  '4421': 'Prélèvements à la source (impôt sur le revenu)',
  '455': 'Associés - Comptes courants',
  '512': 'Banques',
  '641': 'Rémunérations du personnel',
  '6411': 'Salaires, appointements',
  '6414': 'Indemnités et avantages divers',
  '645': 'Charges de sécurité sociale et de prévoyance',
  '6451': 'Cotisations à l’Urssaf',
  '6452': 'Cotisations aux mutuelles',
  '6453': 'Cotisations aux caisses de retraite',
  '6458': 'Cotisations aux autres organismes sociaux',
  '625': 'Déplacements, missions et réceptions',
  '708': 'Produits des activités annexes',
};

/** The account's name: the PCG's for its number or, for a sub-account, its parent's. */
export function accountName(account: string): string {
  for (let length = account.length; length >= 3; length--) {
    const name = PCG_ACCOUNT_NAMES[account.slice(0, length)];
    if (name) return name;
  }
  return `Compte ${account}`;
}

/** Who collects a contribution line. */
export type SocialBody = 'urssaf' | 'agirc-arrco' | 'mutuelle' | 'prevoyance';

const BODY_OF_CODE: Record<string, SocialBody> = {
  'complementaire-sante': 'mutuelle',
  'prevoyance-cadre': 'prevoyance',
  'complementaire-tranche-1': 'agirc-arrco',
  'complementaire-tranche-2': 'agirc-arrco',
  // The Apec's contribution is called by the Agirc-Arrco with the pension's.
  apec: 'agirc-arrco',
};

/**
 * The body a line is paid to. Every contribution the Urssaf collects (sécurité sociale, CSG/CRDS,
 * CSA, Fnal, formation, apprentissage, assurance chômage and AGS for staff) goes to 431; the
 * Agirc-Arrco, the health plan and the prévoyance to 437. A line stored without a code (before codes
 * existed) is told by its label.
 */
export function socialBodyOf(line: Pick<PayslipLine, 'code' | 'label'>): SocialBody {
  if (line.code) return BODY_OF_CODE[line.code] ?? 'urssaf';
  const label = line.label.toLowerCase();
  if (label.includes('complémentaire santé') || label.includes('mutuelle')) return 'mutuelle';
  if (label.includes('prévoyance')) return 'prevoyance';
  if (label.includes('complémentaire') || label.includes('apec') || label.includes('agirc'))
    return 'agirc-arrco';
  return 'urssaf';
}

const BODY_NAMES: Record<SocialBody, string> = {
  urssaf: 'Urssaf',
  'agirc-arrco': 'Agirc-Arrco',
  mutuelle: 'Mutuelle',
  prevoyance: 'Prévoyance',
};
const BODY_ORDER: readonly SocialBody[] = ['urssaf', 'agirc-arrco', 'mutuelle', 'prevoyance'];

const cents = z.number().int();

export const journalLineSchema = z.object({
  account: z.string(),
  /** The PCG's name of the account. */
  accountName: z.string(),
  label: z.string(),
  debitCents: cents,
  creditCents: cents,
});
export type JournalLine = z.infer<typeof journalLineSchema>;

export const journalEntrySchema = z.object({
  /** Sequential number in the export, from 1, in date order. */
  number: z.number().int(),
  journalCode: z.string(),
  journalLabel: z.string(),
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  /** The payslip the entry books: 'BP-2026-03'. */
  pieceRef: z.string(),
  /** 'YYYY-MM-DD': the payslip's finalisation. */
  pieceDate: z.string(),
  /** 'YYYY-MM-DD': when the entry was validated (the payslip's finalisation, or the payment). */
  validDate: z.string(),
  label: z.string(),
  payslipId: z.number().int(),
  lines: z.array(journalLineSchema),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** GET /api/reports/accounting (format json, the portal's view). */
export const payrollJournalSchema = z.object({
  from: z.string(),
  to: z.string(),
  accounts: payrollAccountsSchema,
  entries: z.array(journalEntrySchema),
  totalDebitCents: cents,
  totalCreditCents: cents,
  notes: z.array(z.string()),
});
export type PayrollJournal = z.infer<typeof payrollJournalSchema>;

/** How the entries name the officer: « président », « gérant »… */
export function officerTitleOf(status: UserStatus): string {
  switch (status) {
    case 'sasu':
    case 'sas':
      return 'président';
    case 'sarl':
      return 'gérant';
    case 'dg':
      return 'directeur général';
    default:
      return 'dirigeant';
  }
}

function lastDayOf(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${monthKey(year, month)}-${String(day).padStart(2, '0')}`;
}

type UnnumberedEntry = Omit<JournalEntry, 'number'>;

function sumsByBody(
  lines: readonly PayslipLine[],
  side: 'employeeAmountCents' | 'employerAmountCents',
): Map<SocialBody, number> {
  const sums = new Map<SocialBody, number>();
  for (const line of lines) {
    if (line[side] === 0) continue;
    const body = socialBodyOf(line);
    sums.set(body, (sums.get(body) ?? 0) + line[side]);
  }
  return new Map(BODY_ORDER.filter((body) => sums.has(body)).map((body) => [body, sums.get(body) ?? 0]));
}

/** A line with its amount on the side its sign calls for (a negative debit is a credit). */
function bookLine(
  account: string,
  label: string,
  amountCents: number,
  side: 'debit' | 'credit',
): JournalLine {
  const debit = side === 'debit' ? amountCents : -amountCents;
  return {
    account,
    accountName: accountName(account),
    label,
    debitCents: Math.max(debit, 0),
    creditCents: Math.max(-debit, 0),
  };
}

/** The entries of one finalised payslip. */
export function payslipJournalEntries(
  payslip: ReportPayslip,
  accounts: PayrollAccounts,
  officerTitle: string,
): UnnumberedEntry[] {
  const period = formatMonthKey(monthKey(payslip.year, payslip.month)).toLowerCase();
  const base = {
    journalCode: accounts.journalCode,
    journalLabel: accounts.journalLabel,
    pieceRef: `BP-${monthKey(payslip.year, payslip.month)}`,
    pieceDate: payslip.finalisedOn,
    payslipId: payslip.id,
  };
  // The month's pay is booked at its end, or on the day it is paid when that comes first (an officer
  // paid on the 28th): the net due is never paid before it is booked.
  const endOfMonth = lastDayOf(payslip.year, payslip.month);
  const date = payslip.paymentDate && payslip.paymentDate < endOfMonth ? payslip.paymentDate : endOfMonth;
  const calculation = payslip.calculation;
  const pasCents = calculation?.pasAmount ?? 0;
  const netPaidCents = payslip.netSalaryCents - pasCents;

  const salaryLines: JournalLine[] = [
    bookLine(
      accounts.salary,
      `Rémunération du ${officerTitle}, ${period}`,
      payslip.grossSalaryCents,
      'debit',
    ),
  ];
  if (payslip.otherAdditionsCents > 0) {
    salaryLines.push(
      bookLine(accounts.otherAdditions, `Autres ajouts, ${period}`, payslip.otherAdditionsCents, 'debit'),
    );
  }
  if (calculation) {
    for (const [body, amount] of sumsByBody(calculation.lines, 'employeeAmountCents')) {
      const account = body === 'urssaf' ? accounts.urssaf : accounts.otherBodies;
      salaryLines.push(bookLine(account, `${BODY_NAMES[body]}, part salariale`, amount, 'credit'));
    }
  } else if (payslip.socialContributionsCents !== 0) {
    salaryLines.push(
      bookLine(
        accounts.urssaf,
        'Charges sociales salariales (saisies globalement)',
        payslip.socialContributionsCents,
        'credit',
      ),
    );
  }
  if (pasCents !== 0) {
    salaryLines.push(bookLine(accounts.withholdingTax, 'Prélèvement à la source', pasCents, 'credit'));
  }
  if (payslip.otherDeductionsCents > 0) {
    salaryLines.push(
      bookLine(accounts.otherDeductions, 'Autres retenues', payslip.otherDeductionsCents, 'credit'),
    );
  }
  // The pay elements that move the net only: the benefits in kind are in the gross and not paid; the refunds
  // are paid and not in the gross; the deductions are withheld. The bonuses and leave pay are in the gross.
  const elements = calculation?.payElementLines ?? [];
  const inKindCents = elements
    .filter((line) => line.treatment === 'avantage-en-nature')
    .reduce((sum, line) => sum + line.amountCents, 0);
  if (inKindCents > 0) {
    salaryLines.push(
      bookLine(accounts.benefitsInKind, `Avantages en nature, ${period}`, inKindCents, 'credit'),
    );
  }
  for (const line of elements) {
    if (line.treatment === 'non-soumis') {
      salaryLines.push(bookLine(accounts.expenseRefunds, line.label, line.amountCents, 'debit'));
    } else if (line.treatment === 'retenue') {
      salaryLines.push(bookLine(accounts.otherDeductions, line.label, line.amountCents, 'credit'));
    }
  }
  salaryLines.push(bookLine(accounts.netDue, `Net à payer au ${officerTitle}`, netPaidCents, 'credit'));

  const entries: UnnumberedEntry[] = [
    {
      ...base,
      date,
      validDate: payslip.finalisedOn,
      label: `Salaire du ${officerTitle}, ${period}`,
      lines: salaryLines,
    },
  ];

  if (calculation) {
    const employer = sumsByBody(calculation.lines, 'employerAmountCents');
    if (employer.size > 0) {
      const debitAccount: Record<SocialBody, string> = {
        urssaf: accounts.employerUrssaf,
        'agirc-arrco': accounts.employerPension,
        mutuelle: accounts.employerInsurance,
        prevoyance: accounts.employerInsurance,
      };
      const debitLabel: Record<SocialBody, string> = {
        urssaf: `Cotisations Urssaf, ${period}`,
        'agirc-arrco': 'Cotisations Agirc-Arrco et Apec',
        mutuelle: 'Complémentaire santé, part patronale',
        prevoyance: 'Prévoyance, part patronale',
      };
      const lines: JournalLine[] = [];
      for (const [body, amount] of employer)
        lines.push(bookLine(debitAccount[body], debitLabel[body], amount, 'debit'));
      for (const [body, amount] of employer) {
        const account = body === 'urssaf' ? accounts.urssaf : accounts.otherBodies;
        lines.push(bookLine(account, `${BODY_NAMES[body]}, part patronale`, amount, 'credit'));
      }
      entries.push({
        ...base,
        date,
        validDate: payslip.finalisedOn,
        label: `Cotisations patronales, ${period}`,
        lines,
      });
    }
  }

  if (payslip.paymentDate && netPaidCents !== 0) {
    entries.push({
      ...base,
      date: payslip.paymentDate,
      // The later of the two ISO dates.
      validDate: [payslip.paymentDate, payslip.finalisedOn].sort().at(-1) ?? payslip.finalisedOn,
      label: `Paiement du net, ${period}`,
      lines: [
        bookLine(accounts.netDue, `Net payé au ${officerTitle}, ${period}`, netPaidCents, 'debit'),
        bookLine(accounts.bank, `Virement du net, ${period}`, netPaidCents, 'credit'),
      ],
    });
  }
  return entries;
}

/** Debit minus credit of an entry's lines: 0 for a balanced entry. */
export function entryBalance(entry: Pick<JournalEntry, 'lines'>): number {
  return entry.lines.reduce((sum, line) => sum + line.debitCents - line.creditCents, 0);
}

/** Every entry of the payslips, in date order, numbered from 1. */
export function buildPayrollJournal(input: {
  from: string;
  to: string;
  accounts: PayrollAccounts;
  officerTitle: string;
  payslips: readonly ReportPayslip[];
}): PayrollJournal {
  const unnumbered = [...input.payslips]
    .sort((a, b) => a.year - b.year || a.month - b.month || a.id - b.id)
    .flatMap((payslip) => payslipJournalEntries(payslip, input.accounts, input.officerTitle));
  // A stable sort: within a day, the order the payslips' entries were made in.
  const entries = unnumbered
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.date.localeCompare(b.entry.date) || a.index - b.index)
    .map(({ entry }, index) => ({ number: index + 1, ...entry }));
  for (const entry of entries) {
    if (entryBalance(entry) !== 0) {
      // Never: every entry above credits the difference of its debits. A guard, not a rule.
      throw new Error(`Écriture ${entry.number} déséquilibrée de ${entryBalance(entry)} centimes`);
    }
  }
  let totalDebitCents = 0;
  let totalCreditCents = 0;
  for (const line of entries.flatMap((entry) => entry.lines)) {
    totalDebitCents += line.debitCents;
    totalCreditCents += line.creditCents;
  }
  const notes = [
    'Les paiements à l’Urssaf, à l’Agirc-Arrco, à la mutuelle et du prélèvement à la source suivent ' +
      'leurs propres échéances, qu’aucun bulletin n’enregistre : ils se passent depuis le relevé bancaire ' +
      '(débit 431, 437 ou 4421, crédit 512).',
  ];
  const withoutPayment = input.payslips.filter((payslip) => !payslip.paymentDate);
  if (withoutPayment.length > 0) {
    notes.push(
      `Sans date de paiement, le versement du net n’est pas passé pour : ${withoutPayment
        .map((payslip) => formatMonthKey(monthKey(payslip.year, payslip.month)))
        .join(', ')}.`,
    );
  }
  return {
    from: input.from,
    to: input.to,
    accounts: input.accounts,
    entries,
    totalDebitCents,
    totalCreditCents,
    notes,
  };
}
