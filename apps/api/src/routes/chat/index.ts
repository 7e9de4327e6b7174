import { randomBytes } from 'node:crypto';
import { chatRequestSchema, chatResponseSchema } from '@dirigeo/schemas';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { answerQuestion } from '../../modules/chat/answer-question.ts';
import { openAiCompatibleProvider } from '../../modules/chat/chat-provider.ts';
import { errorResponses } from '../error-responses.ts';
import { publicFormRateLimit } from '../public-form-rate-limit.ts';

/** The first-party cookie that groups a visitor's questions for the back office (no other use). */
const ASSISTANT_COOKIE = 'dirigeo_assistant';

export interface ChatRoutesOptions {
  env: Env;
}

/** POST /api/chat: the site's assistant (spec 001 §2, §7), answering from our own content. */
const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (fastify, { env }) => {
  const booking = env.PUBLIC_BOOKING_URL
    ? { href: env.PUBLIC_BOOKING_URL, external: true }
    : { href: '/#contact', external: false };
  const provider =
    env.CHAT_PROVIDER_URL && env.CHAT_PROVIDER_API_KEY && env.CHAT_MODEL
      ? openAiCompatibleProvider({
          baseURL: env.CHAT_PROVIDER_URL,
          apiKey: env.CHAT_PROVIDER_API_KEY,
          model: env.CHAT_MODEL,
          timeoutMs: env.CHAT_PROVIDER_TIMEOUT_MS,
        })
      : undefined;

  fastify.post(
    '/chat',
    {
      config: publicFormRateLimit(env),
      schema: {
        tags: ['assistant'],
        summary: "Poser une question à l'assistant",
        description:
          'Réponse en HTML (nettoyé par le serveur), tirée des articles, fiches, outils et pages du site. Question de 2 000 caractères au plus, historique de 5 messages au plus.',
        body: chatRequestSchema,
        response: { 200: chatResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      let sessionId = parseCookie(request.headers.cookie ?? '')[ASSISTANT_COOKIE];
      if (!sessionId || !/^[A-Za-z0-9_-]{16,64}$/.test(sessionId)) {
        sessionId = randomBytes(18).toString('base64url');
        reply.header(
          'set-cookie',
          stringifySetCookie({
            name: ASSISTANT_COOKIE,
            value: sessionId,
            path: '/api/chat',
            httpOnly: true,
            sameSite: 'lax',
            secure: env.NODE_ENV === 'production' && request.protocol === 'https',
          }),
        );
      }
      reply.header('cache-control', 'private, no-store');
      return answerQuestion(request.em, request.body, {
        sessionId,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        booking,
        provider,
        onProviderError: (error) =>
          request.log.warn({ err: error }, 'chat provider failed: answered from the passages'),
      });
    },
  );
};

export default chatRoutes;
