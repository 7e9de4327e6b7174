import { describe, expect, it } from 'vitest';
import { LABOUR_CODE_ARTICLES, type LabourCodeArticle } from '../legal-rule.ts';
import texts from './code-du-travail.json' with { type: 'json' };

/**
 * The official text is the oracle: every article the library cites is in force, and says what the library
 * makes it say. The texts are extracted from @socialgouv/legi-data (Légifrance) by
 * `scripts/extract-legal-texts.ts`; when a new version changes an article, the row below that fails is
 * the rule to review.
 */

type Article = { etat: string; sections: string[]; texte: string };
const articles: Record<string, Article> = texts.articles;

/** The article's text, whitespace collapsed. */
function text(article: LabourCodeArticle): string {
  const found = articles[article];
  if (found === undefined) throw new Error(`${article} is not in src/oracle/code-du-travail.json`);
  return found.texte;
}

/** For each article, the words of the law the library relies on, and what it relies on them for. */
const RELIED_ON: ReadonlyArray<readonly [LabourCodeArticle, string, string]> = [
  // Procedure.
  [
    'L1232-2',
    'ne peut avoir lieu moins de cinq jours ouvrables après la présentation',
    'interview 5 jours ouvrables after the convocation',
  ],
  ['L1232-4', 'conseiller du salarié', 'the convocation mentions the conseiller du salarié'],
  ['R1232-1', "Elle précise la date, l'heure et le lieu de cet entretien", 'what the convocation says'],
  [
    'L1232-6',
    "ne peut être expédiée moins de deux jours ouvrables après la date prévue de l'entretien",
    'letter 2 jours ouvrables after the interview',
  ],
  [
    'R1231-1',
    "expirent un samedi, un dimanche ou un jour férié ou chômé, ils sont prorogés jusqu'au premier jour ouvrable suivant",
    'extension of a délai',
  ],
  [
    'L1234-3',
    'La date de présentation de la lettre recommandée notifiant le licenciement au salarié fixe le point de départ du préavis',
    'notice starts on presentation',
  ],
  [
    'L1332-2',
    "ni plus d'un mois après le jour fixé pour l'entretien",
    'disciplinary letter within one month',
  ],
  [
    'L1332-4',
    "au-delà d'un délai de deux mois à compter du jour où l'employeur en a eu connaissance",
    'disciplinary proceedings within two months',
  ],
  [
    'L3121-16',
    "le salarié bénéficie d'un temps de pause d'une durée minimale de vingt minutes consécutives",
    'a 20-minute break from 6 hours',
  ],
  [
    'L3121-18',
    'La durée quotidienne de travail effectif par salarié ne peut excéder dix heures',
    '10 hours a day',
  ],
  [
    'L3121-19',
    "à condition que ce dépassement n'ait pas pour effet de porter cette durée à plus de douze heures",
    'an agreement may go to 12 hours',
  ],
  ['L3121-23', 'à plus de quarante-six heures', 'an agreement may go to 46 hours over 12 weeks'],
  ['L3131-1', "d'une durée minimale de onze heures consécutives", '11 hours of daily rest'],
  [
    'L3131-2',
    'peut déroger à la durée minimale de repos quotidien',
    'an agreement may derogate to the daily rest',
  ],
  [
    'L3132-1',
    'Il est interdit de faire travailler un même salarié plus de six jours par semaine',
    'six days a week at most',
  ],
  [
    'L3132-2',
    "Le repos hebdomadaire a une durée minimale de vingt-quatre heures consécutives auxquelles s'ajoutent les heures consécutives de repos quotidien",
    'weekly rest of 24 + 11 hours',
  ],
  [
    'L3132-26',
    'Le nombre de ces dimanches ne peut excéder douze par année civile',
    'the 12 Sundays of a mayor',
  ],
  [
    'L3132-27',
    'une rémunération au moins égale au double de la rémunération normalement due',
    'a Sunday paid double',
  ],
  [
    'L3122-2',
    "La période de travail de nuit commence au plus tôt à 21 heures et s'achève au plus tard à 7 heures",
    'the night period',
  ],
  [
    'L3122-5',
    'au moins deux fois par semaine, selon son horaire de travail habituel, au moins trois heures de travail de nuit quotidiennes',
    'who is a night worker',
  ],
  [
    'L3122-6',
    'La durée quotidienne de travail accomplie par un travailleur de nuit ne peut excéder huit heures',
    '8 hours a night',
  ],
  [
    'L3122-7',
    'calculée sur une période de douze semaines consécutives, ne peut dépasser quarante heures',
    '40 hours over 12 weeks at night',
  ],
  [
    'L3122-8',
    'sous forme de repos compensateur et, le cas échéant, sous forme de compensation salariale',
    'the counterparts of a night worker',
  ],
  [
    'L1242-8-1',
    'la durée totale du contrat de travail à durée déterminée ne peut excéder dix-huit mois',
    '18 months at most',
  ],
  [
    'L1243-1',
    "ne peut être rompu avant l'échéance du terme qu'en cas de faute grave, de force majeure ou d'inaptitude constatée par le médecin du travail",
    'when a CDD may end early',
  ],
  ['L1243-2', 'Le préavis ne peut excéder deux semaines', 'two weeks of notice at most'],
  [
    'L1243-4',
    "des dommages et intérêts d'un montant au moins égal aux rémunérations qu'il aurait perçues jusqu'au terme du contrat",
    'damages when the employer ends it early',
  ],
  ['L1243-11', 'celui-ci devient un contrat à durée indéterminée', 'a CDD continued becomes a CDI'],
  [
    'L1243-13-1',
    'le contrat de travail à durée déterminée est renouvelable deux fois pour une durée déterminée',
    'two renewals',
  ],
  [
    'L1244-3',
    "Les jours pris en compte pour apprécier le délai devant séparer les deux contrats sont les jours d'ouverture",
    'carence in days open',
  ],
  [
    'L1244-3-1',
    'Au tiers de la durée du contrat venu à expiration si la durée du contrat incluant, le cas échéant, son ou ses renouvellements, est de quatorze jours ou plus',
    'a third from 14 days',
  ],
  [
    'L1244-4-1',
    "Lorsque le salarié est à l'initiative d'une rupture anticipée du contrat",
    'no carence when the employee ends it early',
  ],
  [
    'L3141-28',
    "L'indemnité est due que cette rupture résulte du fait du salarié ou du fait de l'employeur",
    'leave not taken paid at departure, whoever ends the contract',
  ],
  [
    'L1222-9',
    "L'accident survenu sur le lieu où est exercé le télétravail pendant l'exercice de l'activité professionnelle du télétravailleur est présumé être un accident de travail",
    'the accident at telework presumed a work accident',
  ],
  [
    'L1222-10',
    "D'organiser chaque année un entretien qui porte notamment sur les conditions d'activité du salarié et sa charge de travail",
    "the teleworker's yearly interview",
  ],
  ['L1222-11', "notamment de menace d'épidémie", 'telework in exceptional circumstances'],
  [
    'L1225-1',
    "ne doit pas prendre en considération l'état de grossesse",
    'pregnancy not considered in hiring',
  ],
  ['L1225-2', "n'est pas tenue de révéler son état de grossesse", 'no duty to tell'],
  ['L1225-4', 'pendant les dix semaines suivant l', 'the protection lasts ten weeks after the leave'],
  ['L1225-16', 'aucune diminution de la rémunération', 'the appointments are paid'],
  ['L1225-34', 'peut rompre son contrat de travail sans préavis', 'resignation without notice'],
  ['L3261-2', "L'employeur prend en charge", "the employer's share of a transport pass"],
  ['R3261-1', 'est égale à 50 % du coût de ces titres', 'half the pass'],
  ['R3261-9', 'calculée à due proportion du nombre', "a part-timer's share below half time"],
  ['L3133-4', 'Le 1er mai est jour férié et chômé', 'the 1er mai is a day off'],
  ['L3133-5', 'ne peut être une cause de réduction de salaire', 'the 1er mai off is paid'],
  [
    'L3133-6',
    'en plus du salaire correspondant au travail accompli, à une indemnité égale au montant de ce salaire',
    'the 1er mai worked is paid twice',
  ],
  ['R3135-3', 'autant de fois qu', 'the fine for each employee worked on the 1er mai'],
  [
    'L3133-7',
    "D'une journée supplémentaire de travail non rémunérée pour les salariés",
    'the solidarity day is unpaid',
  ],
  [
    'L3133-8',
    'la limite de sept heures prévue au 1° du présent article est réduite proportionnellement à la durée contractuelle',
    "a part-timer's hours reduced in proportion",
  ],
  [
    'L3133-11',
    "Soit le travail d'un jour férié précédemment chômé autre que le 1er mai",
    'the day set by agreement',
  ],
  [
    'L3133-12',
    "sont définies par l'employeur, après consultation du comité social et économique",
    'else by the employer',
  ],
  [
    'L1234-20',
    'peut être dénoncé dans les six mois qui suivent sa signature',
    'six months to challenge the final settlement',
  ],
  [
    'L1237-1-1',
    "est présumé avoir démissionné à l'expiration de ce délai",
    'an abandoned post presumed a resignation',
  ],
  [
    'L1237-14',
    "L'autorité administrative dispose d'un délai d'instruction de quinze jours ouvrables",
    'fifteen working days to approve',
  ],
  ['R1237-13', 'ne peut être inférieur à quinze jours', 'fifteen days at least in the formal notice'],
  [
    'R4624-10',
    "dans un délai qui n'excède pas trois mois à compter de la prise effective du poste de travail",
    'the hiring visit within three months',
  ],
  [
    'R4624-31',
    "Après une absence d'au moins soixante jours pour cause de maladie ou d'accident non professionnel",
    'the return-to-work visit after sixty days',
  ],
  [
    'L3122-20',
    'tout travail accompli entre 21 heures et 6 heures est considéré comme du travail de nuit',
    'the night period without an agreement',
  ],
  [
    'R1332-3',
    "Lorsque le dernier jour de ce délai est un samedi, un dimanche ou un jour férié ou chômé, le délai est prorogé jusqu'au premier jour ouvrable suivant",
    'the disciplinary month extended past a weekend or a holiday',
  ],
  [
    'L1233-8',
    "dans les entreprises d'au moins onze salariés",
    'CSE consulted from 11 employees (2 to 9 dismissals)',
  ],
  [
    'L1233-8',
    "à un mois. En l'absence d'avis rendu dans ce délai, le comité social et économique est réputé avoir été consulté",
    'CSE opinion within a month',
  ],
  [
    'L1233-10',
    'tous renseignements utiles sur le projet de licenciement collectif',
    'information sent with the CSE convocation',
  ],
  [
    'L1233-11',
    'ne peut avoir lieu moins de cinq jours ouvrables après la présentation',
    'economic interview after 5 jours ouvrables',
  ],
  ['L1233-11', 'licenciement collectif de moins de dix salariés', 'interview for fewer than 10'],
  ['L1233-13', 'conseiller du salarié', 'the economic convocation mentions the conseiller'],
  [
    'L1233-15',
    "ne peut être expédiée moins de sept jours ouvrables à compter de la date prévue de l'entretien",
    'economic letter after 7 jours ouvrables',
  ],
  [
    'L1233-15',
    "quinze jours ouvrables pour le licenciement individuel d'un membre du personnel d'encadrement",
    '15 for an individual cadre',
  ],
  [
    'L1233-19',
    "de moins de dix salariés dans une même période de trente jours informe l'autorité administrative",
    'DREETS informed (fewer than 10)',
  ],
  ['D1233-3', "dans les huit jours de l'envoi des lettres de licenciement", 'DREETS informed within 8 days'],
  ['L1233-20', 'Le procès-verbal de la réunion du comité social et économique', 'CSE minutes to the DREETS'],
  [
    'L1233-28',
    "d'au moins dix salariés dans une même période de trente jours réunit et consulte le comité social et économique",
    'CSE consulted from 10 dismissals',
  ],
  [
    'L1233-29',
    'séparées par un délai qui ne peut être supérieur à quatorze jours',
    'two meetings at most 14 days apart under 50',
  ],
  [
    'L1233-30',
    "au moins deux réunions espacées d'au moins quinze jours",
    'two meetings at least 15 days apart from 50',
  ],
  ['L1233-30', 'Deux mois lorsque le nombre des licenciements est inférieur à cent', '2 months under 100'],
  [
    'L1233-30',
    'Trois mois lorsque le nombre des licenciements est au moins égal à cent et inférieur à deux cent cinquante',
    '3 months from 100',
  ],
  [
    'L1233-30',
    'Quatre mois lorsque le nombre des licenciements est au moins égal à deux cent cinquante',
    '4 months from 250',
  ],
  [
    'L1233-31',
    'avec la convocation à la première réunion, tous renseignements utiles',
    'information with the first meeting',
  ],
  ['L1233-32', "le plan de sauvegarde de l'emploi", 'PSE sent to the CSE from 50'],
  [
    'L1233-38',
    "la procédure d'entretien préalable au licenciement ne s'applique pas",
    'no interview from 10 with a CSE',
  ],
  ['L1233-38', "et qu'il existe un comité social et économique dans l'entreprise", '… only with a CSE'],
  [
    'L1233-39',
    'Ce délai ne peut être inférieur à trente jours',
    'letters 30 days after the project is notified (under 50)',
  ],
  [
    'L1233-39',
    "après la notification par l'autorité administrative de la décision de validation",
    'letters after the PSE decision (from 50)',
  ],
  [
    'L1233-46',
    'au plus tôt le lendemain de la date prévue pour la première réunion',
    'project notified the day after the first meeting',
  ],
  [
    'L1233-53',
    'dans le délai de vingt et un jours à compter de la date de la notification du projet',
    'DREETS check within 21 days',
  ],
  [
    'L1233-57-1',
    "transmis à l'autorité administrative pour validation de l'accord ou homologation du document",
    'PSE sent for validation',
  ],
  [
    'L1233-57-3',
    "l'autorité administrative homologue le document élaboré par l'employeur",
    'homologation of the unilateral document',
  ],
  ['L1233-57-4', 'décision de validation dans un délai de quinze jours', 'validation within 15 days'],
  ['L1233-57-4', "décision d'homologation dans un délai de vingt et un jours", 'homologation within 21 days'],
  [
    'L1233-57-4',
    "Le silence gardé par l'autorité administrative pendant les délais prévus au premier alinéa vaut décision d'acceptation",
    'silence is acceptance',
  ],
  [
    'L1233-61',
    "Dans les entreprises d'au moins cinquante salariés, lorsque le projet de licenciement concerne au moins dix salariés",
    'PSE threshold',
  ],
  [
    'L1233-66',
    "lors de l'entretien préalable ou à l'issue de la dernière réunion des représentants du personnel",
    'when the CSP is offered',
  ],
  ['L1233-66', 'une contribution égale à deux mois de salaire brut', 'contribution without an offer'],
  [
    'L1233-66',
    'portée à trois mois lorsque son ancien salarié adhère au contrat de sécurisation professionnelle',
    '… 3 months when the employee joins the CSP on France Travail’s offer',
  ],
  ['L1233-67', 'ne comporte ni préavis ni indemnité compensatrice de préavis', 'CSP: no notice'],
  ['L1233-71', "d'au moins mille salariés", 'congé de reclassement from 1 000'],
  [
    'R1233-20',
    "l'employeur propose au salarié le bénéfice du congé de reclassement",
    'offered in the letter',
  ],
  [
    'R1233-21',
    'délai de huit jours à compter de la date de notification de la lettre de licenciement',
    '8 days to accept',
  ],
  ['L1235-15', 'qui ne peut être inférieure à un mois de salaire brut', 'no CSE: at least one month'],
  [
    'L2311-2',
    "Un comité social et économique est mis en place dans les entreprises d'au moins onze salariés",
    'CSE from 11',
  ],
  // Notice.
  ['L1234-1', "Lorsque le licenciement n'est pas motivé par une faute grave", 'no notice for faute grave'],
  [
    'L1234-1',
    "inférieure à six mois, à un préavis dont la durée est déterminée par la loi, la convention ou l'accord collectif de travail ou, à défaut, par les usages",
    'under 6 months: agreement or usage',
  ],
  [
    'L1234-1',
    "comprise entre six mois et moins de deux ans, à un préavis d'un mois",
    '1 month from 6 months',
  ],
  ['L1234-1', "d'au moins deux ans, à un préavis de deux mois", '2 months from 2 years'],
  [
    'L1234-1',
    "prévoient pas un préavis ou une condition d'ancienneté de services plus favorable",
    'minimums',
  ],
  [
    'L1234-8',
    "la période de suspension n'entre pas en compte pour la détermination de la durée d'ancienneté",
    'suspensions do not count (notice)',
  ],
  ['L5213-9', 'est doublée pour les bénéficiaires du chapitre II', 'disabled worker: doubled'],
  ['L5213-9', 'porter au-delà de trois mois la durée de ce préavis', '… at most 3 months'],
  [
    'L5213-9',
    "prévoient un préavis d'une durée au moins égale à trois mois",
    '… unless the agreement gives 3 months',
  ],
  [
    'L1237-6',
    "respecte un préavis dont la durée est déterminée conformément à l'article L. 1234-1",
    'mise à la retraite: dismissal notice',
  ],
  [
    'L1237-10',
    "respecte un préavis dont la durée est déterminée conformément à l'article L. 1234-1",
    'départ à la retraite: dismissal notice',
  ],
  [
    'L1237-1',
    "En cas de démission, l'existence et la durée du préavis sont fixées par la loi, ou par convention ou accord collectif de travail",
    'resignation notice',
  ],
  ['L1237-1', 'résultent des usages pratiqués dans la localité et dans la profession', '… or usage'],
  [
    'L7313-9',
    "Un mois durant la première année de présence dans l'entreprise ; 2° Deux mois durant la deuxième année ; 3° Trois mois au-delà",
    'VRP',
  ],
  [
    'L7112-2',
    'Un mois pour une ancienneté inférieure ou égale à trois ans ; 2° Deux mois pour une ancienneté supérieure à trois ans',
    'journalists',
  ],
  // Indemnities.
  [
    'L1234-9',
    "licencié alors qu'il compte 8 mois d'ancienneté ininterrompus au service du même employeur, a droit, sauf en cas de faute grave",
    '8 months, no faute grave',
  ],
  [
    'L1234-11',
    "la période de suspension n'entre pas en compte pour la détermination de la durée d'ancienneté",
    'suspensions do not count (indemnity)',
  ],
  [
    'R1234-1',
    "En cas d'année incomplète, l'indemnité est calculée proportionnellement au nombre de mois complets",
    'partial years by complete months',
  ],
  [
    'R1234-2',
    "Un quart de mois de salaire par année d'ancienneté pour les années jusqu'à dix ans",
    '1/4 up to 10 years',
  ],
  [
    'R1234-2',
    "Un tiers de mois de salaire par année d'ancienneté pour les années à partir de dix ans",
    '1/3 beyond',
  ],
  ['R1234-4', 'selon la formule la plus avantageuse pour le salarié', 'the more favourable'],
  [
    'R1234-4',
    "la moyenne mensuelle des douze derniers mois précédant le licenciement, ou lorsque la durée de service du salarié est inférieure à douze mois, la moyenne mensuelle de la rémunération de l'ensemble des mois",
    '12 months or all months',
  ],
  ['R1234-4', 'Soit le tiers des trois derniers mois', '3 months'],
  [
    'R1234-4',
    "n'est prise en compte que dans la limite d'un montant calculé à due proportion",
    'bonus pro rata',
  ],
  ['L1226-14', "égale au double de l'indemnité prévue par l'article L. 1234-9", 'inaptitude: doubled'],
  [
    'L1226-16',
    "salaire moyen qui aurait été perçu par l'intéressé au cours des trois derniers mois",
    'inaptitude: its reference salary',
  ],
  [
    'L1237-13',
    "ne peut pas être inférieur à celui de l'indemnité prévue à l'article L. 1234-9",
    'conventional termination: at least L1234-9',
  ],
  [
    'L1243-8',
    'Cette indemnité est égale à 10 % de la rémunération totale brute versée au salarié',
    'precarity: 10 %',
  ],
  ['L1243-8', 'ne se poursuivent pas par un contrat à durée indéterminée', 'not when a CDI follows'],
  ['L1243-9', "limiter le montant de l'indemnité de fin de contrat à hauteur de 6 %", 'agreement: 6 %'],
  [
    'L1243-10',
    "Lorsque le contrat est conclu au titre du 3° de l'article L. 1242-2 ou de l'article L. 1242-3 , sauf dispositions conventionnelles plus favorables",
    'seasonal, usage, employment-policy contracts',
  ],
  [
    'L1243-10',
    'conclu avec un jeune pour une période comprise dans ses vacances scolaires ou universitaires',
    'student holiday job',
  ],
  [
    'L1243-10',
    "Lorsque le salarié refuse d'accepter la conclusion d'un contrat de travail à durée indéterminée pour occuper le même emploi ou un emploi similaire, assorti d'une rémunération au moins équivalente",
    'refused CDI',
  ],
  [
    'L1243-10',
    "En cas de rupture anticipée du contrat due à l'initiative du salarié, à sa faute grave ou à un cas de force majeure",
    'early termination, faute grave, force majeure',
  ],
  ['L1242-2', 'Emplois à caractère saisonnier', 'seasonal contract'],
  [
    'L1242-2',
    "il est d'usage constant de ne pas recourir au contrat de travail à durée indéterminée",
    'usage contract',
  ],
  [
    'L1242-3',
    'destinées à favoriser le recrutement de certaines catégories de personnes sans emploi',
    'employment-policy contract',
  ],
  // Seniority.
  [
    'L1225-24',
    'La durée de ce congé est assimilée à une période de travail effectif pour la détermination des droits que la salariée tient de son ancienneté',
    'maternity counts',
  ],
  [
    'L1225-35-2',
    'assimilée à une période de travail effectif pour la détermination des droits que le salarié tient de son ancienneté',
    'paternity counts',
  ],
  [
    'L1225-42',
    "La durée du congé d'adoption est assimilée à une période de travail effectif",
    'adoption counts',
  ],
  [
    'L1225-46-3',
    'La durée du congé supplémentaire de naissance est assimilée à une période de travail effectif',
    'birth leave counts',
  ],
  [
    'L1225-54',
    "La durée du congé parental d'éducation à temps plein est prise en compte pour moitié",
    'full-time parental leave: half',
  ],
  [
    'L1225-54',
    "la durée du congé parental d'éducation à temps partiel est assimilée à une période de travail effectif",
    'part-time parental leave counts',
  ],
  [
    'L1225-65',
    'La durée du congé de présence parentale est prise en compte en totalité',
    'parental presence counts',
  ],
  [
    'L1226-7',
    "accident du travail, autre qu'un accident de trajet, ou d'une maladie professionnelle",
    'AT/MP, not the commute',
  ],
  [
    'L1226-7',
    "La durée des périodes de suspension est prise en compte pour la détermination de tous les avantages légaux ou conventionnels liés à l'ancienneté",
    'AT/MP counts',
  ],
  [
    'L3142-12',
    "Elle est prise en compte pour la détermination des avantages liés à l'ancienneté",
    'solidarité familiale counts',
  ],
  [
    'L3142-21',
    "Elle est prise en compte pour la détermination des avantages liés à l'ancienneté",
    'proche aidant counts',
  ],
  [
    'L3142-28',
    'un congé sabbatique pendant lequel son contrat de travail est suspendu',
    'sabbatical is a suspension',
  ],
  ['L3142-105', 'Le salarié qui crée ou reprend une entreprise a droit', 'business-creation leave'],
  [
    'L3142-88',
    "dans le calcul de l'ancienneté exigée pour la détermination de la durée du préavis de licenciement",
    'local elected office counts (notice)',
  ],
  ['L3142-88', "et pour le bénéfice de l'indemnité de licenciement", '… and indemnity'],
  // Public holidays.
  [
    'L3133-1',
    "1° Le 1er janvier ; 2° Le lundi de Pâques ; 3° Le 1er mai ; 4° Le 8 mai ; 5° L'Ascension ; 6° Le lundi de Pentecôte ; 7° Le 14 juillet ; 8° L'Assomption ; 9° La Toussaint ; 10° Le 11 novembre ; 11° Le jour de Noël",
    'the eleven holidays',
  ],
  [
    'L3134-13',
    'Le Vendredi Saint dans les communes ayant un temple protestant ou une église mixte',
    'Alsace-Moselle: Good Friday',
  ],
  ['L3134-13', 'Le premier et le second jour de Noël', 'Alsace-Moselle: 26 December'],
  // Paid leave.
  [
    'L3141-3',
    'Le salarié a droit à un congé de deux jours et demi ouvrables par mois de travail effectif chez le même employeur',
    '2,5 jours ouvrables a month',
  ],
  [
    'L3141-3',
    'La durée totale du congé exigible ne peut excéder trente jours ouvrables',
    'at most 30 jours ouvrables',
  ],
  [
    'R3141-4',
    'le point de départ de la période prise en compte pour le calcul du droit au congé est fixé au 1er juin de chaque année',
    'reference period from 1 June',
  ],
  [
    'L3141-5',
    "5° Les périodes pendant lesquelles l'exécution du contrat de travail est suspendue pour cause d'accident du travail ou de maladie professionnelle ;",
    'work accidents count as work',
  ],
  [
    'L3141-5',
    "7° Les périodes pendant lesquelles l'exécution du contrat de travail est suspendue pour cause d'arrêt de travail lié à un accident ou une maladie n'ayant pas un caractère professionnel",
    'non-professional sick leave counts',
  ],
  [
    'L3141-5-1',
    "Par dérogation au premier alinéa de l' article L. 3141-3 , la durée du congé auquel le salarié a droit au titre des périodes mentionnées au 7°",
    'sick leave departs from the 2,5 days only (not from the 30-day cap)',
  ],
  [
    'L3141-5-1',
    "est de deux jours ouvrables par mois, dans la limite d'une attribution, à ce titre, de vingt-quatre jours ouvrables par période de référence",
    'sick leave: 2 days a month, at most 24',
  ],
  [
    'L3141-7',
    "n'est pas un nombre entier, la durée du congé est portée au nombre entier immédiatement supérieur",
    'rounded up',
  ],
  [
    'L3141-24',
    'ouvre droit à une indemnité égale au dixième de la rémunération brute totale perçue par le salarié au cours de la période de référence',
    'indemnity: one tenth',
  ],
  ['L3141-24', "1° De l'indemnité de congé de l'année précédente", 'the previous indemnity counts'],
  [
    'L3141-24',
    "dans la limite d'une prise en compte à 80 % de la rémunération associée à ces périodes",
    'sick leave counts for 80 %',
  ],
  // Leaves at a birth.
  ['L1225-17', 'commence six semaines avant la date présumée', '6 weeks before'],
  ['L1225-17', 'se termine dix semaines après la date de celui-ci', '10 weeks after'],
  ['L1225-18', 'commence douze semaines avant la date présumée', 'twins: 12 weeks before'],
  ['L1225-18', 'commence vingt-quatre semaines avant', 'three or more: 24 weeks before'],
  ['L1225-18', 'se termine vingt-deux semaines après', '22 weeks after'],
  ['L1225-19', 'commence huit semaines avant la date présumée', 'third child: 8 weeks before'],
  ['L1225-19', 'se termine dix-huit semaines après', 'third child: 18 weeks after'],
  [
    'L1225-35',
    'vingt-cinq jours calendaires ou de trente-deux jours calendaires en cas de naissances multiples',
    '25 or 32 days',
  ],
  ['L1225-35', 'une période de quatre jours calendaires consécutifs', '4 days first'],
  ['L1225-35-1', "Il est interdit d'employer le salarié", 'the 4 days are mandatory'],
  ['D1225-8', 'pris dans les six mois suivant la naissance', 'within 6 months'],
  ['D1225-8', "d'une durée minimale de cinq jours chacune", 'two periods of 5 days at least'],
  ['L3142-2', "n'entraînent pas de réduction de la rémunération", 'birth leave paid'],
  ['L3142-4', 'Trois jours, pour chaque naissance', '3 days per birth'],
  // Family events, a sick child, overtime quota, day rates, part time, prescription, DPAE (stop 46).
  ['L3132-13', 'le repos hebdomadaire peut être donné le dimanche à partir de treize heures', 'until 1 pm'],
  ['L3132-13', 'par roulement et par quinzaine, d', 'a day every fortnight'],
  ['L3132-13', 'majorée d', '30 % (1)'],
  ['L3132-13', 'au moins 30 %', '30 % (2)'],
  ['L3132-3', 'le repos hebdomadaire est donné le dimanche', 'Sunday rest'],
  ['L3141-19-1', 'il bénéficie d', 'carry-over (1)'],
  ['L3141-19-1', 'une période de report de quinze mois', '15 months'],
  ['L3141-19-2', 'suspendu depuis au moins un an', 'after a year'],
  ['L3141-19-3', 'dans le mois qui suit la reprise du travail', 'within the month'],
  [
    'L3121-9',
    'La durée de cette intervention est considérée comme un temps de travail effectif',
    'only interventions are work',
  ],
  ['L3121-9', 'fait l', 'compensation (1)'],
  ['L3121-10', 'la période d', 'counts as rest'],
  ['L3121-11', 'la compensation sous forme financière ou sous forme de repos', 'compensation'],
  ['L3121-12', 'quinze jours à l', '15 days ahead'],
  ['L3141-19', 'il peut être fractionné avec l', 'split with the employee agreement'],
  ['L3141-19', 'au moins égale à douze jours ouvrables continus', '12 continuous days'],
  [
    'L3141-23',
    'Deux jours ouvrables de congé supplémentaire sont attribués lorsque le nombre de jours de congé pris en dehors de cette période est au moins égal à six',
    '2 days from 6',
  ],
  ['L3141-23', 'un seul lorsque ce nombre est compris entre trois et cinq jours', '1 day from 3 to 5'],
  [
    'L3141-23',
    'Les jours de congé principal dus au delà de vingt-quatre jours ouvrables ne sont pas pris en compte',
    'fifth week not counted',
  ],
  ['L3121-21', 'plus de soixante heures par semaine', 'up to 60 hours by authorisation'],
  ['L3142-6', 'a droit à un congé de solidarité familiale', 'end-of-life leave'],
  [
    'L3142-15',
    'La durée maximale du congé est de trois mois, renouvelable une fois',
    '3 months once renewed',
  ],
  ['L3142-7', 'En cas d', 'urgent start'],
  ['L3142-16', 'a droit à un congé de proche aidant', 'carer leave'],
  ['L3142-27', 'La durée maximale du congé est de trois mois, renouvelable dans la limite', '3 months'],
  ['L3142-19', 'la durée d', 'one year over the career (1)'],
  ['L3142-19', 'un an pour l', 'one year over the career (2)'],
  [
    'L1471-1',
    'se prescrit par douze mois à compter de la notification de la rupture',
    '12 months to challenge a dismissal',
  ],
  ['L1471-1', 'se prescrit par deux ans à compter du jour', '2 years for the contract execution'],
  ['R1221-4', 'au plus tôt dans les huit jours précédant la date prévisible', 'DPAE at most 8 days ahead'],
  ['L1221-10', 'ne peut intervenir qu', 'declaration before the hire'],
  ['L1221-11', 'trois cents fois le taux horaire du minimum garanti', 'DPAE penalty'],
  ['D3121-24', 'le contingent annuel d', 'overtime quota default'],
  ['D3121-24', 'deux cent vingt heures par salarié', '220 hours'],
  ['L3121-30', 'contrepartie obligatoire sous forme de repos', 'rest beyond the quota'],
  ['L3121-38', 'fixée à 50 % des heures supplémentaires accomplies au-delà du contingent', '50 %'],
  [
    'L3121-38',
    'à 100 % de ces mêmes heures pour les entreprises de plus de vingt salariés',
    '100 % above 20 employees',
  ],
  ['L3121-64', 'dans la limite de deux cent dix-huit jours', '218 days'],
  ['L3121-66', 'le nombre maximal de jours travaillés dans l', '235 days (1)'],
  ['L3121-66', 'est de deux cent trente-cinq', '235 days (2)'],
  ['L3121-58', 'Les cadres qui disposent d', 'who may sign a day rate'],
  ['L3121-59', 'sans qu', 'at least 10 % (1)'],
  ['L3121-59', 'inférieur à 10 %', 'at least 10 % (2)'],
  ['L3123-27', 'vingt-quatre heures par semaine', '24 hours minimum'],
  ['L3123-7', 'Aux contrats d', 'exceptions to the minimum'],
  ['L3123-7', 'poursuivant ses études', 'students under 26'],
  ['L3142-1', 'Pour son mariage ou pour la conclusion d', 'wedding or PACS'],
  ['L3142-1-1', 'un congé de deuil de huit jours', '8 days of bereavement'],
  ['D3142-1-1', 'peut être fractionné en deux périodes', 'in two periods'],
  ['L1225-61', 'au maximum de trois jours par an', '3 days a year'],
  ['L1225-61', 'Elle est portée à cinq jours si l', '5 days'],
  ['L1225-62', 'trois cent dix jours ouvrés', '310 days'],
  ['L3142-4', 'Quatre jours pour son mariage', '4 days wedding'],
  ['L3142-4', 'Un jour pour le mariage d', '1 day child wedding'],
  ['L3142-4', 'Douze jours pour le décès d', '12 days child death'],
  ['L3142-4', 'quatorze jours lorsque l', '14 days'],
  ['L3142-4', 'Trois jours pour le décès du conjoint', '3 days relative death'],
  ['L3142-4', 'Cinq jours pour l', '5 days diagnosis'],
  ['L3142-4', 'sont des jours ouvrables', 'jours ouvrables'],
  // Overtime and complementary hours.
  ['L3121-20', 'la durée maximale hebdomadaire de travail est de quarante-huit heures', '48 hours a week'],
  [
    'L3121-22',
    'douze semaines consécutives ne peut dépasser quarante-quatre heures',
    '44 hours over 12 weeks',
  ],
  ['L3121-33', 'Ce taux ne peut être inférieur à 10 %', 'an agreement down to 10 %'],
  [
    'L3121-36',
    'majoration de salaire de 25 % pour chacune des huit premières heures',
    '25 % for the first 8',
  ],
  ['L3121-36', 'Les heures suivantes donnent lieu à une majoration de 50 %', '50 % beyond'],
  [
    'L3123-8',
    'Chacune des heures complémentaires accomplies donne lieu à une majoration de salaire',
    'each premium',
  ],
  ['L3123-9', 'au niveau de la durée légale du travail', 'never up to 35 hours'],
  ['L3123-28', 'ne peut être supérieur au dixième de la durée hebdomadaire', 'a tenth without agreement'],
  [
    'L3123-29',
    'de 10 % pour chacune des heures complémentaires accomplies dans la limite du dixième',
    '10 %',
  ],
  ['L3123-29', 'de 25 % pour chacune des heures accomplies entre le dixième et le tiers', '25 % to a third'],
  // The retirement indemnity.
  ['L1237-7', 'au moins égale à l', 'at least the dismissal indemnity'],
  ['L1237-9', 'a droit à une indemnité de départ à la retraite', 'departure indemnity'],
  ['D1237-1', 'Un demi-mois de salaire après dix ans', 'half a month after 10'],
  ['D1237-1', 'Un mois de salaire après quinze ans', 'a month after 15'],
  ['D1237-1', 'Un mois et demi de salaire après vingt ans', '1.5 after 20'],
  ['D1237-1', 'Deux mois de salaire après trente ans', '2 after 30'],
  ['D1237-2', 'soit le tiers des trois derniers mois', 'reference salary'],
  // The payment of wages.
  ['L3242-1', 'Le paiement de la rémunération est effectué une fois par mois', 'monthly'],
  [
    'L3242-1',
    'à la moitié de la rémunération mensuelle, est versé au salarié qui en fait la demande',
    'advance',
  ],
  ['L3241-1', 'le salaire est payé en espèces au salarié qui le demande', 'cash below a threshold'],
  ['L3241-1', 'Le salarié ne peut désigner un tiers pour recevoir son salaire', 'no third party'],
  ['L3251-1', 'fournitures diverses, quelle', 'no other deduction'],
  ['L3251-3', 'ne dépassant pas le dixième du montant des salaires exigibles', 'a tenth'],
  ['L3251-2', 'Outils et instruments nécessaires au travail', 'tools may be set off'],
  ['L3242-3', 'au moins deux fois par mois, à seize jours au plus', 'not monthly: twice a month'],
  ['R3241-1', 'versé un jour ouvrable sauf en cas de paiement réalisé par virement', 'a working day'],
  ['R3243-5', 'à le conserver sans limitation de durée', 'employee keeps it'],
  ['L1331-2', 'Les amendes ou autres sanctions pécuniaires sont interdites', 'fines forbidden'],
  ['L3243-4', 'pendant cinq ans', 'employer keeps 5 years'],
  ['L3243-2', 'Sauf opposition du salarié', 'electronic unless refused'],
  ['D3243-8', 'soit pendant une durée de cinquante ans', '50 years'],
  ['D3243-8', 'augmenté de six ans', 'or to the age plus six'],
  ['L3245-1', 'se prescrit par trois ans', '3 years'],
  [
    'L3245-1',
    'sur les sommes dues au titre des trois années précédant la rupture du contrat',
    'before the end',
  ],
  // An apprentice's and a young worker's minimum pay.
  ['D6222-26', 'A 27 % du salaire minimum de croissance pendant la première année', 'under 18: 27 %'],
  ['D6222-26', 'A 39 % du salaire minimum de croissance pendant la deuxième année', 'under 18: 39 %'],
  ['D6222-26', 'A 55 % du salaire minimum de croissance pendant la troisième année', 'under 18: 55 %'],
  ['D6222-26', 'Pour les jeunes âgés de dix-huit à vingt ans', '18 to 20'],
  ['D6222-26', 'A 43 % du salaire minimum de croissance pendant la première année', '18 to 20: 43 %'],
  ['D6222-26', 'A 51 % du salaire minimum de croissance pendant la deuxième année', '18 to 20: 51 %'],
  ['D6222-26', 'A 67 % du salaire minimum de croissance pendant la troisième année', '18 to 20: 67 %'],
  ['D6222-26', 'A 53 % du salaire minimum de croissance ou, s', '21 to 25: 53 %'],
  ['D6222-26', 'A 61 % du salaire minimum de croissance ou, s', '21 to 25: 61 %'],
  ['D6222-26', 'A 78 % du salaire minimum de croissance ou, s', '21 to 25: 78 %'],
  ['D6222-26', 'Pour les jeunes âgés de 26 ans et plus, à 100 %', '26 and more: 100 %'],
  ['D6222-27', 'apprentis de moins de seize ans bénéficient', 'under 16 as at 16'],
  ['D6222-28', 'celui correspondant à la dernière année précédant cette prolongation', 'prolongation'],
  ['D6222-31', 'premier jour du mois suivant le jour où l', 'rate rises the month after'],
  ['D3231-3', '20 % Avant dix-sept ans', 'minus 20 % before 17'],
  ['D3231-3', '10 % Entre dix-sept et dix-huit ans', 'minus 10 % from 17 to 18'],
  ['D3231-3', 'six mois de pratique professionnelle dans la branche', 'none after 6 months'],
  // A trial period's longest length.
  ['L1221-19', 'Pour les ouvriers et les employés, de deux mois', 'CDI: 2 months'],
  ['L1221-19', 'Pour les agents de maîtrise et les techniciens, de trois mois', 'CDI: 3 months'],
  ['L1221-19', 'Pour les cadres, de quatre mois', 'CDI: 4 months'],
  ['L1221-21', 'peut être renouvelée une fois si un accord de branche étendu le prévoit', 'renewed once'],
  ['L1221-21', 'Quatre mois pour les ouvriers et employés', 'renewed: 4 months'],
  ['L1221-21', 'Six mois pour les agents de maîtrise et techniciens', 'renewed: 6 months'],
  ['L1221-21', 'Huit mois pour les cadres', 'renewed: 8 months'],
  ['L1221-22', 'de durées plus courtes fixées dans la lettre', 'shorter only'],
  ['L1221-23', 'expressément stipulées dans la lettre', 'stated in the contract'],
  ['L1242-10', 'un jour par semaine', 'CDD: a day a week'],
  ['L1242-10', 'dans la limite de deux semaines lorsque la durée initialement prévue', 'CDD: 2 weeks'],
  ['L1242-10', 'mois dans les autres cas', 'CDD: a month beyond'],
  // The end of a trial period.
  ['L1221-25', 'Vingt-quatre heures en deçà de huit jours de présence', 'employer: 24 hours under 8 days'],
  [
    'L1221-25',
    'Quarante-huit heures entre huit jours et un mois de présence',
    'employer: 48 hours to a month',
  ],
  ['L1221-25', 'Deux semaines après un mois de présence', 'employer: 2 weeks after a month'],
  ['L1221-25', 'Un mois après trois mois de présence', 'employer: a month after 3 months'],
  ['L1221-25', 'ne peut être prolongée du fait de la durée du délai de prévenance', 'no longer trial'],
  ['L1221-26', 'délai de prévenance de quarante-huit heures', 'employee: 48 hours'],
  [
    'L1221-26',
    'ramené à vingt-quatre heures si la durée de présence du salarié',
    'employee: 24 hours under 8 days',
  ],
  // Sick leave: the employer's complement.
  ['L1226-1', "Tout salarié ayant une année d'ancienneté dans l'entreprise", 'complement from one year'],
  ['L1226-1', 'justifié dans les quarante-huit heures', 'the 48 hours'],
  ['D1226-1', 'Pendant les trente premiers jours,90 % de la rémunération brute', '30 days at 90 %'],
  ['D1226-1', 'Pendant les trente jours suivants, deux tiers', 'then 30 days at two thirds'],
  ['D1226-2', 'augmentées de dix jours par période entière de cinq ans', '10 more days per 5 whole years'],
  ['D1226-2', 'puisse dépasser quatre-vingt-dix jours', 'each at most 90 days'],
  ['D1226-3', 'au-delà de sept jours', 'from the 8th day'],
  ['D1226-3', "à l'exclusion des accidents de trajet", 'not after a commuting accident'],
  ['D1226-4', 'durant les douze mois antérieurs', 'durations over 12 months'],
  ['D1226-8', "s'apprécie au premier jour de l'absence", 'seniority on the first day'],
  [
    'L3141-24',
    'ne peut être inférieure au montant de la rémunération qui aurait été perçue pendant la période de congé si le salarié avait continué à travailler',
    'never less than the maintained pay',
  ],
];

/** Which section each article sits in, when its text alone does not say what it is about. */
const SECTIONS: ReadonlyArray<readonly [LabourCodeArticle, string]> = [
  ['L3142-12', 'Congé de solidarité familiale'],
  ['L3142-21', 'Congé de proche aidant'],
  ['L3142-105', "création ou la reprise d'entreprise"],
  ['R1231-1', 'Titre III : Rupture du contrat de travail à durée indéterminée'],
];

describe('the articles the library cites', () => {
  it('come from a recent Code du travail', () => {
    expect(texts.source).toMatch(/^@socialgouv\/legi-data /);
    expect(texts.codeVersion >= '2026-01-01').toBe(true);
  });

  it.each(LABOUR_CODE_ARTICLES)('%s is in force', (article) => {
    expect(articles[article]?.etat).toBe('VIGUEUR');
  });

  it('each have at least one of their words checked below', () => {
    const checked = new Set(RELIED_ON.map(([article]) => article));
    expect(LABOUR_CODE_ARTICLES.filter((article) => !checked.has(article))).toEqual([]);
  });
});

describe('the paid leave of a work accident', () => {
  it('is no longer limited to a year of uninterrupted suspension (loi du 22 avril 2024)', () => {
    expect(text('L3141-5')).not.toMatch(/durée ininterrompue/);
  });
});

describe.each(RELIED_ON)('%s says “%s”', (article, words, purpose) => {
  it(`(${purpose})`, () => {
    expect(text(article)).toContain(words);
  });
});

describe.each(SECTIONS)('%s sits in “%s”', (article, section) => {
  it('section', () => {
    expect(articles[article]?.sections.some((title) => title.includes(section))).toBe(true);
  });
});
