import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_MAX_RESULTS } from '@dirigeo/schemas/constants';
import { useState } from 'react';
import { SearchDialog } from './SearchDialog.tsx';

const results = [
  {
    id: 'tool:indemnite-licenciement',
    type: 'tool',
    title: 'Indemnité de licenciement',
    description: "Calculez l'indemnité légale.",
    category: 'Simulateurs',
    url: '/outils/simulateur/indemnite-licenciement',
  },
  {
    id: 'article:9',
    type: 'article',
    title: '<img src=x onerror=alert(1)> licenciement',
    description: 'Un titre piégé, affiché comme du texte.',
    category: 'Paie',
    url: '/blog/x',
  },
  {
    id: 'page:ext',
    type: 'autre',
    title: 'Le licenciement sur service-public.fr',
    description: 'Site officiel.',
    category: 'Ailleurs',
    url: 'https://www.service-public.fr/particuliers/vosdroits/N19805',
  },
];

function answerWith(body: unknown, status = 200) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function setup(fetchMock = answerWith(results)) {
  vi.stubGlobal('fetch', fetchMock);
  const onOpenChange = vi.fn();
  const navigate = vi.fn();
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  const user = userEvent.setup();
  render(<SearchDialog open onOpenChange={onOpenChange} navigate={navigate} />);
  return { user, fetchMock, onOpenChange, navigate, open };
}

/** A page whose button opened the dialog. */
function OpenedBy({ button }: { button: HTMLElement }) {
  const [open, setOpen] = useState(true);
  return <SearchDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />;
}

beforeEach(() => {
  vi.restoreAllMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchDialog', () => {
  it('asks for 2 characters before searching', async () => {
    // The clock is ours: every pending timer (a debounced search would be one) runs on demand,
    // rather than the test waiting some real milliseconds and hoping the debounce is shorter.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, fetchMock } = setup();
      await user.type(screen.getByRole('combobox', { name: 'Votre recherche' }), 'l');
      expect(
        screen.getByText('Saisissez au moins 2 caractères pour lancer la recherche.'),
      ).toBeInTheDocument();
      act(() => vi.runAllTimers());
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the results with their count, badges and highlighted words, as text', async () => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByRole('combobox'), 'licenciement');
    const list = await screen.findByRole('listbox', { name: 'Résultats' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(screen.getByText('3 résultats')).toBeInTheDocument();
    const [first, second, third] = within(list).getAllByRole('option');
    expect(within(first as HTMLElement).getByText('Outil')).toBeInTheDocument();
    expect(within(third as HTMLElement).getByText('Page')).toBeInTheDocument();
    expect(first?.querySelector('mark')?.textContent).toBe('licenciement');
    expect(second?.querySelector('img')).toBeNull();
    expect(second?.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/search?q=licenciement&category=all&limit=20');
  });

  it('filters by category', async () => {
    const { user, fetchMock } = setup();
    await user.click(screen.getByRole('button', { name: 'Fiches pratiques' }));
    expect(screen.getByRole('button', { name: 'Fiches pratiques' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('combobox'), 'congés');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('category=fiche');
  });

  it('moves with the arrow keys and opens with Enter in the same window', async () => {
    const { user, navigate, onOpenChange } = setup();
    const input = screen.getByRole('combobox');
    await user.type(input, 'licenciement');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/outils/simulateur/indemnite-licenciement');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens an address of another site in a new tab', async () => {
    const { user, open, navigate } = setup();
    await user.type(screen.getByRole('combobox'), 'licenciement');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.click(screen.getAllByRole('option')[2] as HTMLElement);
    expect(open).toHaveBeenCalledWith(
      'https://www.service-public.fr/particuliers/vosdroits/N19805',
      '_blank',
      'noopener,noreferrer',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says when nothing is found', async () => {
    const { user } = setup(answerWith([]));
    await user.type(screen.getByRole('combobox'), 'zzzz');
    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
  });

  it('says when the search fails', async () => {
    const { user } = setup(answerWith({ message: 'Erreur interne' }, 500));
    await user.type(screen.getByRole('combobox'), 'paie');
    expect(await screen.findByText('Erreur de recherche')).toBeInTheDocument();
  });

  it('forgets the query, the filter and the selection when it closes', async () => {
    const { user, onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Articles' }));
    await user.type(screen.getByRole('combobox'), 'licenciement');
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Tout' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives the focus back to the button that opened it when Escape closes it (issue 29)', async () => {
    vi.stubGlobal('fetch', answerWith(results));
    const user = userEvent.setup();
    const button = document.createElement('button');
    button.textContent = 'Rechercher';
    document.body.append(button);
    render(<OpenedBy button={button} />);
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    button.remove();
  });

  it('says a full page is the first results, not all of them (issue 29)', async () => {
    const page = Array.from({ length: SEARCH_MAX_RESULTS }, (_, index) => ({
      ...results[0],
      id: `tool:${index}`,
    }));
    const { user } = setup(answerWith(page));
    await user.type(screen.getByRole('combobox'), 'licenciement');
    expect(await screen.findByText(`${SEARCH_MAX_RESULTS} premiers résultats`)).toBeInTheDocument();
  });
});
