import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
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
  /**
   * Where the scheduled jobs run: `pg-boss` (on PostgreSQL: each job once across every instance)
   * or `in-process` (timers in this process). Unset: `pg-boss` on PostgreSQL, `in-process` with
   * PGlite and in tests.
   */
  JOBS_ENGINE: z.enum(['pg-boss', 'in-process']).optional(),
  /** Documents a free-trial account may store, in MB (the sum of its files). */
  UPLOAD_QUOTA_MB_TRIAL: z.coerce.number().int().min(1).default(200),
  /** Documents a paying account may store, in MB. */
  UPLOAD_QUOTA_MB_PAID: z.coerce.number().int().min(1).default(2_000),
  /** Documents one account may add per hour (a script filling the disk stops there); 0: no limit. */
  UPLOADS_PER_HOUR: z.coerce.number().int().min(0).default(60),
  /**
   * Below this much free space (MB) on DATA_DIR's disk, uploads are refused with a 507 before a
   * byte is written, so the database and the sessions keep room to work.
   */
  MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(512),
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
  /**
   * Sign-in attempts allowed per account (whatever the IP) and per 15 minutes, so that an attacker
   * spreading guesses over many addresses still gets few per account; 0 turns the limit off.
   */
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(0).default(10),
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
  /**
   * The SMTP server e-mails leave through: `smtp://user:password@host:587` (STARTTLS when the server
   * offers it) or `smtps://user:password@host:465`. Unset: each message is written as an `.eml`
   * file in DATA_DIR/outbox and its path logged, so the flows work on a fresh machine.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every e-mail, `Name <address>` or an address. */
  MAIL_FROM: z.string().min(3).default('Dirigeo <ne-pas-repondre@dirigeo.fr>'),
  /**
   * The site's public address (scheme://host[:port]), from which the links in e-mails are written.
   * Unset: http://localhost:PORT.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Which X-Forwarded-* hops to trust, when a reverse proxy stands in front of the API: a hop count
   * (`1` behind one nginx, Caddy or Traefik; `2` behind a CDN and nginx), or the proxies' addresses
   * and CIDR ranges, comma-separated (`10.0.0.0/8,fd00::/8`: a cloud load balancer in a private
   * network). `true` is read as `1`: trusting every hop would let a client write its own address.
   * `false` or unset: the connection's address is the client's.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): false | number | string[] => {
      const trimmed = value.trim();
      if (trimmed === 'false' || trimmed === '0' || trimmed === '') return false;
      if (trimmed === 'true') return 1;
      if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed), 10);
      const entries = trimmed
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.find((entry) => {
        const [address, prefix, ...rest] = entry.split('/');
        const family = isIP(address ?? '');
        if (family === 0 || rest.length > 0) return true;
        if (prefix === undefined) return false;
        const bits = Number(prefix);
        return !/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128);
      });
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY: a hop count, or addresses and CIDR ranges separated by commas (not « ${bad} »)`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  /**
   * Load the demo user (read-only) and its payslips and documents when the database is empty.
   * Unset: in development only (`shouldSeedDemo`), never in production nor in tests.
   */
  SEED_DEMO: booleanish.optional(),
  /**
   * Folder of the official content's data files (practical sheets, Code du travail, agreements),
   * loaded at start-up when missing or of another version. Unset: the ones committed under
   * apps/api/data/official, written by `pnpm data:extract`.
   */
  OFFICIAL_DATA_DIR: z.string().min(1).optional(),
  /**
   * Stripe's secret key (`sk_live_…`, `sk_test_…`). Unset: billing is off, nothing is charged and
   * every account is on the plan it chose (the README's quick start, self-hosting). Set: all of
   * STRIPE_WEBHOOK_SECRET and the four STRIPE_PRICE_* must be set too.
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the webhook endpoint `/api/billing/webhook` (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * The Stripe prices (`price_…`) of each paid plan and period, at the amounts including VAT of
   * `@dirigeo/site-content`'s plans (Essentielle 10,80 € a month, 110,16 € a year; Complète 22,80 €
   * and 232,56 €).
   */
  STRIPE_PRICE_ESSENTIELLE_MONTH: z.string().min(1).optional(),
  STRIPE_PRICE_ESSENTIELLE_YEAR: z.string().min(1).optional(),
  STRIPE_PRICE_COMPLETE_MONTH: z.string().min(1).optional(),
  STRIPE_PRICE_COMPLETE_YEAR: z.string().min(1).optional(),
  /**
   * The payment method configuration (`pmc_…`) of the Stripe account that offers card and SEPA
   * Direct Debit at checkout. Unset: the account's default configuration (set it to those two).
   */
  STRIPE_PAYMENT_METHOD_CONFIGURATION: z.string().min(1).optional(),
  /**
   * Another address for Stripe's API (scheme://host:port), e.g. a fake server on loopback in tests
   * or stripe-mock. Unset: Stripe's own.
   */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
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

/** What billing needs besides its key: without any of them, start-up fails with its name. */
const STRIPE_REQUIRED_WITH_KEY = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_ESSENTIELLE_MONTH',
  'STRIPE_PRICE_ESSENTIELLE_YEAR',
  'STRIPE_PRICE_COMPLETE_MONTH',
  'STRIPE_PRICE_COMPLETE_YEAR',
] as const;

/** Origins of the portal's Vite dev server, allowed by default in development. */
export const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export type Env = Omit<z.infer<typeof envSchema>, 'ALLOWED_ORIGINS' | 'PUBLIC_URL'> & {
  /** Origins allowed besides the API's own (parsed from ALLOWED_ORIGINS). */
  ALLOWED_ORIGINS: string[];
  /** The site's public origin, without a trailing slash (PUBLIC_URL, or http://localhost:PORT). */
  PUBLIC_URL: string;
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
  const { ALLOWED_ORIGINS, PUBLIC_URL, ...rest } = result.data;
  if (rest.STRIPE_SECRET_KEY) {
    const missing = STRIPE_REQUIRED_WITH_KEY.filter((name) => !rest[name]);
    if (missing.length > 0) {
      throw new EnvError(
        `Invalid environment configuration:\n${missing.map((name) => `  ${name}: required when STRIPE_SECRET_KEY is set`).join('\n')}`,
      );
    }
  }
  return {
    ...rest,
    PUBLIC_URL: PUBLIC_URL ? new URL(PUBLIC_URL).origin : `http://localhost:${rest.PORT}`,
    ALLOWED_ORIGINS: ALLOWED_ORIGINS ?? (rest.NODE_ENV === 'development' ? DEV_SERVER_ORIGINS : []),
  };
}

/** Whether the demo account is seeded: SEED_DEMO, or by default in development only. */
export function shouldSeedDemo(env: Pick<Env, 'SEED_DEMO' | 'NODE_ENV'>): boolean {
  return env.SEED_DEMO ?? env.NODE_ENV === 'development';
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
