/**
 * A question on telework's own rules (issue 28 §1): « une salariée me demande 2 jours de télétravail,
 * je suis obligé d'accepter ? », « il faut un avenant ? », « tombé dans son escalier un jour de
 * télétravail, accident du travail ? », « quelles obligations envers les télétravailleurs ? », « quel
 * article du code ? ». Answered from `@dirigeo/labour-law`'s `TELEWORK_RULES`; its allowance and
 * expenses (Urssaf's rules, not the Code's) are left to the retrieval.
 */
import type { TeleworkRuleId } from '@dirigeo/labour-law';

const TELEWORK = /\b(?:teletravail\w*|teletravaill\w*|travail a distance|home office|full remote)\b/;

const ASPECTS: ReadonlyArray<readonly [TeleworkRuleId, RegExp]> = [
  ['accident', /\b(?:accident\w*|tombe\w*|blesse\w*|chute|glisse\w*|fait mal)\b/],
  [
    'refusal',
    /\b(?:refus\w*|oblige\w*|accepter|dire non|imposer|impose|exiger|droit au teletravail|justifier)\b/,
  ],
  [
    'setting-up',
    /\b(?:avenant|accord|charte|mettre en place|mise en place|formalis\w*|par ecrit|ecrit|contrat)\b/,
  ],
  [
    'employer-duties',
    /\b(?:obligations?|entretien annuel|entretien|materiel|equipement|priorite|revenir au bureau|droit a la deconnexion)\b/,
  ],
  [
    'exceptional',
    /\b(?:epidemie|covid|pandemie|pollution|greve|circonstances exceptionnelles|force majeure)\b/,
  ],
];

/** Its allowance and expenses are Urssaf's rules, not the Code's. */
const EXPENSES =
  /\b(?:indemnit\w*|allocation|frais|rembours\w*|prime|forfait|urssaf|titres? restaurant|tickets? resto)\b/;

export function readTeleworkQuestion(folded: string): { rules: readonly TeleworkRuleId[] } | null {
  if (!TELEWORK.test(folded)) return null;
  // Ending telework, a refusal to come back, the right to disconnect: other rules than these.
  if (
    /\b(?:refus\w* de (?:revenir|retourner) au bureau|supprimer (?:le|son) teletravail|arreter (?:le|son) teletravail|mettre fin au teletravail|deconnexion)\b/.test(
      folded,
    )
  )
    return null;
  const rules = ASPECTS.filter(([, pattern]) => pattern.test(folded)).map(([id]) => id);
  if (EXPENSES.test(folded) && !rules.includes('accident')) return null;
  // « où le télétravail est-il prévu dans le code ? », « c'est quoi les règles du télétravail ? »
  if (rules.length === 0 && /\b(?:article|code|loi|regles?|prevu|legal\w*|droit|c'est quoi)\b/.test(folded))
    return { rules: ['setting-up', 'refusal', 'equal-rights'] };
  // Refusing or imposing it is its setting up too.
  if (rules.includes('refusal') && !rules.includes('setting-up')) rules.push('setting-up');
  return rules.length > 0 ? { rules } : null;
}
