import type { ArticleSummary } from '@dirigeo/schemas';
import { BLOG_CARD_TAGS } from '@dirigeo/schemas/constants';
import { articleCover } from './blog-cover.ts';
import { formatLongDate } from '../../lib/french-dates.ts';
import * as styles from './blog.css.ts';
import { tagColorOf } from './tag-color.ts';
import { paths } from '../../lib/paths.ts';

/** The generated cover of an article without an image (spec 001 §2). */
export function ArticleCover({ article }: { article: Pick<ArticleSummary, 'title' | 'category'> }) {
  const cover = articleCover(article);
  return (
    <div className={`${styles.cover} ${styles.coverThemes[cover.theme]}`} aria-hidden="true">
      <span className={styles.coverCategory}>{article.category}</span>
      <span className={styles.coverTagline}>{cover.tagline}</span>
      {cover.keyFigure && (
        <span className={styles.keyFigure}>
          <span className={styles.keyFigureValue}>{cover.keyFigure}</span>
          <span className={styles.keyFigureLabel}>Chiffre clé</span>
        </span>
      )}
    </div>
  );
}

/** A card of the blog list: the whole card links to the article. */
export function ArticleCard({
  article,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = article.publishedAt ?? article.createdAt;
  return (
    <a className={styles.card} href={paths.blogArticle(article.slug)}>
      {article.imageUrl ? (
        <img className={styles.coverImage} src={article.imageUrl} alt="" loading="lazy" />
      ) : (
        <ArticleCover article={article} />
      )}
      <div className={styles.cardBody}>
        <p className={styles.cardMeta}>
          {article.category} · <time dateTime={date}>{formatLongDate(date)}</time> · {article.readingMinutes}{' '}
          min de lecture
        </p>
        <Heading className={styles.cardTitle}>{article.title}</Heading>
        <p className={styles.cardSummary}>{article.summary}</p>
        {article.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Mots-clés">
            {article.tags.slice(0, BLOG_CARD_TAGS).map((tag) => (
              <li key={tag} className={`${styles.tag} ${styles.tagColors[tagColorOf(tag)]}`}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </a>
  );
}
