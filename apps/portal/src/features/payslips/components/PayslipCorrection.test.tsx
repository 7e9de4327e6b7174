import type { Payslip, PayslipDetail } from '@dirigeo/schemas';
import { Toaster } from '@dirigeo/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PayslipCorrection } from './PayslipCorrection.tsx';

/**
 * Corrective payslips (issue 24) on a payslip's page: « Rectifier ce bulletin » on a finalised one, the notice
 * of a replaced one, and the corrective's link to the payslip it replaces.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An employee's finalised payslip of March 2026 with a bonus, as GET /api/payslips/:id returns it. */
function finalised(overrides: Partial<PayslipDetail> = {}): PayslipDetail {
  return {
    id: 7,
    userId: 1,
    employeeId: 12,
    personName: 'Marie Durand',
    month: 3,
    year: 2026,
    grossSalary: 2300,
    socialContributions: 500,
    otherDeductions: 0,
    otherAdditions: 0,
    netSalary: 1800,
    status: 'completed',
    paymentDate: '2026-03-31',
    pdfUrl: '/api/payslips/7/pdf',
    createdAt: '2026-03-31T10:00:00.000Z',
    updatedAt: '2026-03-31T10:00:00.000Z',
    correctsId: null,
    replacedById: null,
    pdfSha256: 'ab'.repeat(32),
    data: {
      calculationInputs: {
        pasRatePercent: 4.5,
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
    ...overrides,
  } as unknown as PayslipDetail;
}

/** The corrective payslip the server answers with. */
const corrective: Payslip = {
  id: 21,
  userId: 1,
  employeeId: 12,
  personName: 'Marie Durand',
  month: 3,
  year: 2026,
  grossSalary: 2500,
  socialContributions: 550,
  otherDeductions: 0,
  otherAdditions: 0,
  netSalary: 1950,
  status: 'completed',
  data: null,
  paymentDate: '2026-03-31',
  pdfUrl: '/api/payslips/21/pdf',
  createdAt: '2026-04-02T10:00:00.000Z',
  updatedAt: '2026-04-02T10:00:00.000Z',
};

function stubApi(answer: { status: number; body: unknown }) {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockImplementation(async () => new Response(JSON.stringify(answer.body), { status: answer.status }));
  vi.stubGlobal('fetch', fetchMock);
  const posted = () => {
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    return call ? { url: String(call[0]), body: JSON.parse(String(call[1]?.body)) } : undefined;
  };
  return { fetchMock, posted };
}

/** Where the router is: the page a navigation led to. */
function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderPage(payslip: PayslipDetail) {
  return renderWithProviders(
    <>
      <PayslipCorrection payslip={payslip} />
      <CurrentPath />
      <Toaster />
    </>,
    { route: `/payslips/${payslip.id}` },
  );
}

async function openCorrection() {
  await userEvent.click(screen.getByRole('button', { name: 'Rectifier ce bulletin' }));
  return screen.getByRole('form', { name: 'Rectifier le bulletin' });
}

describe('« Rectifier ce bulletin » on a finalised payslip', () => {
  it('explains the corrective payslip, and opens the fields as stored', async () => {
    stubApi({ status: 201, body: corrective });
    renderPage(finalised());
    expect(
      screen.getByText(/Un bulletin finalisé ne se modifie pas : un bulletin rectificatif le remplace/),
    ).toHaveTextContent('régularisez l’écart sur le prochain bulletin');
    const toggle = screen.getByRole('button', { name: 'Rectifier ce bulletin' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const form = await openCorrection();
    expect(screen.getByRole('button', { name: 'Fermer la rectification' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(form).getByLabelText('Salaire de base, avant primes et avantages (€)')).toHaveValue(2000);
    expect(within(form).getByLabelText('Taux de prélèvement à la source (%)')).toHaveValue(4.5);
    expect(
      within(screen.getByRole('list', { name: 'Éléments enregistrés' })).getByText(
        'Prime ou commission : Prime de vacances',
      ),
    ).toBeInTheDocument();
  });

  it('posts the whole payslip finalised, with the changed base pay and the stored elements, then opens the corrective', async () => {
    const { posted } = stubApi({ status: 201, body: corrective });
    renderPage(finalised());
    const form = await openCorrection();
    const base = within(form).getByLabelText('Salaire de base, avant primes et avantages (€)');
    await userEvent.clear(base);
    await userEvent.type(base, '2200');
    await userEvent.click(within(form).getByRole('button', { name: 'Émettre le bulletin rectificatif' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/payslips/21'));
    expect(posted()?.url).toBe('/api/payslips/7/correction');
    expect(posted()?.body).toEqual({
      month: 3,
      year: 2026,
      grossSalary: 2200,
      otherDeductions: 0,
      otherAdditions: 0,
      paymentDate: '2026-03-31',
      status: 'completed',
      calculationInputs: {
        pasRatePercent: 4.5,
        healthInsuranceMonthlyCents: 0,
        healthInsuranceEmployerSharePercent: 50,
        cadrePrevoyance: false,
        payElements: [{ kind: 'prime', label: 'Prime de vacances', amountCents: 30_000 }],
      },
    });
    expect(await screen.findByText('Bulletin rectificatif émis')).toBeInTheDocument();
  });

  it('shows the server’s refusal in place and stays on the payslip', async () => {
    const message =
      'Le bulletin de mars 2026 a été suivi de celui d’avril 2026, dont les cumuls et la régularisation du ' +
      'plafond en dépendent : régularisez l’écart sur le prochain bulletin';
    stubApi({ status: 409, body: { message } });
    renderPage(finalised());
    const form = await openCorrection();
    await userEvent.click(within(form).getByRole('button', { name: 'Émettre le bulletin rectificatif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('path')).toHaveTextContent('/payslips/7');
    // The form stays open with what was typed, to correct again or close.
    expect(screen.getByRole('form', { name: 'Rectifier le bulletin' })).toBeInTheDocument();
  });

  it('is offered on an archived payslip too, and not on one typed without the calculation', () => {
    stubApi({ status: 201, body: corrective });
    const { unmount } = renderPage(finalised({ status: 'archived' }));
    expect(screen.getByRole('button', { name: 'Rectifier ce bulletin' })).toBeInTheDocument();
    unmount();
    renderPage(finalised({ data: null }));
    expect(screen.queryByRole('button', { name: 'Rectifier ce bulletin' })).not.toBeInTheDocument();
    expect(screen.getByText(/il ne peut pas être rectifié ici/)).toBeInTheDocument();
  });
});

describe('a replaced payslip and its corrective', () => {
  it('says a replaced payslip was replaced, links to its corrective, and offers no change', () => {
    renderPage(finalised({ status: 'replaced', replacedById: 21 }));
    const notice = screen.getByText(/Ce bulletin a été remplacé par un/);
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('Ce bulletin a été remplacé par un bulletin rectificatif');
    expect(within(notice).getByRole('link', { name: 'bulletin rectificatif' })).toHaveAttribute(
      'href',
      '/payslips/21',
    );
    expect(screen.queryByRole('button', { name: /Rectifier|Modifier|Finaliser/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('links a corrective payslip to the payslip it replaces, and it can be rectified in turn', () => {
    renderPage(finalised({ id: 21, correctsId: 7 }));
    const line = screen.getByText(/Bulletin rectificatif : remplace le/);
    expect(line).toHaveTextContent('Bulletin rectificatif : remplace le bulletin initial');
    expect(within(line).getByRole('link', { name: 'bulletin initial' })).toHaveAttribute(
      'href',
      '/payslips/7',
    );
    expect(screen.queryByText(/a été remplacé/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rectifier ce bulletin' })).toBeInTheDocument();
  });
});
