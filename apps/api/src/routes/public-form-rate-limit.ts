import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Env } from '../env.ts';
import { TooManyRequestsError } from '../lib/errors.ts';

/** One minute: the window `RATE_LIMIT_PUBLIC_PER_MINUTE` counts in. */
const WINDOW_MS = 60_000;

/**
 * The route `config` of every form a visitor sends without an account (contact, newsletter, chat,
 * the letter templates):
 * `RATE_LIMIT_PUBLIC_PER_MINUTE` sendings per IP and per minute and per route, then a French 429
 * with `Retry-After` (seconds), whose `message` the form shows; `0` turns the limit off.
 *
 * ```ts
 * fastify.post('/contact', { config: publicFormRateLimit(env), schema: { … } }, handler)
 * ```
 */
export function publicFormRateLimit(env: Pick<Env, 'RATE_LIMIT_PUBLIC_PER_MINUTE'>): {
  rateLimit: RateLimitOptions | false;
} {
  const max = env.RATE_LIMIT_PUBLIC_PER_MINUTE;
  if (max <= 0) return { rateLimit: false };
  return {
    rateLimit: {
      max,
      timeWindow: WINDOW_MS,
      // Thrown by the plugin after it set Retry-After: a typed error, so the error handler keeps this message.
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(
          `Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans ${Math.max(1, Math.ceil(context.ttl / 1000))} secondes.`,
        ),
    },
  };
}

/**
 * How many more searches than form sendings a visitor may make: the dialog searches as they type
 * (one request per pause), and a page of results asks for the next pages.
 */
const SEARCHES_PER_FORM_SENDING = 12;

/**
 * The route `config` of the public searches (site search, blog, practical sheets, Code du travail,
 * collective agreements: issue 28 §4): `RATE_LIMIT_PUBLIC_PER_MINUTE × 12` requests per IP, per
 * minute and per route (120 by default), then the same French 429; `0` turns it off with the forms'.
 */
export function publicSearchRateLimit(env: Pick<Env, 'RATE_LIMIT_PUBLIC_PER_MINUTE'>): {
  rateLimit: RateLimitOptions | false;
} {
  return publicFormRateLimit({
    RATE_LIMIT_PUBLIC_PER_MINUTE: env.RATE_LIMIT_PUBLIC_PER_MINUTE * SEARCHES_PER_FORM_SENDING,
  });
}
