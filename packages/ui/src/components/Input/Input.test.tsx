import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldError } from '../FieldError/FieldError.tsx';
import { Label } from '../Label/Label.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';
import { Input } from './Input.tsx';

describe('Input', () => {
  it('is named by its label and takes typed text', async () => {
    render(
      <>
        <Label htmlFor="email">E-mail</Label>
        <Input id="email" type="email" />
      </>,
    );

    await userEvent.type(screen.getByLabelText('E-mail'), 'claire@exemple.fr');

    expect(screen.getByLabelText('E-mail')).toHaveValue('claire@exemple.fr');
  });

  it('exposes an invalid field with its error message', () => {
    render(
      <>
        <Label htmlFor="siret">SIRET</Label>
        <Input id="siret" invalid aria-describedby="siret-error" />
        <FieldError id="siret-error">Le SIRET compte 14 chiffres</FieldError>
      </>,
    );

    const field = screen.getByRole('textbox', { name: 'SIRET' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Le SIRET compte 14 chiffres');
    expect(screen.getByRole('alert')).toHaveTextContent('Le SIRET compte 14 chiffres');
  });

  it('is not marked invalid by default', () => {
    render(<Input aria-label="Prénom" />);

    expect(screen.getByRole('textbox', { name: 'Prénom' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('Textarea', () => {
  it('exposes an invalid field', () => {
    render(<Textarea aria-label="Message" invalid />);

    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInvalid();
  });
});

describe('FieldError', () => {
  it('renders nothing while there is no message', () => {
    render(<FieldError id="email-error">{undefined}</FieldError>);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
