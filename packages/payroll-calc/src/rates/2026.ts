import { CARS_FROM_FEBRUARY_2025, KILOMETRIC_CARS_2023 } from './pay-elements-shared.ts';
import type { YearRates } from './year-rates.ts';

/**
 * Figures for pay periods from 1 January to 31 December 2026, mainland France (régime général, outside
 * Alsace-Moselle). Checked against modele-social 11.1.0 (the rules behind mon-entreprise.urssaf.fr) and
 * against the texts cited. Changes from 2025: PMSS, employer vieillesse déplafonnée, AT/MP average rate,
 * SMIC; for employees, the réduction générale dégressive unique replaces the réduction générale and the
 * reduced maladie and allocations familiales rates.
 */
export const rates2026: YearRates = {
  year: 2026,
  // Every figure of the year is published.
  provisional: [],

  // CSS art. D242-17; arrêté du 22 décembre 2025 (JO du 23 décembre 2025): 4 005 € per month from 1 January 2026.
  pmssCents: 400_500,

  // CSS art. D242-3: 13 % employer, no employee share since 1 January 2018 (décret n° 2017-1891).
  maladieEmployerPercent: 13,
  // ANI du 17 novembre 2017 relatif à la prévoyance des cadres (ex-article 7 of the CCN of 14 March 1947).
  prevoyanceCadreEmployerPercent: 1.5,

  // Arrêté du 30 décembre 2025 (tarification AT/MP 2026), art. 2.
  atmpAveragePercent: 2.08,

  // CSS art. D242-4.
  vieillessePlafonneeEmployeePercent: 6.9,
  vieillessePlafonneeEmployerPercent: 8.55,
  // CSS art. D242-4 as amended: employer rate 2,11 % for periods from 1 January 2026 (was 2,02 %).
  vieillesseDeplafonneeEmployeePercent: 0.4,
  vieillesseDeplafonneeEmployerPercent: 2.11,

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

  // CSS art. D241-3-1 as amended by décret n° 2025-887 du 4 septembre 2025: 5,25 %, no reduced rate from
  // 1 January 2026.
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

  // Décret n° 2025-1228 du 17 décembre 2025, art. 1: 12,02 € from 1 January 2026. Raised to 12,31 € from
  // 1 June 2026 by the automatic increase of Code du travail art. L3231-5 (prices up 2 % or more since the
  // last SMIC), the figure modele-social 11.1.0 applies (mon-entreprise, « Augmentation du Smic au 1er juin
  // 2026 »).
  smicHourlyCentsByMonth: [
    { fromMonth: 1, value: 1_202 },
    { fromMonth: 6, value: 1_231 },
  ],
  // CSS art. D241-7 IV: the SMIC calculé pour un an is 1 820 times the SMIC horaire (35 h × 52 weeks).
  smicAnnualHours: 1_820,
  // Loi n° 2025-199 du 28 février 2025 (LFSS 2025), art. 18: the reduced maladie and allocations familiales
  // rates (CSS art. L241-2-1 and L241-6-1) end on 31 December 2025, folded into the RGDU below.
  maladieReducedEmployer: null,
  allocationsFamilialesReduced: null,
  // Convention d'assurance chômage approved by arrêté du 19 décembre 2024: 4,00 %, on the pay up to 4 PMSS
  // (Code du travail art. L5422-9, the plafond of the Unédic rules).
  chomageEmployerPercentByMonth: [{ fromMonth: 1, value: 4 }],
  // Code du travail art. L3253-18 (same base as the assurance chômage); rate set by the AGS board, 0,25 %
  // since 1 July 2024.
  agsEmployerPercent: 0.25,
  chomageCeilingPmss: 4,
  // Code du travail art. L2135-15-1 (ex-L2135-10) and D2135-34: 0,016 %.
  dialogueSocialPercent: 0.016,
  // CSS art. L241-13 and D241-7 as amended by décrets n° 2025-887 du 4 septembre 2025 and n° 2025-1446 du
  // 31 décembre 2025, for periods from 1 January 2026: coefficient = Tmin + Tdelta × [½ × (3 × SMIC /
  // rémunération − 1)]^1,75, rounded to 4 decimals, at most Tmin + Tdelta, nil from 3 SMIC (the SMIC in force);
  // Tmin = 0,0200, Tdelta = 0,3781 (Fnal 0,10 %) or 0,3821 (Fnal 0,50 %). Tmin + Tdelta is the sum of the
  // employer rates of its perimeter with the AT/MP part capped at 0,49 % (CSS art. D241-2-4).
  // Pay elements. Avantages nourriture and logement revalued by 1,3 % on 1 January 2026 (arrêté du
  // 25 février 2025 art. 1 and 2; Urssaf « Avantages en nature », barème 2026): 5,50 € per meal; the
  // logement barème by pay bracket in PMSS below. Titres-restaurant: exempt employer share up to 7,32 € per
  // voucher in 2026 (Urssaf, « Titres-restaurant », 2026).
  payElements: {
    ...CARS_FROM_FEBRUARY_2025,
    mealBenefitCents: 550,
    housingBenefit: [
      { belowPmss: 0.5, oneRoomCents: 7_970, perRoomCents: 4_260 },
      { belowPmss: 0.6, oneRoomCents: 9_300, perRoomCents: 5_970 },
      { belowPmss: 0.7, oneRoomCents: 10_620, perRoomCents: 7_970 },
      { belowPmss: 0.9, oneRoomCents: 11_940, perRoomCents: 9_950 },
      { belowPmss: 1.1, oneRoomCents: 14_640, perRoomCents: 12_610 },
      { belowPmss: 1.3, oneRoomCents: 17_260, perRoomCents: 15_240 },
      { belowPmss: 1.5, oneRoomCents: 19_940, perRoomCents: 18_570 },
      { belowPmss: null, oneRoomCents: 22_560, perRoomCents: 21_230 },
    ],
    mealVoucherExemptCapCents: 732,
    kilometricCars: KILOMETRIC_CARS_2023,
  },
  generalReduction: {
    kind: 'rgdu',
    exitSmic: 3,
    tMin: 0.02,
    tDeltaFnalReduced: 0.3781,
    tDeltaFnalFull: 0.3821,
    power: 1.75,
  },
  // CGI art. 200 A (12,8 %) and, for income paid from 1 January 2026, the CSG on capital income raised to
  // 10,6 % by the loi n° 2025-1403 du 30 décembre 2025 de financement de la sécurité sociale pour 2026 (CSS
  // art. L136-8): prélèvements sociaux of 18,6 % (CSG 10,6 %, CRDS 0,5 %, solidarité 7,5 %), a PFU of 31,4 %.
  dividendTaxation: { incomeTaxPercent: 12.8, socialLeviesPercent: 18.6 },
};
