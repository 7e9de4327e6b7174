import { type FigureRule, figureRule } from './legal-rule.ts';

/**
 * Rules of the payment of wages a question asks as such (Code du travail, livre II de la troisième
 * partie): how often and how it is paid, the advance an employee may ask, what the employer may
 * deduct, how long payslips are kept, and for how long an unpaid wage may be claimed. Each is the
 * law's own answer, with its article.
 */
export type PayRuleId =
  | 'payment-frequency'
  | 'fortnight-advance'
  | 'payment-means'
  | 'cash-advance-deduction'
  | 'fines-forbidden'
  | 'payslip-copy'
  | 'electronic-payslip-availability'
  | 'wage-claim-prescription';

/** A rule: its label (« délai pour réclamer un salaire impayé ») and its answer (« 3 ans »). */
export type PayRule = FigureRule<PayRuleId>;

const payRule = figureRule<PayRuleId>;

export const PAY_RULES: readonly PayRule[] = [
  payRule(
    'payment-frequency',
    'fréquence du paiement du salaire',
    'une fois par mois',
    ['L3242-1', 'L3242-3', 'R3241-1'],
    'Le salaire est payé une fois par mois, pour un montant indépendant du nombre de jours travaillés dans le mois (mensualisation). ' +
      'La loi ne fixe pas de jour : c’est celui que prévoient le contrat, la convention collective ou l’usage de l’entreprise, ' +
      'à intervalle d’un mois au plus, un jour ouvrable sauf paiement par virement ; un retard de paiement peut être réclamé devant ' +
      'le conseil de prud’hommes. Les travailleurs à domicile, saisonniers, intermittents et temporaires, qui ne sont pas mensualisés, ' +
      'sont payés au moins deux fois par mois, à 16 jours au plus d’intervalle.',
  ),
  payRule(
    'fortnight-advance',
    'acompte demandé par le salarié',
    'la moitié du salaire mensuel',
    ['L3242-1'],
    'Le salarié qui le demande reçoit, pour une quinzaine, un acompte égal à la moitié de sa rémunération mensuelle ; ' +
      'l’employeur ne peut pas le refuser (les travailleurs à domicile, saisonniers, intermittents et temporaires ne sont pas concernés). ' +
      'L’acompte est déduit du salaire du mois ; ce n’est pas une avance.',
  ),
  payRule(
    'payment-means',
    'moyen de paiement du salaire',
    'virement, chèque barré ou espèces',
    ['L3241-1'],
    'Le salaire est payé par virement sur un compte dont le salarié est titulaire, par chèque barré ou en espèces. En dessous ' +
      'd’un montant mensuel fixé par décret (1 500 € net, article D112-3 du Code monétaire et financier), il est payé en espèces ' +
      'au salarié qui le demande ; au-delà, il est obligatoirement payé par chèque barré ou par virement. Le salarié ne peut pas ' +
      'désigner un tiers pour le recevoir.',
  ),
  payRule(
    'cash-advance-deduction',
    'retenue sur salaire pour une avance en argent',
    'un dixième du salaire',
    ['L3251-3', 'L3251-1', 'L3251-2'],
    'L’employeur qui a avancé de l’argent à un salarié ne peut se rembourser sur le salaire que par retenues successives ' +
      'ne dépassant pas un dixième du salaire exigible chaque mois ; il ne peut pas tout reprendre en une fois. Il ne peut pas ' +
      'non plus compenser sur le salaire des fournitures qu’il lui a vendues, sauf les outils, instruments et matériaux ' +
      'nécessaires au travail et les sommes avancées pour les acheter.',
  ),
  payRule(
    'fines-forbidden',
    'amendes et retenues sur salaire pour sanctionner',
    'interdites',
    ['L1331-2'],
    'Les amendes et autres sanctions pécuniaires sont interdites : l’employeur ne peut pas retenir sur le salaire le coût ' +
      'd’un objet cassé, d’une amende (un procès-verbal) ou d’un dommage, même par négligence. Seule la faute lourde ' +
      '(l’intention de nuire) permet de demander réparation au salarié, devant le conseil de prud’hommes. Une faute peut ' +
      'être sanctionnée autrement (avertissement, mise à pied), selon la procédure disciplinaire. Pour une infraction commise ' +
      'avec un véhicule de l’entreprise, l’employeur désigne le conducteur à l’administration (article L121-6 du Code de la ' +
      'route), qui reçoit alors l’avis de contravention et la paie lui-même.',
  ),
  payRule(
    'payslip-copy',
    'conservation des bulletins de paie par l’employeur',
    '5 ans',
    ['L3243-4', 'R3243-5'],
    'L’employeur conserve pendant 5 ans un double des bulletins de paie, ou les bulletins remis sous forme électronique. ' +
      'Le salarié, lui, est invité par une mention du bulletin à conserver ses bulletins sans limitation de durée.',
  ),
  payRule(
    'electronic-payslip-availability',
    'disponibilité du bulletin de paie électronique',
    '50 ans',
    ['D3243-8', 'L3243-2'],
    'Le bulletin de paie remis sous forme électronique (sauf opposition du salarié) reste disponible pour le salarié pendant ' +
      '50 ans, ou jusqu’à ses 75 ans, au choix de l’employeur ; le salarié est prévenu au moins 3 mois avant ' +
      'la fermeture du service qui conserve les bulletins.',
  ),
  payRule(
    'wage-claim-prescription',
    'délai pour réclamer un salaire impayé',
    '3 ans',
    ['L3245-1'],
    'Un salaire impayé (heures supplémentaires, prime, rappel) se réclame dans les 3 ans à compter du jour où le salarié a ' +
      'connu ou aurait dû connaître les faits ; la demande porte sur les 3 dernières années, ou, le contrat rompu, sur les ' +
      '3 années qui précèdent la rupture. Le même délai vaut pour l’employeur qui réclame un trop-perçu.',
  ),
];
