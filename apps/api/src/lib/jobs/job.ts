import type { FastifyBaseLogger } from 'fastify';

/** What a job's run is given. */
export interface JobContext {
  /** The logger of the run (its lines carry the job's name). */
  log: FastifyBaseLogger;
  /** 0 for a first attempt, then 1, 2… for its retries. */
  attempt: number;
}

/**
 * A piece of scheduled work, registered by the module that owns it (`fastify.jobs.register`):
 * it runs once per occurrence of its schedule however many instances of the API run.
 */
export interface Job {
  /** Unique, kebab-case: the job's queue and the `job` field of its log lines. */
  name: string;
  /** When it runs: a five-field cron expression read in UTC (`0 * * * *`: every hour, on the hour). */
  schedule: string;
  /** Also runs once when the application starts (the start-up sweep a crash or a stop may call for). */
  runAtStart?: boolean;
  /**
   * Does the work; throws to be retried. What it answers (a count, a report) goes on the run's log
   * line. Runs never overlap: an occurrence that comes while the previous run is busy is skipped.
   */
  run: (context: JobContext) => Promise<JobReport>;
}

/** What a run reports on its log line. */
export type JobReport = number | Record<string, unknown> | undefined;

/** How a failed run is retried, by either engine: 3 more attempts, 30 s, 60 s then 120 s later. */
export const JOB_RETRY = { limit: 3, delaySeconds: 30 } as const;

/** Runs the registered jobs on their schedules. */
export interface JobEngine {
  readonly kind: 'pg-boss' | 'in-process';
  start(jobs: readonly Job[]): Promise<void>;
  /** Stops scheduling, and waits for the runs under way. */
  stop(): Promise<void>;
}

/** Runs one attempt of `job` and writes its one log line; rethrows a failure (for its retry). */
export async function runAttempt(job: Job, log: FastifyBaseLogger, attempt: number): Promise<void> {
  const jobLog = log.child({ job: job.name });
  const started = performance.now();
  try {
    const report = await job.run({ log: jobLog, attempt });
    const ms = Math.round(performance.now() - started);
    jobLog.info(
      { attempt, ms, ...(typeof report === 'number' ? { count: report } : (report ?? {})) },
      'job run',
    );
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    const willRetry = attempt < JOB_RETRY.limit;
    jobLog.warn({ attempt, ms, willRetry, err: error }, 'job run failed');
    throw error;
  }
}
