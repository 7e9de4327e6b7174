import type { Job } from './job.ts';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * The application's scheduled jobs. A module's plugin registers its own
 * (`fastify.jobs.register({ name, schedule, run })`) before the app is ready; the jobs plugin then
 * hands them all to the engine.
 */
export class JobRegistry {
  readonly #jobs = new Map<string, Job>();
  #sealed = false;

  register(job: Job): void {
    if (this.#sealed) throw new Error(`job ${job.name}: register jobs before the app is ready`);
    if (!NAME.test(job.name)) throw new Error(`job ${job.name}: the name must be kebab-case`);
    if (this.#jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    this.#jobs.set(job.name, job);
  }

  /** The registered jobs, in their order of registration; no more may be registered after. */
  seal(): readonly Job[] {
    this.#sealed = true;
    return [...this.#jobs.values()];
  }

  /** The jobs registered so far. */
  get jobs(): readonly Job[] {
    return [...this.#jobs.values()];
  }
}
