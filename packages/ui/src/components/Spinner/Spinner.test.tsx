import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it("tells screen readers 'Chargement…' by default", () => {
    render(<Spinner />);

    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });

  it('tells what is loading when given a label', () => {
    render(<Spinner label="Chargement des bulletins…" />);

    expect(screen.getByRole('status')).toHaveTextContent('Chargement des bulletins…');
  });
});
