import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that the route's own serializer already produced (a cached answer, UTF-8 bytes) as
 * it is, under the content type Fastify gives a serialised answer.
 * Typed on the plain reply: the zod type provider only lets a route send its schema's objects.
 */
export function sendSerialisedJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
