import { rates2026 } from './2026.ts';
import type { YearRates } from './year-rates.ts';

/**
 * Figures for pay periods from 1 January 2027, as known on 27 November 2026. None of the yearly texts is
 * published yet: the arrêté fixing the plafond de la sécurité sociale for 2027, the décret raising the SMIC
 * on 1 January 2027, the arrêté de tarification AT/MP 2027 and the loi de financement de la sécurité sociale
 * pour 2027 (whose bill may change rates and the réduction générale). Until then this file carries 2026's
 * figures (as in force on 31 December 2026) and names each awaited text in `provisional`: a January 2027
 * payslip can be prepared, marked provisional, and computed again once the texts are out (one edit here).
 *
 * What does not depend on a yearly text stays as in 2026 without being provisional: the rates of the Code de
 * la sécurité sociale's articles (maladie, vieillesse, CSG/CRDS, Fnal, CSA…), the Agirc-Arrco and Apec
 * rates set by their national agreements, the assurance chômage rate of the convention approved by arrêté
 * du 19 décembre 2024 (in force until 31 December 2028), and the headcount thresholds.
 */
export const rates2027: YearRates = {
  ...rates2026,
  year: 2027,
  provisional: [
    {
      figure: 'pmssCents',
      label: 'plafond mensuel de la sécurité sociale',
      awaited:
        'arrêté fixant le plafond de la sécurité sociale pour 2027 (CSS art. D242-17, publié en décembre) ; 4 005 € de 2026 appliqués en attendant',
    },
    {
      figure: 'smicHourlyCentsByMonth',
      label: 'SMIC horaire',
      awaited:
        'décret portant relèvement du salaire minimum de croissance au 1er janvier 2027 (Code du travail art. L3231-6) ; 12,31 € de juin 2026 appliqués en attendant',
    },
    {
      figure: 'atmpAveragePercent',
      label: 'taux AT/MP collectif moyen',
      awaited:
        'arrêté relatif à la tarification des risques d’accidents du travail et de maladies professionnelles pour 2027 ; 2,08 % de 2026 appliqués en attendant',
    },
    {
      figure: 'generalReduction',
      label: 'taux de cotisations et réduction générale',
      awaited:
        'loi de financement de la sécurité sociale pour 2027 et ses décrets d’application ; taux de 2026 appliqués en attendant',
    },
    {
      figure: 'payElements',
      label: 'avantages en nature nourriture et logement, limite des titres-restaurant',
      awaited:
        'revalorisation au 1er janvier 2027 des forfaits (arrêté du 25 février 2025) et de la limite d’exonération des titres-restaurant (loi de finances pour 2027) ; montants de 2026 appliqués en attendant',
    },
  ],
  // The SMIC of 1 June 2026 (12,31 €) until the décret of 1 January 2027 is published.
  smicHourlyCentsByMonth: [{ fromMonth: 1, value: 1_231 }],
};
