/**
 * What every result carries: the articles of the Code du travail it applied and, per rule, one French
 * sentence saying what the rule did in this case, so that a page can show the reasoning and link each
 * article to its text.
 */

/**
 * Every article of the Code du travail this library applies or cites. A result can only name one of
 * these, so a typo fails to compile; `src/oracle/` checks each against the official text (Légifrance,
 * through @socialgouv/legi-data).
 */
export const LABOUR_CODE_ARTICLES = [
  // Rupture du contrat à durée indéterminée: procedure, notice, indemnity.
  'L1232-2',
  'L1232-4',
  'L1232-6',
  'L1233-8',
  'L1233-10',
  'L1233-11',
  'L1233-13',
  'L1233-15',
  'L1233-19',
  'L1233-20',
  'L1233-28',
  'L1233-29',
  'L1233-30',
  'L1233-31',
  'L1233-32',
  'L1233-38',
  'L1233-39',
  'L1233-46',
  'L1233-53',
  'L1233-57-1',
  'L1233-57-3',
  'L1233-57-4',
  'L1233-61',
  'L1233-66',
  'L1233-67',
  'L1233-71',
  'L1234-1',
  'L1234-3',
  'L1234-8',
  'L1234-9',
  'L1234-11',
  'L1235-15',
  'L1237-1',
  'L1237-6',
  'L1237-10',
  'L1237-13',
  'R1231-1',
  'R1232-1',
  'R1233-20',
  'R1233-21',
  'R1234-1',
  'R1234-2',
  'R1234-4',
  'D1233-3',
  // Suspensions of the contract and seniority.
  'L1225-24',
  // A pregnant employee's rights.
  'L1225-1',
  'L1225-2',
  'L1225-4',
  'L1225-16',
  'L1225-34',
  'L1225-35-2',
  'L1225-42',
  'L1225-46-3',
  'L1225-54',
  'L1225-65',
  'L1226-7',
  'L1226-14',
  'L1226-16',
  // Leaves at a birth.
  'L1225-17',
  'L1225-18',
  'L1225-19',
  'L1225-35',
  'L1225-35-1',
  'D1225-8',
  'L3142-2',
  'L3142-4',
  // Working time: overtime and complementary hours.
  'L3121-20',
  'L3121-22',
  'L3121-33',
  'L3121-36',
  'L3123-8',
  'L3123-9',
  'L3123-28',
  'L3123-29',
  // The end of a trial period: the délai de prévenance.
  'L1221-19',
  'L1221-21',
  'L1221-22',
  'L1221-23',
  'L1221-25',
  'L1221-26',
  // Sick leave: the employer's complement to the daily allowances.
  'L1226-1',
  'D1226-1',
  'D1226-2',
  'D1226-3',
  'D1226-4',
  'D1226-8',
  'L3142-12',
  'L3142-21',
  'L3142-28',
  'L3142-88',
  'L3142-105',
  // Staff representation.
  'L2311-2',
  // Disciplinary procedure.
  'L1332-2',
  'L1332-4',
  'R1332-3',
  // Délais asked as such.
  'L1234-20',
  'L1237-1-1',
  'L1237-14',
  'R1237-13',
  'R4624-10',
  'R4624-31',
  // Telework.
  'L1222-9',
  'L1222-10',
  'L1222-11',
  // Contrat à durée déterminée: renewals, early end, carence.
  'L1242-8-1',
  'L1242-10',
  'L1243-1',
  'L1243-2',
  'L1243-4',
  'L1243-11',
  'L1243-13-1',
  'L1244-3',
  'L1244-3-1',
  'L1244-4-1',
  // Working time: the legal limits.
  'L3121-16',
  'L3121-18',
  'L3121-19',
  'L3121-23',
  'L3131-1',
  'L3131-2',
  'L3132-1',
  'L3132-2',
  'L3132-26',
  'L3132-27',
  'L3122-2',
  'L3122-20',
  'L3122-5',
  'L3122-6',
  'L3122-7',
  'L3122-8',
  // Contrat à durée déterminée.
  'L1242-2',
  'L1242-3',
  'L1243-8',
  'L1243-9',
  'L1243-10',
  // The employer's share of a transport pass.
  'L3261-2',
  'R3261-1',
  'R3261-9',
  // Public holidays and the journée de solidarité.
  'L3133-1',
  'L3133-4',
  'L3133-5',
  'L3133-6',
  'R3135-3',
  'L3133-7',
  'L3133-8',
  'L3133-11',
  'L3133-12',
  'L3134-13',
  // Paid leave: acquisition in a reference period, the indemnity.
  'L3141-3',
  'L3141-5',
  'L3141-5-1',
  'L3141-7',
  'L3141-24',
  'L3141-28',
  'R3141-4',
  // Disabled workers, special professions.
  'L5213-9',
  'L7112-2',
  'L7313-9',
  'D6222-26',
  'D6222-27',
  'D6222-28',
  'D6222-31',
  'D3231-3',
  'L3242-1',
  'L3241-1',
  'L3251-1',
  'L3251-3',
  'L1331-2',
  'L3243-4',
  'L3243-2',
  'D3243-8',
  'L3245-1',
  'L3251-2',
  'L3242-3',
  'R3241-1',
  'R3243-5',
  'L1237-7',
  'L1237-9',
  'D1237-1',
  'D1237-2',
  'L1471-1',
  'R1221-4',
  'L1221-10',
  'L1221-11',
  'D3121-24',
  'L3121-30',
  'L3121-38',
  'L3121-64',
  'L3121-66',
  'L3121-58',
  'L3121-59',
  'L3123-27',
  'L3123-7',
  'L3142-1',
  'L3142-1-1',
  'D3142-1-1',
  'L1225-61',
  'L1225-62',
  'L3142-6',
  'L3142-15',
  'L3142-7',
  'L3142-16',
  'L3142-27',
  'L3142-19',
  'L3121-21',
  'L3141-19',
  'L3141-23',
  'L3121-9',
  'L3121-10',
  'L3121-11',
  'L3121-12',
  'L3141-19-1',
  'L3141-19-2',
  'L3141-19-3',
  'L3132-13',
  'L3132-3',
] as const;

/** An article of the Code du travail, as Légifrance numbers it (e.g. 'L1234-9'). */
export type LabourCodeArticle = (typeof LABOUR_CODE_ARTICLES)[number];

/** One rule applied to the case at hand. */
export interface AppliedRule {
  /** The articles the rule comes from, the main one first. */
  readonly articles: readonly LabourCodeArticle[];
  /** One French sentence saying what the rule did in this case. */
  readonly explanation: string;
}

/** What every result of the library carries. */
export interface Explained {
  /** Every article applied, once each, in the order the rules applied them. */
  readonly articles: readonly LabourCodeArticle[];
  /** The rules applied, in order, each with its French explanation. */
  readonly rules: readonly AppliedRule[];
}

/** A rule applied. */
export function rule(articles: readonly LabourCodeArticle[], explanation: string): AppliedRule {
  return { articles, explanation };
}

/** A rule a question asks as such: the law's own figure, what it is, and where it comes from. */
export interface FigureRule<Id extends string> extends AppliedRule {
  readonly id: Id;
  /** What the figure is: « délai de rétractation d’une rupture conventionnelle », « durée maximale de travail par jour ». */
  readonly label: string;
  /** The figure as a page writes it: « 15 jours calendaires », « 10 heures ». */
  readonly figure: string;
}

/** A figure rule, from its id, label, figure, articles and explanation. */
export function figureRule<Id extends string>(
  id: Id,
  label: string,
  figure: string,
  articles: readonly LabourCodeArticle[],
  explanation: string,
): FigureRule<Id> {
  return { id, label, figure, ...rule(articles, explanation) };
}

/** The `articles` and `rules` of a result, from its rules in order. */
export function explained(rules: readonly AppliedRule[]): Explained {
  const articles: LabourCodeArticle[] = [];
  for (const { articles: ruleArticles } of rules) {
    for (const article of ruleArticles) if (!articles.includes(article)) articles.push(article);
  }
  return { articles, rules };
}
