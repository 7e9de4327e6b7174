import { userSchema } from './user.ts';
import { z } from './zod-fr.ts';

/**
 * GET /api/session: this browser's session as the client area reads it when it opens: the signed-in
 * user, or null (signed out, or half-way through a two-factor sign-in). Always a 200: a signed-out
 * visitor's first screen makes no failed request (GET /api/user answers 401, spec 000 §4).
 */
export const sessionStateSchema = z.object({ user: userSchema.nullable() });
export type SessionState = z.infer<typeof sessionStateSchema>;

/** One of the signed-in user's sessions, as the Sécurité tab lists them (GET /api/user/sessions). */
export const sessionSummarySchema = z.object({
  /** Public id of the session: it names it to end it, and opens nothing. */
  id: z.string(),
  /** « Firefox sur Windows », from the user agent at sign-in. */
  device: z.string(),
  /** The address of its last request. */
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the request that asks. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionListSchema = z.array(sessionSummarySchema);

/** DELETE /api/user/sessions/:id */
export const sessionIdParamsSchema = z.object({ id: z.string().max(64, { error: 'Session introuvable' }) });

/** GET and PUT /api/user/security-settings: the Sécurité tab's switches that the account stores. */
export const securitySettingsSchema = z.object({
  /** An e-mail at each sign-in from a browser the account never used (on by default, spec 000). */
  loginAlerts: z.boolean({ error: 'Indiquez si les alertes de connexion sont activées' }),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
