import type { ArticleSummary } from '@dirigeo/schemas';
import { BLOG_SUGGESTIONS_FETCHED, BLOG_SUGGESTIONS_SHOWN } from '@dirigeo/schemas/constants';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchBlogList } from './blog-client.ts';
import { formatLongDate } from '../../lib/french-dates.ts';
import * as styles from './article.css.ts';
import { paths } from '../../lib/paths.ts';

/** Spec 001 §7: suggestions are cached 5 minutes, never refetched on window focus. */
const SUGGESTIONS_STALE_TIME = 5 * 60_000;

export interface SuggestedArticlesProps {
  slug: string;
  category: string;
  /** What the server found, so the sidebar shows at once and without JavaScript. */
  initialArticles: ArticleSummary[] | null;
}

/** Up to 2 other articles of the same category (spec 001 §2), fetched as 6 and filtered. */
function pickSuggestions(articles: readonly ArticleSummary[], slug: string): ArticleSummary[] {
  return articles.filter((article) => article.slug !== slug).slice(0, BLOG_SUGGESTIONS_SHOWN);
}

export function suggestionsApiPath(category: string): string {
  return `/api/blog?${new URLSearchParams({ category, limit: String(BLOG_SUGGESTIONS_FETCHED) })}`;
}

function Suggestions({ slug, category, initialArticles }: SuggestedArticlesProps) {
  const query = useQuery({
    queryKey: ['blog', 'suggestions', category],
    queryFn: async () => (await fetchBlogList(suggestionsApiPath(category))).articles,
    initialData: initialArticles ?? undefined,
    staleTime: SUGGESTIONS_STALE_TIME,
    refetchOnWindowFocus: false,
  });
  // Spec 001 §8: a failure is not shown to the visitor ('Impossible de charger les articles suggérés').
  if (query.isError) console.warn('Impossible de charger les articles suggérés', query.error);
  const suggestions = pickSuggestions(query.data ?? [], slug);
  if (suggestions.length === 0) return null;
  return (
    <section className={styles.sideBlock} aria-labelledby="suggestions-title">
      <h2 id="suggestions-title" className={styles.sideTitle}>
        Articles suggérés
      </h2>
      <ul className={styles.suggestions}>
        {suggestions.map((article) => (
          <li key={article.id}>
            <a className={styles.suggestion} href={paths.blogArticle(article.slug)}>
              <span className={styles.suggestionTitle}>{article.title}</span>
              <span className={styles.suggestionMeta}>
                {formatLongDate(article.publishedAt ?? article.createdAt)} · {article.readingMinutes} min
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SuggestedArticles(props: SuggestedArticlesProps) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <Suggestions {...props} />
    </QueryClientProvider>
  );
}
