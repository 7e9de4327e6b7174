/**
 * What each simulator's page says in HTML, readable without JavaScript: its title and description for
 * search engines, what the law says (each point with the Code du travail articles it rests on, linked to
 * our Code du travail pages), what the simulator asks, and the official sheets it follows. The figures
 * themselves are only ever computed by `@dirigeo/labour-law` and `@dirigeo/payroll-calc` in the island.
 */

/** One point of the law, with its articles of the Code du travail. */
export interface LawPoint {
  readonly text: string;
  /** Articles of the Code du travail (`L1234-9`), linked to our pages; other codes are cited in the text. */
  readonly articles: readonly string[];
}

export interface SimulatorPage {
  /** The page's `<title>`, before « | Dirigeo ». */
  readonly title: string;
  /** The page's meta description. */
  readonly description: string;
  /** What the law says, point by point. */
  readonly law: readonly LawPoint[];
  /** What the simulator asks, in the order it asks. */
  readonly asks: readonly string[];
  /** The official sheets and sites it follows. */
  readonly sources: readonly { readonly label: string; readonly href: string }[];
}

const MINISTRY = 'Ministère du Travail';

export const simulatorPages: Readonly<Record<string, SimulatorPage>> = {
  'brut-net': {
    title: 'Salaire brut en net 2025 et 2026 : président de SAS et salarié',
    description:
      'Du brut au net, ligne par ligne, pour un président de SAS ou SASU et pour un salarié non-cadre ou cadre : net avant impôt, net imposable, montant net social, prélèvement à la source et coût employeur, aux taux 2025 et 2026.',
    law: [
      {
        text: 'Le président de SAS ou de SASU rémunéré pour son mandat est affilié au régime général comme un salarié (assimilé salarié, article L311-3 du Code de la sécurité sociale) : il paie les mêmes cotisations de sécurité sociale et de retraite complémentaire, mais ni l’assurance chômage ni l’AGS, et l’entreprise n’a pas droit à la réduction générale des cotisations patronales pour lui.',
        articles: [],
      },
      {
        text: 'Pour un salarié, l’employeur paie en plus l’assurance chômage (4,05 % jusqu’en avril 2025, 4 % depuis mai 2025) et l’AGS (0,25 %), et bénéficie de la réduction générale des cotisations patronales sur les salaires inférieurs à 1,6 SMIC en 2025 ; depuis 2026, la réduction générale dégressive unique s’applique jusqu’à 3 SMIC.',
        articles: [],
      },
      {
        text: 'Le bulletin de paie regroupe les cotisations par risque couvert (santé, accidents du travail, retraite, famille, assurance chômage, autres contributions, CSG et CRDS) : le simulateur les présente dans cet ordre.',
        articles: ['R3243-2'],
      },
      {
        text: 'Le net imposable ajoute au net à payer la CSG et la CRDS non déductibles et la part patronale de la complémentaire santé (article 83 du Code général des impôts) ; le prélèvement à la source en est le produit par le taux personnalisé de l’administration fiscale.',
        articles: [],
      },
    ],
    asks: [
      'pour qui : un président de SAS ou de SASU, ou un salarié non-cadre ou cadre ;',
      'le mois, l’année (2025 ou 2026) et l’effectif de l’entreprise ;',
      'la rémunération brute du mois, et pour un salarié son temps de travail ;',
      'la complémentaire santé, la prévoyance des cadres, le taux de prélèvement à la source et, si vous les connaissez, les taux AT/MP et de versement mobilité.',
    ],
    sources: [
      {
        label: `${MINISTRY}, « Le bulletin de paie »`,
        href: 'https://travail-emploi.gouv.fr/le-bulletin-de-paie',
      },
      { label: 'Urssaf, taux et barèmes des cotisations', href: 'https://www.urssaf.fr' },
      { label: 'Bulletin officiel de la sécurité sociale (BOSS)', href: 'https://boss.gouv.fr' },
    ],
  },
  'indemnite-licenciement': {
    title: 'Calcul de l’indemnité légale de licenciement',
    description:
      'Le montant de l’indemnité légale de licenciement selon l’ancienneté, les absences et les salaires des derniers mois, avec chaque règle et son article du Code du travail : 8 mois d’ancienneté, faute grave, inaptitude.',
    law: [
      {
        text: 'Elle est due au salarié en CDI licencié qui compte au moins 8 mois d’ancienneté ininterrompue à la notification du licenciement, sauf faute grave ou lourde.',
        articles: ['L1234-9'],
      },
      {
        text: 'Elle vaut au moins un quart de mois de salaire par année d’ancienneté jusqu’à 10 ans, puis un tiers de mois par année au-delà ; une année incomplète compte au prorata des mois complets.',
        articles: ['R1234-2', 'R1234-1'],
      },
      {
        text: 'Le salaire de référence est le plus favorable au salarié entre la moyenne des 12 derniers mois et le tiers des 3 derniers mois, où une prime annuelle ou exceptionnelle ne compte qu’au prorata.',
        articles: ['R1234-4'],
      },
      {
        text: 'Le montant se calcule sur l’ancienneté acquise à la fin du préavis, même si le salarié est dispensé de l’effectuer. Les périodes de suspension du contrat (arrêt maladie, congé sans solde…) n’y comptent pas, sauf celles qu’un texte assimile à du travail, comme l’arrêt pour accident du travail.',
        articles: ['L1234-11', 'L1226-7'],
      },
      {
        text: 'Après une inaptitude d’origine professionnelle, l’indemnité spéciale de licenciement vaut le double de l’indemnité légale, sans condition d’ancienneté, calculée sur le salaire moyen des 3 derniers mois.',
        articles: ['L1226-14', 'L1226-16'],
      },
    ],
    asks: [
      'le motif du licenciement (faute grave, inaptitude…) ;',
      'la date d’entrée et la date de notification du licenciement ;',
      'les absences qui ne comptent pas dans l’ancienneté ;',
      'le préavis (travailleur handicapé, préavis conventionnel plus long) ;',
      'les salaires bruts des 12 derniers mois et une éventuelle prime annuelle.',
    ],
    sources: [
      {
        label: `${MINISTRY}, « L’indemnité légale de licenciement »`,
        href: 'https://travail-emploi.gouv.fr/lindemnite-legale-de-licenciement',
      },
      {
        label: `${MINISTRY}, « La reconnaissance de l’inaptitude médicale au travail et ses conséquences »`,
        href: 'https://travail-emploi.gouv.fr/la-reconnaissance-de-linaptitude-medicale-au-travail-et-ses-consequences',
      },
    ],
  },
  'preavis-licenciement': {
    title: 'Durée du préavis de licenciement',
    description:
      'La durée légale du préavis de licenciement selon l’ancienneté, avec ses dates : moins de 6 mois, 1 mois, 2 mois, faute grave, travailleur handicapé (articles L1234-1 et L5213-9 du Code du travail).',
    law: [
      {
        text: 'Sous 6 mois d’ancienneté de services continus, la loi ne fixe pas de durée : la convention collective ou, à défaut, les usages en décident. De 6 mois à moins de 2 ans, le préavis est d’un mois ; à partir de 2 ans, de 2 mois.',
        articles: ['L1234-1'],
      },
      { text: 'Il n’y a pas de préavis en cas de faute grave ou lourde.', articles: ['L1234-1'] },
      {
        text: 'Pour un travailleur handicapé, la durée légale est doublée, dans la limite de 3 mois.',
        articles: ['L5213-9'],
      },
      {
        text: 'Le préavis commence le jour de la première présentation de la lettre de licenciement ; les suspensions du contrat ne comptent pas dans l’ancienneté.',
        articles: ['L1234-3', 'L1234-8'],
      },
    ],
    asks: [
      'si le licenciement est prononcé pour faute grave ou lourde ;',
      'la date d’entrée et la date de notification du licenciement ;',
      'les absences qui ne comptent pas dans l’ancienneté ;',
      'si le salarié est reconnu travailleur handicapé.',
    ],
    sources: [
      {
        label: `${MINISTRY}, « La procédure en cas de licenciement pour motif personnel »`,
        href: 'https://travail-emploi.gouv.fr/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      },
    ],
  },
  'preavis-demission': {
    title: 'Préavis de démission : ce que dit la loi',
    description:
      'La loi ne fixe pas de préavis de démission : la convention collective, un accord ou les usages en décident, sauf pour les VRP et les journalistes. Ce que prévoit le Code du travail (article L1237-1), avec la recherche de votre convention.',
    law: [
      {
        text: 'L’existence et la durée du préavis de démission résultent de la loi ou de la convention ou de l’accord collectif ; à défaut, des usages pratiqués dans la localité et dans la profession.',
        articles: ['L1237-1'],
      },
      {
        text: 'La loi elle-même ne fixe un préavis que pour quelques professions : le VRP (1 mois la première année, 2 mois la deuxième, 3 mois au-delà) et le journaliste professionnel (1 mois jusqu’à 3 ans d’ancienneté, 2 mois au-delà).',
        articles: ['L7313-9', 'L7112-2'],
      },
    ],
    asks: [
      'qui démissionne (un VRP, un journaliste, un autre salarié) ;',
      'pour un VRP ou un journaliste, les dates et les absences.',
    ],
    sources: [
      { label: `${MINISTRY}, « La démission »`, href: 'https://travail-emploi.gouv.fr/la-demission' },
    ],
  },
  'indemnite-rupture-conventionnelle': {
    title: 'Calcul de l’indemnité de rupture conventionnelle',
    description:
      'Le minimum de l’indemnité spécifique de rupture conventionnelle, au moins égal à l’indemnité légale de licenciement, selon l’ancienneté et les salaires, avec chaque règle et son article (L1237-13 du Code du travail).',
    law: [
      {
        text: 'L’indemnité spécifique de rupture conventionnelle ne peut pas être inférieure à l’indemnité légale de licenciement ; elle est due quelle que soit l’ancienneté, au prorata sous 8 mois.',
        articles: ['L1237-13'],
      },
      {
        text: 'Elle se calcule comme l’indemnité légale : un quart de mois de salaire par année jusqu’à 10 ans, un tiers au-delà, sur le salaire de référence le plus favorable des 12 ou des 3 derniers mois.',
        articles: ['R1234-2', 'R1234-4'],
      },
      {
        text: 'Chaque partie peut se rétracter pendant 15 jours calendaires après la signature ; la convention est ensuite homologuée par l’administration, et le contrat ne peut prendre fin qu’au lendemain de l’homologation.',
        articles: ['L1237-13', 'L1237-14'],
      },
    ],
    asks: [
      'la date d’entrée, la date de signature de la convention et la date de fin du contrat ;',
      'les absences qui ne comptent pas dans l’ancienneté ;',
      'les salaires bruts des 12 mois qui précèdent la signature et une éventuelle prime annuelle.',
    ],
    sources: [
      {
        label: `${MINISTRY}, « La rupture conventionnelle du contrat de travail à durée indéterminée »`,
        href: 'https://travail-emploi.gouv.fr/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      },
    ],
  },
  'indemnite-precarite': {
    title: 'Calcul de l’indemnité de précarité (fin de CDD)',
    description:
      'L’indemnité de fin de contrat à durée déterminée : 10 % de la rémunération brute totale, et les cas où elle n’est pas due (articles L1243-8 et L1243-10 du Code du travail).',
    law: [
      {
        text: 'À la fin d’un CDD qui ne se poursuit pas en CDI, le salarié reçoit une indemnité de fin de contrat égale à 10 % de la rémunération totale brute qui lui a été versée, payée avec le dernier salaire.',
        articles: ['L1243-8'],
      },
      {
        text: 'Une convention ou un accord collectif peut limiter ce taux à 6 % en contrepartie d’un accès privilégié à la formation professionnelle.',
        articles: ['L1243-9'],
      },
      {
        text: 'Elle n’est pas due pour un contrat saisonnier, un CDD d’usage, un contrat aidé ou de formation, l’emploi d’un jeune pendant ses vacances scolaires ou universitaires, ni lorsque le salarié refuse un CDI équivalent, rompt le contrat de lui-même, commet une faute grave, ou en cas de force majeure.',
        articles: ['L1243-10'],
      },
    ],
    asks: ['comment le CDD prend fin ;', 'la rémunération brute totale versée pendant le contrat.'],
    sources: [
      {
        label: `${MINISTRY}, « La rémunération du salarié en contrat à durée déterminée »`,
        href: 'https://travail-emploi.gouv.fr/la-remuneration-du-salarie-en-contrat-duree-determinee',
      },
      {
        label: `${MINISTRY}, « Le contrat à durée déterminée (CDD) »`,
        href: 'https://travail-emploi.gouv.fr/le-contrat-duree-determinee-cdd',
      },
    ],
  },
  'preavis-retraite': {
    title: 'Préavis de départ ou de mise à la retraite',
    description:
      'Le préavis à respecter quand un salarié part à la retraite ou que l’employeur le met à la retraite, selon l’ancienneté, avec ses dates (articles L1237-6 et L1237-10 du Code du travail).',
    law: [
      {
        text: 'L’employeur qui met un salarié à la retraite respecte le préavis de licenciement ; le salarié qui part volontairement à la retraite respecte le même préavis.',
        articles: ['L1237-6', 'L1237-10'],
      },
      {
        text: 'Sous 6 mois d’ancienneté, la convention collective ou les usages fixent la durée ; de 6 mois à moins de 2 ans, 1 mois ; à partir de 2 ans, 2 mois, doublés pour un travailleur handicapé dans la limite de 3 mois.',
        articles: ['L1234-1', 'L5213-9'],
      },
      {
        text: 'L’employeur ne peut mettre un salarié à la retraite sans son accord qu’à partir de 70 ans ; entre l’âge du taux plein automatique et 70 ans, il doit l’interroger par écrit et le salarié peut refuser.',
        articles: ['L1237-5'],
      },
    ],
    asks: [
      'qui est à l’initiative du départ ;',
      'la date d’entrée et la date de notification ;',
      'les absences qui ne comptent pas dans l’ancienneté ;',
      'si le salarié est reconnu travailleur handicapé.',
    ],
    sources: [],
  },
  'procedure-licenciement': {
    title: 'Procédure de licenciement : les étapes et leurs dates',
    description:
      'Les étapes d’un licenciement pour motif personnel ou économique et leurs dates au plus tôt, jours fériés compris : convocation, entretien préalable, consultation du CSE, notification (articles L1232-2, L1232-6 et suivants).',
    law: [
      {
        text: 'Pour un motif personnel, l’employeur convoque le salarié à un entretien préalable qui se tient au moins 5 jours ouvrables après la présentation de la lettre, puis envoie la lettre de licenciement au moins 2 jours ouvrables après l’entretien.',
        articles: ['L1232-2', 'L1232-6'],
      },
      {
        text: 'Pour une faute, la procédure est engagée dans les 2 mois qui suivent la connaissance des faits, et la sanction notifiée au plus tard un mois après l’entretien.',
        articles: ['L1332-4', 'L1332-2'],
      },
      {
        text: 'Pour un motif économique, la lettre part au moins 7 jours ouvrables après l’entretien (15 pour un cadre licencié seul) ; à partir de 2 licenciements sur 30 jours, le CSE est consulté, et à partir de 10 dans une entreprise d’au moins 50 salariés, un plan de sauvegarde de l’emploi est obligatoire.',
        articles: ['L1233-15', 'L1233-8', 'L1233-61'],
      },
      {
        text: 'Les jours ouvrables sont tous les jours sauf le dimanche et les jours fériés ; un délai qui expire un samedi, un dimanche ou un jour férié est prorogé jusqu’au premier jour ouvrable suivant.',
        articles: ['R1231-1'],
      },
    ],
    asks: [
      'le motif du licenciement ;',
      'pour un motif économique : le nombre de salariés concernés, l’effectif et le CSE ;',
      'le département (Alsace-Moselle ou non) et la date de départ du calendrier.',
    ],
    sources: [
      {
        label: `${MINISTRY}, « La procédure en cas de licenciement pour motif personnel »`,
        href: 'https://travail-emploi.gouv.fr/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      },
      {
        label: `${MINISTRY}, « La procédure en cas de licenciement individuel pour motif économique »`,
        href: 'https://travail-emploi.gouv.fr/la-procedure-en-cas-de-licenciement-individuel-pour-motif-economique',
      },
      {
        label: `${MINISTRY}, « La procédure de licenciement économique de 2 à 9 salariés »`,
        href: 'https://travail-emploi.gouv.fr/la-procedure-de-licenciement-economique-de-2-9-salaries',
      },
    ],
  },
};
