import { formatContributionRate, formatEuros, groupPayslipLinesByRisk } from '@dirigeo/payroll-calc';
import {
  FRENCH_MONTHS,
  formatPeriod,
  isFinalisedStatus,
  isFrozenStatus,
  PAYSLIP_STATUS_LABELS,
  PAYSLIP_STATUSES,
  type PayslipStatus,
} from './constants/payslip.ts';
import { type PayslipCalculation, payslipSchema } from './payslip.ts';
import { missingEmployerDetails } from './payslip-finalisation.ts';
import {
  CONTRACT_TYPE_LABELS,
  type ContractType,
  EMPLOYEE_STATUS_LABELS,
  type EmployeeStatus,
} from './employee.ts';
import { USER_STATUS_LABELS, type UserStatus } from './user.ts';
import { z } from './zod-fr.ts';

/**
 * One payslip as a document: every text and amount its page (portal) and its PDF (API) print, in
 * the order they print them. Both render this and nothing else, so they cannot disagree; a
 * finalised payslip stores it, so it reads the same a year later. Amounts in integer cents.
 */

/** Bumped when the shape changes; a stored view keeps the version it was built with. */
export const PAYSLIP_VIEW_VERSION = 1;

const cents = z.number().int();
const percent = z.number().finite();

/** One row of the payslip's table (the bulletin clarifié's columns). */
export const payslipViewRowSchema = z.object({
  /** `heading`: a risk's title; `item`: a line; `total`: a subtotal printed in bold. */
  kind: z.enum(['heading', 'item', 'total']),
  label: z.string(),
  /** Base (assiette). */
  baseCents: cents.nullable(),
  /** Taux salarial. */
  employeeRatePercent: percent.nullable(),
  /** Part salariale: positive when paid to the officer, negative when deducted from the pay. */
  employeeAmountCents: cents.nullable(),
  /** Taux patronal. */
  employerRatePercent: percent.nullable(),
  /** Part patronale. */
  employerAmountCents: cents.nullable(),
});
export type PayslipViewRow = z.infer<typeof payslipViewRowSchema>;

/** One line under the table: the nets, the withholding tax, the employer's total. */
export const payslipViewSummaryLineSchema = z.object({
  label: z.string(),
  baseCents: cents.nullable(),
  ratePercent: percent.nullable(),
  /** Negative when deducted. */
  amountCents: cents,
  /** The amount the officer receives, printed larger. */
  emphasis: z.boolean(),
});
export type PayslipViewSummaryLine = z.infer<typeof payslipViewSummaryLineSchema>;

/** A block of the header: a name in bold, then its lines. */
const partySchema = z.object({ name: z.string(), lines: z.array(z.string()) });

export const payslipViewSchema = z.object({
  version: z.literal(PAYSLIP_VIEW_VERSION),
  /** 'bulletin-2026-03.pdf'. */
  fileName: z.string(),
  /** 'Bulletin de paie'. */
  title: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  /** 'Mars 2026'. */
  periodLabel: z.string(),
  status: z.enum(PAYSLIP_STATUSES),
  /** Drafts carry a BROUILLON watermark. */
  draft: z.boolean(),
  /** Who pays: name, address, SIRET, APE code, collective agreement. */
  employer: partySchema,
  /** Who is paid: name, job, officer status, social security regime. */
  employee: partySchema,
  /** The period, the calculation basis, the payment and issue dates. */
  period: z.array(z.string()),
  /** Whether each contribution was computed line by line (else one amount typed by hand). */
  detailed: z.boolean(),
  rows: z.array(payslipViewRowSchema),
  summary: z.array(payslipViewSummaryLineSchema),
  yearToDate: z.object({
    /** 'Cumuls de janvier à mars 2026'. */
    heading: z.string(),
    rows: z.array(z.object({ label: z.string(), amountCents: cents.nullable() })),
    /** What the totals count, and why one is missing. */
    notes: z.array(z.string()),
  }),
  /** What the law requires the payslip to say, with the article. */
  mentions: z.array(z.string()),
  /** What the reader must know about this document (a draft, amounts typed by hand). */
  notes: z.array(z.string()),
});
export type PayslipView = z.infer<typeof payslipViewSchema>;

/** GET /api/payslips/:id: the payslip, and the document both its page and its PDF print. */
export const payslipDetailSchema = payslipSchema.extend({
  view: payslipViewSchema,
  /**
   * Corrections (issue 24): the finalised payslip this corrective one replaces, and the corrective payslip
   * that replaced this one; null when none.
   */
  correctsId: z.number().int().nullable(),
  replacedById: z.number().int().nullable(),
  /** SHA-256 (hex) of the PDF frozen at finalisation; null for a draft. */
  pdfSha256: z.string().nullable(),
});
export type PayslipDetail = z.infer<typeof payslipDetailSchema>;

/** The amounts of a payslip that count in the year-to-date totals, in cents. */
export interface YearToDateEntry {
  month: number;
  year: number;
  status: PayslipStatus;
  grossSalaryCents: number;
  /** The payslip's computed lines; null when its contributions were typed by hand. */
  calculation: Pick<PayslipCalculation, 'netTaxable' | 'pasAmount'> | null;
}

/** Cumuls from January to the payslip's month. Null: a counted payslip has no such figure. */
export interface PayslipYearToDate {
  grossSalaryCents: number;
  netTaxableCents: number | null;
  pasCents: number | null;
  /** The payslips counted, this one included. */
  payslipCount: number;
}

/**
 * The year-to-date totals of `payslip`: itself, and the finalised payslips of the same year from
 * January to the month before. Other drafts never count; so the totals of a finalised payslip only
 * change if an earlier month is finalised later, and a frozen payslip keeps the ones it had.
 */
export function yearToDateOf(
  payslip: YearToDateEntry,
  others: readonly YearToDateEntry[],
): PayslipYearToDate {
  const counted = [
    payslip,
    ...others.filter(
      (other) =>
        other.year === payslip.year && other.month < payslip.month && isFinalisedStatus(other.status),
    ),
  ];
  let grossSalaryCents = 0;
  let netTaxableCents: number | null = 0;
  let pasCents: number | null = 0;
  for (const entry of counted) {
    grossSalaryCents += entry.grossSalaryCents;
    netTaxableCents =
      entry.calculation && netTaxableCents !== null ? netTaxableCents + entry.calculation.netTaxable : null;
    pasCents = entry.calculation && pasCents !== null ? pasCents + entry.calculation.pasAmount : null;
  }
  return { grossSalaryCents, netTaxableCents, pasCents, payslipCount: counted.length };
}

/** Everything a payslip's document is built from. */
export interface PayslipViewInput {
  payslip: {
    month: number;
    year: number;
    status: PayslipStatus;
    grossSalaryCents: number;
    socialContributionsCents: number;
    otherDeductionsCents: number;
    otherAdditionsCents: number;
    /** Net à payer avant impôt: gross − contributions − other deductions + other additions. */
    netSalaryCents: number;
    /** The contributions computed by @dirigeo/payroll-calc; null when typed by hand. */
    calculation: PayslipCalculation | null;
    /** 'YYYY-MM-DD', or null when not given yet. */
    paymentDate: string | null;
    /** 'YYYY-MM-DD': the day it was finalised, or the day a draft is shown. */
    issuedOn: string;
    /** The withholding rate's type, when known: printed with the rate (S21.G00.50.007's two kinds). */
    pasRateType?: 'personalised' | 'neutral' | null;
    /** A corrective payslip (« bulletin rectificatif »): the day the payslip it replaces was issued. */
    replaces?: { issuedOn: string } | null;
  };
  /** From the user's profile. */
  employer: {
    name: string;
    address: string | null;
    siret: string | null;
    nafCode: string | null;
    /** The company's collective agreement, 'IDCC 1486 — …'; null when none applies. Read for an employee only. */
    collectiveAgreement?: string | null;
  };
  /**
   * Who is paid: the officer (their mandate), or an employee with `contract` (issue 25), whose payslip
   * carries the mentions of an employment contract (Code du travail, art. R. 3243-1).
   */
  employee: {
    name: string;
    position: string;
    status: UserStatus;
    contract?: {
      status: EmployeeStatus;
      contractType: ContractType;
      /** 'YYYY-MM-DD'. */
      contractStart: string;
      /** Share of the legal full time (151,67 h a month). */
      workingTimeRatio: number;
    };
  };
  yearToDate: PayslipYearToDate;
}

/** The mentions every payslip carries, with their source. */
export const PAYSLIP_MENTIONS = [
  'Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie ' +
    'sans limitation de durée (Code du travail, art. R. 3243-5).',
  "L'employeur en conserve un double pendant cinq ans (Code du travail, art. L. 3243-4).",
  'Pour en savoir plus sur le bulletin de paie, consultez la rubrique qui lui est dédiée sur ' +
    'www.service-public.fr (Code du travail, art. R. 3243-1, 15°).',
] as const;

/** The summary's labels, as the bulletin de paie clarifié words them. */
export const PAYSLIP_SUMMARY_LABELS = {
  netBeforeTax: 'Net à payer avant impôt sur le revenu',
  pas: 'Impôt sur le revenu prélevé à la source',
  netPaid: 'Net payé',
  netSocial: 'Montant net social',
  employerTotal: "Total versé par l'employeur",
  exemptions: 'Exonérations et allègements de cotisations et contributions',
} as const;

/** The group R. 3243-2 prints as one amount. */
const EMPLOYER_ONLY_RISK = "Autres contributions dues par l'employeur";

/** An amount of the view as both renderers write it: '1 234,56 €', '-95,00 €' when deducted, '' for none. */
export function formatViewAmount(cents: number | null): string {
  return cents === null ? '' : formatEuros(cents);
}

/** A rate of the view: exact as the law gives it, 2 to 3 decimals ('6,90 %', '0,024 %'); '' for none. */
export function formatViewRate(percent: number | null): string {
  return percent === null ? '' : formatContributionRate(percent);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'YYYY-MM-DD' → '1er mars 2026', '31 mars 2026' (French typography for the first day). */
export function formatFrenchDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const day = Number(match[3]);
  const month = FRENCH_MONTHS[Number(match[2]) - 1]?.toLowerCase() ?? match[2];
  return `${day === 1 ? '1er' : day} ${month} ${match[1]}`;
}

/** Hours a month of the legal full time (35 h × 52 / 12), in hundredths of an hour. */
const FULL_TIME_MONTHLY_HUNDREDTHS_OF_HOUR = 15_167;

/** An employee's paid hours of the month, in hundredths of an hour (151,67 h at full time). */
export function monthlyHoursHundredths(workingTimeRatio: number): number {
  return Math.round(FULL_TIME_MONTHLY_HUNDREDTHS_OF_HOUR * workingTimeRatio);
}

const hoursFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const hourlyRateFormat = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** '151,67 heures × 15,8235 € de l'heure': the hours paid and their rate (R. 3243-1, 4°). */
export function formatHoursAndRate(grossCents: number, workingTimeRatio: number): string {
  const hundredths = monthlyHoursHundredths(workingTimeRatio);
  const hours = hoursFormat.format(hundredths / 100);
  // The base salary over the hours, to 4 decimals as payroll software prints an hourly rate.
  const rate =
    hundredths > 0 ? hourlyRateFormat.format(Math.round((grossCents / hundredths) * 10_000) / 10_000) : '';
  return `${hours} heures × ${rate} de l'heure`;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function formatSiret(siret: string): string {
  return siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4');
}

/** How the period block names the withholding rate's type. */
const PAS_RATE_TYPE_WORDING = {
  personalised: 'taux personnalisé transmis par la DGFiP',
  neutral: 'taux non personnalisé (grille de taux par défaut, art. 204 H du CGI)',
} as const;

/** The pay elements' treatments that build the gross. */
const GROSS_TREATMENTS: ReadonlySet<string> = new Set(['brut', 'avantage-en-nature', 'absence']);

/**
 * The base pay: the gross less what the pay elements added to it (bonuses, benefits in kind, leave pay) and
 * plus the pay of days off they took out; the gross itself when there are none.
 */
export function basePayCents(
  payslip: Pick<PayslipViewInput['payslip'], 'grossSalaryCents' | 'calculation'>,
): number {
  let cents = payslip.grossSalaryCents;
  for (const line of payslip.calculation?.payElementLines ?? []) {
    if (line.treatment === 'absence') cents += line.amountCents;
    else if (line.treatment === 'brut' || line.treatment === 'avantage-en-nature') cents -= line.amountCents;
  }
  return cents;
}

function tableRows(payslip: PayslipViewInput['payslip']): PayslipViewRow[] {
  const row = (fields: Partial<PayslipViewRow> & Pick<PayslipViewRow, 'label'>): PayslipViewRow => ({
    kind: 'item',
    baseCents: null,
    employeeRatePercent: null,
    employeeAmountCents: null,
    employerRatePercent: null,
    employerAmountCents: null,
    ...fields,
  });
  const calculation = payslip.calculation;
  const elements = calculation?.payElementLines ?? [];
  const inGross = elements.filter((line) => GROSS_TREATMENTS.has(line.treatment));
  const rows: PayslipViewRow[] = [];
  if (inGross.length > 0) {
    // The gross built up (R3243-1 8° and 9°: each element with its nature; a paid leave with its dates).
    rows.push(row({ label: 'Salaire de base', employeeAmountCents: basePayCents(payslip) }));
    for (const line of inGross) {
      rows.push(
        row({
          label: line.label,
          employeeAmountCents: line.treatment === 'absence' ? -line.amountCents : line.amountCents,
        }),
      );
    }
    rows.push(
      row({ kind: 'total', label: 'Rémunération brute', employeeAmountCents: payslip.grossSalaryCents }),
    );
  } else {
    rows.push(row({ label: 'Rémunération brute', employeeAmountCents: payslip.grossSalaryCents }));
  }
  if (calculation) {
    for (const group of groupPayslipLinesByRisk(calculation.lines)) {
      if (group.risk === EMPLOYER_ONLY_RISK) {
        // Code du travail art. R. 3243-2: the employer's other contributions, aggregated.
        rows.push(row({ label: group.risk, employerAmountCents: group.employerAmountCents }));
        continue;
      }
      rows.push(row({ kind: 'heading', label: group.risk }));
      for (const line of group.lines) {
        rows.push(
          row({
            label: line.label,
            baseCents: line.baseCents,
            employeeRatePercent: line.employeeRatePercent,
            employeeAmountCents: line.employeeAmountCents ? -line.employeeAmountCents : null,
            employerRatePercent: line.employerRatePercent,
            employerAmountCents: line.employerAmountCents || null,
          }),
        );
      }
    }
    rows.push(
      row({
        kind: 'total',
        label: 'Total des cotisations et contributions',
        employeeAmountCents: -calculation.employeeContributions,
        employerAmountCents: calculation.employerContributions,
      }),
    );
  } else {
    rows.push(
      row({
        label: 'Charges sociales salariales',
        baseCents: payslip.grossSalaryCents,
        // The charges as a share of the gross (spec 000 §2), not a statutory rate: 2 decimals (§9).
        employeeRatePercent:
          payslip.grossSalaryCents > 0
            ? Math.round((payslip.socialContributionsCents / payslip.grossSalaryCents) * 10_000) / 100
            : null,
        employeeAmountCents: -payslip.socialContributionsCents,
      }),
    );
  }
  // After the contributions: what moves the net à payer only.
  for (const line of elements) {
    if (line.treatment === 'avantage-en-nature') {
      rows.push(
        row({ label: `${line.label} (déjà fourni en nature)`, employeeAmountCents: -line.amountCents }),
      );
    } else if (line.treatment === 'non-soumis') {
      rows.push(
        row({ label: `${line.label} (hors cotisations et impôt)`, employeeAmountCents: line.amountCents }),
      );
    } else if (line.treatment === 'retenue') {
      rows.push(row({ label: line.label, employeeAmountCents: -line.amountCents }));
    }
  }
  if (payslip.otherDeductionsCents > 0) {
    rows.push(row({ label: 'Autres retenues', employeeAmountCents: -payslip.otherDeductionsCents }));
  }
  if (payslip.otherAdditionsCents > 0) {
    rows.push(row({ label: 'Autres ajouts', employeeAmountCents: payslip.otherAdditionsCents }));
  }
  return rows;
}

function summaryLines(payslip: PayslipViewInput['payslip']): PayslipViewSummaryLine[] {
  const line = (
    label: string,
    amountCents: number,
    fields: Partial<PayslipViewSummaryLine> = {},
  ): PayslipViewSummaryLine => ({
    label,
    amountCents,
    baseCents: null,
    ratePercent: null,
    emphasis: false,
    ...fields,
  });
  const calculation = payslip.calculation;
  if (!calculation) {
    return [line(PAYSLIP_SUMMARY_LABELS.netBeforeTax, payslip.netSalaryCents, { emphasis: true })];
  }
  return [
    line(PAYSLIP_SUMMARY_LABELS.netBeforeTax, payslip.netSalaryCents),
    line(PAYSLIP_SUMMARY_LABELS.pas, -calculation.pasAmount, {
      baseCents: calculation.netTaxable,
      ratePercent: calculation.pasRatePercent,
    }),
    line(PAYSLIP_SUMMARY_LABELS.netPaid, payslip.netSalaryCents - calculation.pasAmount, { emphasis: true }),
    line(PAYSLIP_SUMMARY_LABELS.netSocial, calculation.netSocial),
    line(PAYSLIP_SUMMARY_LABELS.employerTotal, calculation.employerCost),
    // An employee's general reduction (RGDU from 2026); none applies to an officer's pay (see
    // @dirigeo/payroll-calc's compute-officer-payslip.ts).
    line(PAYSLIP_SUMMARY_LABELS.exemptions, calculation.reductionCents ?? 0),
  ];
}

/** Builds the payslip's document. Pure: the same input gives the same view, on the server and in the browser. */
export function buildPayslipView(input: PayslipViewInput): PayslipView {
  const { payslip, employer, employee, yearToDate } = input;
  const periodLabel = formatPeriod(payslip.month, payslip.year);
  const month = FRENCH_MONTHS[payslip.month - 1]?.toLowerCase() ?? String(payslip.month);
  const lastDay = new Date(Date.UTC(payslip.year, payslip.month, 0)).getUTCDate();
  const draft = !isFrozenStatus(payslip.status);
  const missing = missingEmployerDetails(employer);
  const contract = employee.contract;

  const notes: string[] = [];
  if (payslip.replaces) {
    notes.push(
      `Bulletin rectificatif : il annule et remplace le bulletin de ${periodLabel.toLowerCase()} émis le ` +
        `${formatFrenchDate(payslip.replaces.issuedOn)}, qui reste conservé.`,
    );
  }
  if (draft)
    notes.push('Brouillon : ce document ne vaut pas bulletin de paie tant qu’il n’est pas finalisé.');
  if (!payslip.calculation) {
    notes.push(
      draft
        ? 'Charges sociales saisies globalement : le bulletin finalisé détaillera chaque cotisation ' +
            '(assiette, taux, montant), le prélèvement à la source et le montant net social, calculés ' +
            'avec les taux officiels.'
        : 'Bulletin établi avec des charges sociales saisies globalement, sans le détail de chaque cotisation.',
    );
  }
  const provisional = payslip.calculation?.provisionalFigures ?? [];
  if (provisional.length > 0) {
    // Issue 24: a month whose official figures are not all published is computed with the last ones in
    // force and says so, rather than being refused.
    notes.push(
      `Bulletin provisoire : les chiffres officiels de ${payslip.year} ne sont pas tous publiés ` +
        `(${provisional.map((f) => f.label).join(', ')}). Textes attendus : ` +
        `${provisional.map((f) => f.awaited).join(' ; ')}.`,
    );
  }
  if (draft && missing.length > 0) {
    notes.push(`À compléter dans votre profil avant de finaliser : ${missing.join(', ')}.`);
  }

  const ytdNotes = [
    draft
      ? 'Bulletins finalisés de l’année jusqu’au mois précédent, et ce brouillon.'
      : 'Bulletins finalisés de l’année, celui-ci compris.',
  ];
  if (yearToDate.netTaxableCents === null) {
    ytdNotes.push(
      'Net imposable et impôt prélevé non cumulés : un bulletin de la période a été établi sans calcul détaillé.',
    );
  }

  return {
    version: PAYSLIP_VIEW_VERSION,
    fileName: contract
      ? `bulletin-${payslip.year}-${pad(payslip.month)}-${slug(employee.name)}.pdf`
      : `bulletin-${payslip.year}-${pad(payslip.month)}.pdf`,
    title: payslip.replaces ? 'Bulletin de paie rectificatif' : 'Bulletin de paie',
    month: payslip.month,
    year: payslip.year,
    periodLabel,
    status: payslip.status,
    draft,
    employer: {
      name: employer.name,
      lines: [
        employer.address ?? 'Adresse : non renseignée',
        `SIRET : ${employer.siret ? formatSiret(employer.siret) : 'non renseigné'}`,
        `Code APE : ${employer.nafCode ?? 'non renseigné'}`,
        contract
          ? // R. 3243-1, 3°: the branch agreement that applies to the employee, or that none does.
            `Convention collective : ${employer.collectiveAgreement ?? 'aucune convention collective applicable'}`
          : // R. 3243-1, 3°: a mandate is not an employment contract; no branch agreement, paid leave or notice applies to it.
            'Convention collective : aucune (mandat social, sans contrat de travail)',
      ],
    },
    employee: {
      name: employee.name,
      lines: contract
        ? [
            // R. 3243-1, 4°: the job and its place in the classification (cadre or not, for the retraite complémentaire).
            `Emploi : ${employee.position}`,
            `Salarié ${EMPLOYEE_STATUS_LABELS[contract.status].toLowerCase()} — ${CONTRACT_TYPE_LABELS[contract.contractType]} depuis le ${formatFrenchDate(contract.contractStart)}`,
            'Régime général de la Sécurité sociale',
          ]
        : [
            `Emploi : ${employee.position}`,
            `Mandataire social assimilé salarié — ${USER_STATUS_LABELS[employee.status]}`,
            'Régime général de la Sécurité sociale (CSS, art. L. 311-3)',
          ],
    },
    period: [
      `Période du 1er au ${lastDay} ${month} ${payslip.year}`,
      contract
        ? // R. 3243-1, 4° and 5°: the hours the pay is for and their rate; the working time's share of full time.
          `Base de calcul : ${formatHoursAndRate(basePayCents(payslip), contract.workingTimeRatio)}${contract.workingTimeRatio < 1 ? ` (temps partiel, ${hoursFormat.format(contract.workingTimeRatio * 100).replace(/,00$/, '')} % du temps plein)` : ' (temps plein, 35 heures par semaine)'}`
        : 'Base de calcul : rémunération du mandat, sans référence à une durée du travail',
      `Date de paiement : ${payslip.paymentDate ? formatFrenchDate(payslip.paymentDate) : 'non renseignée'}`,
      ...(payslip.calculation && payslip.pasRateType
        ? [
            `Prélèvement à la source : ${PAS_RATE_TYPE_WORDING[payslip.pasRateType]}, ${formatViewRate(payslip.calculation.pasRatePercent)}`,
          ]
        : []),
      `${draft ? 'Brouillon établi le' : 'Émis le'} ${formatFrenchDate(payslip.issuedOn)}`,
      `État : ${PAYSLIP_STATUS_LABELS[payslip.status]}`,
    ],
    detailed: payslip.calculation !== null,
    rows: tableRows(payslip),
    summary: summaryLines(payslip),
    yearToDate: {
      heading:
        payslip.month === 1
          ? `Cumuls de janvier ${payslip.year}`
          : `Cumuls de janvier à ${month} ${payslip.year}`,
      rows: [
        { label: 'Rémunération brute', amountCents: yearToDate.grossSalaryCents },
        { label: 'Net imposable', amountCents: yearToDate.netTaxableCents },
        { label: 'Impôt sur le revenu prélevé à la source', amountCents: yearToDate.pasCents },
      ],
      notes: ytdNotes,
    },
    mentions: [...PAYSLIP_MENTIONS],
    notes,
  };
}
