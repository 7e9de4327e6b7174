/**
 * A rule of the payment of wages, from `@dirigeo/labour-law`'s `PAY_RULES`: the answer, the ministry's
 * sheet first (the article first when the question asks which one), then the rule in full.
 */
import { PAY_RULES, type PayRuleId } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { articleHref, figureList, rulesList } from './answer-calculation.ts';
import { SANCTION_SHEET_HREF } from './answer-disciplinary.ts';

const NBSP = '\u00a0';

const WAGES_SHEET = [
  '/outils/fiche/le-salaire-fixation-et-paiement',
  'Le salaire : fixation et paiement',
] as const;
const PAYSLIP_SHEET = ['/outils/fiche/le-bulletin-de-paie', 'Le bulletin de paie'] as const;
const SANCTION_SHEET = [SANCTION_SHEET_HREF, 'La sanction disciplinaire'] as const;

/** The ministry's sheet that states each rule. */
const SHEETS: Readonly<Record<PayRuleId, readonly [string, string]>> = {
  'payment-frequency': WAGES_SHEET,
  'fortnight-advance': WAGES_SHEET,
  'payment-means': WAGES_SHEET,
  'cash-advance-deduction': WAGES_SHEET,
  'fines-forbidden': SANCTION_SHEET,
  'payslip-copy': PAYSLIP_SHEET,
  'electronic-payslip-availability': PAYSLIP_SHEET,
  'wage-claim-prescription': WAGES_SHEET,
};

export function answerPayRule(ids: readonly PayRuleId[], articleAsked = false): string {
  const rules = ids
    .map((id) => PAY_RULES.find((rule) => rule.id === id))
    .filter((rule) => rule !== undefined);
  const first = rules[0];
  if (!first) return '';
  const [href, title] = SHEETS[first.id];
  const article = first.articles[0] ?? '';
  return (
    figureList(rules) +
    (articleAsked
      ? `<p>Source${NBSP}: ${link(articleHref(article), `l’article ${article}`)} du Code du travail, et ${link(href, `la fiche «${NBSP}${title}${NBSP}»`)} du ministère du Travail.</p>`
      : `<p>Source${NBSP}: ${link(href, `la fiche «${NBSP}${title}${NBSP}»`)} du ministère du Travail, et ${link(articleHref(article), `l’article ${article}`)} du Code du travail.</p>`) +
    rulesList(rules)
  );
}
