// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://localhost/outils"}
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AddressLocation, searchOfLocation, useAddressLocation } from './use-address-location.ts';

// React's act() warns outside an environment that declares it.
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

/** A list's location as the practical sheets keep it: a category, a search and a page. */
interface ListLocation {
  categorie: string | null;
  search: string;
  page: number;
}

const listLocationOf = (query: string): ListLocation => {
  const params = new URLSearchParams(query);
  return {
    categorie: params.get('categorie'),
    search: params.get('q') ?? '',
    page: Number(params.get('page') ?? 1),
  };
};

let root: Root;
let seen: AddressLocation<ListLocation>;

function Probe({ initial }: { initial: ListLocation }) {
  seen = useAddressLocation(initial, listLocationOf, searchOfLocation);
  return createElement('input', { ref: seen.input, defaultValue: seen.draft });
}

/** The island as the server rendered it at `address`, woken up when the address is `now`. */
async function wakeUp(address: string, now = address) {
  window.history.replaceState(null, '', now);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(() =>
    root.render(
      createElement(Probe, { initial: listLocationOf(new URL(address, 'http://localhost').search) }),
    ),
  );
}

beforeEach(() => window.history.replaceState(null, '', '/outils'));
afterEach(() => act(() => root.unmount()));

describe('useAddressLocation', () => {
  it('keeps the rendered location while the address has not moved', async () => {
    await wakeUp('/outils?categorie=conges&q=conges');
    expect(seen.location).toEqual({ categorie: 'conges', search: 'conges', page: 1 });
    expect(seen.draft).toBe('conges');
  });

  it('follows a Back pressed before it listened: the address it wakes up at, not the rendered one', async () => {
    // The server rendered the category; Back took the address to every sheet before React's effects ran.
    await wakeUp('/outils?categorie=conges&q=conges', '/outils');
    expect(seen.location).toEqual({ categorie: null, search: '', page: 1 });
    expect(seen.draft).toBe('');
  });

  it('then follows Back and forward', async () => {
    await wakeUp('/outils?categorie=conges');
    await act(() => {
      window.history.pushState(null, '', '/outils?categorie=remuneration&page=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(seen.location).toEqual({ categorie: 'remuneration', search: '', page: 2 });
  });
});
