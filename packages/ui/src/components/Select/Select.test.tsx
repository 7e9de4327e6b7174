import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Label } from '../Label/Label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './Select.tsx';

function CategorySelect({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <>
      <Label htmlFor="category">Catégorie</Label>
      <Select onValueChange={onValueChange}>
        <SelectTrigger id="category">
          <SelectValue placeholder="Choisir une catégorie" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="payslip">Bulletin de paie</SelectItem>
          <SelectItem value="social">Social</SelectItem>
          <SelectItem value="tax">Fiscal</SelectItem>
        </SelectContent>
      </Select>
    </>
  );
}

describe('Select', () => {
  it('shows its placeholder until a value is chosen', () => {
    render(<CategorySelect />);

    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveTextContent('Choisir une catégorie');
  });

  it('lets the keyboard open the list and choose an option', async () => {
    const onValueChange = vi.fn();
    render(<CategorySelect onValueChange={onValueChange} />);

    screen.getByRole('combobox', { name: 'Catégorie' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(onValueChange).toHaveBeenCalledWith('social');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveTextContent('Social');
  });

  it('lets the pointer choose an option', async () => {
    const onValueChange = vi.fn();
    render(<CategorySelect onValueChange={onValueChange} />);

    await userEvent.click(screen.getByRole('combobox', { name: 'Catégorie' }));
    await userEvent.click(screen.getByRole('option', { name: 'Fiscal' }));

    expect(onValueChange).toHaveBeenCalledWith('tax');
  });

  it('marks an invalid trigger', () => {
    render(
      <Select>
        <SelectTrigger aria-label="Statut" invalid>
          <SelectValue placeholder="Choisir" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="draft">Brouillon</SelectItem>
        </SelectContent>
      </Select>,
    );

    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveAttribute('aria-invalid', 'true');
  });
});
