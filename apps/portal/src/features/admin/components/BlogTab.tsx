import { errorMessage } from '../../../lib/api-client.ts';
import { Badge, Button, toast, VisuallyHidden } from '@dirigeo/ui';
import { Download, FileUp, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { PageSpinner } from '../../../lib/ui/PageSpinner.tsx';
import { articleCountText, moreArticlesText, NO_ARTICLE_TEXT } from '../admin-format.ts';
import { useDownloadArticles } from '../api/download-articles.ts';
import { useAdminArticles } from '../api/get-admin-articles.ts';
import * as styles from './Admin.css.ts';
import { ArticleEditor } from './ArticleEditor.tsx';
import { ImportDialog } from './ImportDialog.tsx';

/**
 * Spec 001 §2, Blog management, with every button working (issue 15): 'Nouvel article' and
 * 'Modifier' open the editor, 'Importer un fichier JSON' the import, 'Exporter tous les articles'
 * downloads the file the import takes back, and each article downloads as JSON.
 */
export function BlogTab() {
  const articles = useAdminArticles();
  const download = useDownloadArticles();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [importing, setImporting] = useState(false);

  const save = (id: number | null) =>
    download.mutate(id, {
      onError: (error) =>
        toast({
          title: 'Erreur',
          description: `Le téléchargement a échoué : ${errorMessage(error)}`,
          variant: 'destructive',
        }),
    });

  if (editing) return <ArticleEditor articleId={editing.id} onClose={() => setEditing(null)} />;

  return (
    <div className={styles.form}>
      <div className={styles.toolbar}>
        <Button type="button" onClick={() => setEditing({ id: null })}>
          <Plus aria-hidden="true" />
          Nouvel article
        </Button>
        <Button type="button" variant="outline" onClick={() => setImporting(true)}>
          <FileUp aria-hidden="true" />
          Importer un fichier JSON
        </Button>
        <Button type="button" variant="outline" disabled={download.isPending} onClick={() => save(null)}>
          <Download aria-hidden="true" />
          Exporter tous les articles
        </Button>
      </div>
      <ImportDialog open={importing} onOpenChange={setImporting} />
      {articles.isPending ? (
        <PageSpinner label="Chargement des articles…" />
      ) : articles.isError ? (
        <p role="alert">Impossible de charger les articles : {errorMessage(articles.error)}</p>
      ) : articles.data.total === 0 ? (
        <p className={styles.empty}>{NO_ARTICLE_TEXT}</p>
      ) : (
        <>
          <p className={styles.muted}>{articleCountText(articles.data.total)}</p>
          <ul className={styles.list} aria-label="Articles">
            {articles.data.articles.map((article) => (
              <li key={article.id} className={styles.articleRow}>
                <div className={styles.articleText}>
                  <span className={styles.articleTitle}>{article.title}</span>
                  <span className={styles.articleMeta}>
                    <span>/blog/{article.slug}</span>
                    <span>
                      {article.publication_date ? formatDate(article.publication_date) : 'Non daté'}
                    </span>
                    <span>{article.author ?? 'Sans auteur'}</span>
                    {article.status === 'draft' ? <Badge variant="warning">Brouillon</Badge> : null}
                  </span>
                </div>
                <div className={styles.rowActions}>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing({ id: article.id })}
                  >
                    <Pencil aria-hidden="true" />
                    Modifier <VisuallyHidden>« {article.title} »</VisuallyHidden>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={download.isPending}
                    onClick={() => save(article.id)}
                    aria-label={`Télécharger « ${article.title} » en JSON`}
                    title="Télécharger en JSON"
                  >
                    <Download aria-hidden="true" />
                    JSON
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {articles.data.total > articles.data.articles.length ? (
            <p className={styles.muted}>
              {moreArticlesText(articles.data.total - articles.data.articles.length)}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
