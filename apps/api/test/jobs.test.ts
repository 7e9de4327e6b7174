import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessJobEngine, nextOccurrence } from '../src/lib/jobs/in-process-engine.ts';
import type { Job } from '../src/lib/jobs/job.ts';
import { JobRegistry } from '../src/lib/jobs/job-registry.ts';
import { PG_BOSS_SCHEMA } from '../src/lib/jobs/pg-boss-engine.ts';
import { querySql } from '../src/lib/db/sql.ts';
import { buildTestApp, buildTestAppOn, type TestApp } from './helpers/build-test-app.ts';

// Two instances on one database need a database server; an in-memory PGlite belongs to one process.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

afterEach(() => {
  vi.useRealTimers();
});

/** A logger that keeps its lines: `[level, fields, message]`, the child's fields included. */
function recordingLogger(lines: [string, Record<string, unknown>, string][], bound = {}): FastifyBaseLogger {
  const write =
    (level: string) =>
    (fields: Record<string, unknown>, message: string): void => {
      lines.push([level, { ...bound, ...fields }, message]);
    };
  const logger = {
    level: 'info',
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    debug: write('debug'),
    fatal: write('fatal'),
    trace: write('trace'),
    silent: () => {},
    child: (fields: Record<string, unknown>) => recordingLogger(lines, { ...bound, ...fields }),
  };
  return logger as unknown as FastifyBaseLogger;
}

describe('the job registry', () => {
  it('takes each job once, by a kebab-case name, and none once the app is ready', () => {
    const registry = new JobRegistry();
    const job = { name: 'trial-ending', schedule: '0 8 * * *', run: async () => undefined };
    registry.register(job);
    expect(() => registry.register(job)).toThrow(/twice/);
    expect(() => registry.register({ ...job, name: 'Trial ending' })).toThrow(/kebab-case/);
    expect(registry.seal()).toEqual([job]);
    expect(() => registry.register({ ...job, name: 'monthly-reminder' })).toThrow(/before the app is ready/);
  });

  it('reads the schedules in UTC', () => {
    const from = new Date('2026-11-27T10:30:00Z');
    expect(nextOccurrence('0 * * * *', from).toISOString()).toBe('2026-11-27T11:00:00.000Z');
    expect(nextOccurrence('0 8 * * *', from).toISOString()).toBe('2026-11-28T08:00:00.000Z');
  });
});

describe('the in-process engine (PGlite, one process)', () => {
  it('runs a job at start-up, then at each occurrence of its schedule, one log line a run', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:30:00Z'));
    const lines: [string, Record<string, unknown>, string][] = [];
    let runs = 0;
    const engine = new InProcessJobEngine(recordingLogger(lines));
    await engine.start([
      { name: 'hourly', schedule: '0 * * * *', runAtStart: true, run: async () => ({ runs: ++runs }) },
    ]);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(runs).toBe(5);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toEqual([
      'info',
      { job: 'hourly', attempt: 0, ms: expect.any(Number), runs: 2 },
      'job run',
    ]);
    await engine.stop();
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(runs).toBe(5);
  });

  it('retries a failed run 30 s, 60 s then 120 s later, and gives up after that', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:30:00Z'));
    const lines: [string, Record<string, unknown>, string][] = [];
    const attempts: number[] = [];
    const failing: Job = {
      name: 'failing',
      schedule: '0 3 * * *',
      runAtStart: true,
      run: async ({ attempt }) => {
        attempts.push(attempt);
        throw new Error('base indisponible');
      },
    };
    const engine = new InProcessJobEngine(recordingLogger(lines));
    await engine.start([failing]);
    expect(attempts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(attempts).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toEqual([0, 1, 2]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(attempts).toEqual([0, 1, 2, 3]);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(attempts).toEqual([0, 1, 2, 3]);
    expect(lines.map(([level, fields]) => [level, fields.attempt, fields.willRetry])).toEqual([
      ['warn', 0, true],
      ['warn', 1, true],
      ['warn', 2, true],
      ['warn', 3, false],
    ]);
    await engine.stop();
  });

  it('never starts a run while the previous one of the same job is busy', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:59:00Z'));
    let started = 0;
    let finish: () => void = () => {};
    const engine = new InProcessJobEngine(recordingLogger([]));
    await engine.start([
      {
        name: 'slow',
        schedule: '* * * * *',
        run: () => {
          started += 1;
          return new Promise<undefined>((resolve) => {
            finish = () => resolve(undefined);
          });
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(started).toBe(2);
    finish();
    await engine.stop();
  });
});

describe.skipIf(!onPostgres)('pg-boss on PostgreSQL (set TEST_DATABASE_URL)', () => {
  it('runs each job once across two instances, and schedules each once', async () => {
    const a: TestApp = await buildTestApp({ JOBS_ENGINE: 'pg-boss' });
    let b: TestApp | undefined;
    try {
      b = await buildTestAppOn(a);
      const jobs = a.app.jobs.jobs;
      expect(jobs.map((job) => job.name).sort()).toEqual([
        'analytics-day-closing',
        'closed-account-purge',
        'mail-outbox',
        'monthly-reminder',
        'rate-limit-purge',
        'retention-purge',
        'session-purge',
        'storage-sweep',
        'two-factor-reseal',
      ]);
      const atStart = jobs.filter((job) => job.runAtStart).map((job) => job.name);
      const em = a.orm.em.fork();
      const names = new Set(jobs.map((job) => job.name));
      const runs = async () =>
        (
          await querySql<{ name: string; state: string; count: number }>(
            em,
            `select name, state, count(*)::int as count from ${PG_BOSS_SCHEMA}.job group by name, state order by name, state`,
          )
        ).filter((row) => names.has(row.name));
      // Both instances sent their start-up runs before they were ready: each job's are all there.
      await expect
        .poll(async () => (await runs()).filter((row) => row.state === 'completed').length, {
          timeout: 20_000,
          interval: 250,
        })
        .toBe(atStart.length);
      expect(await runs()).toEqual(atStart.sort().map((name) => ({ name, state: 'completed', count: 1 })));
      const schedules = await querySql<{ name: string; count: number }>(
        em,
        `select name, count(*)::int as count from ${PG_BOSS_SCHEMA}.schedule group by name order by name`,
      );
      expect(schedules.filter((row) => !names.has(row.name))).toEqual([]);
      expect(schedules).toEqual(
        jobs
          .map((job) => job.name)
          .sort()
          .map((name) => ({ name, count: 1 })),
      );
    } finally {
      await b?.close();
      await a.close();
    }
  });
});
