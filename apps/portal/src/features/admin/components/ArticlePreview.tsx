import { type ArticleFormValues, splitTags } from '../article-form.ts';
import { formatDate } from '../../../lib/format.ts';
import * as styles from './Admin.css.ts';

/**
 * The article as the blog will show it: title, summary, category, date, tags and the text. The
 * text is the editor's own HTML (Tiptap writes only the marks and nodes it knows, and refuses
 * `javascript:` links); the server sanitises it again when it is saved.
 */
export function ArticlePreview({ values }: { values: ArticleFormValues }) {
  const date = values.publishedAt ? new Date(values.publishedAt) : null;
  return (
    <article className={styles.preview} aria-label="Aperçu de l'article">
      <p className={styles.muted}>
        {values.category || 'Sans catégorie'}
        {' · '}
        {date && !Number.isNaN(date.getTime())
          ? formatDate(date)
          : values.status === 'published'
            ? 'Publié à l’enregistrement'
            : 'Brouillon'}
      </p>
      <h2 className={styles.previewTitle}>{values.title || 'Sans titre'}</h2>
      {values.summary ? <p className={styles.muted}>{values.summary}</p> : null}
      {values.imageUrl ? <img src={values.imageUrl} alt="" style={{ maxWidth: '100%' }} /> : null}
      {splitTags(values.tags).length > 0 ? (
        <p className={styles.articleMeta}>
          {splitTags(values.tags)
            .map((tag) => `#${tag}`)
            .join(' ')}
        </p>
      ) : null}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: values.content }} />
    </article>
  );
}
