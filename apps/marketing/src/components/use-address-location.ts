import { type RefObject, useEffect, useRef, useState } from 'react';

export interface AddressLocation<L> {
  /** Where the list is (its search, page, category…), as the address says. */
  readonly location: L;
  readonly setLocation: (location: L) => void;
  /** What the search field holds, sent or not. */
  readonly draft: string;
  readonly setDraft: (draft: string) => void;
  /** The search field, to keep what the visitor typed before the island woke up. */
  readonly input: RefObject<HTMLInputElement | null>;
}

/** The `searchOf` of a location that is only a search. */
export const searchItself = (search: string): string => search;

/** The `searchOf` of a location with a search among other things. */
export const searchOfLocation = (location: { readonly search: string }): string => location.search;

/**
 * The state of a list island whose search lives in the address (the blog, the practical sheets, the
 * Code du travail, the collective agreements): what the visitor typed before the island woke up
 * stays in the field, and Back and forward move through the locations the visitor saw.
 * `locationOf` reads a location from `window.location.search`; `searchOf` gives its search (both
 * stable: defined outside the component, or memoised).
 */
export function useAddressLocation<L>(
  initial: L,
  locationOf: (query: string) => L,
  searchOf: (location: L) => string,
): AddressLocation<L> {
  const [location, setLocation] = useState(initial);
  const [draft, setDraft] = useState(() => searchOf(initial));
  const input = useRef<HTMLInputElement>(null);
  const initialSearch = searchOf(initial);

  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== initialSearch) setDraft(typed);
  }, [initialSearch]);

  useEffect(() => {
    const onPopState = () => {
      const next = locationOf(window.location.search);
      setLocation(next);
      setDraft(searchOf(next));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [locationOf, searchOf]);

  return { location, setLocation, draft, setDraft, input };
}
