import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { ListToolbar } from './ListToolbar.tsx';

type Colour = 'all' | 'red' | 'blue';

function Harness() {
  const [text, setText] = useState('');
  const [colour, setColour] = useState<Colour>('all');
  return (
    <>
      <ListToolbar
        search={{
          id: 'things-search',
          label: 'Rechercher',
          placeholder: 'Nom',
          value: text,
          onChange: setText,
        }}
        filter={{
          id: 'things-colour',
          label: 'Couleur',
          value: colour,
          options: [
            { value: 'all', label: 'Toutes les couleurs' },
            { value: 'red', label: 'Rouge' },
            { value: 'blue', label: 'Bleu' },
          ],
          onChange: setColour,
        }}
      />
      <output>
        {text}|{colour}
      </output>
    </>
  );
}

describe('ListToolbar', () => {
  it('is a search landmark with a labelled text search and a labelled filter', () => {
    const { container } = renderWithProviders(<Harness />);
    // jsdom's role table predates the <search> element, whose role is « search ».
    expect(container.querySelector('search')).toContainElement(screen.getByRole('searchbox'));
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveAttribute('placeholder', 'Nom');
    expect(screen.getByRole('combobox', { name: 'Couleur' })).toHaveTextContent('Toutes les couleurs');
  });

  it('hands back the text typed and the option chosen', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'clé');
    await userEvent.click(screen.getByRole('combobox', { name: 'Couleur' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bleu' }));
    expect(screen.getByRole('status')).toHaveTextContent('clé|blue');
  });
});
