/**
 * Telework's rules asked, from `@dirigeo/labour-law`'s `TELEWORK_RULES`, the article that sets the first
 * first.
 */
import { TELEWORK_RULES, type TeleworkRuleId } from '@dirigeo/labour-law';
import { escapeHtml, link } from '../compose-answer.ts';
import { articleHref, rulesList } from './answer-calculation.ts';

const NBSP = '\u00a0';

export function answerTelework(ids: readonly TeleworkRuleId[]): string {
  const rules = ids
    .map((id) => TELEWORK_RULES.find((rule) => rule.id === id))
    .filter((rule) => rule !== undefined);
  const article = rules[0]?.articles[0] ?? 'L1222-9';
  return (
    rules.map((rule) => `<p>${escapeHtml(rule.explanation)}</p>`).join('') +
    `<p>Source${NBSP}: ${link(articleHref(article), `article ${article}`)} du Code du travail (section «${NBSP}Télétravail${NBSP}», articles L1222-9 à L1222-11).</p>` +
    rulesList(rules)
  );
}
