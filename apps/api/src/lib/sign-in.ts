import type { FastifyRequest } from 'fastify';

/**
 * Starts an authenticated session under a NEW session id (the old one is destroyed), so that an
 * id planted before login (session fixation) is worth nothing after it.
 */
export async function signIn(request: FastifyRequest, userId: number): Promise<void> {
  await request.session.regenerate();
  request.session.userId = userId;
}
