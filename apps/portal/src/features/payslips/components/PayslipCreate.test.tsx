import type { Payslip, Subscription, User } from '@dirigeo/schemas';
import { Toaster } from '@dirigeo/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '../../../testing/render.tsx';
import { PayslipCreate, selectableYears } from './PayslipCreate.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const completeProfile: User = {
  ...testUser,
  companyAddress: '12 rue des Lilas, 69003 Lyon',
  siret: '73282932000074',
  nafCode: '70.22Z',
};

/** No staff and no notified AT/MP rate: the year's collective rate, as the server applies it. */
const testCompany = { headcount: 0, atmpRatePercent: null };

function renderForm(
  user: User = testUser,
  payslips: Payslip[] = [],
  profilePasRatePercent: number | null = null,
) {
  return renderWithProviders(
    <>
      <PayslipCreate
        user={user}
        company={testCompany}
        payslips={payslips}
        profilePasRatePercent={profilePasRatePercent}
        onCreated={vi.fn()}
      />
      <Toaster />
    </>,
  );
}

/** GET /api/subscription's answer for a state. */
function subscriptionOn(status: 'active' | 'trialing'): Subscription {
  return {
    plan: 'essentielle',
    interval: status === 'active' ? 'month' : null,
    status,
    demo: status === 'trialing',
    trialEndsAt: status === 'trialing' ? '2026-12-05T10:00:00.000Z' : null,
    currentPeriodEnd: status === 'active' ? '2026-12-20T10:00:00.000Z' : null,
    cancelAt: null,
    graceEndsAt: null,
    chosenPlan: 'essentielle',
    billingEnabled: true,
    hasPaymentAccount: status === 'active',
  };
}

const normalize = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

async function type(label: string, value: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), value);
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function payslip(month: number, status: Payslip['status'], grossSalary: number): Payslip {
  return {
    id: month,
    userId: 1,
    employeeId: null,
    personName: 'Camille Martin',
    month,
    year: 2026,
    grossSalary,
    socialContributions: 0,
    otherDeductions: 0,
    otherAdditions: 0,
    netSalary: grossSalary,
    status,
    data: null,
    paymentDate: null,
    pdfUrl: `/api/payslips/${month}/pdf`,
    createdAt: '2026-01-31T10:00:00.000Z',
    updatedAt: '2026-01-31T10:00:00.000Z',
  };
}

describe('PayslipCreate', () => {
  it('refuses the preview of an invalid form with the Formulaire incomplet toast and field messages', async () => {
    renderForm();
    await type('Rémunération brute (€)', '-1');
    await type('Charges sociales (€)', '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu du bulletin' }));
    expect(await screen.findByText('Formulaire incomplet')).toBeInTheDocument();
    expect(screen.getByText('Veuillez remplir correctement tous les champs requis')).toBeInTheDocument();
    expect(screen.getByText('Le salaire brut ne peut pas être négatif')).toBeInTheDocument();
    expect(screen.getByText('Les charges sociales ne peuvent pas être négatives')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the live estimated net, and a preview labelled as the PDF with the profile employer', async () => {
    renderForm(completeProfile);
    await type('Rémunération brute (€)', '3000');
    await type('Charges sociales (€)', '700.25');
    await userEvent.type(screen.getByLabelText('Autres retenues (optionnel)'), '10');
    const net = screen.getByText('Salaire net estimé').parentElement;
    expect(normalize(net?.textContent)).toContain('2 289,75 €');
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu du bulletin' }));
    const document = await screen.findByRole('article');
    expect(within(document).getByText('Net à payer avant impôt sur le revenu')).toBeInTheDocument();
    expect(within(document).getByText('12 rue des Lilas, 69003 Lyon')).toBeInTheDocument();
    expect(within(document).getByText('SIRET : 732 829 320 00074')).toBeInTheDocument();
    expect(document.textContent).not.toContain('123 456 789');
    expect(within(document).getByText('BROUILLON')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider et enregistrer' })).toBeInTheDocument();
  });

  it('marks the charges to recompute as soon as the gross changes after the calculation', async () => {
    renderForm();
    await choose('Mois', 'Mars');
    await choose('Année', '2026');
    await type('Rémunération brute (€)', '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les cotisations' }));
    await waitFor(() => expect(screen.getByLabelText('Charges sociales (€)')).not.toHaveValue(0));
    const net = screen.getByText('Salaire net estimé').parentElement;
    expect(net?.textContent).not.toContain('À recalculer');
    await type('Rémunération brute (€)', '5000');
    // The old charges stay in their field, but neither they nor a net made of them pass as right.
    expect(
      await screen.findByText(/ces charges ont été calculées pour une autre rémunération/),
    ).toBeInTheDocument();
    expect(net?.textContent).toContain('À recalculer');
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les cotisations' }));
    await waitFor(() => expect(net?.textContent).not.toContain('À recalculer'));
    expect(
      screen.queryByText(/ces charges ont été calculées pour une autre rémunération/),
    ).not.toBeInTheDocument();
  });

  it('refuses calculator settings it cannot use instead of reading them as 0', async () => {
    renderForm();
    await type('Rémunération brute (€)', '4000');
    await type('Taux de prélèvement à la source (%)', '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les cotisations' }));
    expect(await screen.findByText('Le taux de prélèvement ne peut pas être négatif')).toBeInTheDocument();
    expect(screen.getByLabelText('Charges sociales (€)')).toHaveValue(0);
  });

  it('asks for the calculation, the payment date and the profile before finalising', async () => {
    renderForm();
    await type('Rémunération brute (€)', '4000');
    await type('Charges sociales (€)', '900');
    await choose('Statut', 'Finalisé');
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu du bulletin' }));
    expect(await screen.findByText(/cliquez sur « Calculer les cotisations »/)).toBeInTheDocument();
    expect(
      screen.getByText('La date de paiement est requise pour finaliser un bulletin'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Complétez votre profil avant de finaliser un bulletin : l'adresse de l'entreprise, le SIRET, le code APE",
      ),
    ).toBeInTheDocument();
  });

  it('finalises a computed payslip: its lines, payment date and net are sent', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(async (input) =>
        String(input).endsWith('/api/subscription')
          ? new Response(JSON.stringify(subscriptionOn('active')), { status: 200 })
          : new Response(JSON.stringify(payslip(3, 'completed', 4000)), { status: 201 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderForm(completeProfile);
    await choose('Mois', 'Mars');
    await choose('Année', '2026');
    await type('Rémunération brute (€)', '4000');
    await type('Taux de prélèvement à la source (%)', '7.5');
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les cotisations' }));
    await waitFor(() => expect(screen.getByLabelText('Charges sociales (€)')).not.toHaveValue(0));
    await choose('Statut', 'Finalisé');
    await userEvent.type(screen.getByLabelText('Date de paiement'), '2026-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu du bulletin' }));
    const document = await screen.findByRole('article');
    expect(within(document).getByText('Net payé')).toBeInTheDocument();
    expect(within(document).getByText('Montant net social')).toBeInTheDocument();
    expect(within(document).queryByText('BROUILLON')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Valider et enregistrer' }));
    const sent = () => fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    await waitFor(() => expect(sent()).toBeDefined());
    const body = JSON.parse(String(sent()?.[1]?.body));
    expect(body).toMatchObject({ month: 3, year: 2026, status: 'completed', paymentDate: '2026-03-31' });
    // The inputs, never the figures: the server computes the payslip itself.
    expect(body.calculationInputs).toEqual({
      pasRatePercent: 7.5,
      healthInsuranceMonthlyCents: 0,
      healthInsuranceEmployerSharePercent: 50,
      cadrePrevoyance: false,
    });
    expect(body.data).not.toHaveProperty('calculation');
    expect(body).not.toHaveProperty('calculator');
  });

  it('offers only a test payslip during the trial, and says which plan finalises, with a link to the plans', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockImplementation(async () => new Response(JSON.stringify(subscriptionOn('trialing')))),
    );
    renderForm();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Essai gratuit en mode démonstration');
    expect(note).toHaveTextContent('formule Essentielle');
    expect(within(note).getByRole('link', { name: 'Voir les formules' })).toHaveAttribute(
      'href',
      '/settings?onglet=abonnement',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Statut' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Brouillon']);
    await userEvent.keyboard('{Escape}');
    await type('Rémunération brute (€)', '3000');
    await type('Charges sociales (€)', '700');
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu du bulletin' }));
    const document = await screen.findByRole('article');
    expect(within(document).getByText('BULLETIN DE TEST')).toBeInTheDocument();
    expect(within(document).queryByText('BROUILLON')).not.toBeInTheDocument();
  });

  it('totals the year in the preview from the finalised payslips only', async () => {
    renderForm(completeProfile, [payslip(1, 'completed', 1000), payslip(2, 'draft', 2000)]);
    await choose('Mois', 'Mars');
    await choose('Année', '2026');
    await type('Rémunération brute (€)', '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu du bulletin' }));
    const totals = await screen.findByRole('region', { name: 'Cumuls de janvier à mars 2026' });
    // January (finalised) and this one; the February draft does not count.
    expect(normalize(totals.textContent)).toContain('4 000,00 €');
  });

  it('offers five years around the current one', () => {
    expect(selectableYears(new Date('2026-05-01'))).toEqual([2024, 2025, 2026, 2027, 2028]);
  });
});

describe('the calculator on an empty form', () => {
  it('does not call the zeros of an empty form calculated', () => {
    renderForm();
    expect(screen.queryByText(/Cotisations salariales :/)).not.toBeInTheDocument();
  });
});

describe('the calculator’s settings, remembered (issue 24)', () => {
  const computed = (month: number, year: number, pasRatePercent: number): Payslip =>
    ({
      id: month,
      userId: 1,
      employeeId: null,
      month,
      year,
      status: 'finalized',
      grossSalary: 3000,
      socialContributions: 600,
      otherDeductions: 0,
      otherAdditions: 0,
      netSalary: 2400,
      data: {
        calculationInputs: {
          pasRatePercent,
          healthInsuranceMonthlyCents: 8_000,
          healthInsuranceEmployerSharePercent: 60,
          cadrePrevoyance: true,
          headcount: 0,
          atmpRatePercent: 0.7,
        },
      },
    }) as unknown as Payslip;

  it('starts from the latest computed payslip’s rate, mutuelle and prévoyance, and says where they come from', async () => {
    renderForm(testUser, [computed(3, 2026, 4.2), computed(4, 2026, 5.5), computed(1, 2026, 3)]);
    expect(await screen.findByLabelText('Taux de prélèvement à la source (%)')).toHaveValue(5.5);
    expect(screen.getByLabelText('Mutuelle : cotisation mensuelle totale (€)')).toHaveValue(80);
    expect(screen.getByLabelText('Mutuelle : part employeur (%)')).toHaveValue(60);
    expect(screen.getByRole('switch')).toBeChecked();
    expect(normalize(document.body.textContent)).toContain(
      'Taux de prélèvement, mutuelle et prévoyance repris de votre bulletin d’avril 2026',
    );
    expect(screen.queryByText(/Taux de prélèvement à 0/)).not.toBeInTheDocument();
  });

  it('takes the withholding rate from the officer profile when it has one, the rest from the payslip', async () => {
    renderForm(testUser, [computed(4, 2026, 5.5)], 7.3);
    expect(await screen.findByLabelText('Taux de prélèvement à la source (%)')).toHaveValue(7.3);
    expect(screen.getByLabelText('Mutuelle : cotisation mensuelle totale (€)')).toHaveValue(80);
    expect(normalize(document.body.textContent)).toContain(
      'Taux de prélèvement repris de votre profil de dirigeant ; mutuelle et prévoyance repris de votre bulletin d’avril 2026',
    );
  });

  it('warns that a 0 % rate withholds no income tax', async () => {
    renderForm();
    expect(await screen.findByText(/Taux de prélèvement à 0.%.: aucun impôt/)).toBeInTheDocument();
    // Read with the field by a screen reader.
    expect(screen.getByLabelText('Taux de prélèvement à la source (%)')).toHaveAccessibleDescription(
      /aucun impôt sur le revenu ne sera retenu/,
    );
    expect(normalize(document.body.textContent)).not.toContain('repris de votre bulletin');
  });
});
