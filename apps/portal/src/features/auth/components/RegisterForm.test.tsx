import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderWithProviders } from '../../../testing/render.tsx';
import RegisterForm from './RegisterForm.tsx';

// The strength hint's dictionaries (≈ 1 MB) are the hint's own test (PasswordStrengthHint.test.tsx).
vi.mock('@dirigeo/schemas/password-strength', () => ({
  estimatePasswordStrength: () => ({ score: 3, label: 'Bon', tooGuessable: false, warning: null }),
}));

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('Prénom'), 'Jeanne');
  await userEvent.type(screen.getByLabelText('Nom'), 'Martin');
  await userEvent.type(screen.getByLabelText('Email'), 'jeanne@example.fr');
  await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'jeanne.martin');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
  await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), 'motdepasse');
  await userEvent.type(screen.getByLabelText("Nom de l'entreprise"), 'Martin Conseil');
  await userEvent.type(screen.getByLabelText('Fonction'), 'Présidente');
  await userEvent.click(screen.getByRole('combobox', { name: 'Statut' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Président de SASU' }));
}

// Typing a whole registration form in jsdom takes seconds on a loaded CI machine.
describe('RegisterForm', { timeout: 15_000 }, () => {
  it('shows the mismatch on the confirmation field and asks for the terms', async () => {
    const auth = fakeAuth();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} onSwitchToLogin={vi.fn()} />, { auth });
    await fillValidForm();
    await userEvent.clear(screen.getByLabelText('Confirmer le mot de passe'));
    await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), 'autrechose');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText("Vous devez accepter les conditions d'utilisation")).toBeInTheDocument();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it('asks for 8 characters and shows the number of employees only when there are employees', async () => {
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} onSwitchToLogin={vi.fn()} />);
    expect(screen.queryByLabelText('Nombre de salariés')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: "J'ai des salariés" }));
    expect(screen.getByLabelText('Nombre de salariés')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), 'court');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(
      await screen.findAllByText('Le mot de passe doit contenir au moins 8 caractères'),
    ).not.toHaveLength(0);
  });

  it('sends the fields without the confirmation and the terms', async () => {
    const auth = fakeAuth();
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} onSwitchToLogin={vi.fn()} />, { auth });
    await fillValidForm();
    await userEvent.click(screen.getByRole('checkbox', { name: /J'accepte les/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(auth.register).toHaveBeenCalledTimes(1);
    const body = vi.mocked(auth.register).mock.calls[0]?.[0];
    expect(body).toMatchObject({
      username: 'jeanne.martin',
      password: 'motdepasse',
      status: 'sasu',
      subscriptionType: 'monthly',
      plan: 'essentielle',
    });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).not.toHaveProperty('termsAccepted');
    expect(onRegistered).toHaveBeenCalled();
  });
});
