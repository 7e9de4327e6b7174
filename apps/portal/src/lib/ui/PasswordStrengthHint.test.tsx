import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthHint } from './PasswordStrengthHint.tsx';

describe('PasswordStrengthHint', () => {
  it('says the length rule before anything is typed', () => {
    render(<PasswordStrengthHint id="hint" password="" />);
    expect(screen.getByText(/8 caractères au minimum/)).toBeInTheDocument();
  });

  it('warns, as the API will refuse it, about a common French password', async () => {
    render(<PasswordStrengthHint id="hint" password="motdepasse123" />);
    expect(
      await screen.findByText(/trop courant ou trop facile à deviner/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);

  it('rates a long passphrase well', async () => {
    render(<PasswordStrengthHint id="hint" password="trois chats sur le toit de Lyon" />);
    expect(
      await screen.findByText(/^Robustesse.: excellent\.$/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
