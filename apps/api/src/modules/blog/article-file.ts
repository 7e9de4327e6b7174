import { createHash } from 'node:crypto';
import { ARTICLE_CATEGORIES, z } from '@dirigeo/schemas';
import { marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import type { ArticleInput } from './save-article.ts';

/** The front matter of an article file (see `apps/api/content/blog/README.md`). */
const frontMatterSchema = z.object({
  title: z.string().trim().min(1).max(300),
  summary: z.string().trim().min(1).max(400),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(z.string().trim().min(1).max(60)).min(1).max(8),
  publishedAt: z.union([z.date(), z.iso.date().transform((value) => new Date(`${value}T08:00:00Z`))]),
  imageUrl: z.url({ protocol: /^https$/ }).optional(),
});

class ArticleFileError extends Error {
  override name = 'ArticleFileError';
}

/** `my-article.md` → `my-article`; the slug of a file article is its file name. */
export function slugOfFile(fileName: string): string {
  return fileName.replace(/\.md$/, '');
}

/**
 * An article file: YAML front matter between `---` lines, then the text in Markdown (GitHub
 * flavour). Answers the article as the back office would write it, published, with the file's hash.
 */
/** The SHA-256 of an article file's text: what tells a restart whether the file changed. */
export function articleSourceHash(source: string): string {
  return createHash('sha256').update(source).digest('hex');
}

export function parseArticleFile(fileName: string, source: string): { input: ArticleInput; hash: string } {
  const slug = slugOfFile(fileName);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new ArticleFileError(`${fileName}: bad file name`);
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new ArticleFileError(`${fileName}: no front matter`);
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ArticleFileError(`${fileName}: ${issues}`);
  }
  const content = marked.parse(match[2] ?? '', { gfm: true, async: false });
  return {
    input: {
      slug,
      title: parsed.data.title,
      summary: parsed.data.summary,
      content,
      category: parsed.data.category,
      tags: parsed.data.tags,
      imageUrl: parsed.data.imageUrl ?? null,
      status: 'published',
      publishedAt: parsed.data.publishedAt,
      author: 'Équipe Dirigeo',
    },
    hash: articleSourceHash(source),
  };
}
