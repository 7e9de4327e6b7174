import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderWithProviders } from '../../../testing/render.tsx';
import { SubscriptionWizard } from './SubscriptionWizard.tsx';

const next = () => userEvent.click(screen.getByRole('button', { name: 'Suivant' }));

async function fillPersonalStep() {
  await userEvent.type(screen.getByLabelText('Prénom'), 'Jeanne');
  await userEvent.type(screen.getByLabelText('Nom'), 'Martin');
  await userEvent.type(screen.getByLabelText('Email'), 'jeanne@example.fr');
  await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'jeanne.martin');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
  await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), 'motdepasse');
}

async function fillCompanyStep() {
  await userEvent.type(screen.getByLabelText("Nom de l'entreprise"), 'Martin Conseil');
  await userEvent.type(screen.getByLabelText('Fonction'), 'Présidente');
  await userEvent.click(screen.getByRole('combobox', { name: 'Statut' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Président de SASU' }));
}

function stepHeading() {
  return screen.getByRole('heading', { level: 2 });
}

describe('SubscriptionWizard', () => {
  it('stays on the first step and shows its fields’ errors only', async () => {
    renderWithProviders(<SubscriptionWizard onSubscribed={vi.fn()} />);
    expect(stepHeading()).toHaveTextContent('Informations personnelles');
    await next();
    expect(await screen.findByText('Le prénom est requis')).toBeInTheDocument();
    expect(screen.getByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByText('Email invalide')).toBeInTheDocument();
    expect(screen.getByText("Le nom d'utilisateur est requis")).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Informations personnelles');
    // Nothing of the next step is judged yet.
    expect(screen.queryByText("Le nom de l'entreprise est requis")).not.toBeInTheDocument();
  });

  it('shows the password mismatch on the confirmation field', async () => {
    renderWithProviders(<SubscriptionWizard onSubscribed={vi.fn()} />);
    await fillPersonalStep();
    await userEvent.clear(screen.getByLabelText('Confirmer le mot de passe'));
    await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), 'autrechose');
    await next();
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(stepHeading()).toHaveTextContent('Informations personnelles');
  });

  it('requires the company, position and status but never the optional fields', async () => {
    renderWithProviders(<SubscriptionWizard onSubscribed={vi.fn()} />);
    await fillPersonalStep();
    await next();
    expect(stepHeading()).toHaveTextContent("Informations de l'entreprise");
    await next();
    expect(await screen.findByText("Le nom de l'entreprise est requis")).toBeInTheDocument();
    expect(screen.getByText('La fonction est requise')).toBeInTheDocument();
    expect(screen.getByText('Le statut est requis')).toBeInTheDocument();
    await fillCompanyStep();
    await next();
    expect(stepHeading()).toHaveTextContent('Options de souscription');
  });

  it('shows the number of employees only with employees', async () => {
    renderWithProviders(<SubscriptionWizard onSubscribed={vi.fn()} />);
    await fillPersonalStep();
    await next();
    expect(screen.queryByLabelText('Nombre de salariés')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: "J'ai des salariés" }));
    expect(screen.getByLabelText('Nombre de salariés')).toBeInTheDocument();
  });

  it('offers the three plans, asks for the terms, then registers without the form-only fields', async () => {
    const auth = fakeAuth({ user: null });
    const onSubscribed = vi.fn();
    renderWithProviders(<SubscriptionWizard onSubscribed={onSubscribed} />, { auth });
    await fillPersonalStep();
    await next();
    await fillCompanyStep();
    await next();

    // One price grid, from site-content: the plan is a wish, the account starts on the trial.
    expect(screen.getByText(/commence par 14 jours d'essai gratuit/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Essentielle' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Essentielle' })).toHaveAccessibleDescription(
      /9\s€ HT par mois/,
    );
    expect(screen.getByRole('radio', { name: 'Complète' })).toHaveAccessibleDescription(/19\s€ HT par mois/);
    expect(screen.queryByText(/49 €|2 mois offerts/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "conditions générales d'utilisation" })).toHaveAttribute(
      'href',
      '/cgu',
    );
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/confidentialite',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Finaliser la souscription' }));
    expect(await screen.findByText("Vous devez accepter les conditions d'utilisation")).toBeInTheDocument();
    expect(auth.register).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: 'Complète' }));
    await userEvent.click(screen.getByRole('radio', { name: /Facturation annuelle/ }));
    expect(screen.getByRole('radio', { name: 'Complète' })).toHaveAccessibleDescription(
      /193,80\s€ HT par an/,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /J'accepte les/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Finaliser la souscription' }));
    await waitFor(() => expect(onSubscribed).toHaveBeenCalled());
    const body = vi.mocked(auth.register).mock.calls[0]?.[0];
    expect(body).toMatchObject({
      username: 'jeanne.martin',
      firstName: 'Jeanne',
      company: 'Martin Conseil',
      status: 'sasu',
      subscriptionType: 'yearly',
      plan: 'complete',
      numberOfEmployees: 0,
    });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).not.toHaveProperty('termsAccepted');
  });

  it('goes back with Précédent and keeps the answers', async () => {
    renderWithProviders(<SubscriptionWizard onSubscribed={vi.fn()} />);
    await fillPersonalStep();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(stepHeading()).toHaveTextContent('Informations personnelles');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Jeanne');
  });
});
