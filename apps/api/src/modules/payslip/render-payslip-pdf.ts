import { groupPayslipLinesByRisk } from '@dirigeo/payroll-calc';
import {
  formatPeriod,
  type PayslipCalculation,
  type PayslipStatus,
  USER_STATUS_LABELS,
  type UserStatus,
} from '@dirigeo/schemas';
import {
  CONTENT_WIDTH,
  formatEuros,
  formatLineRate,
  formatOverallRate,
  GREY,
  LIGHT,
  PAGE_MARGIN,
  renderPdf,
  Table,
} from '../../lib/pdf/pdf-layout.ts';

/** Everything printed on a payslip, amounts in integer cents. */
export interface PayslipPdfView {
  month: number;
  year: number;
  status: PayslipStatus;
  issuedAt: Date;
  employer: { name: string; siret: string | null };
  employee: { name: string; position: string; status: UserStatus };
  grossSalaryCents: number;
  socialContributionsCents: number;
  otherDeductionsCents: number;
  otherAdditionsCents: number;
  netSalaryCents: number;
  /** Totals of the year up to this month, this one included. */
  yearToDate: { grossSalaryCents: number; netTaxableCents: number };
  /** Lines computed by @dirigeo/payroll-calc, when the payslip was computed. */
  calculation: PayslipCalculation | null;
}

/**
 * The mention the bulletin must carry (Code du travail, art. R. 3243-2), and the employer's own
 * retention duty (art. L. 3243-4).
 */
export const RETENTION_NOTE =
  "Dans l'intérêt du salarié, ce bulletin de paie est à conserver sans limitation de durée " +
  '(article R. 3243-2 du Code du travail). L’employeur en conserve un double pendant cinq ans ' +
  '(article L. 3243-4 du Code du travail).';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

function formatSiret(siret: string | null): string {
  if (!siret) return 'non renseigné';
  return siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4');
}

function header(pdf: PDFKit.PDFDocument, view: PayslipPdfView): void {
  const top = PAGE_MARGIN;
  pdf.font('Helvetica-Bold').fontSize(11).text(view.employer.name, PAGE_MARGIN, top, { width: 260 });
  pdf.font('Helvetica').fontSize(9).fillColor(GREY);
  pdf.text(`SIRET : ${formatSiret(view.employer.siret)}`, { width: 260 });
  pdf.fillColor('black');

  const right = PAGE_MARGIN + 280;
  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .text('Bulletin de paie', right, top, { width: 235, align: 'right' });
  pdf
    .font('Helvetica')
    .fontSize(11)
    .text(formatPeriod(view.month, view.year), { width: 235, align: 'right' });
  pdf.fontSize(9).fillColor(GREY);
  pdf.text(`Émis le ${dateFormat.format(view.issuedAt)}`, { width: 235, align: 'right' });
  pdf.fillColor('black');

  const boxTop = top + 70;
  pdf.rect(right, boxTop, 235, 58).lineWidth(0.5).strokeColor('#999999').stroke();
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(view.employee.name, right + 8, boxTop + 8, { width: 219 });
  pdf.font('Helvetica').fontSize(9).text(view.employee.position, { width: 219 });
  pdf.fillColor(GREY).text(`Mandataire social — ${USER_STATUS_LABELS[view.employee.status]}`, { width: 219 });
  pdf.text('Régime général de la Sécurité sociale', { width: 219 });
  pdf.fillColor('black');
  pdf.x = PAGE_MARGIN;
  pdf.y = boxTop + 78;
}

function simpleTable(pdf: PDFKit.PDFDocument, view: PayslipPdfView): void {
  const table = new Table(pdf, [
    { width: 235, align: 'left' },
    { width: 100, align: 'right' },
    { width: 80, align: 'right' },
    { width: 100, align: 'right' },
  ]);
  table.row(['Élément', 'Base', 'Taux', 'Montant'], { bold: true, fill: LIGHT });
  table.row(['Rémunération brute', '', '', formatEuros(view.grossSalaryCents)]);
  const rate =
    view.grossSalaryCents > 0 ? (view.socialContributionsCents / view.grossSalaryCents) * 100 : null;
  table.row([
    'Charges sociales salariales',
    formatEuros(view.grossSalaryCents),
    formatOverallRate(rate),
    `- ${formatEuros(view.socialContributionsCents)}`,
  ]);
  if (view.otherDeductionsCents > 0) {
    table.row(['Autres retenues', '', '', `- ${formatEuros(view.otherDeductionsCents)}`]);
  }
  if (view.otherAdditionsCents > 0) {
    table.row(['Autres ajouts', '', '', formatEuros(view.otherAdditionsCents)]);
  }
  table.rule();
  pdf.moveDown(0.3);
  table.row(['NET À PAYER', '', '', formatEuros(view.netSalaryCents)], { bold: true, fill: LIGHT, size: 11 });
}

/** The bulletin clarifié layout: contributions grouped by risk, employee and employer parts. */
function detailedTable(
  pdf: PDFKit.PDFDocument,
  view: PayslipPdfView,
  calculation: PayslipCalculation,
): number {
  const table = new Table(pdf, [
    { width: 165, align: 'left' },
    { width: 70, align: 'right' },
    { width: 50, align: 'right' },
    { width: 70, align: 'right' },
    { width: 50, align: 'right' },
    { width: 110, align: 'right' },
  ]);
  table.row(['Éléments de paie', 'Base', 'Taux sal.', 'Part salariale', 'Taux pat.', 'Part patronale'], {
    bold: true,
    fill: LIGHT,
  });
  table.row(['Rémunération brute', '', '', formatEuros(view.grossSalaryCents), '', ''], { bold: true });
  for (const { risk, lines } of groupPayslipLinesByRisk(calculation.lines)) {
    table.row([risk.toUpperCase()], { bold: true, size: 8, span: true });
    for (const line of lines) {
      table.row([
        line.label,
        formatEuros(line.baseCents),
        formatLineRate(line.employeeRatePercent),
        line.employeeAmountCents ? `- ${formatEuros(line.employeeAmountCents)}` : '',
        formatLineRate(line.employerRatePercent),
        line.employerAmountCents ? formatEuros(line.employerAmountCents) : '',
      ]);
    }
  }
  table.rule();
  table.row(
    [
      'Total des cotisations et contributions',
      '',
      '',
      `- ${formatEuros(calculation.employeeContributions)}`,
      '',
      formatEuros(calculation.employerContributions),
    ],
    { bold: true },
  );
  if (view.otherDeductionsCents > 0) {
    table.row(['Autres retenues', '', '', `- ${formatEuros(view.otherDeductionsCents)}`, '', '']);
  }
  if (view.otherAdditionsCents > 0) {
    table.row(['Autres ajouts', '', '', formatEuros(view.otherAdditionsCents), '', '']);
  }
  table.row(['Net à payer avant impôt sur le revenu', '', '', formatEuros(view.netSalaryCents), '', '']);
  table.row(['   dont net imposable', '', '', formatEuros(calculation.netTaxable), '', '']);
  table.row([
    'Impôt prélevé à la source (PAS)',
    formatEuros(calculation.netTaxable),
    formatLineRate(calculation.pasRatePercent),
    `- ${formatEuros(calculation.pasAmount)}`,
    '',
    '',
  ]);
  const netPaid = view.netSalaryCents - calculation.pasAmount;
  pdf.moveDown(0.3);
  table.row(['NET À PAYER', '', '', formatEuros(netPaid), '', ''], { bold: true, fill: LIGHT, size: 11 });
  table.row(['Montant net social', '', '', formatEuros(calculation.netSocial), '', '']);
  table.row(['Coût total pour l’employeur', '', '', '', '', formatEuros(calculation.employerCost)]);
  return netPaid;
}

function totals(pdf: PDFKit.PDFDocument, view: PayslipPdfView): void {
  pdf.moveDown(1);
  const table = new Table(pdf, [
    { width: 235, align: 'left' },
    { width: 140, align: 'right' },
    { width: 140, align: 'right' },
  ]);
  table.row(['Cumuls', 'Brut fiscal', 'Net imposable'], { bold: true, fill: LIGHT });
  table.row([
    `Du 1er janvier à fin ${formatPeriod(view.month, view.year).toLowerCase()}`,
    formatEuros(view.yearToDate.grossSalaryCents),
    formatEuros(view.yearToDate.netTaxableCents),
  ]);
}

function watermark(pdf: PDFKit.PDFDocument): void {
  const range = pdf.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    pdf.switchToPage(page);
    pdf.save();
    pdf.rotate(-35, { origin: [297, 421] });
    pdf.fillColor('#b00020').fillOpacity(0.12).font('Helvetica-Bold').fontSize(100);
    const width = pdf.widthOfString('BROUILLON');
    pdf.text('BROUILLON', 297 - width / 2, 385, { lineBreak: false });
    pdf.restore();
  }
}

/** The payslip as an A4 PDF (built-in Helvetica: WinAnsi covers French accents and €). */
export function renderPayslipPdf(view: PayslipPdfView): Promise<Buffer> {
  const period = formatPeriod(view.month, view.year);
  return renderPdf({ Title: `Bulletin de paie — ${period}`, Author: view.employer.name }, (pdf) => {
    header(pdf, view);
    if (view.calculation) detailedTable(pdf, view, view.calculation);
    else simpleTable(pdf, view);
    totals(pdf, view);

    pdf.moveDown(1.5);
    pdf.font('Helvetica').fontSize(8).fillColor(GREY);
    pdf.text('Statut : Mandataire social — Régime : Régime général', PAGE_MARGIN, pdf.y, {
      width: CONTENT_WIDTH,
    });
    pdf.moveDown(0.5).text(RETENTION_NOTE, { width: CONTENT_WIDTH });
    pdf.fillColor('black');

    if (view.status === 'draft') watermark(pdf);
  });
}
