import { CronExpressionParser } from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import { JOB_RETRY, type Job, type JobEngine, runAttempt } from './job.ts';

/** The next occurrence of a cron expression after `from`, in UTC. */
export function nextOccurrence(schedule: string, from: Date): Date {
  return CronExpressionParser.parse(schedule, { currentDate: from, tz: 'UTC' }).next().toDate();
}

/**
 * Runs the jobs in this process, on timers: for the embedded database (PGlite), which one process
 * owns, so there is no other instance to share the work with. Start-up runs are awaited (the app is
 * ready once they are done); a failed run is retried 30 s, 60 s then 120 s later; a run never
 * overlaps the previous one of its job.
 */
export class InProcessJobEngine implements JobEngine {
  readonly kind = 'in-process';
  readonly #log: FastifyBaseLogger;
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #running = new Map<string, Promise<void>>();
  #stopped = false;

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  async start(jobs: readonly Job[]): Promise<void> {
    for (const job of jobs) this.#scheduleNext(job);
    for (const job of jobs) if (job.runAtStart) await this.#run(job, 0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await Promise.allSettled([...this.#running.values()]);
  }

  #after(ms: number, work: () => void): void {
    if (this.#stopped) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    this.#timers.add(timer);
  }

  #scheduleNext(job: Job): void {
    const now = new Date();
    this.#after(nextOccurrence(job.schedule, now).getTime() - now.getTime(), () => {
      this.#scheduleNext(job);
      if (!this.#running.has(job.name)) void this.#run(job, 0);
    });
  }

  /** One attempt, then its retries on timers; never rejects. */
  #run(job: Job, attempt: number): Promise<void> {
    const run = runAttempt(job, this.#log, attempt).then(
      () => {},
      () => {
        if (attempt < JOB_RETRY.limit) {
          this.#after(JOB_RETRY.delaySeconds * 1000 * 2 ** attempt, () => void this.#run(job, attempt + 1));
        }
      },
    );
    const tracked = run.finally(() => this.#running.delete(job.name));
    this.#running.set(job.name, tracked);
    return tracked;
  }
}
