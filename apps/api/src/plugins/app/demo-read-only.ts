import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_USERNAME } from '../../db/seeders/demo-seeder.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { User } from '../../modules/user/user.entity.ts';

export const DEMO_READ_ONLY_MESSAGE =
  'Le compte de démonstration est en lecture seule\u00a0: créez votre compte pour enregistrer vos propres données';

/** The client area's writes: the account, the payslips, the documents. */
const CLIENT_AREA_WRITE = /^\/api\/(user|payslips|documents)(\/|$|\?)/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How long the demo account's absence is remembered (its id, once found, for good). */
const NO_DEMO_TTL_MS = 10_000;

/**
 * The demo account (`demo` / `demo-dirigeo`, seeded when SEED_DEMO is on) is shared by everyone who
 * reads its password in the README: it can look at everything and change nothing, so nobody leaves
 * content in it for the next visitor, nor changes its password.
 */
async function demoReadOnly(fastify: FastifyInstance): Promise<void> {
  let demo: { id: number | null; until: number } | undefined;
  const demoIdNow = async (): Promise<number | null> => {
    if (demo && (demo.id !== null || demo.until > Date.now())) return demo.id;
    const found = await fastify.orm.em.fork().findOne(User, { username: DEMO_USERNAME }, { fields: ['id'] });
    demo = { id: found?.id ?? null, until: Date.now() + NO_DEMO_TTL_MS };
    return demo.id;
  };
  // Before validation: whatever the body, the answer is the same.
  fastify.addHook('preValidation', async (request: FastifyRequest) => {
    if (!WRITE_METHODS.has(request.method) || !CLIENT_AREA_WRITE.test(request.url)) return;
    const userId = request.session.userId;
    if (userId === undefined) return;
    if (userId === (await demoIdNow())) throw new ForbiddenError(DEMO_READ_ONLY_MESSAGE);
  });
}

export default fp(demoReadOnly, { name: 'demo-read-only', dependencies: ['orm', 'session'] });
