import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionLifetime } from '@dirigeo/site-content';
import { z } from 'zod';

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(appRoot, '../..');

const booleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Every environment variable the API reads, parsed once at start-up. This is the only module that
 * reads `process.env`; a bad value stops the process with the variable's name.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Port the HTTP server listens on. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Interface the HTTP server listens on. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Longest a client may take to send a request's headers (ms): a client dripping them is cut off
   * (slowloris).
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /**
   * Longest a client may take to send a whole request, body included (ms): 10 MB over a slow
   * mobile connection fit in the default; a body dripped for longer is cut off. Also the longest a
   * connection may stay silent in the middle of a request or an answer.
   */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /**
   * How long a connection may stay idle between two requests (ms). Keep it above the idle timeout
   * of the proxy or load balancer in front (60 s for most), as Fastify's default does.
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(72_000),
  /** PostgreSQL URL. Unset: an embedded PGlite database under DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * Where uploaded documents live: `database` (every instance sharing the database sees them) or
   * `disk` (DATA_DIR/uploads, one instance). Unset: `database` on PostgreSQL, `disk` with PGlite.
   */
  FILE_STORAGE: z.enum(['database', 'disk']).optional(),
  /** Where the embedded database, the uploaded files and the generated session secret live. */
  DATA_DIR: z.string().min(1).default('./.data'),
  /**
   * Secrets of the session cookie, comma-separated, each at least 32 characters: the first signs,
   * every one verifies, so a new secret is rotated in by putting it first and the old one is
   * dropped a session lifetime later. Unset: one generated once in DATA_DIR.
   */
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const secrets = value
        .split(',')
        .map((secret) => secret.trim())
        .filter((secret) => secret.length > 0);
      if (secrets.length === 0 || secrets.some((secret) => secret.length < 32)) {
        ctx.addIssue({
          code: 'custom',
          message: 'SESSION_SECRET: each secret must be at least 32 characters long',
        });
        return z.NEVER;
      }
      return secrets;
    }),
  /**
   * A session ends after this many minutes without a request (OWASP ASVS 4.0 §3.3.2, level 2). The
   * default is the figure the legal pages print (`sessionLifetime` of @dirigeo/site-content).
   */
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(sessionLifetime.idleMinutes),
  /**
   * A session ends this many hours after its sign-in, however it is used (OWASP ASVS 4.0 §3.3.2).
   * The default is the figure the legal pages print (`sessionLifetime` of @dirigeo/site-content).
   */
  SESSION_ABSOLUTE_TIMEOUT_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(sessionLifetime.absoluteHours),
  /** Password of the /admin back office, checked by the API. Unset: the back office is closed. */
  ADMIN_PASSWORD: z
    .string()
    .min(12, { error: 'ADMIN_PASSWORD must be at least 12 characters long' })
    .optional(),
  /** Logins and registrations allowed per IP and per minute; 0 turns the limit off (load tests). */
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  /**
   * Sendings of each public form (contact, newsletter, chat) allowed per IP and per minute, and 12
   * times as many requests to each public search (`publicSearchRateLimit`); 0 turns both off (load tests).
   */
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  /**
   * Redis (`redis://…` or `rediss://…`) holding the rate limits' counters, shared by every instance.
   * Unset: they are kept in the database (the `rate_limit_counter` table), shared all the same.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * The free discovery interview's booking page (an external scheduling service), offered by the
   * chat assistant when it cannot answer. Unset: the contact form of the home page.
   */
  PUBLIC_BOOKING_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * An OpenAI-compatible provider that writes the assistant's answers from the passages it is
   * given (all three set, or the assistant answers from the passages alone).
   */
  CHAT_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  CHAT_PROVIDER_API_KEY: z.string().min(1).optional(),
  CHAT_MODEL: z.string().min(1).optional(),
  /** Past this many milliseconds, the assistant answers from the passages alone. */
  CHAT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  /**
   * Other origins (scheme://host[:port], comma-separated) allowed to send state-changing requests
   * besides the API's own origin. Unset: the Vite dev server in development, none otherwise.
   */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of (value ?? '').split(',')) {
        const candidate = item.trim();
        if (!candidate) continue;
        const parsed = URL.parse(candidate);
        if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== candidate.replace(/\/$/, '')) {
          ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${candidate}` });
          return z.NEVER;
        }
        origins.push(parsed.origin);
      }
      return value === undefined ? undefined : origins;
    }),
  /** Trust X-Forwarded-* headers: set when a reverse proxy stands in front of the API. */
  TRUST_PROXY: booleanish.default(false),
  /** Load the demo user and its payslips and documents when the database is empty. */
  SEED_DEMO: booleanish.optional(),
  /** Built portal (served in production). */
  PORTAL_DIST: z.string().default(join(repoRoot, 'apps/portal/dist')),
  /** Built marketing site (served in production). */
  MARKETING_DIST: z.string().default(join(repoRoot, 'apps/marketing/dist')),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `pretty`: one readable line per event; `json`: one JSON object per line, for a log collector.
   * Unset: JSON in production when the output is not a terminal, pretty otherwise (development,
   * or `pnpm start` watched in a terminal).
   */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
});

/** Origins of the portal's Vite dev server, allowed by default in development. */
export const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export type Env = Omit<z.infer<typeof envSchema>, 'ALLOWED_ORIGINS'> & {
  /** Origins allowed besides the API's own (parsed from ALLOWED_ORIGINS). */
  ALLOWED_ORIGINS: string[];
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment; throws an EnvError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const { ALLOWED_ORIGINS, ...rest } = result.data;
  return {
    ...rest,
    ALLOWED_ORIGINS: ALLOWED_ORIGINS ?? (rest.NODE_ENV === 'development' ? DEV_SERVER_ORIGINS : []),
  };
}

export function loadEnv(): Env {
  return parseEnv(process.env);
}

/**
 * The session secrets, the signing one first: SESSION_SECRET when set, otherwise one generated on
 * first start and kept in DATA_DIR so that `pnpm start` needs no configuration and sessions survive
 * a restart.
 */
export function resolveSessionSecrets(env: Env, warn: (message: string) => void): string[] {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = join(resolve(env.DATA_DIR), 'session-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return [stored];
  } catch {
    // First start: generated below.
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  warn(
    `SESSION_SECRET is not set: generated one and stored it in ${file}. Set SESSION_SECRET in production.`,
  );
  return [secret];
}
