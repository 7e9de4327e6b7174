import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../lib/errors.ts';
import { SignInSecondFactorError, WrongSecondFactorError } from '../modules/user/second-factor-errors.ts';

/** The window of the per-account limit of wrong codes (RATE_LIMIT_LOGIN_PER_ACCOUNT of them). */
const ACCOUNT_WINDOW_MS = 15 * 60_000;

/** The per-account limit of second factors: a check before, and the counting of a refused one. */
export interface SecondFactorLimit {
  /** A preHandler: 429 once the account had too many wrong codes in 15 minutes. */
  check(request: FastifyRequest): Promise<void>;
  /** Runs `action`; a code (or password) it refuses counts against the account, then is rethrown. */
  counting<T>(request: FastifyRequest, action: () => Promise<T>): Promise<T>;
}

/**
 * Wrong second factors per account, whatever the address (the per-IP limit is each route's
 * `config.rateLimit`): sign-in's code step and the settings that ask a code (turning it off, new
 * recovery codes, a first code) share one counter per account, on the rate-limit store every
 * instance sees. Only refusals count, so the owner is never locked out by using it. `perAccount`
 * is RATE_LIMIT_LOGIN_PER_ACCOUNT; 0 turns it off. Any route asking a second factor (account
 * deletion…) uses it the same way.
 */
export function secondFactorLimit(fastify: FastifyInstance, perAccount: number): SecondFactorLimit {
  const failures =
    perAccount > 0
      ? fastify.createRateLimit({
          max: perAccount - 1,
          timeWindow: ACCOUNT_WINDOW_MS,
          keyGenerator: (request) => `second-factor-failures:${request.session.userId ?? 'none'}`,
        })
      : undefined;
  return {
    async check(request) {
      const outcome = await failures?.(request, { increment: false });
      if (outcome && !outcome.isAllowed && outcome.isExceeded) {
        request.log.warn(
          { userId: request.session.userId, ip: request.ip },
          'auth: code refused, too many failures',
        );
        throw new TooManyRequestsError(
          `Trop de codes erronés sur ce compte. Veuillez réessayer dans ${Math.max(1, Math.ceil(outcome.ttl / 60_000))} minutes.`,
        );
      }
    },
    async counting(request, action) {
      try {
        return await action();
      } catch (error) {
        if (error instanceof WrongSecondFactorError || error instanceof SignInSecondFactorError) {
          request.log.warn({ userId: request.session.userId, ip: request.ip }, 'auth: wrong second factor');
          await failures?.(request);
        }
        throw error;
      }
    },
  };
}
