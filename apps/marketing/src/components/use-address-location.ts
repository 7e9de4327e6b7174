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

/** Two locations alike field by field (a location is a string or a flat record of them). */
function sameLocation<L>(a: L, b: L): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(Reflect.get(a, key), Reflect.get(b, key)))
  );
}

/**
 * The state of a list island whose search lives in the address (the blog, the practical sheets, the
 * Code du travail, the collective agreements): what the visitor typed before the island woke up
 * stays in the field, and Back and forward move through the locations the visitor saw.
 * `locationOf` reads a location from `window.location.search` and must read the address the server
 * rendered as `initial` (the same function, with the same arguments); `searchOf` gives its search
 * (both stable: defined outside the component, or memoised).
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
    const follow = (next: L) => {
      setLocation(next);
      setDraft(searchOf(next));
    };
    const onPopState = () => follow(locationOf(window.location.search));
    window.addEventListener('popstate', onPopState);
    // A Back or Forward between the server's render and this listener (Astro marks the island
    // hydrated before React runs its effects, and a slow device leaves time for it) moved the address
    // without a word to the list: follow the address as it is now, if it is no longer the rendered one.
    const now = locationOf(window.location.search);
    if (!sameLocation(now, initial)) follow(now);
    return () => window.removeEventListener('popstate', onPopState);
  }, [initial, locationOf, searchOf]);

  return { location, setLocation, draft, setDraft, input };
}
