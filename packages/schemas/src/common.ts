import { TEXT_MAX_LENGTH } from './constants/text.ts';
import { z } from './zod-fr.ts';

/** A required, trimmed text of at most 255 characters, with the spec's own message when empty. */
export function requiredText(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(TEXT_MAX_LENGTH, { error: `${TEXT_MAX_LENGTH} caractères au maximum` });
}

/** An optional text: empty strings become `undefined`, so a cleared field clears the value. */
export const optionalText = z
  .string()
  .trim()
  .max(TEXT_MAX_LENGTH, { error: `${TEXT_MAX_LENGTH} caractères au maximum` })
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** Positive integer id in a route parameter (`/payslips/:id`). */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Identifiant invalide' })
    .int({ error: 'Identifiant invalide' })
    .positive({ error: 'Identifiant invalide' })
    .max(2_147_483_647, { error: 'Identifiant invalide' }),
});
export type IdParams = z.infer<typeof idParamsSchema>;

/** The body of every 4xx/5xx answer of the API. */
export const apiErrorSchema = z.object({
  /** French message meant for the user. */
  message: z.string(),
  /** Per-field issues: validation (400), or the field a conflict is on (409). */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
