/**
 * What every payslip prints, an officer's or an employee's: its contribution lines, grouped by risk as the
 * bulletin de paie clarifié orders them (Code du travail art. R3243-2; arrêté du 25 février 2016 as amended).
 */
/** The groups of contributions on a bulletin de paie clarifié, in the order it prints them. */
export const PAYSLIP_RISKS = [
  'Santé',
  'Accidents du travail - maladies professionnelles',
  'Retraite',
  'Famille',
  'Assurance chômage',
  "Autres contributions dues par l'employeur",
  'Cotisations statutaires ou prévues par la convention collective',
  'CSG/CRDS',
  'Exonérations de cotisations employeur',
] as const;
/** A group of contributions (risk) of the bulletin de paie clarifié. */
export type PayslipRisk = (typeof PAYSLIP_RISKS)[number];

/** Stable identifiers of the lines, for code (labels are for people). */
export type PayslipLineCode =
  | 'maladie'
  | 'prevoyance-cadre'
  | 'complementaire-sante'
  | 'atmp'
  | 'vieillesse-plafonnee'
  | 'vieillesse-deplafonnee'
  | 'complementaire-tranche-1'
  | 'complementaire-tranche-2'
  | 'famille'
  | 'assurance-chomage'
  | 'ags'
  | 'csa'
  | 'fnal'
  | 'formation-professionnelle'
  | 'taxe-apprentissage'
  | 'contribution-supplementaire-apprentissage'
  | 'peec'
  | 'versement-mobilite'
  | 'forfait-social'
  | 'dialogue-social'
  | 'apec'
  | 'csg-deductible'
  | 'csg-crds-non-deductible'
  | 'reduction-generale'
  | 'acre'
  | 'contribution-rupture-conventionnelle';

/** One contribution line of the payslip. */
export interface PayslipLine {
  /** Stable identifier of the line. */
  code: PayslipLineCode;
  /** The group the bulletin clarifié prints it under. */
  risk: PayslipRisk;
  /** Libellé, in French, as printed. */
  label: string;
  /** Base (assiette), in cents. */
  baseCents: number;
  /** Taux salarial in percent, or null when the employee pays nothing on this line. */
  employeeRatePercent: number | null;
  /** Part salariale, in cents. */
  employeeAmountCents: number;
  /** Taux patronal in percent (negative for a reduction), or null when the employer pays nothing on this line. */
  employerRatePercent: number | null;
  /** Part patronale, in cents (negative for a reduction). */
  employerAmountCents: number;
}
