import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderWithProviders, testUser } from '../../testing/render.tsx';
import SettingsRoute from './route.tsx';

describe('SettingsRoute', () => {
  it('turns the login alerts off and stores it', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? new Response(init.body as string, { status: 200 })
        : new Response('{"loginAlerts":true}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderWithProviders(<SettingsRoute />);
      await userEvent.click(screen.getByRole('tab', { name: 'Sécurité' }));
      const alerts = screen.getByRole('switch', { name: 'Alertes de connexion' });
      await waitFor(() => expect(alerts).toBeEnabled());
      expect(alerts).toBeChecked();
      await userEvent.click(alerts);
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/user/security-settings',
        expect.objectContaining({ method: 'PUT', body: '{"loginAlerts":false}' }),
      );
      await waitFor(() => expect(alerts).not.toBeChecked());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the account read-only with a disabled Modifier button', () => {
    renderWithProviders(<SettingsRoute />);
    expect(screen.getByLabelText("Nom d'utilisateur")).toHaveValue(testUser.username);
    expect(screen.getByLabelText("Nom d'utilisateur")).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Nom complet')).toHaveValue('Jeanne Martin');
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeDisabled();
  });

  it('logs out from the Compte tab', async () => {
    const auth = fakeAuth();
    renderWithProviders(<SettingsRoute />, { auth });
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('deletes the account with the password, showing the refusal of a wrong one in the dialog', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      JSON.parse(String(init?.body)).password === 'le-bon-mot-de-passe'
        ? new Response('{"ok":true}', { status: 200 })
        : new Response('{"message":"Mot de passe incorrect : votre compte n’a pas été supprimé."}', {
            status: 400,
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderWithProviders(<SettingsRoute />);
      expect(screen.getByRole('link', { name: 'Exporter mes données' })).toHaveAttribute(
        'href',
        '/api/user/export',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Supprimer définitivement votre compte ?',
      });
      // What is kept, and why, from the one definition the legal pages print.
      expect(dialog).toHaveTextContent('Code du travail, art. L3243-4');
      const confirm = within(dialog).getByRole('button', { name: 'Supprimer mon compte' });
      await userEvent.click(confirm);
      expect(within(dialog).getByText('Saisissez votre mot de passe pour confirmer')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();

      await userEvent.type(within(dialog).getByLabelText('Votre mot de passe'), 'pas-le-bon');
      await userEvent.click(confirm);
      expect(
        await within(dialog).findByText('Mot de passe incorrect : votre compte n’a pas été supprimé.'),
      ).toBeInTheDocument();

      await userEvent.clear(within(dialog).getByLabelText('Votre mot de passe'));
      await userEvent.type(within(dialog).getByLabelText('Votre mot de passe'), 'le-bon-mot-de-passe');
      await userEvent.click(confirm);
      await waitFor(() =>
        expect(fetchMock).toHaveBeenLastCalledWith(
          '/api/user',
          expect.objectContaining({ method: 'DELETE', body: '{"password":"le-bon-mot-de-passe"}' }),
        ),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the switches not yet available disabled, in their spec state', async () => {
    renderWithProviders(<SettingsRoute />);
    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    for (const name of ['Notifications par email', 'Rappels mensuels', 'Notifications de mises à jour']) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
      expect(screen.getByRole('switch', { name })).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Enregistrer les préférences' })).toBeDisabled();
  });
});
