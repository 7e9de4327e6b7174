import {
  type ExactChargesSimulation,
  exactSimulationGapOf,
  groupPayslipLinesByRisk,
  type SocialChargesSimulation,
  simulateExactCharges,
  simulateSocialCharges,
} from '@dirigeo/payroll-calc';
import type { ChargesSimulationQuery } from '@dirigeo/schemas';
import {
  companySizeLabels,
  contractTypeCaveat,
  contractTypeLabels,
  exactRatesSources,
  exactRegimeExplanations,
  exactRegimeLabels,
  exactSimulationGapTexts,
  flatRateExplanation,
  provider,
} from '@dirigeo/site-content';
import {
  CONTENT_WIDTH,
  formatEuros,
  formatLineRate,
  formatOverallRate,
  GREY,
  LIGHT,
  PAGE_BOTTOM,
  PAGE_MARGIN,
  renderPdf,
  Table,
  toWinAnsi,
} from '../../lib/pdf/pdf-layout.ts';

export interface ChargesSimulationPdf {
  bytes: Buffer;
  /** `simulation-charges-sociales-2026-11-22.pdf` */
  fileName: string;
}

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const isoDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' });

function heading(pdf: PDFKit.PDFDocument, text: string): void {
  pdf.moveDown(0.7);
  pdf
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('black')
    .text(text, PAGE_MARGIN, pdf.y, { width: CONTENT_WIDTH });
  pdf.moveDown(0.4);
}

/** Starts a new page unless `height` points still fit on this one: a block is never cut in two. */
function keepTogether(pdf: PDFKit.PDFDocument, height: number): void {
  if (pdf.y + height > PAGE_BOTTOM) pdf.addPage();
}

function note(pdf: PDFKit.PDFDocument, text: string): void {
  pdf.moveDown(0.4);
  pdf.font('Helvetica').fontSize(8);
  keepTogether(pdf, pdf.heightOfString(toWinAnsi(text), { width: CONTENT_WIDTH }));
  pdf.fillColor(GREY).text(toWinAnsi(text), PAGE_MARGIN, pdf.y, { width: CONTENT_WIDTH });
  pdf.fillColor('black');
}

function flatSection(pdf: PDFKit.PDFDocument, flat: SocialChargesSimulation): void {
  heading(pdf, 'Estimation à taux forfaitaires');
  const table = new Table(pdf, [
    { width: 275, align: 'left' },
    { width: 120, align: 'right' },
    { width: 120, align: 'right' },
  ]);
  table.row(['', 'Taux', 'Montant mensuel'], { bold: true, fill: LIGHT, padding: 2.5 });
  table.row(['Salaire brut', '', formatEuros(flat.grossCents)], { padding: 2.5 });
  table.row(
    [
      'Charges patronales',
      formatOverallRate(flat.employerRatePercent),
      formatEuros(flat.employerChargesCents),
    ],
    { padding: 2.5 },
  );
  table.row(
    [
      'Charges salariales',
      formatOverallRate(flat.employeeRatePercent),
      formatEuros(flat.employeeChargesCents),
    ],
    { padding: 2.5 },
  );
  table.rule();
  table.row(['Salaire net', '', formatEuros(flat.netCents)], { bold: true, padding: 2.5 });
  table.row(['Coût total employeur', '', formatEuros(flat.totalCostCents)], { bold: true, padding: 2.5 });
  note(pdf, flatRateExplanation);
}

function exactSection(pdf: PDFKit.PDFDocument, exact: ExactChargesSimulation): void {
  const { payslip } = exact;
  heading(pdf, `Calcul exact : ${exactRegimeLabels[exact.regime] ?? exact.regime}, taux ${exact.year}`);
  // A wide first column: the long labels (« CSG/CRDS non déductible de l'impôt sur le revenu ») on one
  // line each, so that the whole simulation, every regime and size, fits on one A4 page.
  const table = new Table(pdf, [
    { width: 205, align: 'left' },
    { width: 62, align: 'right' },
    { width: 44, align: 'right' },
    { width: 66, align: 'right' },
    { width: 44, align: 'right' },
    { width: 94, align: 'right' },
  ]);
  table.row(['Cotisations', 'Base', 'Taux sal.', 'Part salariale', 'Taux pat.', 'Part patronale'], {
    bold: true,
    fill: LIGHT,
    padding: 2.5,
  });
  table.row(['Salaire brut', '', '', formatEuros(payslip.grossCents), '', ''], { bold: true, padding: 2 });
  for (const { risk, lines } of groupPayslipLinesByRisk(payslip.lines)) {
    table.row([risk.toUpperCase()], { bold: true, size: 7.5, span: true, padding: 2 });
    for (const line of lines) {
      table.row(
        [
          line.label,
          formatEuros(line.baseCents),
          formatLineRate(line.employeeRatePercent),
          line.employeeAmountCents ? formatEuros(line.employeeAmountCents) : '',
          formatLineRate(line.employerRatePercent),
          line.employerAmountCents ? formatEuros(line.employerAmountCents) : '',
        ],
        // Compact rows: the detail of every regime fits on the page with the rest of the simulation.
        { size: 8, padding: 1.25 },
      );
    }
  }
  table.rule();
  table.row(
    [
      'Total des cotisations',
      '',
      '',
      formatEuros(payslip.employeeContributions),
      '',
      formatEuros(payslip.employerContributions),
    ],
    { bold: true },
  );
  table.row(['Salaire net avant impôt', '', '', formatEuros(payslip.netBeforeTax), '', ''], { bold: true });
  table.row(['Coût total employeur', '', '', '', '', formatEuros(payslip.employerCost)], { bold: true });
  note(
    pdf,
    `Plafond mensuel de la Sécurité sociale ${payslip.year} : ${formatEuros(payslip.pmssCents)} ; taux AT/MP : ${formatLineRate(payslip.atmpRatePercent)} ; effectif retenu : ${exact.headcount} salarié${exact.headcount > 1 ? 's' : ''}.` +
      (exact.ratesFromEarlierYear
        ? ` Les taux de l'année en cours ne sont pas encore publiés : ceux de ${exact.year} sont appliqués.`
        : ''),
  );
  note(pdf, exactRatesSources);
}

/**
 * The PDF of a social-charges simulation (spec 001 §2, 'Télécharger PDF'): the spec's flat-rate
 * estimate and, beside it, the exact computation of the regime chosen, with the date and every rate
 * applied. Computed again here from what the page had on screen: the same functions give the same
 * figures.
 */
export async function buildChargesSimulationPdf(
  query: ChargesSimulationQuery,
  now: Date = new Date(),
): Promise<ChargesSimulationPdf> {
  const flat = simulateSocialCharges({ grossCents: query.grossSalary, companySize: query.companySize });
  // An intern or an apprentice: the exact mode does not compute them, and the PDF says why instead.
  const gap = exactSimulationGapOf(query.contractType);
  const exact =
    gap === null
      ? simulateExactCharges({
          contractType: query.contractType,
          regime: query.regime,
          grossCents: query.grossSalary,
          companySize: query.companySize,
          on: now,
        })
      : null;
  const bytes = await renderPdf(
    { Title: 'Simulation de charges sociales', Author: provider.brand },
    (pdf) => {
      pdf
        .font('Helvetica-Bold')
        .fontSize(18)
        .text('Simulation de charges sociales', PAGE_MARGIN, PAGE_MARGIN);
      pdf.font('Helvetica').fontSize(9).fillColor(GREY);
      pdf.text(`Établie le ${longDate.format(now)} avec le simulateur de ${provider.brand}`);
      pdf.fillColor('black').moveDown(0.5);
      const inputs = new Table(pdf, [
        { width: 200, align: 'left' },
        { width: 315, align: 'left' },
      ]);
      inputs.row(['Salaire brut mensuel', formatEuros(query.grossSalary)], { size: 9, padding: 2 });
      inputs.row(['Type de contrat', contractTypeLabels[query.contractType] ?? query.contractType], {
        size: 9.5,
      });
      inputs.row(["Taille de l'entreprise", companySizeLabels[query.companySize] ?? query.companySize], {
        size: 9.5,
      });

      flatSection(pdf, flat);
      if (query.contractType === 'stage' || query.contractType === 'apprenti') note(pdf, contractTypeCaveat);
      if (exact === null) {
        heading(pdf, 'Calcul exact');
        pdf
          .font('Helvetica')
          .fontSize(9)
          .text(toWinAnsi(gap === null ? '' : exactSimulationGapTexts[gap]), { width: CONTENT_WIDTH });
      } else {
        exactSection(pdf, exact);

        // The explanation, its figure and the closing note go together: on this page, or whole on the next.
        const explanation = toWinAnsi(exactRegimeExplanations[exact.regime] ?? '');
        pdf.font('Helvetica').fontSize(9);
        keepTogether(pdf, 60 + pdf.heightOfString(explanation, { width: CONTENT_WIDTH }));
        heading(pdf, 'Pourquoi les deux résultats diffèrent');
        pdf
          .font('Helvetica')
          .fontSize(9)
          .text(toWinAnsi(exactRegimeExplanations[exact.regime] ?? ''), {
            width: CONTENT_WIDTH,
          });
        const difference = exact.payslip.employerCost - flat.totalCostCents;
        pdf
          .moveDown(0.4)
          .text(
            toWinAnsi(
              `Écart de coût total employeur : ${difference >= 0 ? '+' : '−'} ${formatEuros(Math.abs(difference))} par mois pour le calcul exact.`,
            ),
            { width: CONTENT_WIDTH },
          );
      }
      note(
        pdf,
        `Simulation indicative, qui ne remplace ni un bulletin de paie ni un conseil personnalisé. ${provider.legalName}, ${provider.contactEmail}.`,
      );
    },
  );
  return { bytes, fileName: `simulation-charges-sociales-${isoDate.format(now)}.pdf` };
}
