import { ADMIN_TEXTS } from './constants/admin.ts';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_SLUG_MAX_LENGTH,
  ARTICLE_SLUG_PATTERN,
  ARTICLE_STATUSES,
} from './constants/blog.ts';
import { articleSchema } from './blog.ts';
import { CONTACT_SUBMISSION_STATUSES } from './constants/contact.ts';
import { z } from './zod-fr.ts';

/**
 * POST /api/admin/login's body (issue 15, issue 22 §3): a named account's username, password and
 * TOTP code; the password alone is the bootstrap ADMIN_PASSWORD, accepted only while no account exists.
 */
export const adminLoginBodySchema = z.object({
  username: z.string().trim().max(64, { error: ADMIN_TEXTS.wrongCredentials }).optional(),
  password: z
    .string({ error: ADMIN_TEXTS.passwordRequired })
    .min(1, { error: ADMIN_TEXTS.passwordRequired })
    .max(1000, { error: ADMIN_TEXTS.wrongPassword }),
  code: z.string().trim().max(16, { error: ADMIN_TEXTS.wrongCredentials }).optional(),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

/** GET /api/admin/session: whether the back office can be opened, and whether this browser has. */
export const adminSessionStateSchema = z.object({
  /** False while the server has neither an admin account nor ADMIN_PASSWORD: the gate says the back office is closed. */
  open: z.boolean(),
  /** This browser holds a live admin session. */
  signedIn: z.boolean(),
  /** Named accounts exist: the sign-in asks for a username, a password and a TOTP code (issue 22 §3). */
  namedAccounts: z.boolean(),
});
export type AdminSessionState = z.infer<typeof adminSessionStateSchema>;

/** GET /api/admin/stats (spec 001 §3 "Stats (admin)"): every exchange with the assistant, every contact request. */
export const adminStatsSchema = z.object({
  /** 'Messages échangés': questions the assistant answered. */
  chatInteractions: z.number().int(),
  /** 'Contacts reçus': contact requests stored. */
  formSubmissions: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** A conversation as the back office reads it (spec 001 §3 "Chat conversation", admin read). */
export const adminConversationSchema = z.object({
  id: z.number().int(),
  /** The visitor's question, as typed: shown as text. */
  userMessage: z.string(),
  /** The answer sent, sanitised HTML: the back office shows its text. */
  botResponse: z.string(),
  /** Milliseconds from the question's arrival to the answer. */
  responseTime: z.number().int(),
  createdAt: z.string(),
});
export type AdminConversation = z.infer<typeof adminConversationSchema>;
export const adminConversationListSchema = z.array(adminConversationSchema);

/**
 * A contact request as the back office reads it (spec 001 §3 "Contact submission (admin read)"),
 * with the fields a person answering it needs besides: the job title, the profile and the message.
 */
export const adminSubmissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  employeeCount: z.number().int().nullable(),
  packageType: z.string().nullable(),
  jobTitle: z.string(),
  /** `company`, `accountant` or `other` (`CONTACT_CLIENT_TYPE_LABELS`), or anything older, shown raw. */
  clientType: z.string(),
  /** The company's SIRET, 14 digits, as the form checked it. */
  siret: z.string(),
  message: z.string(),
  /** `new`, `contacted`, `closed`, or anything else written there, shown raw. */
  status: z.string(),
  createdAt: z.string(),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;
export const adminSubmissionListSchema = z.array(adminSubmissionSchema);

/** GET /api/admin/submissions's query: the newest first, this many. */
export const adminSubmissionListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Le nombre de demandes doit être un nombre.' })
    .int({ error: 'Le nombre de demandes doit être un nombre entier.' })
    .min(1, { error: 'Le nombre de demandes doit être au moins 1.' })
    .max(500, { error: 'Le nombre de demandes ne peut pas dépasser 500.' })
    .default(100),
});

/** GET /api/admin/audit-log's query: the newest first, `limit` of them, older than the entry `before`. */
export const adminAuditLogQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Le nombre d’actions doit être un nombre.' })
    .int({ error: 'Le nombre d’actions doit être un nombre entier.' })
    .min(1, { error: 'Le nombre d’actions doit être au moins 1.' })
    .max(200, { error: 'Le nombre d’actions ne peut pas dépasser 200.' })
    .default(50),
  before: z.coerce
    .number({ error: 'Le repère « before » doit être le numéro d’une action.' })
    .int({ error: 'Le repère « before » doit être le numéro d’une action.' })
    .min(1, { error: 'Le repère « before » doit être le numéro d’une action.' })
    .optional(),
});

/** One action of the back office (issue 22 §3), with its author and what it was, in French. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  /** The author's username when it acted, or `ADMIN_PASSWORD` for the bootstrap password. */
  author: z.string(),
  /** What was done, in French (« Article de blog modifié (n° 12) »). */
  description: z.string(),
  /** What the server recorded (`PUT /api/admin/blog-articles/:id`, `sign-in`), for an auditor. */
  action: z.string(),
  target: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** A page of the audit log; `nextBefore` asks for the next (older) page, null at the first action. */
export const adminAuditLogSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type AdminAuditLog = z.infer<typeof adminAuditLogSchema>;

/** PATCH /api/admin/submissions/{id}'s body (spec 001 §4: Nouveau, Contacté, Fermé). */
export const submissionStatusBodySchema = z.object({
  status: z.enum(CONTACT_SUBMISSION_STATUSES, {
    error: 'Le statut doit être Nouveau (new), Contacté (contacted) ou Fermé (closed).',
  }),
});
export type SubmissionStatusBody = z.infer<typeof submissionStatusBodySchema>;

/** One article of GET /api/admin/blog-articles, with the spec's field names (§3 "Blog article (admin read)"). */
export const adminArticleListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** ISO 8601; null for a draft not yet dated. */
  publication_date: z.string().nullable(),
  author: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
});
export type AdminArticleListItem = z.infer<typeof adminArticleListItemSchema>;

/** GET /api/admin/blog-articles: the first articles (drafts, then newest published) and how many there are. */
export const adminArticleListSchema = z.object({
  articles: z.array(adminArticleListItemSchema),
  total: z.number().int(),
});
export type AdminArticleList = z.infer<typeof adminArticleListSchema>;

export const adminArticleListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Le nombre d’articles doit être un nombre.' })
    .int({ error: 'Le nombre d’articles doit être un nombre entier.' })
    .min(1, { error: 'Le nombre d’articles doit être au moins 1.' })
    .max(100, { error: 'Le nombre d’articles ne peut pas dépasser 100.' })
    .default(10),
});

/** What the text of an HTML body holds once its tags are dropped. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
}

/** An image on the site (`/…`) or an https address. The site's CSP shows only its own images. */
export const articleImageUrlSchema = z
  .string()
  .trim()
  .max(500, { error: 'L’adresse de l’image ne peut pas dépasser 500 caractères.' })
  .refine(
    (value) =>
      value === '' ||
      /^\/(?!\/)\S*$/.test(value) ||
      /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/.test(value),
    {
      error: 'L’image doit être une adresse du site (commençant par /) ou une adresse https.',
    },
  )
  .transform((value) => (value === '' ? null : value));

/** An article's tags: up to 8 words or phrases. */
export const articleTagsSchema = z
  .array(
    z
      .string({ error: 'Chaque mot-clé doit être un texte.' })
      .trim()
      .min(1, { error: 'Un mot-clé ne peut pas être vide.' })
      .max(60, { error: 'Un mot-clé ne peut pas dépasser 60 caractères.' }),
    { error: 'Les mots-clés doivent être une liste.' },
  )
  .max(8, { error: 'Huit mots-clés au plus.' });

/** An article's publication date: ISO 8601 with its offset. */
export const articlePublishedAtSchema = z.iso.datetime({
  offset: true,
  error: 'La date de publication doit être une date ISO 8601.',
});

/** Who signs an article. */
export const articleAuthorSchema = z
  .string({ error: 'L’auteur doit être un texte.' })
  .trim()
  .max(255, { error: 'L’auteur ne peut pas dépasser 255 caractères.' });

/**
 * An article as the back office writes it (editor, import, export): what `POST` and `PUT
 * /api/admin/blog-articles` take, and each article of an export file. The body is HTML, sanitised
 * by the server whoever wrote it.
 */
export const articleWriteSchema = z.object({
  /** The article's address: /blog/{slug}. */
  slug: z
    .string({ error: 'Veuillez saisir l’adresse de l’article.' })
    .trim()
    .min(1, { error: 'Veuillez saisir l’adresse de l’article.' })
    .max(ARTICLE_SLUG_MAX_LENGTH, {
      error: `L’adresse ne peut pas dépasser ${ARTICLE_SLUG_MAX_LENGTH} caractères.`,
    })
    .regex(ARTICLE_SLUG_PATTERN, {
      error:
        'L’adresse ne peut contenir que des lettres minuscules sans accent et des chiffres, séparés par des tirets.',
    }),
  title: z
    .string({ error: 'Veuillez saisir le titre.' })
    .trim()
    .min(1, { error: 'Veuillez saisir le titre.' })
    .max(300, { error: 'Le titre ne peut pas dépasser 300 caractères.' }),
  summary: z
    .string({ error: 'Veuillez saisir le résumé.' })
    .trim()
    .min(1, { error: 'Veuillez saisir le résumé.' })
    .max(400, { error: 'Le résumé ne peut pas dépasser 400 caractères.' }),
  /** HTML. */
  content: z
    .string({ error: 'Veuillez écrire le texte de l’article.' })
    .max(500_000, { error: 'Le texte de l’article est trop long (500 000 caractères au plus).' })
    .refine((html) => htmlText(html) !== '', { error: 'Veuillez écrire le texte de l’article.' }),
  category: z.enum(ARTICLE_CATEGORIES, {
    error: `Veuillez choisir une catégorie : ${ARTICLE_CATEGORIES.join(', ')}.`,
  }),
  tags: articleTagsSchema.default([]),
  imageUrl: articleImageUrlSchema.nullable().default(null),
  status: z.enum(ARTICLE_STATUSES, { error: 'Le statut doit être brouillon (draft) ou publié (published).' }),
  /** ISO 8601 with its offset; null: the moment of publication, for a published article. */
  publishedAt: articlePublishedAtSchema.nullable().default(null),
  author: articleAuthorSchema
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
});
export type ArticleWriteInput = z.input<typeof articleWriteSchema>;
export type ArticleWrite = z.output<typeof articleWriteSchema>;

/**
 * An article as the back office edits it (GET /api/admin/blog-articles/{id}, and the writes' answers):
 * the public article without its reading time, with its status and author.
 */
export const adminArticleSchema = articleSchema.omit({ readingMinutes: true }).extend({
  status: z.enum(ARTICLE_STATUSES),
  author: z.string().nullable(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** The `format` of an export file, which the import checks. */
export const BLOG_EXPORT_FORMAT = 'dirigeo-blog-articles';
export const BLOG_EXPORT_VERSION = 1;
/** The most articles one import takes. */
export const BLOG_IMPORT_MAX_ARTICLES = 5000;

/** One article of an export file: exactly what the import writes back. */
export const exportedArticleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
  publishedAt: z.string().nullable(),
  author: z.string().nullable(),
});
export type ExportedArticle = z.infer<typeof exportedArticleSchema>;

/** GET /api/admin/blog-articles/export (and one article's download): a file Import takes back. */
export const blogExportSchema = z.object({
  format: z.literal(BLOG_EXPORT_FORMAT),
  version: z.literal(BLOG_EXPORT_VERSION),
  exportedAt: z.string(),
  articles: z.array(exportedArticleSchema),
});
export type BlogExport = z.infer<typeof blogExportSchema>;

/**
 * POST /api/admin/blog-articles/import's body: an export file. Its articles are checked one by one
 * by the server (`articleWriteSchema`), so that the report gives each one's reasons.
 */
export const blogImportBodySchema = z.object(
  {
    format: z.literal(BLOG_EXPORT_FORMAT, {
      error: 'Ce fichier n’est pas un export d’articles de Dirigeo (format attendu : dirigeo-blog-articles).',
    }),
    version: z.literal(BLOG_EXPORT_VERSION, {
      error: `Cette version du format d’export n’est pas prise en charge (version attendue : ${BLOG_EXPORT_VERSION}).`,
    }),
    exportedAt: z.string().optional(),
    articles: z
      .array(z.unknown(), { error: 'Le fichier ne contient pas de liste d’articles.' })
      .max(BLOG_IMPORT_MAX_ARTICLES, {
        error: `Un import prend ${BLOG_IMPORT_MAX_ARTICLES} articles au plus.`,
      }),
  },
  { error: 'Ce fichier n’est pas un export d’articles de Dirigeo.' },
);
export type BlogImportBody = z.infer<typeof blogImportBodySchema>;

export const blogImportQuerySchema = z.object({
  /** `true`: report what would be done, change nothing. */
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun vaut true ou false.' })
    .default('true')
    .transform((value) => value === 'true'),
});

const importedArticleRefSchema = z.object({
  /** Position in the file, from 1. */
  position: z.number().int(),
  slug: z.string(),
  title: z.string(),
});

/** What an import did, or would do (dry run): every article of the file in one of four lists. */
export const blogImportReportSchema = z.object({
  /** False for a dry run; an import that rejects an article applies nothing (400). */
  applied: z.boolean(),
  created: z.array(importedArticleRefSchema),
  updated: z.array(importedArticleRefSchema),
  /** Already stored exactly so: nothing to write. */
  unchanged: z.array(importedArticleRefSchema),
  rejected: z.array(
    z.object({
      position: z.number().int(),
      /** What the file gave, when it gave text. */
      slug: z.string().nullable(),
      title: z.string().nullable(),
      /** Every reason, in French. */
      reasons: z.array(z.string()),
    }),
  ),
});
export type BlogImportReport = z.infer<typeof blogImportReportSchema>;
