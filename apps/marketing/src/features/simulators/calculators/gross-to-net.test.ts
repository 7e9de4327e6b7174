import { describe, expect, it } from 'vitest';
import { askedSteps, firstUnanswered } from '../wizard.ts';
import { type GrossToNetForm, grossToNetSteps, initialGrossToNetForm } from './gross-to-net.ts';
import { computeGrossToNetResult } from './gross-to-net-result.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function answered(patch: Partial<GrossToNetForm>): GrossToNetForm {
  const form = { ...initialGrossToNetForm, ...patch };
  expect(firstUnanswered(grossToNetSteps, form)).toEqual({ kind: 'result' });
  return form;
}

function figures(form: GrossToNetForm): Record<string, string> {
  return Object.fromEntries(
    computeGrossToNetResult(form).figures.map((figure) => [figure.id, plain(figure.amount)]),
  );
}

describe('salaire brut en net', () => {
  // payroll-calc's README example of an officer, checked against the official model.
  const officer = answered({
    regime: 'officer',
    year: '2026',
    month: '3',
    headcount: '3',
    gross: '4 500',
    healthInsurance: 'oui',
    healthMonthly: '80',
    healthEmployerShare: '50',
    cadrePrevoyance: 'oui',
    pasRate: '7,5',
  });

  it('computes a président de SAS’s payslip', () => {
    expect(figures(officer)).toEqual({
      gross: '4 500,00 €',
      'employee-contributions': '989,01 €',
      'net-before-tax': '3 510,99 €',
      'net-taxable': '3 682,11 €',
      'net-social': '3 510,99 €',
      pas: '276,16 €',
      'net-paid': '3 234,83 €',
      'employer-contributions': '1 849,05 €',
      'employer-cost': '6 349,05 €',
    });
    const result = computeGrossToNetResult(officer);
    expect(result.title).toBe('Président de SAS ou SASU (assimilé salarié), mars 2026');
    expect(result.groups.map((group) => group.risk)).not.toContain('Assurance chômage');
  });

  it('explains each figure by the lines it sums', () => {
    const explanations = Object.fromEntries(
      computeGrossToNetResult(officer).figures.map((figure) => [figure.id, plain(figure.explanation)]),
    );
    expect(explanations['net-before-tax']).toBe(
      'Rémunération brute moins les cotisations salariales : 4 500,00 € − 989,01 € = 3 510,99 €.',
    );
    expect(explanations['net-taxable']).toContain(
      'plus la CSG et la CRDS non déductibles (131,12 €) et la part patronale de la complémentaire santé (40,00 €)',
    );
    expect(explanations.pas).toBe('Net imposable × taux de prélèvement : 3 682,11 € × 7,50 % = 276,16 €.');
    expect(explanations['net-paid']).toBe(
      'Net à payer avant impôt moins le prélèvement à la source : 3 510,99 € − 276,16 € = 3 234,83 €.',
    );
  });

  it('computes an employee’s payslip with the general reduction', () => {
    // payroll-calc's README example of a non-cadre employee.
    const form = answered({
      regime: 'employee',
      status: 'non-cadre',
      year: '2026',
      month: '3',
      headcount: '12',
      gross: '2400',
      fullTime: 'oui',
      healthInsurance: 'oui',
      healthMonthly: '60',
      healthEmployerShare: '50',
      pasRate: '3,2',
    });
    expect(askedSteps(grossToNetSteps, form)).toHaveLength(4);
    const values = figures(form);
    expect(values['net-paid']).toBe('1 804,00 €');
    expect(values['employer-cost']).toBe('3 009,74 €');
    const result = computeGrossToNetResult(form);
    expect(result.groups.map((group) => group.risk)).toContain('Assurance chômage');
    expect(result.notes.map(plain).join(' ')).toContain('soit 462,96 €');
    expect(
      plain(result.figures.find((figure) => figure.id === 'employer-contributions')?.explanation ?? ''),
    ).toContain('réduction générale de 462,96 € déduite');
  });

  it('prorates the plafond of a half-time employee', () => {
    const result = computeGrossToNetResult(
      answered({
        regime: 'employee',
        status: 'cadre',
        year: '2025',
        month: '6',
        headcount: '5',
        gross: '1 500',
        fullTime: 'non',
        weeklyHours: '17,5',
        healthInsurance: 'non',
        cadrePrevoyance: 'oui',
      }),
    );
    expect(result.title).toBe('Salarié cadre à temps partiel, juin 2025');
    // PMSS 2025: 3 925 €, half of it.
    expect(result.notes.map(plain)).toContain(
      'Temps partiel : le plafond est proratisé à 1 962,50 € pour les tranches et les plafonds de cotisation.',
    );
  });

  it('asks the questions a situation needs, with French messages', () => {
    const [regime, period, pay, options] = grossToNetSteps;
    expect(regime?.validate({ ...initialGrossToNetForm, regime: 'employee' })).toEqual({
      status: 'Choisissez une réponse',
    });
    expect(period?.validate({ ...initialGrossToNetForm, regime: 'employee', headcount: '0' })).toEqual({
      year: 'Choisissez l’année',
      month: 'Choisissez le mois',
      headcount: 'Le salarié compte dans l’effectif : au moins 1',
    });
    expect(
      pay?.validate({
        ...initialGrossToNetForm,
        regime: 'employee',
        gross: '0',
        fullTime: 'non',
        weeklyHours: '35',
      }),
    ).toEqual({
      gross: 'Indiquez une rémunération brute',
      weeklyHours: '35 heures par semaine, c’est un temps plein : répondez « Oui »',
    });
    expect(
      options?.validate({
        ...initialGrossToNetForm,
        regime: 'employee',
        status: 'non-cadre',
        headcount: '20',
        healthInsurance: 'oui',
        healthMonthly: '60',
        healthEmployerShare: '40',
        versementMobilite: '2,955',
      }),
    ).toEqual({
      healthEmployerShare: 'L’employeur paie au moins 50 % de la complémentaire santé de ses salariés',
      versementMobilite: 'Au plus 2 décimales',
    });
  });
});
