import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SecretBox } from '../../lib/crypto/secret-box.ts';
import { resealAdminTotpSecrets } from '../../modules/admin/reseal-admin-totp-secrets.ts';
import { resealTwoFactorSecrets } from '../../modules/user/reseal-two-factor-secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the secrets kept in the database (TOTP secrets), keyed from SESSION_SECRET. */
    secretBox: SecretBox;
  }
}

export interface SecretBoxPluginOptions {
  /** The session secrets, the current one first (SESSION_SECRET). */
  secrets: readonly string[];
}

/**
 * The secret box (`lib/crypto/secret-box.ts`), and the job that re-seals under the current key what
 * an older one sealed, at start-up and hourly, so that SESSION_SECRET's rotation never locks anyone
 * out of two-factor sign-in (docs/adr/2026-11-27-two-factor-sign-in.md).
 */
async function secretBoxPlugin(fastify: FastifyInstance, options: SecretBoxPluginOptions): Promise<void> {
  const box = new SecretBox(options.secrets);
  fastify.decorate('secretBox', box);
  fastify.jobs.register({
    name: 'two-factor-reseal',
    schedule: '25 * * * *',
    runAtStart: true,
    // The clients' secrets, then the back office's (issue 22 §3).
    run: async () => ({
      clients: await resealTwoFactorSecrets(fastify.orm.em.fork(), box),
      admins: await resealAdminTotpSecrets(fastify.orm.em.fork(), box),
    }),
  });
}

export default fp(secretBoxPlugin, { name: 'secret-box', dependencies: ['orm', 'jobs'] });
