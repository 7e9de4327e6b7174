import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './AlertDialog.tsx';

function DeletePayslip({ onDelete }: { onDelete: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost">Supprimer</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Supprimer ce bulletin ?</AlertDialogTitle>
        <AlertDialogDescription>Cette action est irréversible.</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <AlertDialogAction onClick={onDelete}>Supprimer</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

describe('AlertDialog', () => {
  it('asks for confirmation with focus on the safe choice', async () => {
    render(<DeletePayslip onDelete={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));

    expect(screen.getByRole('alertdialog', { name: 'Supprimer ce bulletin ?' })).toHaveAccessibleDescription(
      'Cette action est irréversible.',
    );
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
  });

  it('does nothing when cancelled', async () => {
    const onDelete = vi.fn();
    render(<DeletePayslip onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));

    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));

    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('runs the action and closes when confirmed', async () => {
    const onDelete = vi.fn();
    render(<DeletePayslip onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));

    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));

    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
