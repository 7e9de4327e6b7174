import { PASSWORD_MAX_LENGTH } from './user.ts';
import { z } from './zod-fr.ts';

/**
 * DELETE /api/user: the account's deletion (RGPD art. 17), confirmed by the password, and by a
 * second-factor code (an authenticator's or a recovery code) when two-factor sign-in is on.
 */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: 'Saisissez votre mot de passe pour confirmer' })
    .min(1, { error: 'Saisissez votre mot de passe pour confirmer' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Mot de passe incorrect' }),
  code: z
    .string({ error: 'Le code doit être une suite de chiffres ou un code de secours' })
    .trim()
    .min(1, { error: 'Saisissez le code de votre application d’authentification' })
    .max(32, { error: 'Code invalide' })
    .optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
