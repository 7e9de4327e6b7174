/**
 * The official model as an oracle: modele-social (the publicodes rules behind mon-entreprise.urssaf.fr)
 * evaluated with publicodes. Dev dependencies only: nothing under `src/oracle/` ships in the library.
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
 */
import rules from 'modele-social';
import Engine, { serializeUnit } from 'publicodes';
import type { OfficerPayslipInput } from '../officer-payslip-types.ts';

/** The modele-social version the oracle's figures come from (checked against the installed package). */
export const MODELE_SOCIAL_VERSION = '11.1.0';

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

  /** The raw value of a rule. */
  value(rule: string): unknown {
    return this.engine.evaluate(rule).nodeValue;
  }

  /**
   * A monthly amount in euros; a non-applicable rule (null, undefined or false) is 0. Rules are evaluated
   * by name (the engine caches them per situation) and yearly amounts divided by 12.
   */
  monthly(rule: string): number {
    const node = this.engine.evaluate(rule);
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
    walk(this.engine.evaluate(rule), 0);
    const tranches = found[0];
    if (tranches === undefined) throw new Error(`no evaluated barème under ${rule}`);
    return tranches;
  }
}
