import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));

describe('ChangePasswordForm', () => {
  it('shows the spec messages on the empty form and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ChangePasswordForm />);
    await submit();
    expect(await screen.findByText('Le mot de passe actuel est requis')).toBeInTheDocument();
    expect(
      screen.getByText('Le nouveau mot de passe doit contenir au moins 8 caractères'),
    ).toBeInTheDocument();
    expect(screen.getByText('La confirmation du mot de passe est requise')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the mismatch on the confirmation field', async () => {
    renderWithProviders(<ChangePasswordForm />);
    await userEvent.type(screen.getByLabelText('Mot de passe actuel'), 'ancien-mdp');
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-mdp-1');
    await userEvent.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-mdp-2');
    await submit();
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmer le nouveau mot de passe')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('sends only the current and the new password', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ChangePasswordForm />);
    await userEvent.type(screen.getByLabelText('Mot de passe actuel'), 'ancien-mdp');
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-mdp');
    await userEvent.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-mdp');
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/change-password');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'ancien-mdp',
      newPassword: 'nouveau-mdp',
    });
    // The form empties itself after a success.
    await waitFor(() => expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue(''));
  });
});
