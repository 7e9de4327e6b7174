import { z } from './zod-fr.ts';

/**
 * What the account's activity log records (issue 22 §2, « Journal d'activité » of the Complète
 * plan). One list: the API's column, the response schema and the portal's labels all read it.
 */
export const ACTIVITY_KINDS = [
  'account-created',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'session-ended',
  'password-changed',
  'password-reset',
  'two-factor-enabled',
  'two-factor-disabled',
  'two-factor-recovery-code-used',
  'settings-changed',
  'payslip-finalised',
  'declaration-prepared',
  'declaration-deposited',
  'export-downloaded',
  'data-exported',
  'account-deleted',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Each kind in French, as the settings list it. */
export const ACTIVITY_KIND_LABELS: Readonly<Record<ActivityKind, string>> = {
  'account-created': 'Création du compte',
  'sign-in': 'Connexion',
  'sign-in-failed': 'Échec de connexion (mot de passe incorrect)',
  'sign-out': 'Déconnexion',
  'session-ended': 'Session fermée à distance',
  'password-changed': 'Mot de passe modifié',
  'password-reset': 'Mot de passe réinitialisé par e-mail',
  'two-factor-enabled': 'Authentification à deux facteurs activée',
  'two-factor-disabled': 'Authentification à deux facteurs désactivée',
  'two-factor-recovery-code-used': 'Code de secours utilisé',
  'settings-changed': 'Paramètres modifiés',
  'payslip-finalised': 'Bulletin de paie finalisé',
  'declaration-prepared': 'Déclaration sociale préparée',
  'declaration-deposited': 'Dépôt de déclaration enregistré',
  'export-downloaded': 'Export téléchargé',
  'data-exported': 'Export de toutes vos données (RGPD)',
  'account-deleted': 'Suppression du compte',
};

/** One event of the log (GET /api/user/activity). */
export const activityEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  /** What it was about, in French (« Bulletin de mars 2026 », « Journal de paie (PDF) »), if anything. */
  detail: z.string().nullable(),
  /** ISO date and time. */
  occurredAt: z.string(),
  /** The address it came from. */
  ip: z.string().nullable(),
  /** « Firefox sur Windows », from the browser's user agent. */
  device: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** The log's page size, and its most. */
export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_MAX_PAGE_SIZE = 100;

/** GET /api/user/activity?page=1&pageSize=20 */
export const activityQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'La page doit être un nombre entier' })
    .int({ error: 'La page doit être un nombre entier' })
    .min(1, { error: 'La page commence à 1' })
    .max(100_000, { error: 'Page trop grande' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'La taille de page doit être un nombre entier' })
    .int({ error: 'La taille de page doit être un nombre entier' })
    .min(1, { error: 'Au moins un événement par page' })
    .max(ACTIVITY_MAX_PAGE_SIZE, { error: `${ACTIVITY_MAX_PAGE_SIZE} événements par page au plus` })
    .default(ACTIVITY_PAGE_SIZE),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** A page of the log, newest first. */
export const activityPageSchema = z.object({
  events: z.array(activityEventSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every event of the account still kept. */
  total: z.number().int(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
