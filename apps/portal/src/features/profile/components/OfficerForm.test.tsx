import type { Officer } from '@dirigeo/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { OfficerForm } from './OfficerForm.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const officer: Officer = {
  firstName: 'Claire',
  lastName: 'Martin',
  nir: '285066912304530',
  birthDate: '1985-06-14',
  birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
  address: { street: '3 rue des Archives', postalCode: '75004', city: 'Paris' },
  mandateStartDate: '2026-02-01',
  pcsEse: '233d',
  euNational: true,
  pasRatePercent: 0,
  pasRateType: 'neutral',
  pasRateId: null,
  acre: null,
  missing: [],
};

describe('OfficerForm: the ACRE (issue 24)', () => {
  it('sends the month and both conditions, and none when the month is empty', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(async (_url, init) =>
        Response.json({ ...officer, ...JSON.parse(String(init?.body)), missing: [] }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OfficerForm officer={officer} />);

    await userEvent.type(screen.getByLabelText('Mois du début d’activité (création ou reprise)'), '2026-02');
    await userEvent.selectOptions(
      screen.getByLabelText('Vous exercez le contrôle effectif de la société'),
      'yes',
    );
    await userEvent.selectOptions(
      screen.getByLabelText('Vous n’avez pas bénéficié de l’ACRE au cours des trois dernières années'),
      'yes',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).acre).toEqual({
      startMonth: '2026-02',
      effectiveControl: true,
      noAcreInPreviousThreeYears: true,
    });
  });

  it('asks the conditions on their fields when a month is given without them', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OfficerForm officer={officer} />);
    await userEvent.type(screen.getByLabelText('Mois du début d’activité (création ou reprise)'), '2026-02');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }));
    expect(
      await screen.findByText('Indiquez si vous exercez le contrôle effectif de la société'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
