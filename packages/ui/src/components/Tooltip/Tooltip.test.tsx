import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { TOOLTIP_DELAY_MS, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './Tooltip.tsx';

function DownloadHint() {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button size="icon" aria-label="Télécharger">
            ↓
          </Button>
        </TooltipTrigger>
        <TooltipContent>Télécharger le bulletin en PDF</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Tooltip', () => {
  it('opens 700 ms after the pointer rests on its trigger, not before', () => {
    vi.useFakeTimers();
    render(<DownloadHint />);
    const trigger = screen.getByRole('button', { name: 'Télécharger' });

    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Télécharger le bulletin en PDF');
  });

  it('opens at once on keyboard focus and describes its trigger', () => {
    render(<DownloadHint />);
    const trigger = screen.getByRole('button', { name: 'Télécharger' });

    act(() => {
      trigger.focus();
    });

    expect(screen.getByRole('tooltip')).toHaveTextContent('Télécharger le bulletin en PDF');
    expect(trigger).toHaveAccessibleDescription('Télécharger le bulletin en PDF');
  });
});
