import { CARS_FROM_FEBRUARY_2025, KILOMETRIC_CARS_2023 } from './pay-elements-shared.ts';
import type { YearRates } from './year-rates.ts';

/**
 * Figures for pay periods from 1 January to 31 December 2025, mainland France (régime général, outside
 * Alsace-Moselle). Checked against the rules behind mon-entreprise.urssaf.fr: modele-social 11.1.0 for the
 * officer, modele-social 10.0.0 (the last release with the 2025 rules of the employee's reductions) for the
 * employee, and against the texts cited.
 */
export const rates2025: YearRates = {
  year: 2025,
  // Every figure of the year is published.
  provisional: [],

  // CSS art. D242-17; arrêté fixing the plafond for 2025 (JO, December 2024); BOSS communiqué of 4 Nov. 2024.
  pmssCents: 392_500,

  // CSS art. D242-3: 13 % employer, no employee share since 1 January 2018 (décret n° 2017-1891).
  maladieEmployerPercent: 13,
  // ANI du 17 novembre 2017 relatif à la prévoyance des cadres (ex-article 7 of the CCN of 14 March 1947).
  prevoyanceCadreEmployerPercent: 1.5,

  // Arrêté du 29 avril 2025 (tarification AT/MP 2025), art. 2; the 2024 rate (arrêté du 27 décembre 2023,
  // art. 2) applied from January to April 2025 and was the same.
  atmpAveragePercent: 2.12,

  // CSS art. D242-4.
  vieillessePlafonneeEmployeePercent: 6.9,
  vieillessePlafonneeEmployerPercent: 8.55,
  // CSS art. D242-4: employer rate 2,02 % since 1 January 2024.
  vieillesseDeplafonneeEmployeePercent: 0.4,
  vieillesseDeplafonneeEmployerPercent: 2.02,

  // ANI du 17 novembre 2017 (régime Agirc-Arrco), rates unchanged since 1 January 2019; Agirc-Arrco,
  // « Calculer les cotisations de retraite complémentaire ».
  agircArrcoT1EmployeePercent: 3.15,
  agircArrcoT1EmployerPercent: 4.72,
  agircArrcoT2EmployeePercent: 8.64,
  agircArrcoT2EmployerPercent: 12.95,
  cegT1EmployeePercent: 0.86,
  cegT1EmployerPercent: 1.29,
  cegT2EmployeePercent: 1.08,
  cegT2EmployerPercent: 1.62,
  cetEmployeePercent: 0.14,
  cetEmployerPercent: 0.21,
  tranche2CeilingPmss: 8,

  // CSS art. D241-3-1 (taux plein; the reduced rate below is an employee's, never an officer's).
  allocationsFamilialesPercent: 5.25,

  // ANI du 12 juillet 2011 relatif à l'Apec; collected by Agirc-Arrco on the pay up to 4 PMSS.
  apecEmployeePercent: 0.024,
  apecEmployerPercent: 0.036,
  apecCeilingPmss: 4,

  // CASF art. L14-10-4.
  csaPercent: 0.3,
  // CCH art. L813-4 (CSS art. L834-1 until 2019): 0,10 % on tranche 1 below 50 staff, 0,50 % on the whole pay from 50.
  fnalReducedPercent: 0.1,
  fnalFullPercent: 0.5,
  fnalFullRateHeadcount: 50,
  // Code du travail art. L6331-1 (below 11 staff) and L6331-3 (from 11 staff).
  formationReducedPercent: 0.55,
  formationFullPercent: 1,
  formationFullRateHeadcount: 11,
  // Code du travail art. L6241-2: 0,68 %, of which the solde 0,09 %.
  taxeApprentissagePrincipalePercent: 0.59,
  taxeApprentissageSoldePercent: 0.09,
  // Code du travail art. L6242-1 to L6242-3: from 250 staff, under 1 % of work-study students.
  contributionSupplementaireApprentissagePercent: 0.4,
  contributionSupplementaireMajoreePercent: 0.6,
  contributionSupplementaireHeadcount: 250,
  contributionSupplementaireMajoreeHeadcount: 2000,
  // Code de la construction et de l'habitation art. L313-1: 0,45 % from 50 staff.
  peecPercent: 0.45,
  peecHeadcount: 50,
  // CGCT art. L2333-64: employers of 11 staff or more, at the rate of the transport authority.
  versementMobiliteHeadcount: 11,
  // CSS art. L137-15 and L137-16: 8 % on prévoyance contributions, employers of 11 staff or more.
  forfaitSocialPrevoyancePercent: 8,
  forfaitSocialHeadcount: 11,

  // CSS art. L136-8 (CSG 9,2 %, of which 6,8 % deductible: CGI art. 154 quinquies); ordonnance n° 96-50,
  // art. 14 and 19 (CRDS 0,5 %).
  csgDeductiblePercent: 6.8,
  csgNonDeductiblePercent: 2.4,
  crdsPercent: 0.5,
  // CSS art. L136-1-1 III: abattement de 1,75 % on the pay up to 4 PASS.
  csgAbattementPercent: 1.75,
  csgAbattementCeilingPmss: 4,

  // CSS art. L242-1 II 4° and D242-1: employer prévoyance excluded up to 6 % PASS + 1,5 % of pay, max 12 % PASS.
  prevoyanceSocialLimitPmssPercent: 6,
  prevoyanceSocialLimitGrossPercent: 1.5,
  prevoyanceSocialLimitCapPmssPercent: 12,
  // CGI art. 83 1° quater: deductible up to 5 % PASS + 2 % of pay, max 2 % of 8 PASS.
  prevoyanceTaxLimitPmssPercent: 5,
  prevoyanceTaxLimitGrossPercent: 2,
  prevoyanceTaxLimitCapPmssPercent: 16,

  // Employees only.

  // Décret n° 2024-951 du 23 octobre 2024, art. 1: 11,88 € from 1 November 2024, unchanged until the
  // décret n° 2025-1228 du 17 décembre 2025 (12,02 € from 1 January 2026).
  smicHourlyCentsByMonth: [{ fromMonth: 1, value: 1_188 }],
  // CSS art. D241-7 IV: the SMIC calculé pour un an is 1 820 times the SMIC horaire (35 h × 52 weeks).
  smicAnnualHours: 1_820,
  // CSS art. L241-2-1 and L241-6-1 as amended by loi n° 2025-199 du 28 février 2025 (LFSS 2025), art. 18,
  // and décret n° 2025-318 du 4 avril 2025: maladie 7 % (13 % less 6 points) on pay not exceeding 2,25 SMIC,
  // allocations familiales 3,45 % (5,25 % less 1,8 point) on pay not exceeding 3,3 SMIC, the SMIC being the
  // one in force on 1 January 2025 (11,88 €).
  maladieReducedEmployer: { percent: 7, ceilingSmic: 2.25, smicHourlyCents: 1_188 },
  allocationsFamilialesReduced: { percent: 3.45, ceilingSmic: 3.3, smicHourlyCents: 1_188 },
  // Convention d'assurance chômage approved by arrêté du 19 décembre 2024: 4,05 % until 30 April 2025, then
  // 4,00 % (end of the 0,05 % contribution exceptionnelle temporaire); on the pay up to 4 PMSS (Code du
  // travail art. L5422-9, the plafond of the Unédic rules).
  chomageEmployerPercentByMonth: [
    { fromMonth: 1, value: 4.05 },
    { fromMonth: 5, value: 4 },
  ],
  // Code du travail art. L3253-18 (same base as the assurance chômage); rate set by the AGS board, 0,25 %
  // since 1 July 2024.
  agsEmployerPercent: 0.25,
  chomageCeilingPmss: 4,
  // Code du travail art. L2135-15-1 (ex-L2135-10) and D2135-34: 0,016 %.
  dialogueSocialPercent: 0.016,
  // CSS art. L241-13 and D241-7 as in force in 2025 (décret n° 2025-318 du 4 avril 2025): coefficient =
  // (T / 0,6) × (1,6 × SMIC / rémunération − 1), rounded to 4 decimals, nil from 1,6 SMIC, the SMIC being the
  // one in force on 1 January 2025. T is the sum of the employer rates of its perimeter (maladie and famille at
  // their reduced rates, vieillesse, CSA, Fnal, chômage, Agirc-Arrco and CEG tranche 1) and of the AT/MP part,
  // capped by CSS art. D241-2-4 at 0,46 % until 30 April 2025 and 0,50 % from 1 May 2025: T = 0,3194 (Fnal
  // 0,10 %) or 0,3234 (Fnal 0,50 %) until April, 0,3193 or 0,3233 from May.
  // Pay elements. Avantage nourriture 5,45 € per meal in 2025 (arrêté du 10 décembre 2002 art. 1,
  // revalued on 1 January; Urssaf « Avantages en nature » 2025). Logement: the 2025 barème is not held
  // here (housingBenefit null: a 2025 housing benefit is taken at its real value). Titres-restaurant:
  // exempt employer share up to 7,26 € per voucher (loi de finances pour 2025, CGI art. 81 19°).
  payElements: {
    ...CARS_FROM_FEBRUARY_2025,
    mealBenefitCents: 545,
    housingBenefit: null,
    mealVoucherExemptCapCents: 726,
    kilometricCars: KILOMETRIC_CARS_2023,
  },
  generalReduction: {
    kind: 'reduction-generale',
    exitSmic: 1.6,
    tDivisor: 0.6,
    smicHourlyCents: 1_188,
    atmpPartPercentByMonth: [
      { fromMonth: 1, value: 0.46 },
      { fromMonth: 5, value: 0.5 },
    ],
  },
  // CGI art. 200 A (12,8 %) and the prélèvements sociaux on capital income: CSG 9,2 %, CRDS 0,5 %,
  // prélèvement de solidarité 7,5 % (CSS art. L136-6, L136-7; CGI art. 235 ter): 17,2 %, a PFU of 30 %.
  dividendTaxation: { incomeTaxPercent: 12.8, socialLeviesPercent: 17.2 },
};
