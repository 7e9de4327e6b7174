/**
 * Where the library follows the law rather than the official model (modele-social, the publicodes rules
 * behind mon-entreprise.urssaf.fr), each listed once with its legal source. The oracle suite checks that,
 * on every situation, the library and the model differ by exactly these amounts and nothing else.
 */
export const DEVIATIONS_FROM_MODEL = {
  apec: {
    what:
      'The officer pays the Apec contribution (0,024 % employee, 0,036 % employer, on the pay up to 4 PMSS); ' +
      'modele-social makes it non-applicable to assimilés salariés.',
    legalSource:
      "ANI du 12 juillet 2011 relatif à l'Apec; Agirc-Arrco, « Calculer les cotisations de retraite complémentaire » " +
      '(due for cadres, officers affiliated as cadres included). mon-entreprise re-added it to its newer SAS(U) ' +
      'model: modele-as, commit be518dfe1 « fix(sasu): rajoute la cotisation Apec », 14 April 2026.',
  },
  netTaxablePrevoyance: {
    what:
      "The employer's prévoyance other than health cover (the cadre 1,50 %) stays out of the net imposable " +
      'within the deduction limit; modele-social adds all employer prévoyance to the net imposable.',
    legalSource:
      'CGI art. 83 1° quater; loi n° 2013-1278 du 29 décembre 2013 (loi de finances pour 2014), art. 4, made only ' +
      "the employer's share of health cover taxable; BOI-RSA-CHAMP-20-30-50 § 40 to 60.",
  },
  pasRounding: {
    what:
      "The prélèvement à la source is the month's net imposable times the rate, to the cent; modele-social " +
      'computes a yearly income tax rounded to the euro (impôt . montant, arrondi) and divides it by 12.',
    legalSource: 'CGI art. 204 F (retenue on the month’s taxable amount) and 204 H (taux de prélèvement).',
  },
  forfaitSocialOnReintegratedPrevoyance: {
    what:
      'The forfait social applies to the employer prévoyance excluded from the social base only; modele-social ' +
      'also applies it to the part beyond the exclusion limit, which bears contributions instead.',
    legalSource:
      'CSS art. L137-15 (forfait social on sums excluded from the base of social-security contributions) and ' +
      'L242-1 II 4°, D242-1 (exclusion limit of employer prévoyance).',
  },
} as const;

/** One of the listed deviations. */
export type DeviationId = keyof typeof DEVIATIONS_FROM_MODEL;
