/**
 * The oracle suite: the library against the official model, modele-social (the publicodes rules behind
 * mon-entreprise.urssaf.fr), on generated situations (see `cases.ts`). Every total and every line must
 * agree within 0,01 €, apart from the deviations listed once in `deviations.ts`, where the difference
 * must be exactly the deviation's amount.
 *
 * Figures: modele-social 11.1.0 with publicodes 1.10.3. That version covers 2025 and 2026 (`date`
 * variations up to 2026; PMSS 2026 = 4 005 €, as the arrêté du 22 décembre 2025 sets it).
 */
import modelPackage from 'modele-social/package.json' with { type: 'json' };
import { beforeAll, describe, expect, it } from 'vitest';
import { computeOfficerPayslip } from '../compute-officer-payslip.ts';
import type { PayslipLineCode } from '../officer-payslip-types.ts';
import type { SupportedYear } from '../rates/index.ts';
import { oracleCases } from './cases.ts';
import { DEVIATIONS_FROM_MODEL } from './deviations.ts';
import type { DeviationId } from './deviations.ts';
import { createModelEngine, MODELE_SOCIAL_VERSION, ModelReader, modelSituation } from './model.ts';

const CENT = 0.01;
/** Float noise of the model's arithmetic (and of our hundred-thousandths of a cent), far below a cent. */
const NOISE = 1e-6;

/** An employee and an employer amount in euros, as the model computes them. */
type Amounts = readonly [employee: number, employer: number];

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

      // Agirc-Arrco and CEG per tranche; the CET (on tranches 1 + 2 above the plafond) split in proportion.
      const [rcT1e = 0, rcT2e = 0] = model.tranches(
        'salarié . cotisations . retraite complémentaire . salarié',
      );
      const [rcT1r = 0, rcT2r = 0] = model.tranches(
        'salarié . cotisations . retraite complémentaire . employeur',
      );
      const [cegT1e = 0, cegT2e = 0] = model.tranches('salarié . cotisations . CEG . salarié');
      const [cegT1r = 0, cegT2r = 0] = model.tranches('salarié . cotisations . CEG . employeur');
      const tranche1Share = Math.min(assiette, pmss) / Math.min(assiette, 8 * pmss);
      const cetE = c('CET . salarié');
      const cetR = c('CET . employeur');

      const counterparts: Record<PayslipLineCode, Amounts> = {
        maladie: [c('maladie . salarié'), c('maladie . employeur')],
        'prevoyance-cadre': [0, c('prévoyances . employeur . cadres')],
        'complementaire-sante': [c('prévoyances . santé . salarié'), c('prévoyances . santé . employeur')],
        atmp: [0, c('ATMP')],
        'vieillesse-plafonnee': [
          c('vieillesse . salarié . plafonnée'),
          c('vieillesse . employeur . plafonnée'),
        ],
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
        csa: [0, c('CSA')],
        fnal: [0, c('FNAL')],
        'formation-professionnelle': [0, c('formation professionnelle')],
        'taxe-apprentissage': [0, c("taxe d'apprentissage . base") + c("taxe d'apprentissage . solde")],
        'contribution-supplementaire-apprentissage': [
          0,
          c("taxe d'apprentissage . contribution supplémentaire"),
        ],
        peec: [0, c('PEEC')],
        'versement-mobilite': [0, c('versement mobilité')],
        'forfait-social': [0, forfaitSocialModel - forfaitSocialExcess],
        apec,
        'csg-deductible': [c('CSG-CRDS . CSG . déductible'), 0],
        'csg-crds-non-deductible': [c('CSG-CRDS . sur revenus imposables non déductible'), 0],
      };

      const mismatches: string[] = [];
      const compare = (what: string, oursCents: number, modelEuros: number) => {
        if (!(Math.abs(oursCents / 100 - modelEuros) <= CENT + NOISE)) {
          mismatches.push(`${what}: ours ${oursCents / 100}, model ${modelEuros}`);
        }
      };
      for (const [code, [employee, employer]] of Object.entries(counterparts)) {
        const line = ours.lines.find((candidate) => candidate.code === code);
        compare(`${code} (employee)`, line?.employeeAmountCents ?? 0, employee);
        compare(`${code} (employer)`, line?.employerAmountCents ?? 0, employer);
      }

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
      compare('employeeContributions', ours.employeeContributions, c('salarié') + apec[0]);
      compare(
        'employerContributions',
        ours.employerContributions,
        c('employeur') + apec[1] - forfaitSocialExcess,
      );
      compare('netBeforeTax', ours.netBeforeTax, netBeforeTax);
      compare('netSocial', ours.netSocial, m('salarié . rémunération . montant net social') - apec[0]);
      compare('netTaxable', ours.netTaxable, netTaxable);
      compare('pasAmount', ours.pasAmount, pas);
      compare('netPaid', ours.netPaid, netBeforeTax - pas);
      compare(
        'employerCost',
        ours.employerCost,
        m('salarié . coût total employeur') + apec[1] - forfaitSocialExcess,
      );
      expect(mismatches).toEqual([]);
    });

    it('meets every listed deviation on the generated situations', () => {
      expect([...observed].sort()).toEqual(Object.keys(DEVIATIONS_FROM_MODEL).sort());
    });
  });
}
