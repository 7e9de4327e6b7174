import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Env } from './env.ts';

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT, or by default: JSON in production when nobody watches the output, pretty otherwise. */
export function logFormatFor(
  env: Pick<Env, 'LOG_FORMAT' | 'NODE_ENV'>,
  outputIsTerminal: boolean,
): LogFormat {
  if (env.LOG_FORMAT) return env.LOG_FORMAT;
  return env.NODE_ENV === 'production' && !outputIsTerminal ? 'json' : 'pretty';
}

/**
 * The process's one logger (the API's and start-up's): pino, writing JSON lines, or readable
 * lines through pino-pretty in the same thread (no worker: start-up lines are never lost).
 */
export function createLogger(
  env: Pick<Env, 'LOG_LEVEL'>,
  format: LogFormat,
  destination: NodeJS.WritableStream = process.stdout,
): Logger {
  if (format === 'json') return pino({ level: env.LOG_LEVEL }, destination);
  return pino(
    { level: env.LOG_LEVEL },
    pretty({
      destination,
      colorize: 'isTTY' in destination && destination.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      // The request line says it all in its message; its fields are for JSON collectors.
      ignore: 'pid,hostname,reqId,method,url,statusCode,durationMs',
      singleLine: true,
      sync: true,
    }),
  );
}

/** What `pnpm start` says once it answers: where, and with which account to try it. */
export function readyMessage(
  url: string,
  demoAccount: { username: string; password: string } | null,
): string {
  const demo = demoAccount
    ? ` — compte de démonstration : ${demoAccount.username} / ${demoAccount.password}`
    : '';
  return `Dirigeo est prêt sur ${url}${demo}`;
}

/**
 * One log line per request, when its answer is sent: method, address, status and duration, as a
 * readable message (pretty logs) and as fields (JSON logs); Fastify's default writes two (received,
 * completed). A route's `logLevel` still applies (the health check's probes stay quiet).
 */
/** Query parameters that carry a secret (the password-reset link's token): masked in the logs. */
const SECRET_PARAMETERS = /([?&](?:token|code|password)=)[^&#]*/gi;

/** A URL as the logs may keep it: its secret parameters masked. */
export function withoutSecrets(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[masqué]');
}

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const durationMs = Math.round(reply.elapsedTime * 10) / 10;
    const url = withoutSecrets(request.url);
    // Who and from where (issue 22, audit): the signed-in user's id, never a password or a token.
    const userId = request.session?.userId;
    const fields = {
      method: request.method,
      url,
      statusCode: reply.statusCode,
      durationMs,
      ip: request.ip,
      ...(userId === undefined ? {} : { userId }),
    };
    const message = `${request.method} ${url} ${reply.statusCode} ${durationMs} ms`;
    if (error) reply.log.error({ ...fields, err: error }, message);
    else reply.log.info(fields, message);
  }
}
