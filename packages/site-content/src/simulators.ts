import { SOCIAL_CHARGES_FLAT_RATES } from '@dirigeo/payroll-calc';

/** The catalogue's categories, in the order of its chips (spec 001 §2, after 'Tous'). */
export const SIMULATOR_CATEGORIES = [
  'Paie & Charges',
  'Ressources Humaines',
  'Tarification',
  'Planification',
  'Aides & Subventions',
  'Déclarations',
] as const;
export type SimulatorCategory = (typeof SIMULATOR_CATEGORIES)[number];

/** The chip that shows every simulator. */
export const ALL_SIMULATORS_CHIP = 'Tous';

/** Spec 001 §2: Simple, Intermédiaire, Avancé. */
export const SIMULATOR_COMPLEXITIES = ['Simple', 'Intermédiaire', 'Avancé'] as const;
export type SimulatorComplexity = (typeof SIMULATOR_COMPLEXITIES)[number];

/** A simulator of the catalogue (spec 001 §3 "Simulator catalogue item"). */
export interface SimulatorCatalogueItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: SimulatorCategory;
  readonly complexity: SimulatorComplexity;
  /** How long it takes, as shown (« 2 min »). */
  readonly time: string;
  readonly benefits: readonly string[];
  /** Its page, when it exists; absent: announced as coming, linked nowhere. */
  readonly href?: string;
}

/** Spec 001 §2: the six simulators and their durations; only the social-charges one exists so far. */
export const simulatorCatalogue: readonly SimulatorCatalogueItem[] = [
  {
    id: 'charges-sociales',
    title: 'Simulateur de charges sociales',
    description:
      "Estimez les charges patronales et salariales, le salaire net et le coût total d'un salaire brut, puis comparez avec le calcul exact pour un président de SAS ou de SASU ou pour un salarié.",
    category: 'Paie & Charges',
    complexity: 'Simple',
    time: '2 min',
    benefits: [
      'Charges patronales et salariales',
      'Salaire net et coût total employeur',
      'Calcul exact pour un président de SAS ou de SASU ou un salarié',
      'Simulation téléchargeable en PDF',
    ],
    href: '/simulators/charges-sociales',
  },
  {
    id: 'cout-salarie',
    title: "Coût d'un salarié",
    description:
      "Le coût complet d'une embauche pour l'entreprise, mois par mois et sur l'année, selon le salaire et le contrat.",
    category: 'Ressources Humaines',
    complexity: 'Intermédiaire',
    time: '3 min',
    benefits: [
      'Coût employeur mensuel et annuel',
      'Réductions de cotisations',
      'Comparaison de plusieurs salaires',
    ],
  },
  {
    id: 'taux-horaire',
    title: 'Taux horaire',
    description: 'Le taux horaire à facturer pour couvrir votre rémunération, vos charges et votre marge.',
    category: 'Tarification',
    complexity: 'Simple',
    time: '2 min',
    benefits: ['Coût horaire réel', 'Marge souhaitée', 'Prix de vente hors taxes'],
  },
  {
    id: 'budget-masse-salariale',
    title: 'Budget de masse salariale',
    description: "La masse salariale de l'année à venir, avec vos embauches et vos augmentations prévues.",
    category: 'Planification',
    complexity: 'Avancé',
    time: '5 min',
    benefits: ['Projection sur 12 mois', 'Embauches et augmentations', 'Charges par poste'],
  },
  {
    id: 'aide-embauche',
    title: "Aides à l'embauche",
    description:
      'Les aides publiques auxquelles une embauche peut ouvrir droit, selon le contrat et la personne recrutée.',
    category: 'Aides & Subventions',
    complexity: 'Intermédiaire',
    time: '3 min',
    benefits: ['Aides possibles selon le contrat', 'Montants et durées', "Conditions d'éligibilité"],
  },
  {
    id: 'declaration-urssaf',
    title: 'Déclarations Urssaf',
    description: 'Vos échéances déclaratives et les montants à déclarer, vérifiés avant le dépôt de la DSN.',
    category: 'Déclarations',
    complexity: 'Avancé',
    time: '10 min',
    benefits: ['Échéances de la DSN', 'Montants à déclarer', 'Vérification avant dépôt'],
  },
];

/** What a simulator that does not exist yet says, instead of a link. */
export const SIMULATOR_COMING_SOON = 'Bientôt disponible';

/**
 * Labels of the social-charges simulator's choices (spec 001 §2), by the values `@dirigeo/payroll-calc`
 * takes (`COMPANY_SIZES`, `SIMULATOR_CONTRACT_TYPES`; the site's tests check the keys agree).
 */
export const companySizeLabels: Readonly<Record<string, string>> = {
  'moins-11': 'Moins de 11 salariés',
  '11-49': 'De 11 à 49 salariés',
  '50-249': 'De 50 à 249 salariés',
  'plus-250': '250 salariés et plus',
};

export const contractTypeLabels: Readonly<Record<string, string>> = {
  cdi: 'CDI',
  cdd: 'CDD',
  stage: 'Stage',
  apprenti: 'Apprentissage',
};

/** Labels of the exact computation's regimes (`@dirigeo/payroll-calc`'s `EXACT_SIMULATION_REGIMES`). */
export const exactRegimeLabels: Readonly<Record<string, string>> = {
  officer: 'Président de SAS ou de SASU (assimilé salarié)',
  'employee-non-cadre': 'Salarié non-cadre, à temps plein',
  'employee-cadre': 'Salarié cadre, à temps plein',
};

/** How the flat-rate estimate is computed (spec 001 §9), printed under it on the page and the PDF. */
export const flatRateExplanation =
  `Estimation à taux forfaitaires : ${SOCIAL_CHARGES_FLAT_RATES.employerPercent} % de charges patronales ` +
  `(${SOCIAL_CHARGES_FLAT_RATES.employerUnder11Percent} % pour une entreprise de moins de 11 salariés) et ` +
  `${SOCIAL_CHARGES_FLAT_RATES.employeePercent} % de charges salariales, quels que soient le contrat et la taille au-delà ; ` +
  'net = brut − charges salariales, coût total = brut + charges patronales.';

/** Why each regime's exact figures differ from the estimate: one sentence each. */
export const exactRegimeExplanations: Readonly<Record<string, string>> = {
  officer:
    "L'estimation applique les mêmes taux moyens à tous, alors que le calcul exact applique ligne par ligne les taux officiels d'un président de SAS ou de SASU, qui ne cotise ni à l'assurance chômage ni à l'AGS et ne bénéficie d'aucune réduction générale des cotisations patronales.",
  'employee-non-cadre':
    "L'estimation applique les mêmes taux moyens à tous, alors que le calcul exact applique ligne par ligne les taux officiels d'un salarié non-cadre, assurance chômage et AGS comprises, et la réduction générale des cotisations patronales sur les salaires proches du SMIC.",
  'employee-cadre':
    "L'estimation applique les mêmes taux moyens à tous, alors que le calcul exact applique ligne par ligne les taux officiels d'un salarié cadre : assurance chômage et AGS, Apec, prévoyance des cadres de 1,50 % à la charge de l'employeur, et la réduction générale sur les bas salaires.",
};

/** Where the exact computation's rates come from (see `@dirigeo/payroll-calc`'s rates files). */
export const exactRatesSources =
  "Taux officiels de l'année (Code de la sécurité sociale, Urssaf, Agirc-Arrco), vérifiés par rapport au modèle de calcul de mon-entreprise.urssaf.fr ; taux AT/MP collectif moyen, sans mutuelle ni autre prévoyance que celle, obligatoire, des cadres, avant prélèvement à la source.";

/** Contract types the flat rates ignore although the law treats them apart (Code du travail, art. L6243-2). */
export const contractTypeCaveat =
  "Stagiaires et apprentis bénéficient d'exonérations propres (un apprenti ne paie pas de cotisations salariales sur la part de sa rémunération qui ne dépasse pas un plafond : Code du travail, art. L6243-2) que les taux forfaitaires ne reflètent pas.";

/**
 * Why the exact computation is not shown for an intern or an apprentice (`@dirigeo/payroll-calc`'s
 * `exactSimulationGapOf`): their own rules need what the form does not ask, and computing them as an
 * ordinary employee would give a wrong figure. Printed in place of the exact figures, on the page and
 * in the PDF.
 */
export const exactSimulationGapTexts: Readonly<Record<'intern' | 'apprentice', string>> = {
  intern:
    "Le calcul exact ne s'applique pas à un stage : la gratification est exonérée de cotisations et de CSG-CRDS jusqu'à 15 % du plafond horaire de la Sécurité sociale multiplié par le nombre d'heures de stage du mois (Code de la sécurité sociale, art. L242-4-1 et D242-2-1), seule la part au-delà étant soumise. Un président de SAS ou de SASU n'est jamais stagiaire.",
  apprentice:
    "Le calcul exact ne s'applique pas à un apprenti : pour un contrat conclu depuis le 1er mars 2025, sa rémunération est exonérée de cotisations salariales jusqu'à 50 % du SMIC et la CSG-CRDS n'est due que sur la part qui dépasse ce seuil (Code du travail, art. L6243-2 ; loi de financement de la sécurité sociale pour 2025), avec des cotisations patronales réduites. Un président de SAS ou de SASU n'est jamais apprenti.",
};
