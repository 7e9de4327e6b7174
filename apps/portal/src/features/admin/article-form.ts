import {
  type AdminArticle,
  ARTICLE_CATEGORIES,
  type ArticleWrite,
  articleAuthorSchema,
  articleImageUrlSchema,
  articlePublishedAtSchema,
  articleTagsSchema,
  articleWriteSchema,
  z,
} from '@dirigeo/schemas';

/** Who signs an article unless told otherwise (the articles written as files are signed so). */
const DEFAULT_AUTHOR = 'Équipe Dirigeo';

/** 'paie, SASU , dividendes' → ['paie', 'SASU', 'dividendes']: the tags as one text field. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` field shows it, in the browser's time zone. */
export function toLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an ISO instant; empty: none. */
export function fromLocalDateTime(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const { shape } = articleWriteSchema;

/**
 * The editor's form: the shared article schema (the API's own), with the tags typed as one text
 * (comma-separated) and the publication date as a `datetime-local` field. Its output is exactly
 * the body of `POST`/`PUT /api/admin/blog-articles`.
 */
export const articleFormSchema = z.object({
  title: shape.title,
  slug: shape.slug,
  summary: shape.summary,
  content: shape.content,
  category: z.string().pipe(
    z.enum(ARTICLE_CATEGORIES, {
      error: `Veuillez choisir une catégorie : ${ARTICLE_CATEGORIES.join(', ')}.`,
    }),
  ),
  tags: z.string().transform(splitTags).pipe(articleTagsSchema),
  imageUrl: articleImageUrlSchema,
  status: shape.status,
  publishedAt: z.string().transform(fromLocalDateTime).pipe(articlePublishedAtSchema.nullable()),
  author: articleAuthorSchema.transform((value) => (value === '' ? null : value)),
});
export type ArticleFormValues = z.input<typeof articleFormSchema>;
export type ArticleFormOutput = z.output<typeof articleFormSchema> & ArticleWrite;

/** The form's values for an article, or for a new one. */
export function articleFormValues(article?: AdminArticle): ArticleFormValues {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    summary: article?.summary ?? '',
    content: article?.content ?? '',
    category: article?.category ?? '',
    tags: article?.tags.join(', ') ?? '',
    imageUrl: article?.imageUrl ?? '',
    status: article?.status ?? 'draft',
    publishedAt: toLocalDateTime(article?.publishedAt ?? null),
    author: article ? (article.author ?? '') : DEFAULT_AUTHOR,
  };
}
