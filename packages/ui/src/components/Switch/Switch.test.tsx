import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Label } from '../Label/Label.tsx';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('turns on from a click on its label and reports it', async () => {
    const onCheckedChange = vi.fn();
    render(
      <>
        <Switch id="email-notifications" onCheckedChange={onCheckedChange} />
        <Label htmlFor="email-notifications">Notifications par e-mail</Label>
      </>,
    );
    const control = screen.getByRole('switch', { name: 'Notifications par e-mail' });
    expect(control).not.toBeChecked();

    await userEvent.click(screen.getByText('Notifications par e-mail'));

    expect(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('turns off with the space bar', async () => {
    render(<Switch aria-label="Mode sombre" defaultChecked />);
    const control = screen.getByRole('switch', { name: 'Mode sombre' });

    control.focus();
    await userEvent.keyboard(' ');

    expect(control).not.toBeChecked();
  });

  it('cannot be changed while disabled', async () => {
    render(<Switch aria-label="Rappels" disabled />);

    await userEvent.click(screen.getByRole('switch', { name: 'Rappels' }));

    expect(screen.getByRole('switch', { name: 'Rappels' })).not.toBeChecked();
  });
});
