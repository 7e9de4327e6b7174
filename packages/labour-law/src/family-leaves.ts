import { type FigureRule, figureRule } from './legal-rule.ts';

/**
 * The days off a family event gives (L3142-1 to L3142-4, L3142-1-1), and the leaves for a child's
 * illness (L1225-61, L1225-62): the law's minimum, which a collective agreement may raise. The events'
 * days are jours ouvrables, paid as time worked and never taken from the paid leave (L3142-2); a sick
 * child's days are unpaid by the law. A birth's and an adoption's days are with the birth leaves
 * (`computeBirthLeaves`). This list also holds the leaves to support a dying or dependent relative
 * (L3142-6 to L3142-27), unpaid by the employer.
 */
export type FamilyLeaveId =
  | 'wedding'
  | 'child-wedding'
  | 'child-death'
  | 'child-bereavement'
  | 'relative-death'
  | 'other-relative-death'
  | 'child-diagnosis'
  | 'sick-child'
  | 'parental-presence'
  | 'end-of-life-support'
  | 'carer';

/** A leave: what it is for (« mariage ou PACS du salarié ») and how long (« 4 jours ouvrables »). */
export type FamilyLeave = FigureRule<FamilyLeaveId>;

const leave = figureRule<FamilyLeaveId>;

/** Paid, and not taken from the paid leave: said of each event's days. */
const PAID =
  'Ces jours sont accordés sur justificatif, au moment de l’événement ; ils ne réduisent pas le salaire et ne sont pas ' +
  'décomptés des congés payés. Une convention collective peut en prévoir davantage.';

export const FAMILY_LEAVES: readonly FamilyLeave[] = [
  leave(
    'wedding',
    'congé pour le mariage ou le PACS du salarié',
    '4 jours ouvrables',
    ['L3142-4', 'L3142-1', 'L3142-2'],
    `Le salarié a droit à au moins 4 jours ouvrables de congé pour son mariage ou la conclusion de son PACS. ${PAID}`,
  ),
  leave(
    'child-wedding',
    'congé pour le mariage d’un enfant',
    '1 jour ouvrable',
    ['L3142-4', 'L3142-1', 'L3142-2'],
    `Le salarié a droit à au moins 1 jour ouvrable de congé pour le mariage de l’un de ses enfants. ${PAID}`,
  ),
  leave(
    'child-death',
    'congé pour le décès d’un enfant',
    '12 jours ouvrables, 14 jours si l’enfant avait moins de 25 ans',
    ['L3142-4', 'L3142-1', 'L3142-2'],
    'Le salarié a droit à au moins 12 jours ouvrables de congé pour le décès de son enfant, 14 jours si l’enfant avait moins ' +
      'de 25 ans, ou était lui-même parent, ou pour le décès d’une personne de moins de 25 ans à sa charge effective et ' +
      `permanente. ${PAID}`,
  ),
  leave(
    'child-bereavement',
    'congé de deuil, en plus, pour un enfant de moins de 25 ans',
    '8 jours',
    ['L3142-1-1', 'D3142-1-1'],
    'Pour le décès d’un enfant de moins de 25 ans ou d’une personne de moins de 25 ans à sa charge, le salarié a droit en plus ' +
      'à un congé de deuil de 8 jours, à prendre dans l’année qui suit, en une ou deux fois, en prévenant l’employeur 24 heures ' +
      'avant chaque absence ; il est indemnisé par la Sécurité sociale et complété par l’employeur.',
  ),
  leave(
    'relative-death',
    'congé pour le décès du conjoint, du partenaire de PACS, du concubin, d’un parent, d’un beau-parent, d’un frère ou d’une sœur',
    '3 jours ouvrables',
    ['L3142-4', 'L3142-1', 'L3142-2'],
    'Le salarié a droit à au moins 3 jours ouvrables de congé pour le décès de son conjoint, de son partenaire de PACS, de son ' +
      `concubin, de son père, de sa mère, de son beau-père, de sa belle-mère, d’un frère ou d’une sœur. ${PAID}`,
  ),
  leave(
    'other-relative-death',
    'congé pour le décès d’un grand-parent, d’un oncle, d’une tante, d’un cousin ou d’un ami',
    'aucun jour prévu par la loi',
    ['L3142-4', 'L3142-1'],
    'La loi ne prévoit de congé que pour le décès d’un enfant, du conjoint, du partenaire de PACS, du concubin, du père, de la ' +
      'mère, d’un beau-parent, d’un frère ou d’une sœur. Pour un grand-parent ou un autre proche, seule la convention ' +
      'collective ou l’usage de l’entreprise peut en donner ; sinon le salarié pose un congé payé ou un congé sans solde.',
  ),
  leave(
    'child-diagnosis',
    'congé pour l’annonce d’un handicap, d’une maladie chronique ou d’un cancer chez un enfant',
    '5 jours ouvrables',
    ['L3142-4', 'L3142-1', 'L3142-2'],
    'Le salarié a droit à au moins 5 jours ouvrables de congé à l’annonce de la survenue d’un handicap, d’une pathologie ' +
      `chronique nécessitant un apprentissage thérapeutique ou d’un cancer chez son enfant. ${PAID}`,
  ),
  leave(
    'sick-child',
    'congé pour enfant malade, non rémunéré par la loi',
    '3 jours par an, 5 jours si l’enfant a moins d’un an ou si le salarié a 3 enfants ou plus de moins de 16 ans',
    ['L1225-61'],
    'Sur certificat médical, le salarié peut s’absenter pour s’occuper de son enfant de moins de 16 ans malade ou accidenté, ' +
      'au plus 3 jours par an, 5 jours si l’enfant a moins d’un an ou s’il a la charge de 3 enfants ou plus de moins de 16 ans. ' +
      'L’employeur ne peut pas le refuser ; la loi ne prévoit pas de les payer, mais la convention collective peut le faire.',
  ),
  leave(
    'parental-presence',
    'congé de présence parentale, pour un enfant gravement malade, handicapé ou accidenté',
    '310 jours ouvrés au plus',
    ['L1225-62'],
    'Le salarié dont l’enfant à charge est atteint d’une maladie, d’un handicap ou victime d’un accident d’une particulière ' +
      'gravité rendant indispensables une présence soutenue et des soins contraignants a droit à un congé de présence ' +
      'parentale de 310 jours ouvrés au plus, sur certificat médical, pris en une ou plusieurs fois ou à temps partiel avec ' +
      'l’accord de l’employeur. Il n’est pas payé par l’employeur : la CAF verse l’allocation journalière de présence parentale.',
  ),
  leave(
    'end-of-life-support',
    'congé de solidarité familiale, pour accompagner un proche en fin de vie, à défaut d’accord',
    '3 mois, renouvelable une fois',
    ['L3142-6', 'L3142-15', 'L3142-7'],
    'Le salarié dont un ascendant, un descendant, un frère, une sœur ou une personne partageant son domicile souffre d’une ' +
      'pathologie mettant en jeu le pronostic vital, ou est en phase avancée ou terminale d’une affection grave et incurable, ' +
      'a droit à un congé de solidarité familiale : à défaut d’accord, 3 mois au plus, renouvelable une fois, sans délai en cas ' +
      'd’urgence constatée par le médecin. Il n’est pas payé par l’employeur : l’Assurance maladie peut verser l’allocation ' +
      'journalière d’accompagnement d’une personne en fin de vie.',
  ),
  leave(
    'carer',
    'congé de proche aidant, pour un proche handicapé ou en perte d’autonomie, à défaut d’accord',
    '3 mois, renouvelable dans la limite d’un an sur toute la carrière',
    ['L3142-16', 'L3142-27', 'L3142-19'],
    'Le salarié dont un proche (conjoint, partenaire, concubin, ascendant, descendant, parent jusqu’au 4e degré, les mêmes de son conjoint, ou ' +
      'personne âgée ou handicapée qu’il aide régulièrement) présente un handicap ou une perte d’autonomie a droit à un congé ' +
      'de proche aidant : à défaut d’accord, 3 mois au plus, renouvelable dans la limite d’un an sur toute la carrière, pris ' +
      'en une fois, fractionné ou à temps partiel avec l’accord de l’employeur. Il n’est pas payé par l’employeur : la CAF ' +
      'peut verser l’allocation journalière du proche aidant.',
  ),
];
