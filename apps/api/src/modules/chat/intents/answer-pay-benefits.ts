/**
 * The figures of pay beyond the salary, from `@dirigeo/payroll-calc`'s rates of the year (the ones
 * our payslips read): what dividends leave after the flat tax, the exempt share of a meal voucher,
 * a company car's benefit in kind. Each answer links the article or the text that explains it.
 */
import {
  applyPayElements,
  companyCarMonthlyCents,
  computeDividendsFlatTax,
  isSupportedYear,
  kilometricAllowanceCents,
  mealBenefitCents,
  mealVoucherExemption,
  type SupportedYear,
  supportedYears,
} from '@dirigeo/payroll-calc';
import { link } from '../compose-answer.ts';
import { articleHref, euros } from './answer-calculation.ts';
import type { PayBenefitQuestion } from './pay-benefit-questions.ts';

const NBSP = '\u00a0';
export const DIVIDENDS_ARTICLE_HREF = '/blog/dividendes-sas-flat-tax';
export const BENEFITS_IN_KIND_ARTICLE_HREF = '/blog/avantages-en-nature-dirigeant';
export const EXPENSES_ARTICLE_HREF = '/blog/frais-professionnels-dirigeant';

function percent(value: number): string {
  return `${String(value).replace('.', ',')}${NBSP}%`;
}

/**
 * The year whose rates answer: the one named when our rates hold it, else today's. A later year than
 * today's is answered with its rates as known today (a law may change them), and says so.
 */
function ratesYear(named: number | null, today: Date): { year: SupportedYear; note: string } {
  const current = today.getUTCFullYear();
  const wanted = named ?? current;
  // The year named, else today's, else the latest our rates hold.
  const latest = supportedYears[supportedYears.length - 1] as SupportedYear;
  const year = isSupportedYear(wanted) ? wanted : isSupportedYear(current) ? current : latest;
  const note =
    named !== null && named !== year
      ? `<p>Nos barèmes ne couvrent pas ${named}${NBSP}: voici ceux de ${year}.</p>`
      : year > current
        ? `<p>Ce sont les taux connus aujourd’hui pour ${year}${NBSP}: une loi de finances ou de financement de la sécurité sociale peut les changer d’ici là.</p>`
        : '';
  return { year, note };
}

function dividends(grossCents: number, named: number | null, today: Date): string {
  const { year, note } = ratesYear(named, today);
  const tax = computeDividendsFlatTax(year, grossCents);
  return (
    `<p>Pour <strong>${euros(grossCents)}</strong> de dividendes versés en ${year}, au prélèvement forfaitaire unique (la «${NBSP}flat tax${NBSP}») de ${percent(tax.flatTaxPercent)}${NBSP}: ` +
    `prélèvements sociaux de ${percent(tax.socialLeviesPercent)}, soit ${euros(tax.socialLeviesCents)}, et impôt sur le revenu de ${percent(tax.incomeTaxPercent)}, soit ${euros(tax.incomeTaxCents)}. ` +
    `Il vous reste <strong>${euros(tax.netCents)}</strong>.</p>` +
    note +
    `<p>La société verse le dividende net des prélèvements sociaux et de l’acompte d’impôt de ${percent(tax.incomeTaxPercent)} (article 117 quater du Code général des impôts), imputé sur l’impôt de l’année suivante${NBSP}; vous pouvez en être dispensé si le revenu fiscal de référence de l’avant-dernière année est inférieur à 50${NBSP}000${NBSP}€ (75${NBSP}000${NBSP}€ pour un couple), sur demande remise à la société avant le 30${NBSP}novembre de l’année précédant le versement.</p>` +
    `<p>L’option pour le barème progressif, avec un abattement de 40${NBSP}%, peut être plus avantageuse si votre taux marginal est de 0 ou 11${NBSP}%${NBSP}: ${link(DIVIDENDS_ARTICLE_HREF, 'notre article sur les dividendes en SAS')} compare les deux.</p>`
  );
}

function mealVouchers(named: number | null, today: Date): string {
  const { year, note } = ratesYear(named, today);
  const exemption = mealVoucherExemption(year);
  // The voucher's value whose employer's share, at the highest and the lowest share allowed, is the cap.
  const atMaxShare = Math.round((exemption.capCents * 100) / exemption.maxSharePercent);
  const atMinShare = Math.round((exemption.capCents * 100) / exemption.minSharePercent);
  return (
    `<p>En ${year}, la part patronale des titres-restaurant est exonérée de cotisations sociales et d’impôt sur le revenu dans la limite de <strong>${euros(exemption.capCents)}</strong> par titre, à condition d’être comprise entre ${exemption.minSharePercent}${NBSP}% et ${exemption.maxSharePercent}${NBSP}% de la valeur du titre (article 81, 19° du Code général des impôts${NBSP}; Urssaf, «${NBSP}Titres-restaurant${NBSP}»).</p>` +
    note +
    `<p>Pour que toute la part patronale soit exonérée, le titre vaut donc au plus ${euros(atMaxShare)} avec une part patronale de ${exemption.maxSharePercent}${NBSP}%, ou ${euros(atMinShare)} avec une part de ${exemption.minSharePercent}${NBSP}%. Au-delà de la limite, ou hors de ces proportions, la part patronale est soumise aux cotisations comme un salaire.</p>` +
    `<p>Les règles d’émission et d’utilisation des titres sont dans le Code du travail (${link(articleHref('L3262-1'), 'article L3262-1')} et suivants).</p>`
  );
}

/**
 * A voucher told with its value and share: the employer's share, its exempt part and the part subject
 * to contributions, per voucher and for the month's vouchers, as `applyPayElements` puts them on a payslip.
 */
function voucherCase(
  voucher: NonNullable<Extract<PayBenefitQuestion, { kind: 'meal-vouchers' }>['voucher']>,
  named: number | null,
  today: Date,
): string {
  const { year } = ratesYear(named, today);
  const { faceValueCents, employerSharePercent, monthlyCount } = voucher;
  const exemption = mealVoucherExemption(year);
  const effect = (count: number) =>
    applyPayElements(year, [{ kind: 'titres-restaurant', count, faceValueCents, employerSharePercent }], 0);
  const subjectOf = (count: number) =>
    effect(count).lines.find((line) => line.treatment === 'avantage-en-nature')?.amountCents ?? 0;
  const employeeOf = (count: number) =>
    effect(count).lines.find((line) => line.treatment === 'retenue')?.amountCents ?? 0;
  const employerPer = faceValueCents - employeeOf(1);
  const subjectPer = subjectOf(1);
  const exemptPer = employerPer - subjectPer;
  const month =
    monthlyCount === null
      ? ''
      : ` Pour ${monthlyCount}${NBSP}titres par mois, la part patronale soumise est de <strong>${euros(subjectOf(monthlyCount))}</strong> par mois, et la part salariale retenue sur le net de ${euros(employeeOf(monthlyCount))}.`;
  return (
    `<p>Pour un titre de ${euros(faceValueCents)} pris en charge à ${percent(employerSharePercent)} (${euros(employerPer)} par titre), ` +
    (subjectPer === 0
      ? `toute la part patronale est exonérée.${month}</p>`
      : exemptPer === 0
        ? `la part patronale n’est pas exonérée${NBSP}: hors de la fourchette de ${percent(exemption.minSharePercent)} à ${percent(exemption.maxSharePercent)} de la valeur du titre, elle est entièrement soumise aux cotisations, soit <strong>${euros(subjectPer)}</strong> par titre.${month}</p>`
        : `<strong>${euros(exemptPer)}</strong> ${exemptPer < 200 ? 'est exonéré' : 'sont exonérés'} et <strong>${euros(subjectPer)}</strong> par titre ${subjectPer < 200 ? 'est soumis' : 'sont soumis'} aux cotisations comme un salaire.${month}</p>`)
  );
}

function companyCar(question: Extract<PayBenefitQuestion, { kind: 'company-car' }>, today: Date): string {
  const { year, note } = ratesYear(question.year, today);
  const monthly = (fuelPaid: boolean) =>
    companyCarMonthlyCents(year, {
      kind: 'vehicule',
      holding: 'achete',
      costCents: question.costCents,
      olderThanFiveYears: question.olderThanFiveYears,
      fuelPaid,
      electric: question.electric,
    });
  // The flat annual share of the price (before an electric car's abatement), as the rates hold it.
  const shareOf = (fuelPaid: boolean) =>
    question.electric ? null : Math.round((monthly(fuelPaid) * 12 * 100) / question.costCents);
  const described = `une voiture achetée ${euros(question.costCents)} TTC${question.olderThanFiveYears ? ', de plus de 5 ans' : ', de moins de 5 ans'}${question.electric ? ', électrique' : ''}`;
  const valued = (fuelPaid: boolean) => {
    const share = shareOf(fuelPaid);
    return `${share === null ? '' : `${share}${NBSP}% du prix par an, soit `}<strong>${euros(monthly(fuelPaid))}</strong> par mois`;
  };
  const head =
    question.fuelPaid === null
      ? `<p>Pour ${described}, l’avantage en nature évalué au forfait est de ${valued(false)} si vous payez le carburant, et de ${valued(true)} si la société le paie.</p>`
      : `<p>Pour ${described}, dont ${question.fuelPaid ? 'la société paie' : 'vous payez'} le carburant, l’avantage en nature évalué au forfait est de ${valued(question.fuelPaid)}.</p>`;
  return (
    head +
    note +
    `<p>Ce sont les forfaits de l’arrêté du 25 février 2025 pour les véhicules mis à disposition depuis le 1er${NBSP}février 2025${question.electric ? ', après l’abattement des véhicules électriques' : ''}. L’avantage s’ajoute au salaire brut, supporte les cotisations et l’impôt, puis se déduit du net à payer${NBSP}; l’évaluation aux dépenses réelles (kilomètres privés) reste possible. Détails dans ${link(BENEFITS_IN_KIND_ARTICLE_HREF, 'notre article sur les avantages en nature du dirigeant')}.</p>`
  );
}

/**
 * The kilometric allowance of the distance told at the year's barème for cars (payroll-calc's
 * `kilometricAllowanceCents`), for the horsepower told, or for each one when it is not.
 */
function kilometric(question: Extract<PayBenefitQuestion, { kind: 'kilometric' }>, today: Date): string {
  const { year, note } = ratesYear(question.year, today);
  const allowance = (horsepower: number) =>
    kilometricAllowanceCents(year, { km: question.km, horsepower, electric: question.electric });
  const distance = `${new Intl.NumberFormat('fr-FR').format(question.km)}${NBSP}km`;
  const car = question.electric ? ' électrique' : '';
  const head =
    question.horsepower === null
      ? `<p>Pour ${distance} professionnels parcourus avec votre voiture personnelle${car}, au barème kilométrique applicable en ${year}, selon sa puissance fiscale${NBSP}: ${[
          3, 4, 5, 6, 7,
        ]
          .map(
            (cv) =>
              `${cv === 3 ? '3\u00a0CV et moins' : cv === 7 ? '7\u00a0CV et plus' : `${cv}\u00a0CV`}${NBSP}: ${euros(allowance(cv))}`,
          )
          .join(`${NBSP}; `)}.</p>`
      : `<p>Pour ${distance} professionnels parcourus avec une voiture personnelle${car} de ${question.horsepower}${NBSP}CV, le barème kilométrique applicable en ${year} donne <strong>${euros(allowance(question.horsepower))}</strong>.</p>`;
  return (
    head +
    note +
    `<p>Le barème s’applique à la distance de l’année${NBSP}: si d’autres kilomètres ont déjà été remboursés cette année, la tranche peut changer (au-delà de 5${NBSP}000${NBSP}km). ${question.electric ? 'Le barème est majoré de 20\u00a0% pour une voiture électrique. ' : ''}Ces indemnités ne supportent ni cotisations ni impôt si les kilomètres sont professionnels et justifiés (un relevé des déplacements), hors trajets entre le domicile et le lieu de travail habituel. Détails dans ${link(EXPENSES_ARTICLE_HREF, 'notre article sur les frais professionnels du dirigeant')}.</p>`
  );
}

/** A meal the company provides: its flat value as a benefit in kind, from the year's rates. */
function mealBenefit(named: number | null, meals: number | null, today: Date): string {
  const { year, note } = ratesYear(named, today);
  const perMeal = mealBenefitCents(year);
  return (
    `<p>En ${year}, un repas fourni gratuitement par la société est un avantage en nature évalué forfaitairement à <strong>${euros(perMeal)}</strong> par repas, pour un dirigeant assimilé salarié (président de SAS, gérant minoritaire) comme pour un salarié (Urssaf, «${NBSP}Avantages en nature${NBSP}»). Il s’ajoute au brut, supporte les cotisations et l’impôt sur le revenu, puis est retiré du net à payer${NBSP}: c’est la ligne «${NBSP}avantage en nature repas${NBSP}» du bulletin.</p>` +
    (meals === null
      ? ''
      : `<p>Pour ${meals}${NBSP}repas dans le mois${NBSP}: ${meals} × ${euros(perMeal)} = <strong>${euros(meals * perMeal)}</strong> à porter sur le bulletin du mois.</p>`) +
    note +
    `<p>Dans les hôtels, cafés et restaurants, les repas des salariés suivent une évaluation propre au secteur (le minimum garanti). Un repas d’affaires avec un client n’est pas un avantage en nature mais une dépense professionnelle. Détails dans ${link(BENEFITS_IN_KIND_ARTICLE_HREF, 'notre article sur les avantages en nature du dirigeant')}.</p>`
  );
}

/** The answer to a question on dividends, meal vouchers, a company car or kilometres, with `today`'s rates by default. */
export function answerPayBenefit(question: PayBenefitQuestion, today: Date): string {
  switch (question.kind) {
    case 'dividends':
      return dividends(question.grossCents, question.year, today);
    case 'meal-vouchers':
      return (
        (question.voucher ? voucherCase(question.voucher, question.year, today) : '') +
        mealVouchers(question.year, today)
      );
    case 'meal-benefit':
      return mealBenefit(question.year, question.meals, today);
    case 'company-car':
      return companyCar(question, today);
    case 'kilometric':
      return kilometric(question, today);
  }
}
