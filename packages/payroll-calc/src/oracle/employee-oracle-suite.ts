/**
 * The employee's oracle suite: `computeEmployeePayslip` against the official model, on generated situations
 * (see `employee-cases.ts`): modele-social 10.0.0 for 2025 periods, 11.1.0 for 2026 (why two releases: see
 * `model.ts`). Every total, every line and the reduction's coefficient must agree within 0,01 € (the
 * coefficient exactly), apart from the deviations listed once in `deviations.ts`, whose difference must be
 * exactly the deviation's amount.
 *
 * Two deviations change the base of other contributions (the reduced rates at their threshold, the cadre
 * prévoyance of a part-time cadre): for those the model is evaluated a second time with the law's value set
 * in its situation, the suite checks that the value it replaces differs by exactly the deviation, and the
 * payslip is compared with that second evaluation.
 */
import modelPackage2025 from 'modele-social-2025/package.json' with { type: 'json' };
import modelPackage from 'modele-social/package.json' with { type: 'json' };
import { beforeAll, describe, expect, it } from 'vitest';
import { computeEmployeePayslip } from '../compute-employee-payslip.ts';
import type { SupportedYear } from '../rates/index.ts';
import { deviationsOf } from './deviations.ts';
import type { DeviationId } from './deviations.ts';
import { employeeOracleCases } from './employee-cases.ts';
import {
  createEmployeeModelEngine,
  employeeModelSituation,
  employeeModelVersion,
  MODELE_SOCIAL_2025_VERSION,
  MODELE_SOCIAL_VERSION,
  ModelReader,
} from './model.ts';
import { Mismatches, modelLineAmounts, NOISE } from './model-lines.ts';

const C = 'salarié . cotisations';

/** The suite for one year; one test file per year lets the two years run in parallel. */
export function describeEmployeeOracleSuite(year: SupportedYear): void {
  const version = employeeModelVersion(year);
  describe(`computeEmployeePayslip ${year} against modele-social ${version}`, () => {
    let model: ModelReader;
    const observed = new Set<DeviationId>();

    beforeAll(() => {
      model = new ModelReader(createEmployeeModelEngine(year));
    });

    it('uses the model versions its figures come from', () => {
      expect(modelPackage.version).toBe(MODELE_SOCIAL_VERSION);
      expect(modelPackage2025.version).toBe(MODELE_SOCIAL_2025_VERSION);
    });

    it.each(employeeOracleCases(year))('$id', ({ input, weeklyHours }) => {
      const situation = employeeModelSituation(input, weeklyHours);
      model.setSituation(situation);
      const m = (rule: string) => model.monthly(rule);
      const c = (rule: string) => m(`${C} . ${rule}`);
      const percent = (rule: string) => {
        const value = model.value(`${C} . ${rule}`);
        if (typeof value !== 'number') throw new TypeError(`${rule} is not a rate: ${String(value)}`);
        return value;
      };

      // The model sees an employee under a CDI: unemployment insurance, no officer's regime.
      expect(model.value('dirigeant . assimilé salarié')).not.toBe(true);
      expect(c('chômage')).toBeGreaterThan(0);

      // Deviation "cadrePrevoyanceOnProratedTranche1": 1,50 % of the pay up to the prorated plafond.
      const overrides: Record<string, string> = {};
      const expectedDifferences: Array<[rule: string, difference: number]> = [];
      const cadreModel = c('prévoyances . employeur . cadres');
      if (cadreModel > 0) {
        const pay = c('assiette . sans prévoyance');
        const prorated = m('salarié . temps de travail . plafond sécurité sociale');
        const cadreLaw = (Math.min(pay, prorated) * 1.5) / 100;
        expect(cadreModel).toBeCloseTo((Math.min(pay, m('plafond sécurité sociale')) * 1.5) / 100, 9);
        if (Math.abs(cadreModel - cadreLaw) > NOISE) {
          overrides[`${C} . prévoyances . employeur . cadres`] = `${cadreLaw} €/mois`;
          expectedDifferences.push([`${C} . prévoyances . employeur . cadres`, cadreModel - cadreLaw]);
          observed.add('cadrePrevoyanceOnProratedTranche1');
        }
      }
      // Deviation "reducedRatesUpToTheirThreshold": a pay equal to the threshold keeps the reduced rate. Where
      // the library applies the reduced rate and the model does not, the pay must be the model's threshold
      // (readable once the reduced rate applies) and the difference the two rates on the pay.
      const ours = computeEmployeePayslip(input);
      const thresholds: string[] = [];
      for (const [code, rule, eligibility] of [
        ['maladie', 'maladie . employeur', 'maladie . employeur . éligible taux réduit'],
        ['famille', 'allocations familiales', 'allocations familiales . éligible taux réduit'],
      ] as const) {
        if (year !== 2025 || model.value(`${C} . ${eligibility}`) === true) continue;
        const reduced = percent(`${rule} . taux réduit`);
        const line = ours.lines.find((candidate) => candidate.code === code);
        if (line?.employerRatePercent !== reduced) continue;
        overrides[`${C} . ${eligibility}`] = 'oui';
        thresholds.push(`${C} . ${eligibility} . plafond`);
        const difference = (c('assiette') * (percent(`${rule} . taux plein`) - reduced)) / 100;
        expectedDifferences.push([`${C} . ${rule}`, difference]);
        observed.add('reducedRatesUpToTheirThreshold');
      }
      if (expectedDifferences.length > 0) {
        const before = expectedDifferences.map(([rule]) => m(rule));
        model.setSituation({ ...situation, ...overrides });
        expectedDifferences.forEach(([rule, difference], i) => {
          expect((before[i] ?? 0) - m(rule)).toBeCloseTo(difference, 9);
        });
        for (const threshold of thresholds) expect(c('assiette')).toBeCloseTo(m(threshold), 9);
      }

      expect(ours.pmssCents / 100).toBe(m('plafond sécurité sociale'));
      const rate = (input.pasRatePercent ?? 0) / 100;

      // The reduction's coefficient, exactly (réduction générale in 2025, RGDU in 2026).
      const reduction = `exonérations . ${year === 2025 ? 'réduction générale' : 'RGDU'}`;
      const coefficient = c(reduction) > 0 ? model.value(`${C} . ${reduction} . coefficient`) : 0;
      expect(ours.reductionCoefficient).toBe(coefficient);

      // Deviation "forfaitSocialOnReintegratedPrevoyance".
      const reintegrated = c('prévoyances . employeur . non déductible socialement');
      const forfaitSocialModel = c('forfait social');
      const forfaitSocialExcess = forfaitSocialModel > 0 ? (reintegrated * 8) / 100 : 0;
      if (forfaitSocialExcess > 0) observed.add('forfaitSocialOnReintegratedPrevoyance');

      const mismatches = new Mismatches();
      mismatches.compareLines(ours, {
        ...modelLineAmounts(model),
        'forfait-social': [0, forfaitSocialModel - forfaitSocialExcess],
      });
      mismatches.compare(
        'proratedPmssCents',
        ours.proratedPmssCents,
        m('salarié . temps de travail . plafond sécurité sociale'),
      );

      // Deviation "netTaxablePrevoyance": the cadre prévoyance stays out of the net imposable.
      const cadre = c('prévoyances . employeur . cadres');
      if (cadre > 0) observed.add('netTaxablePrevoyance');
      const modelNetTaxable = m('salarié . rémunération . net . imposable');
      const netTaxable = modelNetTaxable - cadre;

      // Deviation "pasRounding": the model's tax is yearly, rounded to the euro, and nothing else.
      const modelTax = m('impôt . montant');
      expect(modelTax).toBeCloseTo(Math.round(modelNetTaxable * rate * 12) / 12, 9);
      if (Math.abs(modelTax - modelNetTaxable * rate) > NOISE) observed.add('pasRounding');
      const pas = netTaxable * rate;

      const netBeforeTax = m('salarié . rémunération . net . à payer avant impôt');
      mismatches.compare('employeeContributions', ours.employeeContributions, c('salarié'));
      mismatches.compare(
        'employerContributions',
        ours.employerContributions,
        c('employeur') - forfaitSocialExcess,
      );
      mismatches.compare('netBeforeTax', ours.netBeforeTax, netBeforeTax);
      mismatches.compare('netSocial', ours.netSocial, m('salarié . rémunération . montant net social'));
      mismatches.compare('netTaxable', ours.netTaxable, netTaxable);
      mismatches.compare('pasAmount', ours.pasAmount, pas);
      mismatches.compare('netPaid', ours.netPaid, netBeforeTax - pas);
      mismatches.compare(
        'employerCost',
        ours.employerCost,
        m('salarié . coût total employeur') - forfaitSocialExcess,
      );
      expect(mismatches.found).toEqual([]);
    });

    it('meets every listed deviation of an employee on the generated situations', () => {
      expect([...observed].sort()).toEqual(deviationsOf('employee', year).sort());
    });
  });
}
