import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { nextOccurrence } from './in-process-engine.ts';
import { JOB_RETRY, type Job, type JobEngine, runAttempt } from './job.ts';

/** The PostgreSQL schema pg-boss keeps its queues, schedules and runs in (created at its first start). */
export const PG_BOSS_SCHEMA = 'pgboss';

/**
 * Runs the jobs through pg-boss on PostgreSQL, shared by every instance of the API: each job is a
 * queue with a cron schedule; whichever instance's clock is due sends one job per occurrence, and one
 * instance's worker takes it (SKIP LOCKED). So a job runs once per occurrence, however many
 * instances run; a failed run is retried by pg-boss (3 times, backing off from 30 s). A start-up run
 * is one job keyed to its schedule's period: instances starting together send it once.
 */
export class PgBossJobEngine implements JobEngine {
  readonly kind = 'pg-boss';
  readonly #boss: PgBoss;
  readonly #log: FastifyBaseLogger;

  constructor(connectionString: string, log: FastifyBaseLogger) {
    this.#log = log;
    this.#boss = new PgBoss({
      connectionString,
      schema: PG_BOSS_SCHEMA,
      application_name: 'dirigeo-jobs',
      // Hourly housekeeping needs few connections: the API's own pool is the ORM's.
      max: 2,
      openTelemetry: { enabled: false },
    });
    this.#boss.on('error', (error) => log.warn({ err: error }, 'job engine (pg-boss) error'));
  }

  async start(jobs: readonly Job[]): Promise<void> {
    await this.#boss.start();
    for (const job of jobs) {
      await this.#boss.createQueue(job.name, {
        // One run waiting and one under way at most: occurrences never pile up behind a slow run.
        policy: 'stately',
        retryLimit: JOB_RETRY.limit,
        retryDelay: JOB_RETRY.delaySeconds,
        retryBackoff: true,
        expireInSeconds: 15 * 60,
      });
      await this.#boss.schedule(job.name, job.schedule, null, { tz: 'UTC' });
      await this.#boss.work(job.name, async ([attempt]) => {
        if (attempt) await runAttempt(job, this.#log, attempt.retryCount);
      });
      if (job.runAtStart) {
        await this.#boss.send(job.name, null, {
          singletonKey: 'start',
          singletonSeconds: periodSecondsOf(job.schedule),
        });
      }
    }
  }

  async stop(): Promise<void> {
    await this.#boss.stop({ graceful: true, timeout: 10_000, close: true });
  }
}

/** The time between two occurrences of a schedule, in seconds (at least a minute). */
function periodSecondsOf(schedule: string): number {
  const first = nextOccurrence(schedule, new Date());
  const second = nextOccurrence(schedule, first);
  return Math.max(60, Math.round((second.getTime() - first.getTime()) / 1000));
}
