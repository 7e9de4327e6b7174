import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';
import { buttonVariants } from './Button.css.ts';

describe('Button', () => {
  it('is a button that reports clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Enregistrer</Button>);

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores clicks while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Enregistrer
      </Button>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the native submit behaviour inside a form', async () => {
    const onSubmit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button type="submit">Valider</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));

    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('renders its child link with the button look when asChild is set', () => {
    render(
      <>
        <Button asChild variant="outline">
          <a href="/payslips">Mes bulletins</a>
        </Button>
        <Button variant="outline">Référence</Button>
      </>,
    );

    const link = screen.getByRole('link', { name: 'Mes bulletins' });
    expect(link).toHaveAttribute('href', '/payslips');
    expect(link.className).toBe(screen.getByRole('button', { name: 'Référence' }).className);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('gives each variant its own look', () => {
    render(
      <div>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </div>,
    );

    const classNames = buttonVariants.map(
      (variant) => screen.getByRole('button', { name: variant }).className,
    );
    expect(new Set(classNames).size).toBe(buttonVariants.length);
  });
});
