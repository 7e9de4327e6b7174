import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeClosedAccounts } from '../../modules/account/purge-closed-accounts.ts';

/**
 * Erases what closed accounts kept once the law no longer requires it (`accountDeletion` of
 * @dirigeo/site-content, the legal pages' words): every day at 03:30 UTC and at start-up. A failed
 * run is retried by the jobs engine; whatever it left is taken by the next.
 */
async function accountClosure(fastify: FastifyInstance): Promise<void> {
  fastify.jobs.register({
    name: 'closed-account-purge',
    schedule: '30 3 * * *',
    runAtStart: true,
    run: async () => ({
      ...(await purgeClosedAccounts(fastify.orm.em.fork(), fastify.fileStorage, new Date())),
    }),
  });
}

export default fp(accountClosure, { name: 'account-closure', dependencies: ['orm', 'jobs', 'storage'] });
