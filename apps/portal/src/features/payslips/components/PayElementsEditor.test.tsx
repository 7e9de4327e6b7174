import type { Payslip, PayslipDetail, Subscription } from '@dirigeo/schemas';
import { Toaster } from '@dirigeo/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '../../../testing/render.tsx';
import { DraftActions } from './DraftActions.tsx';
import { PayslipCreate } from './PayslipCreate.tsx';

/**
 * The editor of pay elements (issues 24 and 25): in the create form (the officer's payslip) and in a
 * draft's « Modifier » (an employee's too), the body sent in cents, the server's refusals in place.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

const normalize = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const subscription: Subscription = {
  plan: 'essentielle',
  interval: 'month',
  status: 'active',
  demo: false,
  trialEndsAt: null,
  currentPeriodEnd: '2026-12-20T10:00:00.000Z',
  cancelAt: null,
  graceEndsAt: null,
  chosenPlan: 'essentielle',
  billingEnabled: true,
  hasPaymentAccount: true,
};

const saved: Payslip = {
  id: 3,
  userId: 1,
  employeeId: null,
  personName: 'Jeanne Martin',
  month: 3,
  year: 2026,
  grossSalary: 5000,
  socialContributions: 1000,
  otherDeductions: 0,
  otherAdditions: 0,
  netSalary: 4000,
  status: 'draft',
  data: null,
  paymentDate: null,
  pdfUrl: '/api/payslips/3/pdf',
  createdAt: '2026-03-31T10:00:00.000Z',
  updatedAt: '2026-03-31T10:00:00.000Z',
};

/** The API: the subscription, and `answer` for the payslip sent. */
function stubApi(answer: { status: number; body: unknown } = { status: 201, body: saved }) {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockImplementation(async (input) =>
      String(input).endsWith('/api/subscription')
        ? new Response(JSON.stringify(subscription), { status: 200 })
        : new Response(JSON.stringify(answer.body), { status: answer.status }),
    );
  vi.stubGlobal('fetch', fetchMock);
  const sent = (method: string) => {
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
    return call ? JSON.parse(String(call[1]?.body)) : undefined;
  };
  return { fetchMock, sent };
}

function renderCreate() {
  return renderWithProviders(
    <>
      <PayslipCreate
        user={testUser}
        company={{ headcount: 0, atmpRatePercent: null }}
        payslips={[]}
        profilePasRatePercent={null}
        onCreated={vi.fn()}
      />
      <Toaster />
    </>,
  );
}

async function type(label: string, value: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), value);
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function addElement(kind: string) {
  await userEvent.selectOptions(screen.getByLabelText('Type d’élément à ajouter'), kind);
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter un élément' }));
}

/** The field `label` of the pay element titled `kind` (its fieldset's legend). */
function elementField(kind: string, label: string) {
  return within(screen.getByRole('group', { name: kind })).getByLabelText(label);
}

async function fillBonusAndCar() {
  await choose('Mois', 'Mars');
  await choose('Année', '2026');
  await type('Rémunération brute (€)', '4000');
  await addElement('Prime ou commission');
  await userEvent.type(elementField('Prime ou commission', 'Nature de la prime'), 'Prime d’objectifs');
  await userEvent.type(elementField('Prime ou commission', 'Montant brut (€)'), '1 000,50');
  await addElement('Avantage en nature : véhicule');
  const car = 'Avantage en nature : véhicule';
  await userEvent.selectOptions(elementField(car, 'Véhicule'), 'Acheté');
  await userEvent.type(elementField(car, 'Coût du véhicule (€)'), '30 000');
  await userEvent.selectOptions(elementField(car, 'Carburant payé par l’entreprise'), 'Non');
}

describe('the create form’s pay elements', () => {
  it('sends a bonus and a car in cents, with the base pay, and moves the gross as they are typed', async () => {
    const { sent } = stubApi();
    renderCreate();
    await fillBonusAndCar();
    // The gross field is now the base pay; the gross with the elements is shown as it moves.
    expect(screen.getByLabelText('Salaire de base (€)')).toHaveValue(4000);
    const gross = screen.getByText('Rémunération brute estimée').parentElement;
    // 4 000 + 1 000,50 + the car's flat rate (bought, without fuel: 15 % of 30 000 € a year, 375 € a month).
    expect(normalize(gross?.textContent)).toContain('5 375,50 €');
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les cotisations' }));
    await waitFor(() => expect(screen.getByLabelText('Charges sociales (€)')).not.toHaveValue(0));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le bulletin' }));
    await waitFor(() => expect(sent('POST')).toBeDefined());
    const body = sent('POST');
    expect(body.grossSalary).toBe(4000);
    expect(body).not.toHaveProperty('payElements');
    expect(body.calculationInputs.payElements).toEqual([
      { kind: 'prime', label: 'Prime d’objectifs', amountCents: 100_050 },
      {
        kind: 'vehicule',
        holding: 'achete',
        costCents: 3_000_000,
        olderThanFiveYears: false,
        fuelPaid: false,
        electric: false,
      },
    ]);
  });

  it('previews the elements on the document: base pay, each element, the gross', async () => {
    stubApi();
    renderCreate();
    await fillBonusAndCar();
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les cotisations' }));
    await waitFor(() => expect(screen.getByLabelText('Charges sociales (€)')).not.toHaveValue(0));
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu du bulletin' }));
    const document = await screen.findByRole('article');
    expect(within(document).getByText('Salaire de base')).toBeInTheDocument();
    expect(within(document).getByText('Prime d’objectifs')).toBeInTheDocument();
    expect(within(document).getByText('Avantage en nature véhicule')).toBeInTheDocument();
    expect(normalize(document.textContent)).toContain('Rémunération brute5 375,50 €');
  });

  it('asks for the calculation before saving elements, and shows a field’s error on its field', async () => {
    const { sent } = stubApi();
    renderCreate();
    await type('Rémunération brute (€)', '4000');
    await addElement('Prime ou commission');
    await userEvent.type(elementField('Prime ou commission', 'Montant brut (€)'), '12,345');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le bulletin' }));
    const amount = elementField('Prime ou commission', 'Montant brut (€)');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'Montant brut : un montant en euros est attendu, par exemple 1 234,56',
      ),
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(elementField('Prime ou commission', 'Nature de la prime')).toHaveAccessibleDescription(
      /Indiquez la nature de la prime/,
    );
    expect(screen.getByText(/Avec des éléments de paie, le bulletin se calcule/)).toBeInTheDocument();
    expect(sent('POST')).toBeUndefined();
  });

  it('offers an officer no paid leave nor end-of-contract pay', () => {
    stubApi();
    renderCreate();
    const kinds = within(screen.getByLabelText('Type d’élément à ajouter'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(kinds).toContain('Prime ou commission');
    expect(kinds).toContain('Indemnités kilométriques');
    expect(kinds).not.toContain('Congés payés pris');
    expect(kinds).not.toContain('Indemnité de fin de contrat (CDD)');
  });

  it('removes an element', async () => {
    stubApi();
    renderCreate();
    await addElement('Remboursement de frais sur justificatifs');
    expect(
      screen.getByText(/Hors cotisations et impôt : remboursement sur justificatifs/, {
        selector: 'fieldset p',
      }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Retirer l’élément 1 : Remboursement de frais sur justificatifs' }),
    );
    expect(
      screen.queryByRole('group', { name: 'Remboursement de frais sur justificatifs' }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Rémunération brute (€)')).toBeInTheDocument();
    expect(screen.getByLabelText('Type d’élément à ajouter')).toHaveFocus();
  });

  it('shows the server’s refusal in place', async () => {
    const message =
      'Les taux officiels de 2024 ne sont pas disponibles : le bulletin ne peut pas être calculé';
    stubApi({ status: 400, body: { message } });
    renderCreate();
    await fillBonusAndCar();
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les cotisations' }));
    await waitFor(() => expect(screen.getByLabelText('Charges sociales (€)')).not.toHaveValue(0));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le bulletin' }));
    const alert = await screen.findByText(/Le bulletin n’a pas été enregistré/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(normalize(alert.textContent)).toContain(message);
  });
});

/** An employee's computed draft of March 2026 with a bonus, as GET /api/payslips/:id returns it. */
function employeeDraft(): PayslipDetail {
  return {
    ...saved,
    id: 7,
    employeeId: 12,
    personName: 'Marie Durand',
    grossSalary: 2300,
    data: {
      calculationInputs: {
        pasRatePercent: 0,
        healthInsuranceMonthlyCents: 0,
        healthInsuranceEmployerSharePercent: 50,
        cadrePrevoyance: false,
        headcount: 1,
        atmpRatePercent: 0.7,
        basePayCents: 200_000,
        payElements: [{ kind: 'prime', label: 'Prime de vacances', amountCents: 30_000 }],
      },
      calculation: {
        payElementLines: [
          { kind: 'prime', label: 'Prime de vacances', treatment: 'brut', amountCents: 30_000 },
        ],
      },
    },
  } as unknown as PayslipDetail;
}

describe('a draft’s « Modifier » with pay elements', () => {
  it('lists the stored elements, lets an employee’s draft take a paid leave, and sends its dates', async () => {
    const { sent } = stubApi({ status: 200, body: saved });
    renderWithProviders(<DraftActions draft={employeeDraft()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(screen.getByLabelText('Salaire de base, avant primes et avantages (€)')).toHaveValue(2000);
    const stored = screen.getByRole('list', { name: 'Éléments enregistrés' });
    expect(within(stored).getByText('Prime ou commission : Prime de vacances')).toBeInTheDocument();
    expect(normalize(document.body.textContent)).toContain('300,00 €');
    await addElement('Congés payés pris');
    expect(
      screen.getByText(/Le serveur compte les jours ouvrables et le salaire des jours d’absence/, {
        selector: 'fieldset p',
      }),
    ).toHaveTextContent('calculé à l’enregistrement');
    await userEvent.type(elementField('Congés payés pris', 'Premier jour de congé'), '2026-03-09');
    await userEvent.type(elementField('Congés payés pris', 'Dernier jour de congé'), '2026-03-13');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await waitFor(() => expect(sent('PATCH')).toBeDefined());
    expect(sent('PATCH').grossSalary).toBe(2000);
    expect(sent('PATCH').calculationInputs.payElements).toEqual([
      { kind: 'prime', label: 'Prime de vacances', amountCents: 30_000 },
      { kind: 'conges-payes', startDate: '2026-03-09', endDate: '2026-03-13' },
    ]);
  });

  it('removes a stored element', async () => {
    const { sent } = stubApi({ status: 200, body: saved });
    renderWithProviders(<DraftActions draft={employeeDraft()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Retirer Prime ou commission : Prime de vacances' }),
    );
    expect(screen.getByText(/retiré à l’enregistrement/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await waitFor(() => expect(sent('PATCH')).toBeDefined());
    expect(sent('PATCH').calculationInputs.payElements).toEqual([]);
  });

  it('shows the server’s refusal of a leave under the buttons', async () => {
    const message =
      'Les congés se saisissent mois par mois : indiquez sur ce bulletin les jours de mars 2026';
    stubApi({ status: 400, body: { message } });
    renderWithProviders(<DraftActions draft={employeeDraft()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    await addElement('Congés payés pris');
    await userEvent.type(elementField('Congés payés pris', 'Premier jour de congé'), '2026-03-30');
    await userEvent.type(elementField('Congés payés pris', 'Dernier jour de congé'), '2026-04-03');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('a draft’s « Finaliser » at a 0 % withholding rate (issue 24)', () => {
  it('asks a confirmation first, and finalises only once confirmed', async () => {
    const { sent } = stubApi({ status: 200, body: saved });
    renderWithProviders(<DraftActions draft={employeeDraft()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Finaliser' }));
    const confirmation = await screen.findByRole('alertdialog');
    expect(confirmation).toHaveTextContent('aucun impôt sur le revenu ne sera retenu');
    await userEvent.click(screen.getByRole('button', { name: 'Revenir au brouillon' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent('PATCH')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Finaliser' }));
    await userEvent.click(screen.getByRole('button', { name: /Finaliser à 0/ }));
    await waitFor(() => expect(sent('PATCH')).toBeDefined());
    expect(sent('PATCH').status).toBe('completed');
  });
});
