import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Input } from '../Input/Input.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './Dialog.tsx';

function AddDocumentDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Ajouter un document</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Nouveau document</DialogTitle>
        <DialogDescription>Le fichier ne doit pas dépasser 10 Mo.</DialogDescription>
        <Input aria-label="Nom du document" />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named and described, with focus inside', async () => {
    render(<AddDocumentDialog />);

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un document' }));

    const dialog = screen.getByRole('dialog', { name: 'Nouveau document' });
    expect(dialog).toHaveAccessibleDescription('Le fichier ne doit pas dépasser 10 Mo.');
    expect(screen.getByRole('textbox', { name: 'Nom du document' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<AddDocumentDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un document' }));
    const dialog = screen.getByRole('dialog');

    // Three focusable elements: the field, Annuler, Fermer; the fourth Tab comes back to the field.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    render(<AddDocumentDialog />);
    const trigger = screen.getByRole('button', { name: 'Ajouter un document' });
    await userEvent.click(trigger);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("closes from its 'Fermer' button", async () => {
    render(<AddDocumentDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un document' }));

    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
