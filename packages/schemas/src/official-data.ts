import { OFFICIAL_SEARCH_MAX_LENGTH, OFFICIAL_SEARCH_MIN_LENGTH } from './constants/official-content.ts';
import { PRACTICAL_SHEET_CATEGORIES } from './constants/practical-sheet.ts';
import { z } from './zod-fr.ts';

/*
 * The official content the tools hub serves from our own database (issue 13): the Ministry of
 * Labour's practical sheets, the Code du travail and the collective agreements, extracted from the
 * SocialGouv npm packages (Apache-2.0). Field names are French, as spec 001 §3 names the practical
 * sheet (titre, description, categorie, date, contenu) and the collective agreement (idcc, titre).
 */

/** Where a dataset comes from: shown on every page that displays it (Apache-2.0 asks for it). */
export const officialSourceSchema = z.object({
  /** Who publishes the content, e.g. « Ministère du Travail (travail-emploi.gouv.fr) ». */
  editeur: z.string(),
  /** The npm package it was extracted from. */
  paquet: z.string(),
  /** The package's version. */
  version: z.string(),
  licence: z.string(),
});
export type OfficialSource = z.infer<typeof officialSourceSchema>;

/** A list limit in a query string: a default, a maximum, a French message otherwise. */
function listLimit(defaultValue: number, max: number) {
  const message = `La limite doit être un nombre entier entre 1 et ${max}`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message })
    .default(defaultValue);
}

const offsetSchema = z.coerce
  .number({ error: 'Le décalage doit être un nombre entier positif ou nul' })
  .int({ error: 'Le décalage doit être un nombre entier positif ou nul' })
  .min(0, { error: 'Le décalage doit être un nombre entier positif ou nul' })
  .max(100_000, { error: 'Le décalage doit être un nombre entier positif ou nul' })
  .default(0);

function searchText(options: { minLength: number }) {
  const tooShort =
    options.minLength > 1
      ? `La recherche doit contenir au moins ${options.minLength} caractères`
      : 'La recherche est vide';
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'La recherche est requise' : 'La recherche doit être un texte',
    })
    .trim()
    .min(options.minLength, { error: tooShort })
    .max(OFFICIAL_SEARCH_MAX_LENGTH, {
      error: `La recherche doit contenir au plus ${OFFICIAL_SEARCH_MAX_LENGTH} caractères`,
    });
}

/** An optional search: absent, or sent empty (`?q=`), it is no search. */
function optionalSearchText(options: { minLength: number }) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    searchText(options).optional(),
  );
}

// ── Practical sheets ─────────────────────────────────────────────────────────────────────────────

export const practicalSheetCategorySchema = z.enum(PRACTICAL_SHEET_CATEGORIES, {
  error: `Catégorie inconnue : les catégories sont ${PRACTICAL_SHEET_CATEGORIES.join(', ')}`,
});

/** Default and maximum number of sheets in one answer. */
export const PRACTICAL_SHEETS_DEFAULT_LIMIT = 20;
export const PRACTICAL_SHEETS_MAX_LIMIT = 100;

/** GET /api/fiches-pratiques: optional category and search, a page of the list. */
export const practicalSheetListQuerySchema = z.object({
  categorie: practicalSheetCategorySchema.optional(),
  /** Words searched in the title, description and content (accents and small typos ignored). */
  q: optionalSearchText({ minLength: OFFICIAL_SEARCH_MIN_LENGTH }),
  limit: listLimit(PRACTICAL_SHEETS_DEFAULT_LIMIT, PRACTICAL_SHEETS_MAX_LIMIT),
  offset: offsetSchema,
});
export type PracticalSheetListQuery = z.infer<typeof practicalSheetListQuerySchema>;

export const practicalSheetSlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,200}$/, { error: 'Identifiant de fiche invalide' }),
});

/** A practical sheet in a list (spec 001 §3 « Practical sheet »). */
export const practicalSheetSummarySchema = z.object({
  /** The sheet's slug, as in its page's URL (/outils/fiche/{id}) and on travail-emploi.gouv.fr. */
  id: z.string(),
  titre: z.string(),
  /** Plain-text summary. */
  description: z.string(),
  categorie: practicalSheetCategorySchema,
  /** The category's label, e.g. « Temps de travail ». */
  categorieLibelle: z.string(),
  /** Date of the official sheet's last update, dd/mm/yyyy. */
  date: z.string(),
  /** The sheet's introduction, sanitised HTML. */
  contenu: z.string(),
});
export type PracticalSheetSummary = z.infer<typeof practicalSheetSummarySchema>;

/** An article of the Code du travail cited by a sheet. */
export const citedLabourCodeArticleSchema = z.object({
  /** As the sheet writes it, e.g. « L3141-3 ». */
  numero: z.string(),
  /** Our article's id when it is in force (its page: /code-du-travail/article/{id}), else null. */
  id: z.string().nullable(),
  /** Our article's page, or Légifrance for an article we do not serve. */
  url: z.string(),
});
export type CitedLabourCodeArticle = z.infer<typeof citedLabourCodeArticleSchema>;

/** GET /api/fiches-pratiques/{slug}: the whole sheet. */
export const practicalSheetSchema = practicalSheetSummarySchema.extend({
  sections: z.array(
    z.object({
      /** Anchor of the section on the official page (may be empty). */
      ancre: z.string(),
      titre: z.string(),
      /** Sanitised HTML; links to the Code du travail point at our article pages. */
      contenu: z.string(),
    }),
  ),
  /** Every Code du travail article the sheet cites, in order of first citation. */
  articlesCites: z.array(citedLabourCodeArticleSchema),
  /** The sheet on travail-emploi.gouv.fr. */
  urlOfficielle: z.string(),
  source: officialSourceSchema,
});
export type PracticalSheet = z.infer<typeof practicalSheetSchema>;

/** GET /api/fiches-pratiques/categories: the categories in use and how many sheets each has. */
export const practicalSheetCategoryCountSchema = z.object({
  id: practicalSheetCategorySchema,
  libelle: z.string(),
  nombre: z.number().int(),
});

// ── Code du travail ──────────────────────────────────────────────────────────────────────────────

/** Default and maximum number of articles a search answers. */
export const LABOUR_CODE_SEARCH_DEFAULT_LIMIT = 20;
export const LABOUR_CODE_SEARCH_MAX_LIMIT = 50;

/** GET /api/code-du-travail/recherche: an article number (L1234-9, 1234-9, L. 1234-9) or words. */
export const labourCodeSearchQuerySchema = z.object({
  q: searchText({ minLength: OFFICIAL_SEARCH_MIN_LENGTH }),
  limit: listLimit(LABOUR_CODE_SEARCH_DEFAULT_LIMIT, LABOUR_CODE_SEARCH_MAX_LIMIT),
});
export type LabourCodeSearchQuery = z.infer<typeof labourCodeSearchQuerySchema>;

export const labourCodeArticleParamsSchema = z.object({
  /** The article's number (L1234-9, l1234-9, L. 1234-9) or id (an annex's LEGIARTI…). */
  id: z
    .string()
    .trim()
    .min(1, { error: "Numéro d'article invalide" })
    .max(60, { error: "Numéro d'article invalide" }),
});

export const labourCodeSectionParamsSchema = z.object({
  id: z.string().regex(/^LEGISCTA\d{12}$/, { error: 'Identifiant de section invalide' }),
});

/** A section of the code (Partie, Livre, Titre, Chapitre, Section…). */
export const labourCodeSectionRefSchema = z.object({
  /** Légifrance's id of the section (LEGISCTA…), for /code-du-travail/sommaire/{id}. */
  id: z.string(),
  /** « Livre II : Le contrat de travail ». */
  titre: z.string(),
});
export type LabourCodeSectionRef = z.infer<typeof labourCodeSectionRefSchema>;

/** An article named by its number, for links. */
export const labourCodeArticleRefSchema = z.object({
  /** For its page /code-du-travail/article/{id}: the number (L1234-9) or an annex's LEGIARTI id. */
  id: z.string(),
  /** As Légifrance writes it: « L1234-9 », « Annexe I ». */
  numero: z.string(),
});
export type LabourCodeArticleRef = z.infer<typeof labourCodeArticleRefSchema>;

/** GET /api/code-du-travail/articles/{id}: one article with its place and its neighbours. */
export const labourCodeArticleSchema = z.object({
  id: z.string(),
  numero: z.string(),
  /** The article's text, sanitised HTML; its links to other articles point at our pages. */
  texte: z.string(),
  /** Légifrance's note under the article (entry into force…), sanitised HTML, or null. */
  nota: z.string().nullable(),
  /** Its place, from the part down to its section: Partie › Livre › Titre › Chapitre › Section… */
  emplacement: z.array(labourCodeSectionRefSchema),
  /** The articles before and after it in the code's order (null at either end). */
  precedent: labourCodeArticleRefSchema.nullable(),
  suivant: labourCodeArticleRefSchema.nullable(),
  /** Start of the version we serve, dd/mm/yyyy. */
  enVigueurDepuis: z.string(),
  /** End of that version when one is already known (repeal or new wording), dd/mm/yyyy, else null. */
  finDeVigueur: z.string().nullable(),
  urlLegifrance: z.string(),
  source: officialSourceSchema,
});
export type LabourCodeArticle = z.infer<typeof labourCodeArticleSchema>;

/** One article found by a search. */
export const labourCodeSearchResultSchema = labourCodeArticleRefSchema.extend({
  /** Plain-text excerpt of the article (around the words found, for a search by words). */
  extrait: z.string(),
  /** The section the article sits in. */
  section: labourCodeSectionRefSchema,
});
export type LabourCodeSearchResult = z.infer<typeof labourCodeSearchResultSchema>;

/** GET /api/code-du-travail/recherche. */
export const labourCodeSearchSchema = z.object({
  /** How the text was read: an article number, or words. */
  mode: z.enum(['numero', 'mots']),
  /** The search as understood: the normalised number (L1234-9), or the words. */
  recherche: z.string(),
  /** The words actually searched when some were corrected (« licensiement » → « licenciement »). */
  rechercheCorrigee: z.string().nullable(),
  /** Best first, at most `limit`. */
  resultats: z.array(labourCodeSearchResultSchema),
});
export type LabourCodeSearch = z.infer<typeof labourCodeSearchSchema>;

/** An entry of a table of contents level: a sub-section, or an article, in the code's order. */
export const labourCodeTableOfContentsEntrySchema = z.discriminatedUnion('type', [
  labourCodeSectionRefSchema.extend({
    type: z.literal('section'),
    /** Articles in force under it, at any depth. */
    nombreArticles: z.number().int(),
    /** Its first and last articles, for « Articles L1221-1 à L1221-5 ». */
    premierArticle: labourCodeArticleRefSchema,
    dernierArticle: labourCodeArticleRefSchema,
  }),
  labourCodeArticleRefSchema.extend({ type: z.literal('article') }),
]);

/** GET /api/code-du-travail/sommaire[/{id}]: one level of the table of contents. */
export const labourCodeTableOfContentsSchema = z.object({
  /** The section shown, null for the code's first level (its parts). */
  section: labourCodeSectionRefSchema.nullable(),
  /** Its ancestors, from the part down to its parent. */
  emplacement: z.array(labourCodeSectionRefSchema),
  entrees: z.array(labourCodeTableOfContentsEntrySchema),
  source: officialSourceSchema,
});
export type LabourCodeTableOfContents = z.infer<typeof labourCodeTableOfContentsSchema>;

/**
 * GET /api/code-du-travail/plan: the id of every level of the table of contents and of every
 * article in force, each in the code's order, in one answer (the sitemap lists them all; walking the
 * table level by level took some 4 900 requests).
 */
export const labourCodePlanSchema = z.object({
  /** LEGISCTA… ids, parents before their children. */
  sections: z.array(z.string()),
  /** Article ids, as the article pages name them (L1234-9). */
  articles: z.array(z.string()),
  source: officialSourceSchema,
});
export type LabourCodePlan = z.infer<typeof labourCodePlanSchema>;

// ── Collective agreements ────────────────────────────────────────────────────────────────────────

/** Spec 001 §9: agreement search shows 10 agreements without a search, 20 with one. */
export const COLLECTIVE_AGREEMENTS_DEFAULT_LIMIT = 10;
export const COLLECTIVE_AGREEMENTS_SEARCH_DEFAULT_LIMIT = 20;
export const COLLECTIVE_AGREEMENTS_MAX_LIMIT = 100;

/** GET /api/conventions-collectives: by IDCC (16, 0016) or words of the title. */
export const collectiveAgreementSearchQuerySchema = z.object({
  q: optionalSearchText({ minLength: 1 }),
  /** Default: 10 without a search, 20 with one. */
  limit: z.coerce
    .number({ error: `La limite doit être un nombre entier entre 1 et ${COLLECTIVE_AGREEMENTS_MAX_LIMIT}` })
    .int({ error: `La limite doit être un nombre entier entre 1 et ${COLLECTIVE_AGREEMENTS_MAX_LIMIT}` })
    .min(1, { error: `La limite doit être un nombre entier entre 1 et ${COLLECTIVE_AGREEMENTS_MAX_LIMIT}` })
    .max(COLLECTIVE_AGREEMENTS_MAX_LIMIT, {
      error: `La limite doit être un nombre entier entre 1 et ${COLLECTIVE_AGREEMENTS_MAX_LIMIT}`,
    })
    .optional(),
});
export type CollectiveAgreementSearchQuery = z.infer<typeof collectiveAgreementSearchQuerySchema>;

export const collectiveAgreementParamsSchema = z.object({
  /** The IDCC, with or without its leading zeros: 16 or 0016. */
  idcc: z.string().regex(/^\d{1,4}$/, { error: "L'IDCC est un nombre de 1 à 4 chiffres" }),
});

/** A collective agreement (spec 001 §3: idcc, titre). */
export const collectiveAgreementSchema = z.object({
  /** Its identifier, 4 digits: « 0016 ». */
  idcc: z.string(),
  titre: z.string(),
  /** Its usual short name: « Transports routiers et activités auxiliaires du transport ». */
  titreCourt: z.string(),
  /** Its text on Légifrance. */
  url: z.string(),
});
export type CollectiveAgreement = z.infer<typeof collectiveAgreementSchema>;

// ── Sources ──────────────────────────────────────────────────────────────────────────────────────

export const OFFICIAL_DATASETS = ['fiches-pratiques', 'code-du-travail', 'conventions-collectives'] as const;
export type OfficialDataset = (typeof OFFICIAL_DATASETS)[number];

/** GET /api/sources-officielles: what is loaded, from which package and version. */
export const officialDatasetSchema = officialSourceSchema.extend({
  jeu: z.enum(OFFICIAL_DATASETS),
  /** Sheets, articles or agreements loaded. */
  nombre: z.number().int(),
  /** When it was loaded into the database, ISO 8601. */
  chargeLe: z.string(),
});
export type OfficialDatasetInfo = z.infer<typeof officialDatasetSchema>;
