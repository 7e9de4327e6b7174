import {
  formatProviderAddress,
  formatShareCapital,
  formatSiren,
  provider,
  salesTerms,
} from '@dirigeo/site-content';
import {
  CONTENT_WIDTH,
  formatEuros,
  GREY,
  LIGHT,
  PAGE_MARGIN,
  renderPdf,
  Table,
  toWinAnsi,
} from '../../lib/pdf/pdf-layout.ts';
import type { Invoice } from './invoice.entity.ts';

const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const formatDate = (value: Date) => toWinAnsi(date.format(value));

/**
 * An invoice as French law asks (Code de commerce, art. L441-9 and R123-237; CGI, art. 242 nonies A):
 * its number in the unbroken sequence, its date, the seller (name, legal form, capital, address,
 * SIREN and register, VAT number: `provider.ts`), the buyer (company, SIRET, address), what was sold
 * and its period, the amount excluding tax, the VAT rate and amount, the total, the date of payment,
 * the late-payment penalties and the fixed recovery fee (CGV).
 */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  return renderPdf({ Title: toWinAnsi(`Facture ${invoice.number}`), Author: provider.legalName }, (pdf) => {
    pdf
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor('black')
      .text(toWinAnsi(`Facture n° ${invoice.number}`));
    pdf.font('Helvetica').fontSize(9).fillColor(GREY);
    pdf.text(toWinAnsi(`Date de la facture : ${formatDate(invoice.issuedAt)}`));
    pdf.text(toWinAnsi(`Payée le ${formatDate(invoice.paidAt)}`));
    pdf.moveDown(1);

    const top = pdf.y;
    const half = CONTENT_WIDTH / 2 - 10;
    pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('black')
      .text('Vendeur', PAGE_MARGIN, top, { width: half });
    pdf.font('Helvetica').fontSize(9).fillColor('black');
    for (const line of [
      `${provider.legalName}, ${provider.legalForm}`,
      `au capital de ${formatShareCapital()}`,
      formatProviderAddress(),
      `SIREN ${formatSiren()} — ${provider.registry}`,
      `N° TVA intracommunautaire : ${provider.vatNumber}`,
      provider.contactEmail,
    ]) {
      pdf.text(toWinAnsi(line), { width: half });
    }
    const sellerBottom = pdf.y;
    const buyerX = PAGE_MARGIN + CONTENT_WIDTH / 2 + 10;
    pdf.font('Helvetica-Bold').fontSize(10).text('Client', buyerX, top, { width: half });
    pdf.font('Helvetica').fontSize(9);
    const buyer = [
      invoice.buyerCompany,
      `À l'attention de ${invoice.buyerName}`,
      ...(invoice.buyerAddress ? [invoice.buyerAddress] : []),
      invoice.buyerSiret
        ? `SIRET ${invoice.buyerSiret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')}`
        : 'SIRET non communiqué',
    ];
    for (const line of buyer) pdf.text(toWinAnsi(line), buyerX, pdf.y, { width: half });
    pdf.x = PAGE_MARGIN;
    pdf.y = Math.max(sellerBottom, pdf.y) + 20;

    const table = new Table(pdf, [
      { width: CONTENT_WIDTH - 270, align: 'left' },
      { width: 90, align: 'right' },
      { width: 90, align: 'right' },
      { width: 90, align: 'right' },
    ]);
    table.row(['Désignation', 'Montant HT', `TVA ${invoice.vatRatePercent} %`, 'Montant TTC'], {
      bold: true,
      fill: LIGHT,
    });
    table.row([
      `${invoice.description}, du ${formatDate(invoice.periodStart)} au ${formatDate(invoice.periodEnd)}`,
      formatEuros(invoice.amountExclTaxCents),
      formatEuros(invoice.vatCents),
      formatEuros(invoice.amountInclTaxCents),
    ]);
    table.rule();
    pdf.moveDown(0.5);
    const totals = new Table(pdf, [
      { width: CONTENT_WIDTH - 120, align: 'right' },
      { width: 120, align: 'right' },
    ]);
    totals.row(['Total HT', formatEuros(invoice.amountExclTaxCents)]);
    totals.row([`TVA (${invoice.vatRatePercent} %)`, formatEuros(invoice.vatCents)]);
    totals.row(['Total TTC', formatEuros(invoice.amountInclTaxCents)], { bold: true, fill: LIGHT });
    totals.row(['Déjà payé', formatEuros(invoice.amountInclTaxCents)]);
    totals.row(['Reste à payer', formatEuros(0)], { bold: true });
    pdf.moveDown(1.5);

    pdf.font('Helvetica').fontSize(7.5).fillColor(GREY);
    for (const mention of [
      `Facture acquittée le ${formatDate(invoice.paidAt)}, par le moyen de paiement enregistré (carte bancaire ou prélèvement SEPA). Aucun escompte n'est accordé pour paiement anticipé.`,
      `En cas de retard de paiement, des pénalités sont dues au taux de refinancement le plus récent de la Banque centrale européenne majoré de ${salesTerms.latePenaltyPointsOverEcbRate} points, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de ${salesTerms.lateRecoveryFeeEuros} € (Code de commerce, art. L441-10 et D441-5).`,
      `Abonnement régi par nos conditions générales de vente (dirigeo.fr/cgv) : tacite reconduction, préavis de résiliation de ${salesTerms.monthlyNoticeDays} jours (formule mensuelle) ou ${salesTerms.annualNoticeMonths} mois (formule annuelle).`,
      `${provider.legalName} — ${formatProviderAddress()} — SIREN ${formatSiren()} — ${provider.registry} — TVA ${provider.vatNumber}`,
    ]) {
      pdf.text(toWinAnsi(mention), PAGE_MARGIN, pdf.y, { width: CONTENT_WIDTH });
      pdf.moveDown(0.4);
    }
  });
}
