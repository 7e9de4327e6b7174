import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that the route's own serializer already produced (a cached answer). Fastify sends a
 * string with a JSON content type as it is, with the same `application/json; charset=utf-8`.
 * Typed on the plain reply: the zod type provider only lets a route send its schema's objects.
 */
export function sendSerialisedJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json').send(body);
}
