import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InProcessJobEngine } from '../../lib/jobs/in-process-engine.ts';
import type { JobEngine } from '../../lib/jobs/job.ts';
import { JobRegistry } from '../../lib/jobs/job-registry.ts';
import { PgBossJobEngine } from '../../lib/jobs/pg-boss-engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The scheduled jobs. A module's plugin adds its own before the app is ready:
     * `fastify.jobs.register({ name: 'trial-ending', schedule: '0 8 * * *', run: async () => … })`.
     */
    jobs: JobRegistry;
  }
}

export interface JobsPluginOptions {
  /**
   * `pg-boss` (each job once across every instance, on PostgreSQL) or `in-process` (timers in this
   * process). Default: pg-boss on PostgreSQL, in-process on PGlite and in tests (NODE_ENV=test),
   * whose many short-lived apps need no queue of their own.
   */
  engine?: 'pg-boss' | 'in-process' | undefined;
  /** NODE_ENV. */
  nodeEnv: string;
}

/**
 * One registry of scheduled work (`lib/jobs`): the jobs start on the chosen engine once the app is
 * ready, and stop, their runs under way finished, when it closes (before the ORM does).
 */
async function jobsPlugin(fastify: FastifyInstance, options: JobsPluginOptions): Promise<void> {
  const registry = new JobRegistry();
  fastify.decorate('jobs', registry);
  const onPostgres = fastify.orm.em.getDriver() instanceof PostgreSqlDriver;
  const kind = options.engine ?? (onPostgres && options.nodeEnv !== 'test' ? 'pg-boss' : 'in-process');
  let engine: JobEngine;
  if (kind === 'pg-boss') {
    const url = fastify.orm.config.get('clientUrl');
    if (!onPostgres || !url) throw new Error('JOBS_ENGINE=pg-boss needs PostgreSQL (DATABASE_URL)');
    engine = new PgBossJobEngine(url, fastify.log);
  } else {
    engine = new InProcessJobEngine(fastify.log);
  }
  fastify.addHook('onReady', async () => {
    await engine.start(registry.seal());
  });
  fastify.addHook('onClose', async () => {
    await engine.stop();
  });
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['orm'] });
