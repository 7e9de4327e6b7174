/**
 * The officer's oracle suite: the library against the official model, modele-social (the publicodes rules
 * behind mon-entreprise.urssaf.fr), on generated situations (see `cases.ts`; the employee's suite is
 * `employee-oracle-suite.ts`). Every total and every line must
 * agree within 0,01 €, apart from the deviations listed once in `deviations.ts`, where the difference
 * must be exactly the deviation's amount.
 *
 * Figures: modele-social 11.1.0 with publicodes 1.10.3. That version covers 2025 and 2026 (`date`
 * variations up to 2026; PMSS 2026 = 4 005 €, as the arrêté du 22 décembre 2025 sets it).
 */
import modelPackage from 'modele-social/package.json' with { type: 'json' };
import { beforeAll, describe, expect, it } from 'vitest';
import { computeOfficerPayslip } from '../compute-officer-payslip.ts';
import type { SupportedYear } from '../rates/index.ts';
import { oracleCases } from './cases.ts';
import { deviationsOf } from './deviations.ts';
import type { DeviationId } from './deviations.ts';
import { createModelEngine, MODELE_SOCIAL_VERSION, ModelReader, modelSituation } from './model.ts';
import type { Amounts } from './model-lines.ts';
import { Mismatches, modelLineAmounts, NOISE } from './model-lines.ts';

/** The suite for one year; one test file per year lets the two years run in parallel. */
export function describeOracleSuite(year: SupportedYear): void {
  describe(`computeOfficerPayslip ${year} against modele-social ${MODELE_SOCIAL_VERSION}`, () => {
    let model: ModelReader;
    const observed = new Set<DeviationId>();

    beforeAll(() => {
      model = new ModelReader(createModelEngine());
    });

    it('uses the model version its figures come from', () => {
      expect(modelPackage.version).toBe(MODELE_SOCIAL_VERSION);
    });

    it.each(oracleCases(year))('$id ($form)', ({ form, input }) => {
      model.setSituation(modelSituation(form, input));
      const m = (rule: string) => model.monthly(rule);
      const c = (rule: string) => m(`salarié . cotisations . ${rule}`);

      // The model sees an assimilé-salarié officer: no unemployment insurance, no exemption.
      expect(model.value('dirigeant . assimilé salarié')).toBe(true);
      expect(c('assurance chômage')).toBe(0);
      expect(c('exonérations')).toBe(0);

      const ours = computeOfficerPayslip(input);
      const pmss = m('plafond sécurité sociale');
      expect(ours.pmssCents / 100).toBe(pmss);
      const assiette = c('assiette');
      const rate = (input.pasRatePercent ?? 0) / 100;

      // Deviation "apec": the model has no Apec for an officer; the law has.
      expect(c('APEC')).toBe(0);
      const apecBase = Math.min(assiette, 4 * pmss);
      const apec: Amounts = [(apecBase * 0.024) / 100, (apecBase * 0.036) / 100];
      observed.add('apec');

      // Deviation "forfaitSocialOnReintegratedPrevoyance".
      const reintegrated = c('prévoyances . employeur . non déductible socialement');
      const forfaitSocialModel = c('forfait social');
      const forfaitSocialExcess = forfaitSocialModel > 0 ? (reintegrated * 8) / 100 : 0;
      if (forfaitSocialExcess > 0) observed.add('forfaitSocialOnReintegratedPrevoyance');

      const expected = {
        ...modelLineAmounts(model),
        'forfait-social': [0, forfaitSocialModel - forfaitSocialExcess] as const,
        apec,
      };
      const mismatches = new Mismatches();
      mismatches.compareLines(ours, expected);

      // Deviation "netTaxablePrevoyance": the cadre prévoyance stays out of the net imposable.
      const cadre = c('prévoyances . employeur . cadres');
      if (cadre > 0) observed.add('netTaxablePrevoyance');
      const netTaxable = m('salarié . rémunération . net . imposable') - apec[0] - cadre;

      // Deviation "pasRounding": the model's tax is yearly, rounded to the euro, and nothing else.
      const modelNetTaxable = m('salarié . rémunération . net . imposable');
      const modelTax = m('impôt . montant');
      expect(modelTax).toBeCloseTo(Math.round(modelNetTaxable * rate * 12) / 12, 9);
      if (Math.abs(modelTax - modelNetTaxable * rate) > NOISE) observed.add('pasRounding');
      const pas = netTaxable * rate;

      const netBeforeTax = m('salarié . rémunération . net . à payer avant impôt') - apec[0];
      mismatches.compare('employeeContributions', ours.employeeContributions, c('salarié') + apec[0]);
      mismatches.compare(
        'employerContributions',
        ours.employerContributions,
        c('employeur') + apec[1] - forfaitSocialExcess,
      );
      mismatches.compare('netBeforeTax', ours.netBeforeTax, netBeforeTax);
      mismatches.compare(
        'netSocial',
        ours.netSocial,
        m('salarié . rémunération . montant net social') - apec[0],
      );
      mismatches.compare('netTaxable', ours.netTaxable, netTaxable);
      mismatches.compare('pasAmount', ours.pasAmount, pas);
      mismatches.compare('netPaid', ours.netPaid, netBeforeTax - pas);
      mismatches.compare(
        'employerCost',
        ours.employerCost,
        m('salarié . coût total employeur') + apec[1] - forfaitSocialExcess,
      );
      expect(mismatches.found).toEqual([]);
    });

    it('meets every listed deviation on the generated situations', () => {
      expect([...observed].sort()).toEqual(deviationsOf('officer', year).sort());
    });
  });
}
