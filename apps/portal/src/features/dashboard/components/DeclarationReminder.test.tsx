import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { DeclarationReminder } from './DeclarationReminder.tsx';

describe('DeclarationReminder', () => {
  it('gives the due date of a declaration still in time, with « d’ » before a vowel', () => {
    renderWithProviders(
      <DeclarationReminder
        reminder={{ period: '2026-10', action: 'deposit', dueDate: '2026-11-16', late: false }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Déclaration sociale (DSN) d’octobre 2026 : prête, à déposer sur net-entreprises.fr, au plus tard le 16 novembre.',
    );
    expect(screen.queryByText(/En retard/)).toBeNull();
  });

  it('says a declaration past its due date is late', () => {
    renderWithProviders(
      <DeclarationReminder
        reminder={{ period: '2026-09', action: 'fix', dueDate: '2026-10-15', late: true }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Déclaration sociale (DSN) de septembre 2026 : à corriger. En retard : l’échéance était le 15 octobre, déposez-la au plus vite.',
    );
  });
});
