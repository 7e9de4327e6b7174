import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Label } from '../Label/Label.tsx';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles from its label and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(
      <>
        <Checkbox id="terms" onCheckedChange={onCheckedChange} />
        <Label htmlFor="terms">J'accepte les conditions</Label>
      </>,
    );

    const checkbox = screen.getByRole('checkbox', { name: "J'accepte les conditions" });
    expect(checkbox).not.toBeChecked();

    await userEvent.click(screen.getByText("J'accepte les conditions"));

    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('toggles with the space bar', async () => {
    render(<Checkbox aria-label="Newsletter" />);

    screen.getByRole('checkbox', { name: 'Newsletter' }).focus();
    await userEvent.keyboard(' ');

    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
  });
});
