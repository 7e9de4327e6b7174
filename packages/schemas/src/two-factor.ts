import { PASSWORD_MAX_LENGTH, userSchema } from './user.ts';
import { z } from './zod-fr.ts';

/** Digits of a TOTP code (RFC 6238), as every authenticator app shows them. */
export const TOTP_DIGITS = 6;
/** How many single-use recovery codes an account gets when it turns two-factor sign-in on. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters of a recovery code (shown as two groups of five: « 7KQ2M-XW4PD »). */
export const RECOVERY_CODE_LENGTH = 10;

export const TWO_FACTOR_CODE_MESSAGE =
  'Saisissez le code à 6 chiffres de votre application, ou un de vos codes de secours';
export const TOTP_CODE_MESSAGE = 'Saisissez le code à 6 chiffres affiché par votre application';

/** What a user types, without the spaces and dashes they may add, in capitals. */
const normalised = z
  .string({ error: TWO_FACTOR_CODE_MESSAGE })
  .max(64, { error: TWO_FACTOR_CODE_MESSAGE })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase());

/** A TOTP code (6 digits) or a recovery code (10 letters and digits), spaces and dashes allowed. */
export const twoFactorCodeSchema = normalised.pipe(
  z.string().regex(new RegExp(`^(\\d{${TOTP_DIGITS}}|[A-Z0-9]{${RECOVERY_CODE_LENGTH}})$`), {
    error: TWO_FACTOR_CODE_MESSAGE,
  }),
);

/** A TOTP code only (6 digits, spaces allowed): setting up proves the app shows the right codes. */
export const totpCodeSchema = z
  .string({ error: TOTP_CODE_MESSAGE })
  .max(64, { error: TOTP_CODE_MESSAGE })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: TOTP_CODE_MESSAGE }));

/** POST /api/login/2fa: the second step of a sign-in. */
export const loginSecondFactorBodySchema = z.object({ code: twoFactorCodeSchema });
export type LoginSecondFactorBody = z.input<typeof loginSecondFactorBodySchema>;

/** POST /api/login's answer when the account has two-factor sign-in: the code is asked next. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

/** POST /api/login's answer: the signed-in user, or the code to ask for. */
export const loginResultSchema = z.union([userSchema, twoFactorRequiredSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** GET /api/user/two-factor: where the account's two-factor sign-in stands. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** ISO 8601 date-time; null while it is off. */
  enabledAt: z.string().nullable(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/user/two-factor/setup: what the authenticator app needs. */
export const twoFactorSetupSchema = z.object({
  /** The secret in base32, for typing it into the app by hand. */
  secret: z.string(),
  /** The `otpauth://totp/…` URI the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code, an SVG image as a `data:` URL. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/user/two-factor/enable: a first code from the app. */
export const twoFactorEnableBodySchema = z.object({ code: totpCodeSchema });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBodySchema>;

/** The recovery codes, shown once: when turning it on, and when asking for new ones. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/user/two-factor/recovery-codes: a current code replaces every recovery code. */
export const recoveryCodesRenewBodySchema = z.object({ code: twoFactorCodeSchema });
export type RecoveryCodesRenewBody = z.input<typeof recoveryCodesRenewBodySchema>;

/** POST /api/user/two-factor/disable: the password and a code, so that an open session alone cannot. */
export const twoFactorDisableBodySchema = z.object({
  password: z
    .string({ error: 'Le mot de passe est requis' })
    .min(1, { error: 'Le mot de passe est requis' })
    .max(PASSWORD_MAX_LENGTH),
  code: twoFactorCodeSchema,
});
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBodySchema>;
