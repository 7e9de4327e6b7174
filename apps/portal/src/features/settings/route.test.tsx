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

  it('edits the name, and asks a new e-mail address with the password, its error under the field', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/user/account') {
        return new Response(JSON.stringify({ ...testUser, ...JSON.parse(init?.body as string) }), {
          status: 200,
        });
      }
      return new Response(
        JSON.stringify({
          message: 'Le mot de passe actuel est incorrect',
          issues: [{ path: 'currentPassword', message: 'Le mot de passe actuel est incorrect' }],
        }),
        { status: 400 },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderWithProviders(<SettingsRoute />);
      expect(screen.getByLabelText("Nom d'utilisateur")).toHaveAttribute('readonly');
      expect(screen.getByLabelText('Nom complet')).toHaveValue('Jeanne Martin');
      await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
      await userEvent.clear(screen.getByLabelText('Prénom'));
      await userEvent.type(screen.getByLabelText('Prénom'), 'Jeannette');
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(
          '/api/user/account',
          expect.objectContaining({ method: 'PATCH', body: '{"firstName":"Jeannette","lastName":"Martin"}' }),
        ),
      );

      await userEvent.click(await screen.findByRole('button', { name: 'Changer d’adresse e-mail' }));
      await userEvent.type(screen.getByLabelText('Nouvelle adresse e-mail'), 'nouvelle@example.fr');
      await userEvent.type(screen.getByLabelText('Mot de passe actuel'), 'pas-le-bon');
      await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien de confirmation' }));
      expect(await screen.findByText('Le mot de passe actuel est incorrect')).toBeInTheDocument();
      expect(screen.getByLabelText('Mot de passe actuel')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText(/400/)).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says the address is not confirmed and sends a new link', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderWithProviders(<SettingsRoute />, {
        auth: fakeAuth({ user: { ...testUser, emailVerified: false } }),
      });
      expect(screen.getByText('Adresse e-mail non confirmée')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(
          '/api/user/email-verification',
          expect.objectContaining({ method: 'POST' }),
        ),
      );
      expect(await screen.findByRole('button', { name: 'Lien envoyé' })).toBeDisabled();
    } finally {
      vi.unstubAllGlobals();
    }
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

  it('shows the three notification switches as stored, and saves a change', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? new Response(init.body as string, { status: 200 })
        : new Response('{"emailNotifications":true,"monthlyReminder":true,"productUpdates":false}', {
            status: 200,
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderWithProviders(<SettingsRoute />);
      await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
      const reminder = screen.getByRole('switch', { name: 'Rappels mensuels' });
      await waitFor(() => expect(reminder).toBeEnabled());
      expect(screen.getByRole('switch', { name: 'Notifications par email' })).toBeChecked();
      expect(screen.getByRole('switch', { name: 'Notifications de mises à jour' })).not.toBeChecked();
      const save = screen.getByRole('button', { name: 'Enregistrer les préférences' });
      expect(save).toBeDisabled();
      await userEvent.click(reminder);
      expect(reminder).not.toBeChecked();
      await userEvent.click(save);
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(
          '/api/user/notification-settings',
          expect.objectContaining({
            method: 'PUT',
            body: '{"emailNotifications":true,"monthlyReminder":false,"productUpdates":false}',
          }),
        ),
      );
      await waitFor(() => expect(save).toBeDisabled());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
