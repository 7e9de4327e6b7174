import type { SearchCategory, SearchResult } from '@dirigeo/schemas';
import { SEARCH_MAX_RESULTS, SEARCH_MIN_QUERY_LENGTH } from '@dirigeo/schemas/constants';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@dirigeo/ui/dialog';
import { Spinner } from '@dirigeo/ui/spinner';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Highlighted } from '../shared/Highlighted.tsx';
import { searchSite } from './search-client.ts';
import { opensInNewTab, resultCountLabel, SEARCH_FILTERS, SEARCH_TYPE_BADGES } from './search-labels.ts';
import * as styles from './search.css.ts';

/** Typing pauses this long before the search runs. */
const DEBOUNCE_MS = 150;

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; results: SearchResult[] }
  | { status: 'error' };

function useSiteSearch(query: string, category: SearchCategory): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < SEARCH_MIN_QUERY_LENGTH) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchSite(trimmed, category, controller.signal)
        .then((results) => setState({ status: 'done', results }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, category]);
  return state;
}

/** Goes to a result: another site in a new tab, a page of ours in this one (spec 001 §2). */
function openResult(
  url: string,
  navigate: (url: string) => void = (target) => window.location.assign(target),
): void {
  if (opensInNewTab(url)) window.open(url, '_blank', 'noopener,noreferrer');
  else navigate(url);
}

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where a chosen result of ours goes (default: the browser navigates). */
  navigate?: (url: string) => void;
  /**
   * What gets the focus back when the dialog closes (the button that opened it). Radix gives it
   * back to its own trigger only; a page's button or Ctrl+K left it on the page's body.
   */
  returnFocusTo?: HTMLElement | null | undefined;
}

/**
 * The site-wide search (spec 001 §2): an accessible combobox in a dialog, filters, arrow keys to
 * move, Enter to open, Escape to close; closing forgets the query, the filter and the selection.
 */
export function SearchDialog({ open, onOpenChange, navigate, returnFocusTo }: SearchDialogProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<SearchCategory>('all');
  const [active, setActive] = useState(-1);
  const ids = { input: useId(), list: useId(), hint: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const state = useSiteSearch(query, category);
  const results = state.status === 'done' ? state.results : [];

  const close = (next: boolean) => {
    if (!next) {
      setQuery('');
      setCategory('all');
      setActive(-1);
    }
    onOpenChange(next);
  };

  const choose = (result: SearchResult | undefined) => {
    if (!result) return;
    close(false);
    openResult(result.url, navigate);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActive(results.length - 1);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(results[active]);
    }
  };

  const optionId = (index: number) => `${ids.list}-option-${index}`;
  const short = query.trim().length < SEARCH_MIN_QUERY_LENGTH;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className={styles.dialog}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.isConnected) return;
          event.preventDefault();
          returnFocusTo.focus();
        }}
      >
        <DialogTitle className={styles.title}>Rechercher sur le site</DialogTitle>
        <DialogDescription className={styles.description}>
          Articles, outils, fiches pratiques et pages du site. Raccourci : Ctrl K (⌘K sur Mac).
        </DialogDescription>
        <div className={styles.field}>
          <label htmlFor={ids.input} className={styles.visuallyHidden}>
            Votre recherche
          </label>
          <input
            ref={inputRef}
            id={ids.input}
            className={styles.input}
            type="search"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={ids.list}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={ids.hint}
            autoComplete="off"
            maxLength={200}
            placeholder="Indemnité de licenciement, DSN, tarifs…"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <fieldset className={styles.filters}>
          <legend className={styles.visuallyHidden}>Catégories</legend>
          {SEARCH_FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              className={styles.filter}
              aria-pressed={category === filter.value}
              onClick={() => {
                setCategory(filter.value);
                setActive(-1);
                inputRef.current?.focus();
              }}
            >
              {filter.label}
            </button>
          ))}
        </fieldset>
        <div id={ids.hint} className={styles.status} aria-live="polite">
          {short
            ? 'Saisissez au moins 2 caractères pour lancer la recherche.'
            : state.status === 'done'
              ? results.length === 0
                ? 'Aucun résultat trouvé'
                : resultCountLabel(results.length, SEARCH_MAX_RESULTS)
              : state.status === 'error'
                ? 'Erreur de recherche'
                : ''}
        </div>
        {state.status === 'loading' && (
          <div className={styles.loading}>
            <Spinner label="Recherche en cours…" />
          </div>
        )}
        <div id={ids.list} role="listbox" aria-label="Résultats" className={styles.results}>
          {results.map((result, index) => (
            // The input keeps the focus (aria-activedescendant); a click chooses too.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard goes through the combobox input above.
            <div
              key={result.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={styles.result}
              onClick={() => choose(result)}
              onMouseMove={() => setActive(index)}
            >
              <span className={styles.resultHead}>
                <span className={styles.badge}>{SEARCH_TYPE_BADGES[result.type]}</span>
                <span className={styles.resultTitle}>
                  <Highlighted text={result.title} query={query} markClassName={styles.mark} />
                </span>
                {opensInNewTab(result.url) && <span className={styles.external}>(nouvel onglet)</span>}
              </span>
              <span className={styles.resultDescription}>
                <Highlighted text={result.description} query={query} markClassName={styles.mark} />
              </span>
              <span className={styles.resultCategory}>{result.category}</span>
            </div>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
