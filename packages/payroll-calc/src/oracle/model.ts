/**
 * The official model as an oracle: modele-social (the publicodes rules behind mon-entreprise.urssaf.fr)
 * evaluated with publicodes. Dev dependencies only: nothing under `src/oracle/` ships in the library.
 *
 * Two releases side by side, through a pnpm alias: modele-social 11.1.0 for the officer (both years) and for
 * the employee in 2026, and modele-social 10.0.0 (`modele-social-2025`) for the employee in 2025. Release
 * 11.1.0 applies the 2026 rules to every date for an employee: the RGDU instead of the 2025 réduction
 * générale, no reduced maladie and allocations familiales rates. Release 10.0.1, as published on npm, does
 * the same: its dist already holds the RGDU, unlike mon-entreprise's commit e2c00992b of 9 January 2026
 * that set the version to 10.0.1. So 10.0.0 is the last release with the 2025 rules; its employee figures
 * were checked against the texts (rates/2025.ts). The officer pays none of what changed, and stays on
 * 11.1.0.
 *
 * The situation keys below are the model's own rules (modele-social 11.1.0, `dist/index.js`):
 * - `dirigeant . régime social` derives 'assimilé salarié' from `entreprise . catégorie juridique` ('SAS'
 *   whatever `entreprise . associés`, or 'SARL' with `dirigeant . gérant minoritaire`); `dirigeant .
 *   assimilé salarié` then makes chômage, AGS, Apec, RGDU, reduced maladie and famille rates and the
 *   contribution au dialogue social non-applicable, and sets `salarié . contrat . statut cadre`;
 * - `date` selects the period's figures (PMSS, rates);
 * - `salarié . contrat . salaire brut`, `entreprise . salariés . effectif`, `établissement . taux ATMP`
 *   (default: `taux collectif`, the year's average), `établissement . commune . taux versement mobilité`;
 * - `salarié . cotisations . prévoyances . santé . montant` and `. taux employeur` (the model's default is a
 *   40 €/mois plan: set to 0 when there is none), `salarié . cotisations . prévoyances . employeur . cadres`
 *   (applicable to any cadre: set to non when the company does not pay it);
 * - `impôt . méthode de calcul` = 'taux personnalisé' with `impôt . taux personnalisé`.
 *
 * An employee is the situation of mon-entreprise's salarié simulator (site/source/pages/simulateurs/salarié/
 * simulationConfig.ts: `dirigeant: non`, `salarié . activité partielle: non`) with a CDI (`salarié .
 * contrat`), `salarié . contrat . statut cadre`, and part time as `salarié . contrat . temps de travail .
 * temps partiel` with its `heures par semaine` (the model's quotité is those hours over 35).
 */
import rules2025 from 'modele-social-2025';
import rules from 'modele-social';
import Engine, { serializeUnit } from 'publicodes';
import type { ASTNode, EvaluatedNode } from 'publicodes';
import type { EmployeePayslipInput } from '../employee-payslip-types.ts';
import type { OfficerPayslipInput } from '../officer-payslip-types.ts';
import type { SupportedYear } from '../rates/index.ts';

/** The modele-social version the oracle's figures come from (checked against the installed package). */
export const MODELE_SOCIAL_VERSION = '11.1.0';
/** The release the employee's 2025 figures come from (`modele-social-2025`, checked against the installed package). */
export const MODELE_SOCIAL_2025_VERSION = '10.0.0';

/** The release an employee's payslip of the year is checked against. */
export function employeeModelVersion(year: SupportedYear): string {
  return year === 2025 ? MODELE_SOCIAL_2025_VERSION : MODELE_SOCIAL_VERSION;
}

/** The officer's legal position, described with the model's own keys. */
export type OfficerForm = 'SASU' | 'SAS' | 'SARL gérant minoritaire';

const FORM_SITUATIONS: Record<OfficerForm, Record<string, string>> = {
  SASU: { 'entreprise . catégorie juridique': "'SAS'", 'entreprise . associés': "'unique'" },
  SAS: { 'entreprise . catégorie juridique': "'SAS'", 'entreprise . associés': "'multiples'" },
  'SARL gérant minoritaire': {
    'entreprise . catégorie juridique': "'SARL'",
    'entreprise . associés': "'multiples'",
    'dirigeant . gérant minoritaire': 'oui',
  },
};

/** One engine for the whole suite: parsing the rules takes about a second, a situation far less. */
export function createModelEngine(): Engine {
  return new Engine(rules, { warn: false });
}

/** The engine of the release an employee's payslip of the year is checked against. */
export function createEmployeeModelEngine(year: SupportedYear): Engine {
  return new Engine(year === 2025 ? rules2025 : rules, { warn: false });
}

function euros(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The model's situation for a payslip input. */
export function modelSituation(form: OfficerForm, input: OfficerPayslipInput): Record<string, string> {
  const situation: Record<string, string> = {
    ...FORM_SITUATIONS[form],
    date: `'01/${String(input.month).padStart(2, '0')}/${input.year}'`,
    'salarié . contrat . salaire brut': `${euros(input.grossCents)} €/mois`,
    'entreprise . salariés . effectif': `${input.headcount} employé`,
    'salarié . cotisations . prévoyances . santé . montant': `${euros(input.healthInsuranceMonthlyCents ?? 0)} €/mois`,
    'salarié . cotisations . prévoyances . santé . taux employeur': `${input.healthInsuranceEmployerSharePercent ?? 0}%`,
    'impôt . méthode de calcul': "'taux personnalisé'",
    'impôt . taux personnalisé': `${input.pasRatePercent ?? 0}%`,
    'établissement . commune . taux versement mobilité': `${input.versementMobiliteRatePercent ?? 0}%`,
  };
  if (input.atmpRatePercent !== undefined)
    situation['établissement . taux ATMP'] = `${input.atmpRatePercent}%`;
  if (!input.cadrePrevoyance) situation['salarié . cotisations . prévoyances . employeur . cadres'] = 'non';
  return situation;
}

/** Legal weekly working time (Code du travail art. L3121-27), the model's full time. */
const FULL_TIME_WEEKLY_HOURS = 35;

/**
 * The model's situation for an employee's payslip input; `weeklyHours` is the part-time contract's hours a
 * week (the input's `workingTimeRatio` × 35), absent for full time.
 */
export function employeeModelSituation(
  input: EmployeePayslipInput,
  weeklyHours?: number,
): Record<string, string> {
  const situation: Record<string, string> = {
    dirigeant: 'non',
    'salarié . activité partielle': 'non',
    'salarié . contrat': "'CDI'",
    'salarié . contrat . statut cadre': input.status === 'cadre' ? 'oui' : 'non',
    date: `'01/${String(input.month).padStart(2, '0')}/${input.year}'`,
    'salarié . contrat . salaire brut': `${euros(input.grossCents)} €/mois`,
    'entreprise . salariés . effectif': `${input.headcount} employé`,
    'salarié . cotisations . prévoyances . santé . montant': `${euros(input.healthInsuranceMonthlyCents ?? 0)} €/mois`,
    'salarié . cotisations . prévoyances . santé . taux employeur': `${input.healthInsuranceEmployerSharePercent ?? 0}%`,
    'impôt . méthode de calcul': "'taux personnalisé'",
    'impôt . taux personnalisé': `${input.pasRatePercent ?? 0}%`,
    'établissement . commune . taux versement mobilité': `${input.versementMobiliteRatePercent ?? 0}%`,
  };
  if (weeklyHours !== undefined && weeklyHours < FULL_TIME_WEEKLY_HOURS) {
    situation['salarié . contrat . temps de travail . temps partiel'] = 'oui';
    situation['salarié . contrat . temps de travail . temps partiel . heures par semaine'] =
      `${weeklyHours} heure/semaine`;
  }
  if (input.atmpRatePercent !== undefined)
    situation['établissement . taux ATMP'] = `${input.atmpRatePercent}%`;
  // The model pays the cadre prévoyance to every cadre, as the library's default does.
  if (input.status === 'cadre' && input.cadrePrevoyance === false) {
    situation['salarié . cotisations . prévoyances . employeur . cadres'] = 'non';
  }
  return situation;
}

/** The rule under which `engine.evaluate` parses the expression it evaluates (publicodes 1.x). */
const EVALUATION = '$EVALUATION';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the model on the situation last set. */
export class ModelReader {
  readonly engine: Engine;

  constructor(engine: Engine) {
    this.engine = engine;
  }

  /** Sets the situation; strict, so that a key the model does not have fails the suite. */
  setSituation(situation: Record<string, string>): void {
    this.engine.setSituation(situation, { strict: true });
  }

  /** The expression `engine.evaluate` parsed for each rule name, replacements included. */
  private readonly parsed = new Map<string, ASTNode>();

  /**
   * A rule evaluated on the situation, as `engine.evaluate(name)` does, without parsing the name at each
   * call: each parse copies the model's thousands of parsed rules, which was most of the suites' time. The
   * first call parses it through `engine.evaluate` and keeps the expression it parsed (a reference to the
   * rule, with the replacements the model's « rend non applicable » inlines: the rule's own node would
   * miss them); the next calls evaluate that expression in the current situation, which the engine caches
   * per situation as it does for names.
   */
  private evaluateRule(rule: string): EvaluatedNode {
    const expression = this.parsed.get(rule);
    if (expression !== undefined) return this.engine.evaluateNode(expression);
    const evaluated = this.engine.evaluate(rule);
    const parsed = this.engine.context.parsedRules[EVALUATION]?.explanation.valeur;
    if (parsed === undefined) throw new Error(`publicodes kept no parsed expression for ${rule}`);
    this.parsed.set(rule, parsed);
    return evaluated;
  }

  /** The raw value of a rule. */
  value(rule: string): unknown {
    return this.evaluateRule(rule).nodeValue;
  }

  /**
   * A monthly amount in euros; a non-applicable rule (null, undefined or false) is 0. Rules are evaluated
   * by name (the engine caches them per situation) and yearly amounts divided by 12.
   */
  monthly(rule: string): number {
    const node = this.evaluateRule(rule);
    const value = node.nodeValue;
    if (value === null || value === undefined || value === false) return 0;
    const unit = node.unit ? serializeUnit(node.unit) : undefined;
    if (typeof value !== 'number') throw new TypeError(`${rule} is not an amount: ${String(value)}`);
    if (unit === '€/mois' || (unit === undefined && value === 0)) return value;
    if (unit === '€/an') return value / 12;
    throw new TypeError(`${rule} is in ${String(unit)}, not in euros per month or per year`);
  }

  /** The amount of each tranche of the barème behind a rule, in euros per month. */
  tranches(rule: string): number[] {
    const found: number[][] = [];
    const walk = (node: unknown, depth: number): void => {
      if (!isRecord(node) || depth > 12 || found.length > 0) return;
      if (
        node.nodeKind === 'barème' &&
        isRecord(node.explanation) &&
        Array.isArray(node.explanation.tranches)
      ) {
        const values = node.explanation.tranches.map((tranche: unknown) =>
          isRecord(tranche) && typeof tranche.nodeValue === 'number' ? tranche.nodeValue : 0,
        );
        if (
          node.explanation.tranches.some((tranche: unknown) => isRecord(tranche) && 'nodeValue' in tranche)
        ) {
          found.push(values);
        }
        return;
      }
      for (const [key, child] of Object.entries(node)) {
        if (key !== 'missingVariables' && key !== 'sourceMap') walk(child, depth + 1);
      }
    };
    walk(this.evaluateRule(rule), 0);
    const tranches = found[0];
    if (tranches === undefined) throw new Error(`no evaluated barème under ${rule}`);
    return tranches;
  }
}
