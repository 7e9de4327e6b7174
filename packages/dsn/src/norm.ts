/**
 * The part of the NEODeS norm (DSN mensuelle) this package writes and checks: versions, block tree, rubric
 * formats and statuses.
 *
 * Sources, and how far to trust them (see /work/shared/research/dsn-mensuelle.md §0 for the full list):
 * - CT24: the official data-type workbook of the cahier technique 2024 (`dsn-datatypes-CT2024.xlsx`, norm
 *   P24V01, published by net-entreprises): block tree with cardinalities, rubric data types (regex, lengths),
 *   control messages (CCH/CSL/SIG ids). The 2025 and 2026 workbooks were not available: where P25V01/P26V01
 *   changed a block or a control, this file does not know it.
 * - Practitioner generators whose comments quote the official validator DSN-VAL 2026 (ACA, RHP in the
 *   research file): the status of rubrics the workbook does not mark mandatory (the « tableau des usages »
 *   was not available). Such rubrics are marked `usage: 'practice'` and their absence is a warning, not an
 *   error.
 * This is not DSN-VAL: a file that passes `checkDsn` can still be rejected by net-entreprises.
 */

/** The norm version of each supported year of pay periods (cahier technique of the year). */
export const NORM_VERSION_BY_YEAR: Readonly<Record<number, string>> = {
  // P25V01 for periods of 2025 and P26V01 for 2026 (ACA, RHP, and the DEMO file of April 2026). Which one applies
  // to a declaration of December filed in January is not stated by our sources; the declared month decides here.
  2025: 'P25V01',
  2026: 'P26V01',
};

/** The norm version for a declared month's year, or null when this package does not know that year's norm. */
export function normVersionFor(year: number): string | null {
  return NORM_VERSION_BY_YEAR[year] ?? null;
}

/** A block of the norm: its parent, how many times it may appear under one occurrence of the parent, its place. */
export interface BlockSpec {
  /** 'S21.G00.30'. */
  readonly id: string;
  /** Libellé of the block. */
  readonly label: string;
  /** Parent block, null for the root. */
  readonly parent: string | null;
  /** Minimum occurrences under one parent occurrence. */
  readonly min: number;
  /** Maximum occurrences under one parent occurrence (Infinity for '*'). */
  readonly max: number;
}

const MANY = Number.POSITIVE_INFINITY;

/**
 * The blocks of a DSN mensuelle in the order siblings must appear (CT24 « Blocks » sheet: parent, bounds,
 * order; research §2). S21.G00.85 (lieu de travail) is a child of S20.G00.05 and so comes after the whole
 * entreprise block. Blocks used by other declaration natures are left out: `checkDsn` reports them as unknown.
 */
const BLOCKS: readonly BlockSpec[] = [
  { id: 'S10.G00.00', label: 'Envoi', parent: null, min: 1, max: 1 },
  { id: 'S10.G00.01', label: 'Emetteur', parent: 'S10.G00.00', min: 1, max: 1 },
  { id: 'S10.G00.02', label: 'Contact émetteur', parent: 'S10.G00.00', min: 1, max: 1 },
  { id: 'S20.G00.05', label: 'Déclaration', parent: 'S10.G00.00', min: 1, max: MANY },
  { id: 'S20.G00.07', label: 'Contact chez le déclaré', parent: 'S20.G00.05', min: 0, max: MANY },
  { id: 'S21.G00.06', label: 'Entreprise', parent: 'S20.G00.05', min: 1, max: 1 },
  { id: 'S21.G00.11', label: 'Etablissement', parent: 'S21.G00.06', min: 1, max: 1 },
  { id: 'S21.G00.15', label: 'Adhésion prévoyance', parent: 'S21.G00.11', min: 0, max: MANY },
  { id: 'S21.G00.82', label: 'Cotisation établissement', parent: 'S21.G00.11', min: 0, max: MANY },
  {
    id: 'S21.G00.20',
    label: 'Versement organisme de protection sociale',
    parent: 'S21.G00.11',
    min: 0,
    max: MANY,
  },
  { id: 'S21.G00.55', label: 'Composant de versement', parent: 'S21.G00.20', min: 0, max: MANY },
  { id: 'S21.G00.22', label: 'Bordereau de cotisation due', parent: 'S21.G00.11', min: 0, max: MANY },
  { id: 'S21.G00.23', label: 'Cotisation agrégée', parent: 'S21.G00.22', min: 0, max: MANY },
  { id: 'S21.G00.44', label: 'Assujettissement fiscal', parent: 'S21.G00.11', min: 0, max: MANY },
  { id: 'S21.G00.30', label: 'Individu', parent: 'S21.G00.11', min: 0, max: MANY },
  { id: 'S21.G00.40', label: 'Contrat', parent: 'S21.G00.30', min: 1, max: MANY },
  { id: 'S21.G00.41', label: 'Changements contrat', parent: 'S21.G00.40', min: 0, max: MANY },
  { id: 'S21.G00.60', label: 'Arrêt de travail', parent: 'S21.G00.40', min: 0, max: MANY },
  { id: 'S21.G00.62', label: 'Fin du contrat', parent: 'S21.G00.40', min: 0, max: 1 },
  {
    id: 'S21.G00.65',
    label: 'Autre suspension de l’exécution du contrat',
    parent: 'S21.G00.40',
    min: 0,
    max: MANY,
  },
  { id: 'S21.G00.70', label: 'Affiliation prévoyance', parent: 'S21.G00.40', min: 0, max: MANY },
  { id: 'S21.G00.71', label: 'Retraite complémentaire', parent: 'S21.G00.40', min: 1, max: MANY },
  { id: 'S21.G00.50', label: 'Versement individu', parent: 'S21.G00.30', min: 1, max: MANY },
  { id: 'S21.G00.51', label: 'Rémunération', parent: 'S21.G00.50', min: 1, max: MANY },
  { id: 'S21.G00.53', label: 'Activité', parent: 'S21.G00.51', min: 0, max: MANY },
  { id: 'S21.G00.52', label: 'Prime, gratification et indemnité', parent: 'S21.G00.50', min: 0, max: MANY },
  { id: 'S21.G00.54', label: 'Autre élément de revenu brut', parent: 'S21.G00.50', min: 0, max: MANY },
  {
    id: 'S21.G00.56',
    label: 'Régularisation de prélèvement à la source',
    parent: 'S21.G00.50',
    min: 0,
    max: MANY,
  },
  { id: 'S21.G00.58', label: 'Elément de revenu calculé en net', parent: 'S21.G00.50', min: 0, max: MANY },
  { id: 'S21.G00.78', label: 'Base assujettie', parent: 'S21.G00.50', min: 0, max: MANY },
  { id: 'S21.G00.79', label: 'Composant de base assujettie', parent: 'S21.G00.78', min: 0, max: MANY },
  { id: 'S21.G00.81', label: 'Cotisation individuelle', parent: 'S21.G00.78', min: 0, max: MANY },
  { id: 'S21.G00.86', label: 'Ancienneté', parent: 'S21.G00.30', min: 0, max: MANY },
  { id: 'S21.G00.85', label: 'Lieu de travail', parent: 'S20.G00.05', min: 0, max: MANY },
  { id: 'S90.G00.90', label: 'Total de l’envoi', parent: 'S10.G00.00', min: 1, max: 1 },
];

export const BLOCK_BY_ID: ReadonlyMap<string, BlockSpec> = new Map(BLOCKS.map((block) => [block.id, block]));
/** Place of each block in the sibling order. */
export const BLOCK_ORDER: ReadonlyMap<string, number> = new Map(
  BLOCKS.map((block, index) => [block.id, index]),
);

/** A rubric's format and status. */
export interface RubricSpec {
  /** Libellé (for messages). */
  readonly label: string;
  /** The whole value must match (CT24 data type). */
  readonly pattern: RegExp;
  /**
   * 'required': mandatory in every occurrence of its block (CT24 or a DSN-VAL verdict); 'practice': written by
   * every validated generator but not shown mandatory by our sources; 'conditional': checked by a rule.
   */
  readonly usage: 'required' | 'practice' | 'conditional';
}

const date = /^(0[1-9]|[12][0-9]|3[01])(0[1-9]|1[0-2])(20)[0-9]{2}$/; // Date_JJMMAAAA_20
const dateFrom1900 = /^(0[1-9]|[12][0-9]|3[01])(0[1-9]|1[0-2])(19|20)[0-9]{2}$/; // Date_JJMMAAAA
const amount = /^[0]*(0|[1-9][0-9]*)\.[0-9]{2}$/; // Montant_ZNS_..._Z
const signedAmount = /^-?[0]*(0|[1-9][0-9]*)\.[0-9]{2}$/; // Montant_ZNS_..._N_Z
const siren = /^[0-9]{9}$/;
const nic = /^[0-9]*[1-9][0-9]*$/; // Identifiant_Nic_strict (5 characters, not 00000)
const text = (min: number, max: number) => new RegExp(`^[^\\r\\n]{${min},${max}}$`);
const oneOf = (...values: string[]) => new RegExp(`^(${values.join('|')})$`);
const locality = /^[A-Za-z0-9\s]{1,50}$/; // N4DS_Adresse_Localite
const postalCode = /^[0-9][0-9AB][0-9]{3}$/; // La_Poste_Hexaposte: shape only, the referential is not available
const inseeCommune = /^([0-9]{5}|2[AB][0-9]{3})$/; // DSN_CodeINSEECommune_Postal, 5 characters: shape only

const R = (label: string, pattern: RegExp, usage: RubricSpec['usage'] = 'required'): RubricSpec => ({
  label,
  pattern,
  usage,
});

/** Rubrics of the blocks this package writes (CT24 data types; research §3). */
export const RUBRICS: Readonly<Record<string, RubricSpec>> = {
  'S10.G00.00.001': R('Nom du logiciel utilisé', text(1, 20)),
  'S10.G00.00.002': R("Nom de l'éditeur", text(1, 20)),
  'S10.G00.00.003': R('Numéro de version du logiciel utilisé', text(1, 10)),
  'S10.G00.00.005': R("Code envoi du fichier d'essai ou réel", oneOf('01', '02')),
  'S10.G00.00.006': R('Numéro de version de la norme utilisée', /^P[0-9]{2}V01$/),
  'S10.G00.00.007': R('Point de dépôt', oneOf('01', '02')),
  'S10.G00.00.008': R("Type de l'envoi", oneOf('01', '02')),
  'S10.G00.01.001': R("Siren de l'émetteur de l'envoi", siren),
  'S10.G00.01.002': R("Nic de l'émetteur de l'envoi", nic),
  'S10.G00.01.003': R("Nom ou raison sociale de l'émetteur", text(1, 60)),
  'S10.G00.01.004': R('Numéro, extension, nature et libellé de la voie', text(1, 50), 'practice'),
  'S10.G00.01.005': R('Code postal', postalCode, 'conditional'),
  'S10.G00.01.006': R('Localité', locality, 'conditional'),
  'S10.G00.02.002': R('Nom et prénom de la personne à contacter', text(1, 80), 'practice'),
  'S10.G00.02.004': R('Adresse mél du contact émetteur', /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/, 'practice'),
  'S10.G00.02.005': R('Adresse téléphonique', /^[0-9+]{10,20}$/),
  'S20.G00.05.001': R('Nature de la déclaration', oneOf('01', '04', '05', '07', '08', '09')),
  'S20.G00.05.002': R('Type de la déclaration', oneOf('01', '02', '03', '04', '05')),
  'S20.G00.05.003': R('Numéro de fraction de déclaration', /^[1-9]{2}$/),
  'S20.G00.05.004': R("Numéro d'ordre de la déclaration", /^(0|[1-9][0-9]{0,14})$/),
  'S20.G00.05.005': R('Date du mois principal déclaré', /^01(0[1-9]|1[0-2])20[0-9]{2}$/),
  'S20.G00.05.006': R(
    'Identifiant de la déclaration annulée ou remplacée',
    /^(0[1-9]|[12][0-9]|3[01])(0[1-9]|1[0-2])(19|20)[0-9]{2}(0|[1-9][0-9]*)$/,
    'conditional',
  ),
  'S20.G00.05.007': R('Date de constitution du fichier', date),
  'S20.G00.05.008': R('Champ de la déclaration', oneOf('01', '02', '03')),
  'S20.G00.05.010': R('Devise de la déclaration', oneOf('01', '02'), 'practice'),
  'S21.G00.06.001': R('SIREN', siren),
  'S21.G00.06.002': R('NIC du siège', nic, 'practice'),
  'S21.G00.06.003': R('Code APEN', /^[0-9]{4}[A-Z]$/),
  'S21.G00.06.004': R('Numéro, extension, nature et libellé de la voie', text(1, 50), 'practice'),
  'S21.G00.06.005': R('Code postal', postalCode, 'conditional'),
  'S21.G00.06.006': R('Localité', locality, 'conditional'),
  'S21.G00.11.001': R('NIC', nic),
  'S21.G00.11.002': R('Code APET', /^[0-9]{4}[A-Z]$/),
  'S21.G00.11.003': R('Numéro, extension, nature et libellé de la voie', text(1, 50), 'practice'),
  'S21.G00.11.004': R('Code postal', postalCode, 'conditional'),
  'S21.G00.11.005': R('Localité', locality, 'conditional'),
  'S21.G00.11.022': R('Code convention collective principale', /^[0-9A-Z]{4}$/),
  'S21.G00.15.001': R('Référence du contrat de Prévoyance', text(1, 30)),
  'S21.G00.15.002': R('Code organisme de Prévoyance', /^[0-9A-Z]{5,9}$/),
  'S21.G00.15.003': R('Code délégataire de gestion', /^[0-9A-Z]{6}$/, 'conditional'),
  'S21.G00.15.004': R('Personnel couvert', oneOf('01', '02')),
  'S21.G00.15.005': R('Identifiant technique Adhésion', /^[1-9][0-9]{0,2}$/),
  'S21.G00.20.001': R('Identifiant Organisme de Protection Sociale', /^[0-9A-Z_]{2,14}$/),
  'S21.G00.20.002': R("Entité d'affectation des opérations", /^[0-9A-Z_]{2,14}$/, 'conditional'),
  'S21.G00.20.003': R('BIC', /^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'conditional'),
  'S21.G00.20.004': R('IBAN', /^[A-Z0-9]{15,34}$/, 'conditional'),
  'S21.G00.20.005': R('Montant du versement', amount),
  'S21.G00.20.006': R('Date de début de période de rattachement', date),
  'S21.G00.20.007': R('Date de fin de période de rattachement', date),
  'S21.G00.20.008': R('Code délégataire de gestion', /^[0-9A-Z]{6}$/, 'conditional'),
  'S21.G00.20.010': R('Mode de paiement', oneOf('01', '02', '04', '05', '06')),
  'S21.G00.55.001': R('Montant versé', signedAmount),
  'S21.G00.55.002': R('Type de population', text(1, 30), 'conditional'),
  'S21.G00.55.003': R("Code d'affectation", text(1, 30), 'conditional'),
  'S21.G00.55.004': R("Période d'affectation", /^20[0-9]{2}(M(0[1-9]|1[0-2])|T0[1-4]|S0[12]|A00|E00)$/),
  'S21.G00.22.001': R('Identifiant Organisme de Protection Sociale', /^[0-9A-Z]{5,14}$/),
  'S21.G00.22.003': R('Date de début de période de rattachement', date),
  'S21.G00.22.004': R('Date de fin de période de rattachement', date),
  'S21.G00.22.005': R('Montant total de cotisations', signedAmount),
  'S21.G00.23.001': R('Code de cotisation', /^[0-9A-Z]{3}$/),
  'S21.G00.23.002': R("Qualifiant d'assiette", oneOf('920', '921')),
  'S21.G00.23.003': R('Taux de cotisation', /^[0]?([0-9]{1,2}\.[0-9]{2}|100\.00)$/, 'conditional'),
  'S21.G00.23.004': R("Montant d'assiette", signedAmount, 'conditional'),
  'S21.G00.23.005': R('Montant de cotisation', signedAmount, 'conditional'),
  'S21.G00.23.006': R('Code INSEE commune', inseeCommune, 'conditional'),
  'S21.G00.30.001': R(
    "Numéro d'inscription au répertoire",
    /^[1-8][0-9]{2}(0[1-9]|1[0-2]|[2-9][0-9])(2[AB]|[0-9]{2})[0-9]{6}$/,
  ),
  'S21.G00.30.002': R('Nom de famille', text(1, 80)),
  'S21.G00.30.004': R('Prénoms', text(1, 80)),
  'S21.G00.30.005': R('Sexe', oneOf('01', '02'), 'practice'),
  'S21.G00.30.006': R(
    'Date de naissance',
    /^(0[1-9]|[12][0-9]|3[01]|99)(0[1-9]|1[0-2]|99)(18|19|20)[0-9]{2}$/,
  ),
  'S21.G00.30.007': R('Lieu de naissance', text(1, 30), 'conditional'),
  'S21.G00.30.008': R('Numéro, extension, nature et libellé de la voie', text(1, 50), 'practice'),
  'S21.G00.30.009': R('Code postal', postalCode, 'conditional'),
  'S21.G00.30.010': R('Localité', locality, 'conditional'),
  'S21.G00.30.013': R('Codification UE', oneOf('01', '02', '03', '04')),
  'S21.G00.30.014': R('Code département de naissance', /^((0[1-9]|[1-9][0-9])|2A|2B)$/, 'practice'),
  'S21.G00.30.015': R('Code pays de naissance', /^[A-Z]{2}$/),
  'S21.G00.40.001': R('Date de début du contrat', dateFrom1900),
  'S21.G00.40.002': R(
    'Statut du salarié (conventionnel)',
    oneOf('01', '02', '03', '04', '05', '06', '07', '08', '09', '10'),
  ),
  'S21.G00.40.003': R(
    'Code statut catégoriel Retraite Complémentaire obligatoire',
    oneOf('01', '02', '04', '98', '99'),
  ),
  'S21.G00.40.004': R('Code profession et catégorie socioprofessionnelle (PCS-ESE)', /^[0-9]{3}[a-z0-9]$/),
  'S21.G00.40.006': R("Libellé de l'emploi", text(1, 120)),
  'S21.G00.40.007': R('Nature du contrat', /^[0-9]{2}$/),
  'S21.G00.40.008': R('Dispositif de politique publique et conventionnel', /^[0-9]{2}$/),
  'S21.G00.40.009': R('Numéro du contrat', /^[^\r\n]{5,20}$/),
  'S21.G00.40.010': R('Date de fin prévisionnelle du contrat', date, 'conditional'),
  'S21.G00.40.011': R(
    'Unité de mesure de la quotité de travail',
    oneOf('10', '12', '20', '21', '31', '32', '33', '34', '35', '99'),
  ),
  'S21.G00.40.012': R(
    "Quotité de travail de référence de l'entreprise pour la catégorie de salarié",
    /^[0]*([1-9][0-9]*\.[0-9]{2}|0\.[0-9]{2})$/,
  ),
  'S21.G00.40.013': R('Quotité de travail du contrat', /^[0]*([1-9][0-9]*\.[0-9]{2}|0\.[0-9]{2})$/),
  'S21.G00.40.014': R(
    "Modalité d'exercice du temps de travail",
    oneOf('10', '20', '30', '40', '41', '42', '99'),
  ),
  'S21.G00.40.016': R('Complément de base au régime obligatoire', oneOf('01', '02', '03', '99')),
  'S21.G00.40.017': R('Code convention collective applicable', /^[0-9A-Z]{4}$/),
  'S21.G00.40.018': R('Code régime de base risque maladie', /^[0-9]{3}$/),
  'S21.G00.40.019': R('Identifiant du lieu de travail', /^[0-9A-Z]{2,14}$/),
  'S21.G00.40.020': R('Code régime de base risque vieillesse', /^[0-9]{3}$/),
  'S21.G00.40.021': R('Motif de recours', /^(0[1-9]|1[0-5])$/, 'conditional'),
  'S21.G00.40.024': R(
    "Travailleur à l'étranger au sens du code de la Sécurité Sociale",
    oneOf('01', '02', '03', '99'),
  ),
  'S21.G00.40.026': R("Statut d'emploi du salarié", /^[0-9]{2}$/),
  'S21.G00.40.036': R('Code emplois multiples', oneOf('01', '02', '03')),
  'S21.G00.40.037': R('Code employeurs multiples', oneOf('01', '02', '03')),
  'S21.G00.40.039': R('Code régime de base risque accident du travail', /^[0-9]{3}$/),
  'S21.G00.40.040': R('Code risque accident du travail', /^[0-9A-Z]{5,6}$/),
  'S21.G00.40.043': R(
    'Taux de cotisation accident du travail',
    /^[0]*(0|[1-9][0-9]*)\.[0-9]{2}$/,
    'conditional',
  ),
  'S21.G00.70.004': R('Code option retenue par le salarié', text(1, 30), 'conditional'),
  'S21.G00.70.005': R('Code population de rattachement', text(1, 30), 'conditional'),
  'S21.G00.70.012': R('Identifiant technique Affiliation', /^[1-9][0-9]{0,2}$/),
  'S21.G00.70.013': R('Identifiant technique Adhésion', /^[1-9][0-9]{0,2}$/),
  'S21.G00.71.002': R(
    'Code régime Retraite Complémentaire',
    oneOf('RETA', 'RETC', 'RUAA', 'CNBF', 'CRPCEN', 'CRPNPAC', 'IRCANTEC', '90000'),
  ),
  'S21.G00.50.001': R('Date de versement', date),
  'S21.G00.50.002': R('Rémunération nette fiscale', signedAmount),
  'S21.G00.50.003': R('Numéro de versement', /^[0]*[1-9][0-9]*$/, 'conditional'),
  'S21.G00.50.004': R('Montant net versé', signedAmount),
  'S21.G00.50.006': R('Taux de prélèvement à la source', /^[0-9]{1,2}\.[0-9]{2}$/, 'practice'),
  'S21.G00.50.007': R(
    'Type du taux de prélèvement à la source',
    oneOf('01', '13', '17', '23', '27', '33', '37', '99'),
    'practice',
  ),
  'S21.G00.50.008': R(
    'Identifiant du taux de prélèvement à la source',
    /^(-1|0|[1-9][0-9]{0,17})$/,
    'conditional',
  ),
  'S21.G00.50.009': R('Montant de prélèvement à la source', amount, 'practice'),
  'S21.G00.50.013': R('Montant soumis au PAS', amount, 'practice'),
  'S21.G00.51.001': R('Date de début de période de paie', date),
  'S21.G00.51.002': R('Date de fin de période de paie', date),
  'S21.G00.51.010': R('Numéro du contrat', /^[^\r\n]{5,20}$/),
  'S21.G00.51.011': R('Type', /^[0-9]{3}$/),
  'S21.G00.51.013': R('Montant', signedAmount),
  'S21.G00.53.001': R('Type', oneOf('01', '02')),
  'S21.G00.53.002': R('Mesure', /^-?[0]*(0|[1-9][0-9]*)\.[0-9]{2}$/),
  'S21.G00.53.003': R('Unité de mesure', /^[0-9]{2}$/, 'practice'),
  'S21.G00.58.001': R('Date de début de période de rattachement', date, 'conditional'),
  'S21.G00.58.002': R('Date de fin de période de rattachement', date, 'conditional'),
  'S21.G00.58.003': R('Type', oneOf('01', '03', '04', '05', '06', '07', '08')),
  'S21.G00.58.004': R('Montant', signedAmount),
  'S21.G00.78.001': R('Code de base assujettie', /^[0-9]{2}$/),
  'S21.G00.78.002': R('Date de début de période de rattachement', date),
  'S21.G00.78.003': R('Date de fin de période de rattachement', date),
  'S21.G00.78.004': R('Montant', signedAmount),
  'S21.G00.78.005': R('Identifiant technique Affiliation', /^[1-9][0-9]{0,2}$/, 'conditional'),
  'S21.G00.78.006': R('Numéro du contrat', /^[^\r\n]{5,20}$/, 'conditional'),
  'S21.G00.79.001': R('Type de composant de base assujettie', /^[0-9]{2}$/),
  'S21.G00.79.004': R('Montant de composant de base assujettie', signedAmount),
  'S21.G00.81.001': R('Code de cotisation', /^[0-9]{3}$/),
  'S21.G00.81.002': R('Identifiant Organisme de Protection Sociale', /^[0-9A-Z]{2,14}$/, 'conditional'),
  'S21.G00.81.003': R("Montant d'assiette", signedAmount, 'conditional'),
  'S21.G00.81.004': R('Montant de cotisation', signedAmount, 'conditional'),
  'S21.G00.81.005': R('Code INSEE commune', inseeCommune, 'conditional'),
  'S21.G00.81.007': R('Taux de cotisation', /^[0]?([0-9]{1,2}\.[0-9]{2,3}|100\.000|100\.00)$/, 'conditional'),
  'S21.G00.86.001': R('Type', oneOf('02', '03', '04', '06', '07')),
  'S21.G00.86.002': R('Unité de mesure', oneOf('01', '02', '03')),
  'S21.G00.86.003': R('Valeur', /^[0-9]{1,5}$/),
  'S21.G00.86.005': R('Numéro du contrat', /^[^\r\n]{5,20}$/, 'practice'),
  'S90.G00.90.001': R('Nombre total de rubriques', /^[0]*[1-9][0-9]{0,11}$/),
  'S90.G00.90.002': R('Nombre de DSN', /^[0]*[1-9][0-9]{0,4}$/),
};
