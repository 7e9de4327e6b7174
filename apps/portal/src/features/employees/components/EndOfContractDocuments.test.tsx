import type { Employee } from '@dirigeo/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { EndOfContractDocuments } from './EndOfContractDocuments.tsx';

const employee: Employee & { contractEnd: string } = {
  id: 12,
  firstName: 'Léa',
  lastName: 'Moreau',
  nir: '292036912304527',
  birthDate: '1992-03-08',
  birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
  address: { street: '12 rue Mercière', postalCode: '69002', city: 'Lyon' },
  email: null,
  jobTitle: 'Assistante de direction',
  status: 'non-cadre',
  contractType: 'cdd',
  contractStart: '2026-03-01',
  contractEnd: '2026-06-30',
  cddReason: 'accroissement-activite',
  workingTimeRatio: 1,
  grossMonthlySalaryCents: 245_000,
  healthInsuranceMonthlyCents: 6_000,
  healthInsuranceEmployerSharePercent: 50,
  cadrePrevoyance: false,
  pcsEse: null,
  euNational: null,
  pasRateId: null,
  archived: false,
  active: false,
  createdAt: '2026-02-20T10:00:00.000Z',
  updatedAt: '2026-02-20T10:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs: the download's link is created and clicked, nothing more.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDialog() {
  renderWithProviders(<EndOfContractDocuments employee={employee} />);
  await userEvent.click(screen.getByRole('button', { name: 'Documents de fin de contrat' }));
  return screen.getByRole('dialog', { name: 'Documents de fin de contrat' });
}

function section(dialog: HTMLElement, name: string) {
  return within(dialog).getByRole('region', { name });
}

describe('EndOfContractDocuments', () => {
  it('asks only what the server cannot know, and checks it before sending', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(
      'Préremplis avec le contrat de Léa Moreau (du 1 mars 2026 au 30 juin 2026)',
    );
    expect(within(dialog).getByLabelText('Civilité du salarié')).toHaveValue('');
    expect(within(dialog).getByLabelText('Fait à')).toHaveValue('');
    expect(within(dialog).getByLabelText('Mode de paiement')).toHaveValue('virement');
    await userEvent.click(
      within(section(dialog, 'Certificat de travail')).getByRole('button', { name: /Télécharger en PDF/ }),
    );
    expect(within(dialog).getByText('Choisissez Madame ou Monsieur')).toBeInTheDocument();
    expect(within(dialog).getByText('Indiquez la ville où le document est établi')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Indiquez si la portabilité s’applique : oui ou non'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // The organism is asked once the cover continues.
    await userEvent.selectOptions(within(dialog).getByLabelText(/portabilité/), 'oui');
    await userEvent.click(
      within(section(dialog, 'Certificat de travail')).getByRole('button', { name: /Télécharger en PDF/ }),
    );
    expect(
      within(dialog).getByText('Indiquez l’organisme assureur auprès duquel la portabilité s’exerce'),
    ).toBeInTheDocument();
  });

  it('posts the typed fields to the document’s route and saves the file', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Blob(['%PDF-1.7']), {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="certificat-de-travail-lea-moreau-2026-07-01.pdf"',
        },
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Civilité du salarié'), 'madame');
    await userEvent.type(within(dialog).getByLabelText('Fait à'), 'Lyon');
    await userEvent.clear(within(dialog).getByLabelText('Date des documents'));
    await userEvent.type(within(dialog).getByLabelText('Date des documents'), '2026-07-01');
    await userEvent.selectOptions(within(dialog).getByLabelText(/portabilité/), 'non');
    await userEvent.click(
      within(section(dialog, 'Certificat de travail')).getByRole('button', { name: /Télécharger en Word/ }),
    );
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/employees/12/end-of-contract/certificat-de-travail.docx');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      salarieCivilite: 'madame',
      lieu: 'Lyon',
      dateLettre: '2026-07-01',
      portabilite: 'non',
    });
    click.mockRestore();
  });

  it('shows the API’s refusal under its document, and its field issues on their field', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          message:
            'Finalisez le bulletin de juin 2026 de Léa Moreau avant d’établir son reçu pour solde de tout compte : les sommes et le net versé en viennent',
        },
        { status: 409 },
      ),
    );
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Civilité du salarié'), 'madame');
    await userEvent.type(within(dialog).getByLabelText('Fait à'), 'Lyon');
    const receipt = section(dialog, 'Reçu pour solde de tout compte');
    await userEvent.click(within(receipt).getByRole('button', { name: /Télécharger en PDF/ }));
    expect(await within(receipt).findByRole('alert')).toHaveTextContent(
      'Finalisez le bulletin de juin 2026 de Léa Moreau',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      modePaiement: 'virement',
    });

    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          message: 'Le reçu fait suite à la fin du contrat',
          issues: [{ path: 'dateLettre', message: 'Le reçu fait suite à la fin du contrat' }],
        },
        { status: 400 },
      ),
    );
    await userEvent.click(within(receipt).getByRole('button', { name: /Télécharger en Word/ }));
    const date = within(dialog).getByLabelText('Date des documents');
    await vi.waitFor(() =>
      expect(date).toHaveAccessibleDescription(/Le reçu fait suite à la fin du contrat/),
    );
    expect(within(receipt).queryByRole('alert')).toBeNull();
  });
});
