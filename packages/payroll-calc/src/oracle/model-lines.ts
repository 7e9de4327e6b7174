/**
 * The library's payslip lines as the official model computes them, and the comparison of a payslip with
 * them, shared by the officer's and the employee's oracle suites.
 */
import type { OfficerPayslip } from '../officer-payslip-types.ts';
import type { PayslipLineCode } from '../payslip-types.ts';
import type { ModelReader } from './model.ts';

/** An employee and an employer amount in euros, as the model computes them. */
export type Amounts = readonly [employee: number, employer: number];

const CENT = 0.01;
/** Float noise of the model's arithmetic (and of our hundred-thousandths of a cent), far below a cent. */
export const NOISE = 1e-6;

/**
 * Each line of the library, as the model computes it on the situation last set (a line the model does not
 * apply is 0): the amounts before the listed deviations, which each suite then applies.
 */
export function modelLineAmounts(model: ModelReader): Record<PayslipLineCode, Amounts> {
  const c = (rule: string) => model.monthly(`salarié . cotisations . ${rule}`);
  // Agirc-Arrco and CEG per tranche; the CET (on tranches 1 + 2 above the plafond) split in proportion.
  const [rcT1e = 0, rcT2e = 0] = model.tranches('salarié . cotisations . retraite complémentaire . salarié');
  const [rcT1r = 0, rcT2r = 0] = model.tranches(
    'salarié . cotisations . retraite complémentaire . employeur',
  );
  const [cegT1e = 0, cegT2e = 0] = model.tranches('salarié . cotisations . CEG . salarié');
  const [cegT1r = 0, cegT2r = 0] = model.tranches('salarié . cotisations . CEG . employeur');
  const assiette = c('assiette');
  const plafond = model.monthly('salarié . temps de travail . plafond sécurité sociale');
  const tranche1Share = Math.min(assiette, plafond) / Math.min(assiette, 8 * plafond);
  const cetE = c('CET . salarié');
  const cetR = c('CET . employeur');
  return {
    maladie: [c('maladie . salarié'), c('maladie . employeur')],
    'prevoyance-cadre': [0, c('prévoyances . employeur . cadres')],
    'complementaire-sante': [c('prévoyances . santé . salarié'), c('prévoyances . santé . employeur')],
    atmp: [0, c('ATMP')],
    'vieillesse-plafonnee': [c('vieillesse . salarié . plafonnée'), c('vieillesse . employeur . plafonnée')],
    'vieillesse-deplafonnee': [
      c('vieillesse . salarié . déplafonnée'),
      c('vieillesse . employeur . déplafonnée'),
    ],
    'complementaire-tranche-1': [
      rcT1e + cegT1e + cetE * tranche1Share,
      rcT1r + cegT1r + cetR * tranche1Share,
    ],
    'complementaire-tranche-2': [
      rcT2e + cegT2e + cetE * (1 - tranche1Share),
      rcT2r + cegT2r + cetR * (1 - tranche1Share),
    ],
    famille: [0, c('allocations familiales')],
    'assurance-chomage': [0, c('chômage')],
    ags: [0, c('AGS')],
    csa: [0, c('CSA')],
    fnal: [0, c('FNAL')],
    'formation-professionnelle': [0, c('formation professionnelle')],
    'taxe-apprentissage': [0, c("taxe d'apprentissage . base") + c("taxe d'apprentissage . solde")],
    'contribution-supplementaire-apprentissage': [0, c("taxe d'apprentissage . contribution supplémentaire")],
    peec: [0, c('PEEC')],
    'versement-mobilite': [0, c('versement mobilité')],
    'forfait-social': [0, c('forfait social')],
    'dialogue-social': [0, c('contribution au dialogue social')],
    apec: [c('APEC . salarié'), c('APEC . employeur')],
    'csg-deductible': [c('CSG-CRDS . CSG . déductible'), 0],
    'csg-crds-non-deductible': [c('CSG-CRDS . sur revenus imposables non déductible'), 0],
    'reduction-generale': [0, -c('exonérations . employeur')],
    // The official model's cases have no ACRE, and no rupture conventionnelle.
    acre: [0, 0],
    'contribution-rupture-conventionnelle': [0, 0],
  };
}

/** Collects the amounts of a payslip that differ from their expected value by more than a cent. */
export class Mismatches {
  readonly found: string[] = [];

  /** Compares an amount in cents with the expected amount in euros. */
  compare(what: string, oursCents: number, expectedEuros: number): void {
    if (!(Math.abs(oursCents / 100 - expectedEuros) <= CENT + NOISE)) {
      this.found.push(`${what}: ours ${oursCents / 100}, expected ${expectedEuros}`);
    }
  }

  /** Compares every line of a payslip, employee and employer amounts, with its expected amounts. */
  compareLines(payslip: OfficerPayslip, expected: Record<PayslipLineCode, Amounts>): void {
    for (const [code, [employee, employer]] of Object.entries(expected)) {
      const line = payslip.lines.find((candidate) => candidate.code === code);
      this.compare(`${code} (employee)`, line?.employeeAmountCents ?? 0, employee);
      this.compare(`${code} (employer)`, line?.employerAmountCents ?? 0, employer);
    }
  }
}
