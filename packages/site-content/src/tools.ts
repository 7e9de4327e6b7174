/**
 * The calculators of the tools hub's Simulateurs tab (spec 001 §2: 8 entries; §3 "Tool simulator":
 * id, nom, type), all computed by our own code (`@dirigeo/payroll-calc`, `@dirigeo/labour-law`).
 * Their page is `/outils/simulateur/{id}`; the site search and the assistant list them from here.
 */
export interface ToolSimulator {
  /** kebab-case: the page's address. */
  readonly id: string;
  readonly nom: string;
  /** What it is about, as the tab groups them. */
  readonly type: 'Rémunération' | 'Rupture du contrat' | 'Fin de contrat';
  /** One sentence: what it answers. */
  readonly description: string;
  /** Words a visitor may search it by that the name does not say. */
  readonly keywords: string;
}

export const toolSimulators: readonly ToolSimulator[] = [
  {
    id: 'brut-net',
    nom: 'Salaire brut en net',
    type: 'Rémunération',
    description:
      'Du salaire brut au net à payer, ligne par ligne, pour un président de SAS ou SASU et pour un salarié non-cadre ou cadre, avec les taux officiels de l’année.',
    keywords:
      'net avant impôt net imposable cotisations salariales patronales coût employeur prélèvement à la source',
  },
  {
    id: 'indemnite-licenciement',
    nom: 'Indemnité de licenciement',
    type: 'Rupture du contrat',
    description:
      'Le montant de l’indemnité légale de licenciement selon l’ancienneté et le salaire de référence (articles L1234-9 et R1234-2 du Code du travail).',
    keywords: 'indemnité légale ancienneté salaire de référence inaptitude faute grave',
  },
  {
    id: 'preavis-licenciement',
    nom: 'Préavis de licenciement',
    type: 'Rupture du contrat',
    description:
      'La durée légale du préavis de licenciement selon l’ancienneté (article L1234-1 du Code du travail).',
    keywords: 'délai congé durée préavis ancienneté travailleur handicapé',
  },
  {
    id: 'preavis-demission',
    nom: 'Préavis de démission',
    type: 'Rupture du contrat',
    description:
      'Ce que la loi dit du préavis de démission, fixé par la convention collective, un accord ou l’usage (article L1237-1 du Code du travail).',
    keywords: 'démission préavis délai convention collective usage',
  },
  {
    id: 'indemnite-rupture-conventionnelle',
    nom: 'Indemnité de rupture conventionnelle',
    type: 'Rupture du contrat',
    description:
      'Le minimum de l’indemnité spécifique de rupture conventionnelle, au moins égal à l’indemnité légale de licenciement (article L1237-13 du Code du travail).',
    keywords: 'rupture conventionnelle indemnité spécifique minimum',
  },
  {
    id: 'indemnite-precarite',
    nom: 'Indemnité de précarité (fin de CDD)',
    type: 'Fin de contrat',
    description:
      'L’indemnité de fin de contrat à durée déterminée, 10 % de la rémunération brute totale, et les cas où elle n’est pas due (articles L1243-8 et L1243-10).',
    keywords: 'CDD fin de contrat prime de précarité taux de 10 %',
  },
  {
    id: 'preavis-retraite',
    nom: 'Préavis de départ ou de mise à la retraite',
    type: 'Fin de contrat',
    description:
      'Le préavis à respecter quand le salarié part à la retraite ou que l’employeur le met à la retraite (articles L1237-6 et L1237-10).',
    keywords: 'retraite départ mise à la retraite préavis',
  },
  {
    id: 'procedure-licenciement',
    nom: 'Procédure de licenciement',
    type: 'Rupture du contrat',
    description:
      'Les étapes d’un licenciement pour motif personnel ou économique et leurs dates : convocation, entretien préalable, notification (articles L1232-2, L1232-6 et suivants).',
    keywords: 'entretien préalable convocation notification lettre délais licenciement économique personnel',
  },
];
