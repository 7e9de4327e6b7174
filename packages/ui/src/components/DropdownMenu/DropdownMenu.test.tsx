import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu.tsx';

function RowMenu({ onDownload, onDelete }: { onDownload: () => void; onDelete: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Actions du bulletin">
          …
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Mars 2025</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <a href="/payslips/42">Voir</a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDownload}>Télécharger</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          Supprimer
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens from the keyboard with focus on the first item', async () => {
    render(<RowMenu onDownload={vi.fn()} onDelete={vi.fn()} />);

    screen.getByRole('button', { name: 'Actions du bulletin' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Voir' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Voir' })).toHaveAttribute('href', '/payslips/42');
  });

  it('runs the chosen action and closes, giving focus back to the trigger', async () => {
    const onDownload = vi.fn();
    render(<RowMenu onDownload={onDownload} onDelete={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Actions du bulletin' });

    trigger.focus();
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');

    expect(onDownload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without running anything', async () => {
    const onDelete = vi.fn();
    render(<RowMenu onDownload={vi.fn()} onDelete={onDelete} />);

    screen.getByRole('button', { name: 'Actions du bulletin' }).focus();
    await userEvent.keyboard('{Enter}{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });
});
