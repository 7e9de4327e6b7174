import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../env.ts';
import authRoutes from './auth/index.ts';
import blogRoutes from './blog/index.ts';
import contactRoutes from './contact/index.ts';
import documentRoutes from './documents/index.ts';
import healthRoutes from './health/index.ts';
import payslipRoutes from './payslips/index.ts';
import searchRoutes from './search/index.ts';
import simulatorRoutes from './simulators/index.ts';
import userRoutes from './user/index.ts';

export interface ApiRoutesOptions {
  env: Env;
}

/** Every route of the API, mounted under /api. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (fastify, { env }) => {
  await fastify.register(healthRoutes);
  await fastify.register(authRoutes, { env });
  await fastify.register(userRoutes);
  await fastify.register(payslipRoutes);
  await fastify.register(documentRoutes);
  await fastify.register(searchRoutes);
  await fastify.register(blogRoutes);
  await fastify.register(contactRoutes, { env });
  await fastify.register(simulatorRoutes);
};
