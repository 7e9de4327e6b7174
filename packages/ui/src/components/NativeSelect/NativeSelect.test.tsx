import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldError } from '../FieldError/FieldError.tsx';
import { Label } from '../Label/Label.tsx';
import { NativeSelect } from './NativeSelect.tsx';

describe('NativeSelect', () => {
  it('is named by its label and takes the chosen option', async () => {
    render(
      <>
        <Label htmlFor="annee">Année</Label>
        <NativeSelect id="annee" defaultValue="2026">
          <option value="2025">2025</option>
          <option value="2026">2026</option>
        </NativeSelect>
      </>,
    );

    const select = screen.getByRole('combobox', { name: 'Année' });
    expect(select).toHaveValue('2026');
    await userEvent.selectOptions(select, '2025');
    expect(select).toHaveValue('2025');
  });

  it('exposes an invalid choice with its error message, its chevron hidden', () => {
    const { container } = render(
      <>
        <Label htmlFor="motif">Motif</Label>
        <NativeSelect id="motif" invalid aria-describedby="motif-error" defaultValue="">
          <option value="">Choisissez</option>
        </NativeSelect>
        <FieldError id="motif-error">Choisissez un motif</FieldError>
      </>,
    );

    const select = screen.getByRole('combobox', { name: 'Motif' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choisissez un motif');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
