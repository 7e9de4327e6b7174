import type { LabourCodeSearch as LabourCodeSearchData } from '@dirigeo/schemas';
import { OFFICIAL_SEARCH_MIN_LENGTH } from '@dirigeo/schemas/constants';
import { Spinner } from '@dirigeo/ui/spinner';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { articleName } from './labour-code.ts';
import {
  fetchLabourCodeSearch,
  labourCodeSearchHrefOf,
  labourCodeSearchOf,
  labourCodeSearchStatus,
} from './labour-code-client.ts';
import { toolsHubItemHref } from './tools-hub.ts';
import { searchItself, useAddressLocation } from '../../components/use-address-location.ts';
import { HubSearchForm } from './HubSearchForm.tsx';
import * as styles from './tools-hub.css.ts';
import { paths } from '../../lib/paths.ts';

export interface LabourCodeSearchProps {
  /** The search the server ran (from `?q=`), empty for none. */
  initialSearch: string;
  /** What it found; null when there was no search or the API failed. */
  initialResult: LabourCodeSearchData | null;
  /** The server could not run the search. */
  initialFailed: boolean;
}

function Results({ result }: { result: LabourCodeSearchData }) {
  if (result.resultats.length === 0) return null;
  return (
    <ol className={styles.itemList} aria-label="Articles trouvés">
      {result.resultats.map((found) => (
        <li key={found.id} className={styles.item}>
          <h3 className={styles.itemTitle}>
            <a className={styles.itemLink} href={toolsHubItemHref(paths.labourCodeArticle(found.id))}>
              {articleName(found.numero)}
            </a>
          </h3>
          <p className={styles.itemMeta}>
            <span>
              Dans{' '}
              <a
                className={styles.sourceLink}
                href={toolsHubItemHref(paths.labourCodeSection(found.section.id))}
              >
                {found.section.titre}
              </a>
            </span>
          </p>
          <p className={styles.itemText}>{found.extrait}</p>
        </li>
      ))}
    </ol>
  );
}

function LabourCodeSearchView({ initialSearch, initialResult, initialFailed }: LabourCodeSearchProps) {
  const {
    location: search,
    setLocation: setSearch,
    draft,
    setDraft,
    input,
  } = useAddressLocation(initialSearch, labourCodeSearchOf, searchItself);

  const isInitial = search === initialSearch;
  const query = useQuery({
    queryKey: ['code-du-travail', 'recherche', search],
    queryFn: ({ signal }) => fetchLabourCodeSearch(search, signal),
    enabled: search !== '',
    initialData: isInitial && initialResult ? initialResult : undefined,
    staleTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    retry: 1,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = labourCodeSearchOf(new URLSearchParams({ q: draft }));
    if (next === search) return;
    setSearch(next);
    window.history.pushState(null, '', labourCodeSearchHrefOf(next));
  };

  const failed = query.isError || (isInitial && initialFailed && !query.data);
  return (
    <div>
      <HubSearchForm
        action={paths.labourCode}
        label="Rechercher un article"
        placeholder="L1234-9, préavis de démission…"
        hint="Un numéro d’article (L1234-9, R3243-1…) ou des mots, accents facultatifs."
        minLength={OFFICIAL_SEARCH_MIN_LENGTH}
        draft={draft}
        onDraft={setDraft}
        input={input}
        onSubmit={onSubmit}
      />
      {search ? (
        <section aria-labelledby="resultats-code" className={styles.panelList}>
          <h2 id="resultats-code" className={styles.listTitle}>
            Résultats de la recherche
          </h2>
          <div aria-live="polite">
            {query.data ? <p className={styles.status}>{labourCodeSearchStatus(query.data)}</p> : null}
            {failed ? (
              <p className={styles.notice} role="alert">
                La recherche est momentanément indisponible. Réessayez dans quelques instants, ou parcourez le
                sommaire ci-dessous.
              </p>
            ) : null}
          </div>
          {query.isFetching && !query.data ? <Spinner label="Recherche en cours…" /> : null}
          {query.data ? <Results result={query.data} /> : null}
        </section>
      ) : null}
    </div>
  );
}

/** The Code du travail's search as an island: the server renders `?q=`'s results, then it is live. */
export default function LabourCodeSearch(props: LabourCodeSearchProps) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <LabourCodeSearchView {...props} />
    </QueryClientProvider>
  );
}
