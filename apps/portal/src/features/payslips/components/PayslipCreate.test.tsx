import { Toaster } from '@dirigeo/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '../../../testing/render.tsx';
import { PayslipCreate, selectableYears } from './PayslipCreate.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  return renderWithProviders(
    <>
      <PayslipCreate user={testUser} onCreated={vi.fn()} />
      <Toaster />
    </>,
  );
}

describe('PayslipCreate', () => {
  it('refuses the preview of an invalid form with the Formulaire incomplet toast and field messages', async () => {
    renderForm();
    await userEvent.clear(screen.getByLabelText('Rémunération brute (€)'));
    await userEvent.type(screen.getByLabelText('Rémunération brute (€)'), '-1');
    await userEvent.clear(screen.getByLabelText('Charges sociales (€)'));
    await userEvent.type(screen.getByLabelText('Charges sociales (€)'), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu du bulletin' }));
    expect(await screen.findByText('Formulaire incomplet')).toBeInTheDocument();
    expect(screen.getByText('Veuillez remplir correctement tous les champs requis')).toBeInTheDocument();
    expect(screen.getByText('Le salaire brut ne peut pas être négatif')).toBeInTheDocument();
    expect(screen.getByText('Les charges sociales ne peuvent pas être négatives')).toBeInTheDocument();
    expect(screen.queryByText('NET À PAYER')).not.toBeInTheDocument();
  });

  it('shows the live estimated net and the preview with its draft watermark', async () => {
    renderForm();
    const normalize = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
    await userEvent.clear(screen.getByLabelText('Rémunération brute (€)'));
    await userEvent.type(screen.getByLabelText('Rémunération brute (€)'), '3000');
    await userEvent.clear(screen.getByLabelText('Charges sociales (€)'));
    await userEvent.type(screen.getByLabelText('Charges sociales (€)'), '700.25');
    await userEvent.type(screen.getByLabelText('Autres retenues (optionnel)'), '10');
    const net = screen.getByText('Salaire net estimé').parentElement;
    expect(normalize(net?.textContent ?? null)).toContain('2 289,75 €');
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu du bulletin' }));
    expect(await screen.findByText('NET À PAYER')).toBeInTheDocument();
    expect(screen.getByText('BROUILLON')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider et enregistrer' })).toBeInTheDocument();
  });

  it('offers five years around the current one', () => {
    expect(selectableYears(new Date('2026-05-01'))).toEqual([2024, 2025, 2026, 2027, 2028]);
  });
});
