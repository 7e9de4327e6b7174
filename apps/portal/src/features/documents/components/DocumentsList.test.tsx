import type { Document } from '@dirigeo/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { DocumentsList } from './DocumentsList.tsx';

function renderList(list: readonly Document[], onAdd = vi.fn()) {
  return renderWithProviders(<DocumentsList documents={list} onAdd={onAdd} now={now} />);
}

const now = new Date('2026-03-10T12:00:00Z');

function aDocument(overrides: Partial<Document>): Document {
  return {
    id: 1,
    userId: 1,
    name: 'Document',
    description: null,
    fileUrl: '/api/documents/1/file',
    fileType: 'application/pdf',
    fileSize: 100,
    originalFileName: 'document.pdf',
    category: 'other',
    createdAt: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

const documents = [
  aDocument({
    id: 1,
    name: 'Attestation Urssaf',
    category: 'social',
    fileSize: 512,
    createdAt: '2026-03-07T12:00:00Z',
  }),
  aDocument({
    id: 2,
    name: 'Avis d’imposition',
    description: 'Relevé fiscal 2025',
    category: 'tax',
    fileType: 'image/png',
    fileSize: 1536,
    createdAt: '2026-03-09T12:00:00Z',
  }),
  aDocument({
    id: 3,
    name: 'Bulletin janvier',
    category: 'payslip',
    fileSize: 5.25 * 1024 * 1024,
    createdAt: '2026-01-01T12:00:00Z',
  }),
];

// Intl writes fr-FR groups with a narrow no-break space.
const normalize = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

function rowTexts() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => normalize(row.textContent));
}

describe('DocumentsList', () => {
  it('shows the empty state with an add button', async () => {
    const onAdd = vi.fn();
    renderList([], onAdd);
    expect(screen.getByRole('heading', { name: 'Aucun document' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un document' }));
    expect(onAdd).toHaveBeenCalled();
  });

  it('lists newest first with sizes in B, KB or MB and French relative dates', () => {
    renderList(documents);
    const [first, second, third] = rowTexts();
    expect(first).toContain('Avis d’imposition');
    expect(first).toContain('1,5 KB');
    expect(first).toContain('hier');
    expect(second).toContain('Attestation Urssaf');
    expect(second).toContain('512 B');
    expect(second).toContain('il y a 3 jours');
    expect(third).toContain('5,3 MB');
    expect(third).toContain('il y a 2 mois');
    // The full date is there for screen readers, and on hover as the date's hint.
    expect(second).toContain('7 mars 2026');
    expect(screen.getByText('il y a 3 jours').closest('time')?.getAttribute('title')).toContain(
      '7 mars 2026',
    );
  });

  it('searches name and description, without minding accents', async () => {
    renderList(documents);
    await userEvent.type(screen.getByLabelText('Rechercher'), 'releve');
    expect(rowTexts()).toHaveLength(1);
    expect(rowTexts()[0]).toContain('Avis d’imposition');
    await userEvent.clear(screen.getByLabelText('Rechercher'));
    await userEvent.type(screen.getByLabelText('Rechercher'), 'introuvable');
    expect(screen.getByText('Aucun document ne correspond à votre recherche')).toBeInTheDocument();
  });

  it('filters by category', async () => {
    renderList(documents);
    await userEvent.click(screen.getByRole('combobox', { name: 'Catégorie' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bulletin de paie' }));
    expect(rowTexts()).toHaveLength(1);
    expect(rowTexts()[0]).toContain('Bulletin janvier');
  });

  it('asks "Supprimer ce document ?" before deleting', async () => {
    renderList(documents);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Attestation Urssaf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce document ?' });
    expect(within(dialog).getByText(/Attestation Urssaf/)).toBeInTheDocument();
  });
});
