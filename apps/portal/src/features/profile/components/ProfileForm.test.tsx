import { type User, userSchema } from '@dirigeo/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQueryKey } from '../../../lib/api/user/get-user.ts';
import { renderWithProviders, testUser } from '../../../testing/render.tsx';
import { ProfileForm } from './ProfileForm.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function saveButton() {
  const [first] = screen.getAllByRole('button', { name: 'Enregistrer les modifications' });
  if (!first) throw new Error('no save button');
  return first;
}

describe('ProfileForm', () => {
  it('shows the spec messages on the fields and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProfileForm user={testUser} />);
    await userEvent.clear(screen.getByLabelText('Prénom'));
    await userEvent.clear(screen.getByLabelText('Nom'));
    await userEvent.clear(screen.getByLabelText("Nom de l'entreprise"));
    await userEvent.clear(screen.getByLabelText('Fonction'));
    await userEvent.click(saveButton());

    expect(await screen.findByText('Le prénom est requis')).toBeInTheDocument();
    expect(screen.getByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByText("Le nom de l'entreprise est requis")).toBeInTheDocument();
    expect(screen.getByText('La fonction est requise')).toBeInTheDocument();
    // The address is changed in Paramètres › Compte (password, then a link to the new address).
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Paramètres › Compte' })).toHaveAttribute('href', '/settings');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the profile fields and replaces the current user with the answer', async () => {
    const updated: User = { ...testUser, firstName: 'Jeanne-Marie', phone: '0601020304' };
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json(updated));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithProviders(<ProfileForm user={testUser} />);
    queryClient.setQueryData(userQueryKey, testUser);

    await userEvent.clear(screen.getByLabelText('Prénom'));
    await userEvent.type(screen.getByLabelText('Prénom'), 'Jeanne-Marie');
    await userEvent.type(screen.getByLabelText('Téléphone (optionnel)'), '0601020304');
    await userEvent.click(saveButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/user/${testUser.id}`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Jeanne-Marie',
      lastName: testUser.lastName,
      email: testUser.email,
      phone: '0601020304',
      company: testUser.company,
      position: testUser.position,
      status: testUser.status,
    });
    await waitFor(() =>
      expect(userSchema.parse(queryClient.getQueryData(userQueryKey)).firstName).toBe('Jeanne-Marie'),
    );
  });
});
