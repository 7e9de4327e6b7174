import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../env.ts';
import accountRoutes from './account/index.ts';
import adminRoutes from './admin/index.ts';
import analyticsRoutes from './analytics/index.ts';
import authRoutes from './auth/index.ts';
import billingRoutes from './billing/index.ts';
import blogRoutes from './blog/index.ts';
import chatRoutes from './chat/index.ts';
import collectiveAgreementRoutes from './collective-agreements/index.ts';
import companyRoutes from './company/index.ts';
import contactRoutes from './contact/index.ts';
import declarationRoutes from './declarations/index.ts';
import employeeRoutes from './employees/index.ts';
import documentRoutes from './documents/index.ts';
import healthRoutes from './health/index.ts';
import invoiceRoutes from './invoices/index.ts';
import labourCodeRoutes from './labour-code/index.ts';
import letterTemplateRoutes from './letter-templates/index.ts';
import newsletterRoutes from './newsletter/index.ts';
import officialSourceRoutes from './official-sources/index.ts';
import payslipRoutes from './payslips/index.ts';
import practicalSheetRoutes from './practical-sheets/index.ts';
import reportRoutes from './reports/index.ts';
import searchRoutes from './search/index.ts';
import simulatorRoutes from './simulators/index.ts';
import subscriptionRoutes from './subscription/index.ts';
import userRoutes from './user/index.ts';
import twoFactorRoutes from './user/two-factor.ts';

export interface ApiRoutesOptions {
  env: Env;
  /** How the sign-in's progressive delay waits (tests). */
  pause?: (ms: number) => Promise<void>;
}

/** Every route of the API, mounted under /api. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (fastify, { env, pause }) => {
  await fastify.register(healthRoutes);
  await fastify.register(authRoutes, { env, ...(pause ? { pause } : {}) });
  await fastify.register(userRoutes, { env });
  await fastify.register(twoFactorRoutes, { env });
  await fastify.register(accountRoutes, { env });
  await fastify.register(companyRoutes);
  await fastify.register(employeeRoutes);
  await fastify.register(payslipRoutes);
  await fastify.register(declarationRoutes);
  await fastify.register(documentRoutes, { env });
  await fastify.register(reportRoutes);
  await fastify.register(subscriptionRoutes);
  await fastify.register(invoiceRoutes);
  await fastify.register(billingRoutes);
  await fastify.register(searchRoutes, { env });
  await fastify.register(blogRoutes, { env });
  await fastify.register(chatRoutes, { env });
  await fastify.register(newsletterRoutes, { env });
  await fastify.register(practicalSheetRoutes, { env });
  await fastify.register(labourCodeRoutes, { env });
  await fastify.register(collectiveAgreementRoutes, { env });
  await fastify.register(officialSourceRoutes);
  await fastify.register(contactRoutes, { env });
  await fastify.register(simulatorRoutes);
  await fastify.register(letterTemplateRoutes, { env });
  await fastify.register(analyticsRoutes, { env });
  await fastify.register(adminRoutes, { prefix: '/admin', env });
};
