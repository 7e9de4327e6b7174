import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderWithProviders, testUser } from '../../../testing/render.tsx';
import { LoginForm } from './LoginForm.tsx';

describe('LoginForm', () => {
  it('shows the spec messages on empty fields and does not call the API', async () => {
    const auth = fakeAuth();
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} onSwitchToRegister={vi.fn()} />, { auth });
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("Le nom d'utilisateur est requis")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis')).toBeInTheDocument();
    expect(screen.getByLabelText("Nom d'utilisateur")).toHaveAttribute('aria-invalid', 'true');
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('signs in with the typed credentials, then moves on', async () => {
    const auth = fakeAuth();
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} onSwitchToRegister={vi.fn()} />, { auth });
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'demo');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'demo-dirigeo');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(auth.login).toHaveBeenCalledWith({ username: 'demo', password: 'demo-dirigeo' });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  it('stays on the form when the sign-in fails', async () => {
    const auth = fakeAuth({ login: vi.fn().mockRejectedValue(new Error('401: Identifiants invalides')) });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} onSwitchToRegister={vi.fn()} />, { auth });
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'demo');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'faux');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(auth.login).toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks the code when the account has two-factor sign-in, then moves on', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(testUser), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const auth = fakeAuth({ login: vi.fn().mockResolvedValue({ status: 'code-required' }) });
      const onSignedIn = vi.fn();
      renderWithProviders(<LoginForm onSignedIn={onSignedIn} onSwitchToRegister={vi.fn()} />, { auth });
      await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'demo');
      await userEvent.type(screen.getByLabelText('Mot de passe'), 'demo-dirigeo');
      await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(onSignedIn).not.toHaveBeenCalled();
      const code = await screen.findByLabelText('Code de vérification', {}, { timeout: 10_000 });
      await userEvent.click(screen.getByRole('button', { name: 'Vérifier et se connecter' }));
      expect(await screen.findByText(/^Saisissez le code à 6 chiffres/)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      await userEvent.type(code, '123 456');
      await userEvent.click(screen.getByRole('button', { name: 'Vérifier et se connecter' }));
      await waitFor(() => expect(onSignedIn).toHaveBeenCalled(), { timeout: 10_000 });
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/login/2fa',
        expect.objectContaining({ method: 'POST', body: '{"code":"123 456"}' }),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  }, 30_000);
});
