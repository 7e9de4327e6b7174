import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Label } from '../Label/Label.tsx';
import { RadioGroup, RadioGroupItem } from './RadioGroup.tsx';

function PlanChoice({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <RadioGroup aria-label="Formule" defaultValue="trial" onValueChange={onValueChange}>
      {[
        { value: 'trial', label: 'Essai gratuit' },
        { value: 'monthly', label: 'Mensuel' },
        { value: 'annual', label: 'Annuel' },
      ].map(({ value, label }) => (
        <div key={value}>
          <RadioGroupItem value={value} id={`plan-${value}`} />
          <Label htmlFor={`plan-${value}`}>{label}</Label>
        </div>
      ))}
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('chooses an option from its label', async () => {
    const onValueChange = vi.fn();
    render(<PlanChoice onValueChange={onValueChange} />);

    await userEvent.click(screen.getByText('Annuel'));

    expect(screen.getByRole('radio', { name: 'Annuel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Essai gratuit' })).not.toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('annual');
  });

  it('moves the choice with the arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<PlanChoice onValueChange={onValueChange} />);

    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Essai gratuit' })).toHaveFocus();
    // Held down, as a real key press lasts longer than Radix's deferred focus move.
    await userEvent.keyboard('{ArrowDown>}');

    expect(screen.getByRole('radio', { name: 'Mensuel' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('monthly');
  });
});
