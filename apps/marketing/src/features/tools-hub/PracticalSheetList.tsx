import type { PracticalSheetSummary } from '@dirigeo/schemas';
import { OFFICIAL_SEARCH_MIN_LENGTH, PRACTICAL_SHEET_CATEGORIES } from '@dirigeo/schemas/constants';
import { Spinner } from '@dirigeo/ui/spinner';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type FormEvent, type MouseEvent, useRef, useState } from 'react';
import { FALLBACK_SHEETS_CHECKED_ON, fallbackPracticalSheets } from './fallback-sheets.ts';
import {
  fallbackSheetListPage,
  fetchSheetList,
  isoDateOf,
  PRACTICAL_SHEETS_PAGE_SIZE,
  type SheetListLocation,
  type SheetListPage,
  sheetListHrefOf,
  sheetListLocationOf,
} from './practical-sheets-client.ts';
import { searchOfText } from '../../lib/search-text.ts';
import { toolsHubItemHref } from './tools-hub.ts';
import { searchOfLocation, useAddressLocation } from '../../components/use-address-location.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { HubSearchForm } from './HubSearchForm.tsx';
import * as styles from './tools-hub.css.ts';
import { paths } from '../../lib/paths.ts';

/** Spec 001 §7 gives the blog list 3 minutes; the sheets change less often. */
const LIST_STALE_TIME = 5 * 60_000;

export interface SheetCategory {
  id: string;
  libelle: string;
  nombre: number;
}

export interface PracticalSheetListProps {
  /** Our categories in use and their number of sheets; empty when they could not be read. */
  categories: SheetCategory[];
  /** The location the server rendered, and what it showed there (the embedded set if the API failed). */
  initialLocation: SheetListLocation;
  initialPage: SheetListPage;
}

/**
 * The list from the API, or the embedded set when it fails or takes more than 10 s (spec 001 §7:
 * « on failure the embedded set is used », §8: « logged only »).
 */
async function sheetListOrFallback(location: SheetListLocation, signal: AbortSignal): Promise<SheetListPage> {
  try {
    return await fetchSheetList(location, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn('Fiches pratiques indisponibles, fiches intégrées affichées', error);
    return fallbackSheetListPage(location, fallbackPracticalSheets());
  }
}

function statusText(page: SheetListPage, location: SheetListLocation): string {
  const sheets = page.total === 1 ? 'fiche' : 'fiches';
  if (!location.search) return `${page.total.toLocaleString('fr-FR')} ${sheets}`;
  const found = page.total === 1 ? 'trouvée' : 'trouvées';
  const words = page.correctedSearch ?? location.search;
  return `${page.total.toLocaleString('fr-FR')} ${sheets} ${found} pour « ${words} »${
    page.correctedSearch ? ` (recherche corrigée de « ${location.search} »)` : ''
  }`;
}

function SheetItem({ sheet, fallback }: { sheet: PracticalSheetSummary; fallback: boolean }) {
  const iso = isoDateOf(sheet.date);
  return (
    <li className={styles.item}>
      <article aria-labelledby={`fiche-${sheet.id}`}>
        <h3 className={styles.itemTitle} id={`fiche-${sheet.id}`}>
          <a className={styles.itemLink} href={toolsHubItemHref(paths.practicalSheet(sheet.id))}>
            {sheet.titre}
          </a>
        </h3>
        <p className={styles.itemMeta}>
          <span className={styles.badge}>{sheet.categorieLibelle}</span>
          <span>Mise à jour le {iso ? <time dateTime={iso}>{sheet.date}</time> : sheet.date}</span>
        </p>
        <p className={styles.itemText}>{sheet.description}</p>
        {fallback ? (
          <details className={styles.details}>
            <summary className={styles.summary}>L’essentiel</summary>
            {/* Our own embedded HTML (src/lib/fallback-sheets.ts), not text from elsewhere. */}
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: sheet.contenu }} />
          </details>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The address read as the server reads it (src/pages/outils/index.astro): an address that has not
 * moved since the server's render gives back the location it rendered, whatever categories are in use.
 */
const addressLocationOf = (query: string) => sheetListLocationOf(query, PRACTICAL_SHEET_CATEGORIES);

function PracticalSheetListView({ categories, initialLocation, initialPage }: PracticalSheetListProps) {
  const {
    location,
    setLocation,
    draft,
    setDraft,
    input: searchInput,
  } = useAddressLocation(initialLocation, addressLocationOf, searchOfLocation);
  const listTop = useRef<HTMLDivElement>(null);

  const isInitial =
    location.page === initialLocation.page &&
    location.search === initialLocation.search &&
    location.categorie === initialLocation.categorie;
  const query = useQuery({
    queryKey: ['fiches-pratiques', location.categorie, location.search, location.page],
    queryFn: ({ signal }) => sheetListOrFallback(location, signal),
    // The server's list is the answer for its location; when the server had to show the embedded
    // set, the browser asks again (and shows that set meanwhile).
    initialData: isInitial && !initialPage.fallback ? initialPage : undefined,
    placeholderData: (previous) => previous ?? (isInitial ? initialPage : undefined),
    staleTime: (current) => (current.state.data?.fallback ? 0 : LIST_STALE_TIME),
    refetchOnWindowFocus: false,
    retry: false,
  });

  const go = (next: SheetListLocation) => {
    setLocation(next);
    window.history.pushState(null, '', sheetListHrefOf(next));
    listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ ...location, search: searchOfText(draft), page: 1 });
  };

  const follow = (next: SheetListLocation) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    go(next);
  };

  const page = query.data ?? initialPage;
  const totalPages = Math.ceil(page.total / PRACTICAL_SHEETS_PAGE_SIZE);
  const all = categories.reduce((sum, category) => sum + category.nombre, 0);
  const current = categories.find((category) => category.id === location.categorie);
  const loading = query.isFetching && (query.isPlaceholderData || !query.data);

  return (
    <div>
      <HubSearchForm
        action={paths.practicalSheets}
        label="Rechercher une fiche"
        placeholder="Congés payés, rupture conventionnelle, CSE…"
        hint={<>Au moins 2&nbsp;caractères, accents facultatifs.</>}
        minLength={OFFICIAL_SEARCH_MIN_LENGTH}
        draft={draft}
        onDraft={setDraft}
        input={searchInput}
        onSubmit={onSearch}
      >
        {location.categorie ? <input type="hidden" name="categorie" value={location.categorie} /> : null}
      </HubSearchForm>

      <div className={styles.layout}>
        {categories.length > 0 ? (
          <nav className={styles.categoryNav} aria-label="Catégories de fiches">
            <ul className={styles.categoryList}>
              {[{ id: null, libelle: 'Toutes les fiches', nombre: all }, ...categories].map((category) => {
                const target = { ...location, categorie: category.id, page: 1 };
                return (
                  <li key={category.id ?? 'toutes'}>
                    <a
                      className={styles.categoryLink}
                      href={sheetListHrefOf(target)}
                      aria-current={category.id === location.categorie ? 'page' : undefined}
                      onClick={follow(target)}
                    >
                      {category.libelle} <span className={styles.count}>{category.nombre}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : (
          <div />
        )}

        <div ref={listTop} className={styles.panelList}>
          <h2 className={styles.listTitle}>{current ? current.libelle : 'Toutes les fiches'}</h2>
          <div aria-live="polite">
            {page.fallback ? (
              <p className={styles.notice}>
                La liste complète des fiches est momentanément indisponible&nbsp;: voici l’essentiel de nos
                fiches clés, vérifiées le {FALLBACK_SHEETS_CHECKED_ON}.
              </p>
            ) : null}
            <p className={styles.status}>{statusText(page, location)}</p>
          </div>
          {loading ? <Spinner label="Chargement des fiches…" /> : null}
          {page.sheets.length === 0 ? (
            <div className={styles.empty}>
              <p>Aucune fiche trouvée.</p>
              {location.search || location.categorie || location.page > 1 ? (
                <p>
                  <a
                    className={styles.itemLink}
                    href={paths.practicalSheets}
                    onClick={(event) => {
                      setDraft('');
                      follow({ categorie: null, search: '', page: 1 })(event);
                    }}
                  >
                    Voir toutes les fiches
                  </a>
                </p>
              ) : null}
            </div>
          ) : (
            <ul className={styles.itemList} aria-busy={query.isFetching}>
              {page.sheets.map((sheet) => (
                <SheetItem key={sheet.id} sheet={sheet} fallback={page.fallback} />
              ))}
            </ul>
          )}
          <Pagination
            current={location.page}
            totalPages={totalPages}
            label="Pages des fiches"
            hrefOf={(target) => sheetListHrefOf({ ...location, page: target })}
            onGo={(target) => go({ ...location, page: target })}
          />
        </div>
      </div>
    </div>
  );
}

/** The practical sheets as an island: rendered by the server with their first page, then live. */
export default function PracticalSheetList(props: PracticalSheetListProps) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <PracticalSheetListView {...props} />
    </QueryClientProvider>
  );
}
