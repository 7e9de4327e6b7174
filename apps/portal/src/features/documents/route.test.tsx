import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import DocumentsRoute from './route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(route: string) {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json([])));
  return renderWithProviders(<DocumentsRoute />, { route });
}

describe('DocumentsRoute', () => {
  it('opens the upload tab with ?action=upload', () => {
    renderAt('/documents?action=upload');
    expect(screen.getByRole('tab', { name: 'Ajouter un document' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Parcourir les fichiers' })).toBeInTheDocument();
  });

  it('opens the list by default, and its empty state leads to the upload tab', async () => {
    renderAt('/documents');
    expect(screen.getByRole('tab', { name: 'Mes documents' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Aucun document' })).toBeInTheDocument();
    const [headerButton] = screen.getAllByRole('button', { name: 'Ajouter un document' });
    if (!headerButton) throw new Error('no add button');
    await userEvent.click(headerButton);
    expect(screen.getByRole('tab', { name: 'Ajouter un document' })).toHaveAttribute('aria-selected', 'true');
  });
});
