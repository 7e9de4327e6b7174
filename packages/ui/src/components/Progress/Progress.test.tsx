import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './Progress.tsx';

describe('Progress', () => {
  it('tells assistive technology how far along it is', () => {
    render(<Progress value={2} max={3} aria-label="Étape 2 sur 3" />);

    const bar = screen.getByRole('progressbar', { name: 'Étape 2 sur 3' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
  });

  it('has no value while the progress is unknown', () => {
    render(<Progress aria-label="Envoi du fichier" />);

    expect(screen.getByRole('progressbar', { name: 'Envoi du fichier' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });
});
