import type { CollectiveAgreement } from '@dirigeo/schemas';
import { Spinner } from '@dirigeo/ui/spinner';
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import {
  agreementSearchHrefOf,
  agreementSearchOf,
  fetchAgreements,
} from '../../lib/collective-agreements-client.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { searchItself, useAddressLocation } from '../../components/use-address-location.ts';
import { HubSearchForm } from './HubSearchForm.tsx';
import * as styles from './tools-hub.css.ts';
import { paths } from '../../lib/paths.ts';

/** Typing pauses this long before the search runs. */
const TYPING_PAUSE_MS = 250;

export interface CollectiveAgreementSearchProps {
  /** The search the server ran (from `?q=`), empty for none. */
  initialSearch: string;
  /** What it found (the first 10 without a search, spec 001 §9); null when the API failed. */
  initialAgreements: CollectiveAgreement[] | null;
}

function statusText(count: number, search: string): string {
  if (!search) return 'Les premières conventions par IDCC. Cherchez la vôtre par son IDCC ou son intitulé.';
  if (count === 0) return `Aucune convention collective trouvée pour « ${search} »`;
  return `${count} ${count === 1 ? 'convention trouvée' : 'conventions trouvées'} pour « ${search} »`;
}

function CollectiveAgreementSearchView({ initialSearch, initialAgreements }: CollectiveAgreementSearchProps) {
  const {
    location: search,
    setLocation: setSearch,
    draft,
    setDraft,
    input,
  } = useAddressLocation(initialSearch, agreementSearchOf, searchItself);

  // Live search: once typing pauses, the list follows the field and the address follows the list
  // (replaced, so that Back leaves the page rather than undo each letter; a submitted search is a
  // step of its own).
  useEffect(() => {
    const next = agreementSearchOf(new URLSearchParams({ q: draft }));
    if (next === search) return;
    const timer = window.setTimeout(() => {
      setSearch(next);
      window.history.replaceState(null, '', agreementSearchHrefOf(next));
    }, TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = agreementSearchOf(new URLSearchParams({ q: draft }));
    setSearch(next);
    if (agreementSearchOf(window.location.search) !== next) {
      window.history.pushState(null, '', agreementSearchHrefOf(next));
    }
  };

  const isInitial = search === initialSearch;
  const query = useQuery({
    queryKey: ['conventions-collectives', search],
    queryFn: ({ signal }) => fetchAgreements(search, signal),
    initialData: isInitial && initialAgreements ? initialAgreements : undefined,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    retry: 1,
  });
  const agreements = query.data;
  const failed =
    query.isError || (isInitial && initialAgreements === null && !agreements && !query.isFetching);

  return (
    <div>
      <HubSearchForm
        action={paths.collectiveAgreements}
        label="Rechercher une convention collective"
        placeholder="1486, métallurgie, boulangerie…"
        hint={<>Son IDCC (4&nbsp;chiffres, avec ou sans les zéros) ou des mots de son intitulé.</>}
        autoComplete="off"
        draft={draft}
        onDraft={setDraft}
        input={input}
        onSubmit={onSubmit}
      />
      <section aria-labelledby="conventions-trouvees" className={styles.panelList}>
        <h2 id="conventions-trouvees" className={styles.listTitle}>
          {search ? 'Conventions trouvées' : 'Les conventions par IDCC'}
        </h2>
        <div aria-live="polite">
          {agreements && !query.isPlaceholderData ? (
            <p className={styles.status}>{statusText(agreements.length, search)}</p>
          ) : null}
          {failed ? (
            <p className={styles.notice} role="alert">
              La recherche de conventions collectives est momentanément indisponible. Réessayez dans quelques
              instants.
            </p>
          ) : null}
        </div>
        {query.isFetching && (!agreements || query.isPlaceholderData) ? (
          <Spinner label="Recherche des conventions…" />
        ) : null}
        {agreements && agreements.length > 0 ? (
          <ul className={styles.itemList} aria-busy={query.isFetching}>
            {agreements.map((agreement) => (
              <li key={agreement.idcc} className={styles.item}>
                <h3 className={styles.itemTitle}>
                  <span className={styles.agreementIdcc}>
                    <span className={visuallyHidden}>IDCC </span>
                    {agreement.idcc}
                  </span>
                  {agreement.titreCourt}
                </h3>
                {agreement.titre !== agreement.titreCourt ? (
                  <p className={styles.itemText}>{agreement.titre}</p>
                ) : null}
                <p className={styles.itemMeta}>
                  <a className={styles.sourceLink} href={agreement.url} target="_blank" rel="noopener">
                    Le texte de la convention {agreement.idcc} sur Légifrance
                    <span className={visuallyHidden}> (nouvel onglet)</span>
                  </a>
                </p>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

/** The collective agreements' search as an island: the server renders the first list, then it is live. */
export default function CollectiveAgreementSearch(props: CollectiveAgreementSearchProps) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <CollectiveAgreementSearchView {...props} />
    </QueryClientProvider>
  );
}
