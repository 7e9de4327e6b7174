import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminArticle, ARTICLE_CATEGORIES, slugify } from '@dirigeo/schemas';
import { Button, Input, Textarea, toast } from '@dirigeo/ui';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { PageSpinner } from '../../../lib/ui/PageSpinner.tsx';
import { useAdminArticle } from '../api/get-admin-article.ts';
import { useSaveArticle } from '../api/save-article.ts';
import {
  type ArticleFormOutput,
  type ArticleFormValues,
  articleFormSchema,
  articleFormValues,
} from '../article-form.ts';
import * as styles from './Admin.css.ts';
import { ArticlePreview } from './ArticlePreview.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

interface ArticleEditorProps {
  /** The article to change; null: a new one. */
  articleId: number | null;
  onClose: () => void;
}

const FIELDS = new Set<string>(Object.keys(articleFormValues()));

function isField(path: string): path is keyof ArticleFormValues {
  return FIELDS.has(path);
}

/** 'Nouvel article' and 'Modifier' (issue 15): the editor, its preview, and the save. */
export function ArticleEditor({ articleId, onClose }: ArticleEditorProps) {
  const article = useAdminArticle(articleId);
  if (articleId !== null && article.isPending) return <PageSpinner label="Chargement de l'article…" />;
  if (articleId !== null && article.isError) {
    return (
      <div className={styles.panel}>
        <p role="alert">Impossible de charger l'article : {errorMessage(article.error)}</p>
        <div>
          <Button type="button" variant="outline" onClick={onClose}>
            Revenir à la liste
          </Button>
        </div>
      </div>
    );
  }
  return <ArticleForm key={article.data?.id ?? 'new'} article={article.data} onClose={onClose} />;
}

function ArticleForm({ article, onClose }: { article: AdminArticle | undefined; onClose: () => void }) {
  const save = useSaveArticle();
  const [previewing, setPreviewing] = useState(false);
  // A new article's address follows its title until someone types one; an existing one keeps its own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(article === undefined);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getValues,
    formState: { errors },
  } = useForm<ArticleFormValues, unknown, ArticleFormOutput>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: articleFormValues(article),
  });
  const title = useWatch({ control, name: 'title' });

  useEffect(() => {
    if (slugFollowsTitle) setValue('slug', slugify(title));
  }, [title, slugFollowsTitle, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: article?.id ?? null, article: values });
      toast({
        title: saved.status === 'published' ? 'Article publié' : 'Brouillon enregistré',
        description:
          saved.status === 'published'
            ? `En ligne à l'adresse /blog/${saved.slug}.`
            : `« ${saved.title} » est enregistré.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        for (const issue of error.issues)
          if (isField(issue.path)) setError(issue.path, { message: issue.message });
      } else if (error instanceof ApiError && error.status === 409) {
        setError('slug', { message: error.message.replace(/^\d+: /, '') });
      }
      toast({
        title: 'Erreur',
        description: `L'article n'est pas enregistré : ${errorMessage(error)}`,
        variant: 'destructive',
      });
    }
  });

  const heading = article ? `Modifier « ${article.title} »` : 'Nouvel article';
  return (
    <section className={styles.panel} aria-labelledby="article-editor-title">
      <div className={styles.articleRow}>
        <h3 id="article-editor-title" className={styles.panelTitle}>
          {heading}
        </h3>
        <Button
          type="button"
          variant="outline"
          onClick={() => setPreviewing((shown) => !shown)}
          aria-pressed={previewing}
        >
          {previewing ? 'Revenir à la rédaction' : 'Aperçu'}
        </Button>
      </div>
      {previewing ? <ArticlePreview values={getValues()} /> : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={heading} hidden={previewing}>
        <FormField id="article-title" label="Titre" error={errors.title?.message}>
          {(field) => <Input {...field} {...register('title')} />}
        </FormField>
        <FormField
          id="article-slug"
          label="Adresse (slug)"
          hint="L'article sera à l'adresse /blog/ suivie de ces mots : minuscules sans accent, chiffres et tirets."
          error={errors.slug?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('slug', { onChange: () => setSlugFollowsTitle(false) })}
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField
          id="article-summary"
          label="Résumé"
          hint="Une ou deux phrases, 400 caractères au plus."
          error={errors.summary?.message}
        >
          {(field) => <Textarea {...field} rows={3} {...register('summary')} />}
        </FormField>
        <div className={styles.formGrid}>
          <FormField id="article-category" label="Catégorie" error={errors.category?.message}>
            {({ invalid, ...field }) => (
              <select
                {...field}
                aria-invalid={invalid || undefined}
                className={styles.nativeSelect}
                {...register('category')}
              >
                <option value="">Choisir une catégorie</option>
                {ARTICLE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="article-tags"
            label="Mots-clés"
            hint="Séparés par des virgules, 8 au plus."
            error={errors.tags?.message}
          >
            {(field) => <Input {...field} {...register('tags')} />}
          </FormField>
          <FormField
            id="article-image"
            label="Image (adresse)"
            hint="Une image du site (commençant par /) ; les images d'autres sites ne s'affichent pas sur le blog."
            error={errors.imageUrl?.message}
          >
            {(field) => <Input {...field} inputMode="url" {...register('imageUrl')} />}
          </FormField>
          <FormField id="article-author" label="Auteur" error={errors.author?.message}>
            {(field) => <Input {...field} {...register('author')} />}
          </FormField>
          <fieldset className={styles.radios}>
            <legend className={styles.legend}>Statut</legend>
            <label className={styles.radioLabel}>
              <input type="radio" value="draft" {...register('status')} />
              Brouillon
            </label>
            <label className={styles.radioLabel}>
              <input type="radio" value="published" {...register('status')} />
              Publié
            </label>
          </fieldset>
          <FormField
            id="article-published-at"
            label="Date de publication"
            hint="Vide : le moment où l'article est publié."
            error={errors.publishedAt?.message}
          >
            {(field) => <Input {...field} type="datetime-local" {...register('publishedAt')} />}
          </FormField>
        </div>
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <div>
              <RichTextEditor
                id="article-content"
                label="Texte de l'article"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(fieldState.error)}
                describedBy={fieldState.error ? 'article-content-error' : undefined}
              />
              {fieldState.error ? (
                <p id="article-content-error" role="alert" className={styles.rejected}>
                  {fieldState.error.message}
                </p>
              ) : null}
            </div>
          )}
        />
        <div className={styles.formActions}>
          <Button type="button" variant="outline" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
          </Button>
        </div>
      </form>
    </section>
  );
}
