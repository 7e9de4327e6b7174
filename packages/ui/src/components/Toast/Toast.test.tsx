import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, toast } from './toast-store.ts';
import { TOAST_DURATION_MS, Toaster } from './Toaster.tsx';

/** The toasts on screen, read inside the notifications region (Radix also copies them into a live region). */
function visibleToasts() {
  const region = screen.getByRole('region', { name: 'Notifications (F8)' });
  return within(region).queryAllByRole('listitem');
}

afterEach(() => {
  act(() => dismiss());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast with its title and description', () => {
    render(<Toaster />);

    act(() => {
      toast({
        title: 'Profil mis à jour',
        description: 'Vos informations sont enregistrées.',
        variant: 'success',
      });
    });

    const [shown] = visibleToasts();
    expect(shown).toHaveTextContent('Profil mis à jour');
    expect(shown).toHaveTextContent('Vos informations sont enregistrées.');
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Bulletin créé' });
    });
    act(() => {
      toast({
        title: 'Erreur',
        description: 'Impossible de supprimer le bulletin: 500',
        variant: 'destructive',
      });
    });

    const shown = visibleToasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('Impossible de supprimer le bulletin: 500');
    expect(shown[0]).not.toHaveTextContent('Bulletin créé');
  });

  it('closes a toast after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);

    act(() => {
      toast({ title: 'Document ajouté' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(visibleToasts()).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('gives a replacing toast its own full 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);

    act(() => {
      toast({ title: 'Bulletin créé' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    act(() => {
      toast({ title: 'Bulletin supprimé' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });

    expect(visibleToasts()[0]).toHaveTextContent('Bulletin supprimé');
  });

  it("closes from its 'Fermer' button", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Mot de passe mis à jour' });
    });

    await userEvent.click(
      within(visibleToasts()[0] ?? document.body).getByRole('button', { name: 'Fermer' }),
    );

    expect(visibleToasts()).toHaveLength(0);
  });

  it('moves focus to the notifications region on F8', async () => {
    render(
      <>
        <button type="button">Ailleurs</button>
        <Toaster />
      </>,
    );
    act(() => {
      toast({ title: 'Téléchargement du bulletin', description: 'Le bulletin de paie a été téléchargé.' });
    });
    screen.getByRole('button', { name: 'Ailleurs' }).focus();

    await userEvent.keyboard('[F8]');

    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(
      document.activeElement instanceof HTMLElement ? document.activeElement : null,
    );
  });

  it('is dismissed by a swipe to the right past 50 px, not by a shorter one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Connexion réussie' });
    });

    const swipe = (distance: number) => {
      const [shown] = visibleToasts();
      if (!shown) throw new Error('no toast on screen');
      fireEvent.pointerDown(shown, { clientX: 0, clientY: 0, button: 0, pointerId: 1 });
      fireEvent.pointerMove(shown, { clientX: distance / 2, clientY: 0, pointerId: 1 });
      fireEvent.pointerMove(shown, { clientX: distance, clientY: 0, pointerId: 1 });
      fireEvent.pointerUp(shown, { clientX: distance, clientY: 0, pointerId: 1 });
    };

    swipe(40);
    expect(visibleToasts()).toHaveLength(1);

    swipe(60);
    expect(visibleToasts()).toHaveLength(0);
  });
});
