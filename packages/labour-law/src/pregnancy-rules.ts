import { type FigureRule, figureRule } from './legal-rule.ts';

/**
 * A pregnant employee's rights a question asks as such (L1225-1 to L1225-4, L1225-16, L1225-34): she
 * need not tell, her medical appointments are paid, she may resign without notice, and she may not be
 * dismissed while pregnant, on maternity leave and for ten weeks after it, save the law's exceptions.
 * The maternity leave's length is `computeMaternityLeave`'s.
 */
export type PregnancyRuleId =
  | 'not-required-to-tell'
  | 'medical-appointments'
  | 'resignation-without-notice'
  | 'dismissal-protection';

/** A rule: what it is about (« démission d’une salariée enceinte ») and its answer (« sans préavis »). */
export type PregnancyRule = FigureRule<PregnancyRuleId>;

const pregnancyRule = figureRule<PregnancyRuleId>;

export const PREGNANCY_RULES: readonly PregnancyRule[] = [
  pregnancyRule(
    'not-required-to-tell',
    'annonce de la grossesse à l’employeur',
    'aucune obligation',
    ['L1225-2', 'L1225-1'],
    'La salariée, comme la candidate à un emploi, n’est pas tenue de révéler sa grossesse, sauf pour bénéficier des ' +
      'protections légales de la femme enceinte (elle en informe alors l’employeur, en pratique avec un certificat médical). ' +
      'L’employeur ne peut pas rechercher cette information, ni tenir compte de la grossesse pour refuser une embauche, ' +
      'rompre une période d’essai ou décider une mutation.',
  ),
  pregnancyRule(
    'medical-appointments',
    'absences pour les examens médicaux obligatoires de la grossesse',
    'sans perte de salaire',
    ['L1225-16'],
    'La salariée peut s’absenter pour les examens médicaux obligatoires de la surveillance de la grossesse et des suites ' +
      'de l’accouchement ; ces absences ne réduisent pas sa rémunération et comptent comme du travail effectif pour les ' +
      'congés payés et l’ancienneté. Son conjoint salarié (marié, pacsé ou vivant avec elle) peut s’absenter pour trois de ' +
      'ces examens, aux mêmes conditions.',
  ),
  pregnancyRule(
    'resignation-without-notice',
    'démission d’une salariée enceinte',
    'sans préavis',
    ['L1225-34'],
    'La salariée dont la grossesse est médicalement constatée peut rompre son contrat de travail sans préavis et sans ' +
      'devoir d’indemnité de rupture.',
  ),
  pregnancyRule(
    'dismissal-protection',
    'protection contre le licenciement',
    'pendant la grossesse, le congé de maternité et les 10 semaines qui suivent',
    ['L1225-4'],
    'L’employeur ne peut pas rompre le contrat d’une salariée pendant sa grossesse médicalement constatée, pendant son ' +
      'congé de maternité (qu’elle le prenne ou non) et les congés payés pris juste après, ni pendant les 10 semaines qui ' +
      'suivent. Il ne le peut que pour une faute grave sans lien avec la grossesse ou s’il lui est impossible de maintenir ' +
      'le contrat pour un motif étranger à la grossesse ; même alors, la rupture ne peut ni prendre effet ni être ' +
      'notifiée pendant le congé de maternité et les congés payés pris juste après.',
  ),
];
