import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../../lib/errors.ts';
import { holdsNul, NUL_CHARACTER_MESSAGE } from '../../lib/nul-characters.ts';

/**
 * Refuses, with a French 400, any request whose path parameters, query or JSON body hold a NUL
 * character: PostgreSQL cannot store one in text, so such a value would otherwise fail in the
 * database as a 500, on whichever route it reached. Runs before validation, on every route; the
 * multipart fields of an upload are checked where they are read (`uploadDocument`).
 */
async function noNulCharacters(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new BadRequestError(NUL_CHARACTER_MESSAGE);
    }
  });
}

export default fp(noNulCharacters, { name: 'no-nul-characters' });
