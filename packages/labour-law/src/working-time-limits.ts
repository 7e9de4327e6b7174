import { type FigureRule, figureRule } from './legal-rule.ts';

/**
 * The legal limits of working time (Code du travail, livre I de la troisième partie): the maximum
 * durations of a day and a week, the minimum rests and breaks, a night worker's limits and the Sundays a
 * mayor may open. Each is the law's own figure, with the exception an agreement or the inspection may
 * make; the collective agreement is read for what it allows.
 */

/** The limits, by what a question asks. */
export type WorkingTimeLimitId =
  | 'daily-maximum'
  | 'weekly-maximum'
  | 'average-weekly-maximum'
  | 'break'
  | 'daily-rest'
  | 'weekly-rest'
  | 'days-per-week'
  | 'night-period'
  | 'night-worker'
  | 'night-daily-maximum'
  | 'night-weekly-maximum'
  | 'mayor-sundays'
  | 'overtime-quota'
  | 'overtime-quota-rest'
  | 'day-rate-days'
  | 'day-rate-days-waived'
  | 'part-time-minimum'
  | 'on-call'
  | 'food-retail-sunday';

/** A limit: its label (« durée maximale de travail par jour ») and figure (« 10 heures », « 11 heures consécutives »). */
export type WorkingTimeLimit = FigureRule<WorkingTimeLimitId>;

const limit = figureRule<WorkingTimeLimitId>;

/** Every limit, in the order a page lists them. */
export const WORKING_TIME_LIMITS: readonly WorkingTimeLimit[] = [
  limit(
    'daily-maximum',
    'durée maximale de travail effectif par jour',
    '10 heures',
    ['L3121-18', 'L3121-19'],
    'La durée quotidienne de travail effectif ne peut dépasser 10 heures, sauf dérogation de l’inspecteur du travail, ' +
      'urgence, ou accord d’entreprise ou de branche qui peut la porter à 12 heures au plus (activité accrue, organisation).',
  ),
  limit(
    'weekly-maximum',
    'durée maximale de travail sur une même semaine',
    '48 heures',
    ['L3121-20', 'L3121-21'],
    'Au cours d’une même semaine, la durée de travail ne peut dépasser 48 heures, heures supplémentaires comprises ; ' +
      'seule l’administration peut autoriser un dépassement, en cas de circonstances exceptionnelles et jusqu’à 60 heures.',
  ),
  limit(
    'average-weekly-maximum',
    'durée moyenne maximale sur 12 semaines consécutives',
    '44 heures',
    ['L3121-22', 'L3121-23'],
    'Sur 12 semaines consécutives, la durée hebdomadaire moyenne ne peut dépasser 44 heures ; un accord d’entreprise ' +
      'ou de branche peut la porter à 46 heures au plus.',
  ),
  limit(
    'break',
    'pause dès 6 heures de travail dans la journée',
    '20 minutes',
    ['L3121-16'],
    'Dès que le temps de travail quotidien atteint 6 heures, le salarié a droit à une pause d’au moins 20 minutes consécutives.',
  ),
  limit(
    'daily-rest',
    'repos quotidien minimal entre deux journées',
    '11 heures consécutives',
    ['L3131-1', 'L3131-2'],
    'Tout salarié a droit à un repos quotidien d’au moins 11 heures consécutives entre deux journées de travail, ' +
      'sauf dérogation prévue par un accord d’entreprise ou de branche ou en cas d’urgence.',
  ),
  limit(
    'weekly-rest',
    'repos hebdomadaire minimal',
    '35 heures consécutives',
    ['L3132-2'],
    'Le repos hebdomadaire dure au moins 24 heures consécutives, auxquelles s’ajoutent les 11 heures du repos quotidien : ' +
      '35 heures consécutives.',
  ),
  limit(
    'days-per-week',
    'jours de travail au plus par semaine',
    '6 jours',
    ['L3132-1'],
    'Il est interdit de faire travailler un même salarié plus de 6 jours par semaine.',
  ),
  limit(
    'night-period',
    'période de travail de nuit, à défaut d’accord collectif',
    '21 heures à 6 heures',
    ['L3122-20', 'L3122-2'],
    'À défaut d’accord collectif, le travail de nuit est celui accompli entre 21 heures et 6 heures (entre minuit et 7 heures ' +
      'dans la presse, le spectacle et l’audiovisuel) ; un accord peut fixer une autre période d’au moins 9 heures consécutives ' +
      'comprenant l’intervalle entre minuit et 5 heures, comprise entre 21 heures et 7 heures.',
  ),
  limit(
    'night-worker',
    'travail de nuit qui fait un travailleur de nuit',
    '3 heures au moins deux fois par semaine',
    ['L3122-5'],
    'Est travailleur de nuit le salarié qui accomplit, au moins deux fois par semaine selon son horaire habituel, au ' +
      'moins 3 heures de travail de nuit par jour, ou un nombre minimal d’heures de nuit sur une période de référence.',
  ),
  limit(
    'night-daily-maximum',
    'durée maximale de travail par jour d’un travailleur de nuit',
    '8 heures',
    ['L3122-6'],
    'La durée quotidienne de travail d’un travailleur de nuit ne peut dépasser 8 heures, sauf accord collectif ' +
      'ou autorisation de l’inspecteur du travail.',
  ),
  limit(
    'night-weekly-maximum',
    'durée hebdomadaire moyenne maximale d’un travailleur de nuit sur 12 semaines',
    '40 heures',
    ['L3122-7', 'L3122-8'],
    'Sur 12 semaines consécutives, la durée hebdomadaire moyenne d’un travailleur de nuit ne peut dépasser 40 heures, ' +
      'sauf accord collectif ; il a droit à un repos compensateur et, le cas échéant, à une compensation salariale.',
  ),
  limit(
    'mayor-sundays',
    'dimanches que le maire peut ouvrir par an dans le commerce de détail',
    '12 dimanches',
    ['L3132-26', 'L3132-27'],
    'Dans le commerce de détail, le maire peut supprimer le repos dominical au plus 12 dimanches par année civile, ' +
      'arrêtés avant le 31 décembre pour l’année suivante ; chaque salarié qui travaille l’un de ces dimanches est payé ' +
      'au moins le double et a droit à un repos compensateur équivalent.',
  ),
  limit(
    'overtime-quota',
    'contingent annuel d’heures supplémentaires, à défaut d’accord',
    '220 heures',
    ['D3121-24', 'L3121-30'],
    'À défaut d’accord d’entreprise ou de branche, le contingent annuel d’heures supplémentaires est de 220 heures par ' +
      'salarié (les salariés en forfait annuel en heures n’y sont pas soumis). Les heures au-delà du contingent restent ' +
      'possibles, après avis du CSE s’il existe, et ouvrent droit à une contrepartie obligatoire en repos, en plus de leur majoration.',
  ),
  limit(
    'overtime-quota-rest',
    'contrepartie obligatoire en repos des heures au-delà du contingent, à défaut d’accord',
    '50 % jusqu’à 20 salariés, 100 % au-delà',
    ['L3121-38', 'L3121-30'],
    'À défaut d’accord, chaque heure supplémentaire accomplie au-delà du contingent annuel donne droit à un repos égal à 50 % ' +
      'de sa durée dans les entreprises de 20 salariés au plus, et à 100 % dans celles de plus de 20 salariés.',
  ),
  limit(
    'day-rate-days',
    'jours travaillés par an au plus en forfait jours',
    '218 jours',
    ['L3121-64', 'L3121-58'],
    'Une convention individuelle de forfait en jours, prévue par un accord collectif et signée par le salarié (un cadre ' +
      'autonome dans son emploi du temps, ou un salarié dont la durée du travail ne peut être prédéterminée), compte au plus ' +
      '218 jours travaillés par an, journée de solidarité comprise ; l’employeur suit sa charge de travail et les repos ' +
      'quotidien et hebdomadaire restent dus.',
  ),
  limit(
    'day-rate-days-waived',
    'jours travaillés par an au plus quand le salarié renonce à des jours de repos, à défaut d’accord',
    '235 jours',
    ['L3121-66', 'L3121-59'],
    'Le salarié en forfait jours peut, en accord avec l’employeur, renoncer à des jours de repos contre une majoration de ' +
      'salaire d’au moins 10 % (avenant écrit) ; à défaut de précision dans l’accord collectif, il ne peut alors travailler ' +
      'plus de 235 jours dans l’année.',
  ),
  limit(
    'part-time-minimum',
    'durée minimale de travail d’un salarié à temps partiel, à défaut d’accord de branche',
    '24 heures par semaine',
    ['L3123-27', 'L3123-7'],
    'À défaut d’accord de branche, un salarié à temps partiel travaille au moins 24 heures par semaine (ou l’équivalent ' +
      'mensuel). Une durée plus courte est possible à la demande écrite et motivée du salarié (contraintes personnelles, ' +
      'cumul d’emplois), de droit pour un étudiant de moins de 26 ans qui la demande, et pour les contrats de 7 jours au plus ' +
      'ou de remplacement d’un salarié absent.',
  ),
  limit(
    'on-call',
    'temps de travail effectif pendant une astreinte',
    'les seules interventions',
    ['L3121-9', 'L3121-10', 'L3121-11', 'L3121-12'],
    'Pendant une astreinte, le salarié n’est pas sur son lieu de travail ni à la disposition permanente de l’employeur, mais ' +
      'doit pouvoir intervenir : seules les interventions sont du temps de travail effectif, payé comme tel. ' +
      'L’astreinte elle-même donne droit à une compensation, en argent ou en repos, fixée par accord collectif ou, à défaut, ' +
      'par l’employeur après avis du CSE ; hors interventions, elle compte dans le repos quotidien et hebdomadaire. Le planning ' +
      'est communiqué 15 jours à l’avance, sauf circonstances exceptionnelles (au moins un jour franc).',
  ),
  limit(
    'food-retail-sunday',
    'travail du dimanche dans un commerce de détail alimentaire (boulangerie, boucherie, épicerie…)',
    'jusqu’à 13 heures',
    ['L3132-13', 'L3132-3'],
    'Dans un commerce de détail alimentaire, les salariés peuvent travailler le dimanche jusqu’à 13 heures, le repos ' +
      'hebdomadaire commençant alors à 13 heures. En échange, chacun a droit à un repos compensateur d’une journée entière ' +
      'par roulement et par quinzaine (un autre après-midi par semaine pour un salarié de moins de 21 ans logé chez ' +
      'l’employeur) ; au-delà de 400 m² de surface de vente, les heures du dimanche sont majorées d’au moins 30 %. ' +
      'Travailler le dimanche après-midi relève d’autres dérogations (maire, zones touristiques, accord).',
  ),
];
