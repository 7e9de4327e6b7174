import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../env.ts';
import healthRoutes from './health/index.ts';

export interface ApiRoutesOptions {
  env: Env;
}

/** Every route of the API, mounted under /api. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (fastify) => {
  await fastify.register(healthRoutes);
};
