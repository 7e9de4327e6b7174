import { type AppliedRule, rule } from './legal-rule.ts';

/**
 * The Code du travail's rules on telework (L1222-9 to L1222-11): how it is set up, who may refuse it and
 * how, the teleworker's rights and the presumption of a work accident, the employer's own duties, and
 * exceptional circumstances.
 */

export type TeleworkRuleId =
  | 'setting-up'
  | 'refusal'
  | 'equal-rights'
  | 'accident'
  | 'employer-duties'
  | 'exceptional';

export interface TeleworkRule extends AppliedRule {
  readonly id: TeleworkRuleId;
}

export const TELEWORK_RULES: readonly TeleworkRule[] = [
  {
    id: 'setting-up',
    ...rule(
      ['L1222-9'],
      'Le télétravail est volontaire. Il est mis en place par un accord collectif ou, à défaut, une charte de l’employeur après avis ' +
        'du CSE s’il existe ; sans accord ni charte, le salarié et l’employeur formalisent leur accord par tout moyen (un avenant au ' +
        'contrat n’est pas exigé, un écrit — courriel compris — est la preuve la plus sûre).',
    ),
  },
  {
    id: 'refusal',
    ...rule(
      ['L1222-9'],
      'Le télétravail n’est pas un droit automatique : l’employeur peut le refuser, mais il motive son refus quand le poste y est ' +
        'éligible selon l’accord collectif ou la charte, et quand la demande vient d’un travailleur handicapé ou d’un salarié aidant. ' +
        'Le salarié qui refuse un poste en télétravail ne peut pas être licencié pour ce motif.',
    ),
  },
  {
    id: 'equal-rights',
    ...rule(
      ['L1222-9'],
      'Le télétravailleur a les mêmes droits que le salarié qui travaille dans les locaux de l’entreprise.',
    ),
  },
  {
    id: 'accident',
    ...rule(
      ['L1222-9'],
      'L’accident survenu sur le lieu du télétravail pendant l’activité professionnelle est présumé être un accident du travail : ' +
        'il se déclare comme tel, et l’employeur ne peut écarter la présomption qu’en prouvant qu’il est étranger au travail.',
    ),
  },
  {
    id: 'employer-duties',
    ...rule(
      ['L1222-10'],
      'L’employeur informe le télétravailleur des restrictions d’usage des outils informatiques et de leurs sanctions, lui donne ' +
        'priorité pour reprendre un poste sans télétravail correspondant à ses qualifications, et organise chaque année un entretien ' +
        'sur ses conditions d’activité et sa charge de travail.',
    ),
  },
  {
    id: 'exceptional',
    ...rule(
      ['L1222-11'],
      'En cas de circonstances exceptionnelles (menace d’épidémie notamment) ou de force majeure, l’employeur peut imposer le ' +
        'télétravail comme un aménagement du poste nécessaire à la continuité de l’activité et à la protection des salariés.',
    ),
  },
];
