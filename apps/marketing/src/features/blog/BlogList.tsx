import type { BlogList as BlogListData } from '@dirigeo/schemas';
import { BLOG_PAGE_SIZE, BLOG_SEARCH_MAX_LENGTH } from '@dirigeo/schemas/constants';
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  type BlogLocation,
  blogApiPath,
  blogHrefOf,
  blogLocationOf,
  blogResultCountText,
  fetchBlogList,
} from './blog-client.ts';
import { ApiRequestError } from '../../lib/fetch-json.ts';
import { ArticleCard } from './ArticleCard.tsx';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { searchOfLocation, useAddressLocation } from '../../components/use-address-location.ts';
import * as styles from './blog.css.ts';
import { paths } from '../../lib/paths.ts';

/** Spec 001 §7: the blog list is cached 3 minutes, never refetched on window focus. */
const LIST_STALE_TIME = 3 * 60_000;

export interface BlogListProps {
  /** The location the server rendered, and what it found there (null when the API failed). */
  initialLocation: BlogLocation;
  initialData: BlogListData | null;
  /** Why the server could not read the list (its status text), when it could not. */
  initialError?: string | undefined;
}

/** Spec 001 §8: the status text when there is one, else the fallback sentence. */
function errorMessage(statusText: string | undefined): string {
  return statusText
    ? `Erreur lors de la récupération des articles: ${statusText}`
    : "Une erreur s'est produite lors du chargement des articles.";
}

function statusTextOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.statusText || undefined : undefined;
}

function BlogListView({ initialLocation, initialData, initialError }: BlogListProps) {
  const { location, setLocation, draft, setDraft, input } = useAddressLocation(
    initialLocation,
    blogLocationOf,
    searchOfLocation,
  );
  const searchId = useId();

  const isInitial = location.page === initialLocation.page && location.search === initialLocation.search;
  const query = useQuery({
    queryKey: ['blog', 'list', location.page, location.search],
    queryFn: () => fetchBlogList(blogApiPath(location)),
    initialData: isInitial && initialData ? initialData : undefined,
    placeholderData: keepPreviousData,
    staleTime: LIST_STALE_TIME,
    refetchOnWindowFocus: false,
    retry: 1,
  });

  const go = (next: BlogLocation) => {
    setLocation(next);
    window.history.pushState(null, '', blogHrefOf(next));
    document.getElementById('articles')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A new search term starts again from page 1 (spec 001 §4).
    go({ page: 1, search: draft.trim().slice(0, BLOG_SEARCH_MAX_LENGTH) });
  };

  const data = query.data;
  const totalPages = data ? Math.ceil(data.pagination.total / BLOG_PAGE_SIZE) : 0;
  const showAll = () => {
    setDraft('');
    go({ page: 1, search: '' });
  };

  return (
    <div>
      <div className={styles.toolbar}>
        <search className={styles.searchLandmark}>
          <form className={styles.searchForm} action={paths.blog} method="get" onSubmit={onSearch}>
            <div className={styles.searchField}>
              <label className={styles.label} htmlFor={searchId}>
                Rechercher un article
              </label>
              <input
                id={searchId}
                ref={input}
                className={styles.input}
                type="search"
                name="q"
                maxLength={BLOG_SEARCH_MAX_LENGTH}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder="Dividendes, DSN, montant net social…"
              />
            </div>
            <button className={styles.button} type="submit">
              Rechercher
            </button>
          </form>
        </search>
      </div>

      <div aria-live="polite">
        {query.isFetching && !data ? null : location.search && data ? (
          <p className={styles.status}>{blogResultCountText(data.pagination, location.search)}</p>
        ) : null}
      </div>

      {!data && (query.isError || (isInitial && initialError !== undefined)) ? (
        <div className={styles.errorBox} role="alert">
          <p className={styles.errorTitle}>Erreur</p>
          <p>{errorMessage(query.isError ? statusTextOf(query.error) : initialError)}</p>
        </div>
      ) : null}

      {query.isFetching && (!data || query.isPlaceholderData) ? (
        <div className={styles.spinnerRow} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span className={visuallyHidden}>Chargement des articles…</span>
        </div>
      ) : null}

      {data && data.articles.length === 0 ? (
        <div className={styles.empty}>
          {data.pagination.total > 0 ? (
            // A page past the last (an old link, a hand-typed address): the articles are elsewhere.
            <>
              <p>
                Cette page n’existe pas : les articles tiennent{' '}
                {totalPages === 1 ? 'sur une page' : `en ${totalPages} pages`}.
              </p>
              <p>
                <a
                  className={styles.link}
                  href={blogHrefOf({ page: 1, search: location.search })}
                  onClick={(event) => {
                    event.preventDefault();
                    go({ page: 1, search: location.search });
                  }}
                >
                  Revenir à la première page
                </a>
              </p>
            </>
          ) : location.search ? (
            <>
              <p>Aucun article trouvé</p>
              <p>
                <a
                  className={styles.link}
                  href={paths.blog}
                  onClick={(event) => {
                    event.preventDefault();
                    showAll();
                  }}
                >
                  Voir tous les articles
                </a>
              </p>
            </>
          ) : (
            <p>Aucun article disponible</p>
          )}
        </div>
      ) : null}

      {data && data.articles.length > 0 ? (
        <ul className={styles.grid} aria-busy={query.isFetching}>
          {data.articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : null}

      {totalPages > 1 ? (
        <Pagination
          current={location.page}
          totalPages={totalPages}
          label="Pages des articles"
          hrefOf={(page) => blogHrefOf({ ...location, page })}
          onGo={(page) => go({ ...location, page })}
        />
      ) : null}
    </div>
  );
}

/** The blog list as an island: rendered by the server with its first page, then live in the browser. */
export default function BlogList(props: BlogListProps) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <BlogListView {...props} />
    </QueryClientProvider>
  );
}
