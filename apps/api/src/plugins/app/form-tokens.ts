import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FormTokens } from '../../lib/form-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed tokens that time the public forms (`lib/form-tokens.ts`). */
    formTokens: FormTokens;
  }
}

export interface FormTokensPluginOptions {
  /** The session secret, from which the tokens' own key is derived. */
  secret: string;
}

async function formTokens(fastify: FastifyInstance, options: FormTokensPluginOptions): Promise<void> {
  fastify.decorate('formTokens', new FormTokens(options.secret));
}

export default fp(formTokens, { name: 'form-tokens' });
