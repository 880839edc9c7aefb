import {
  PgBoss,
  fromPglite,
  type ConstructorOptions,
  type JobWithMetadata,
  type SendOptions,
} from 'pg-boss';
import type { JobsConnection } from '../db/client';
import type { JobEngine, JobHandler, JobOptions } from './job-engine';

/** Where pg-boss keeps its tables, beside ours and out of their way. */
export const PG_BOSS_SCHEMA = 'pgboss';

export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PgBossEngineOptions {
  connection: JobsConnection;
  log: JobLogger;
  /** Attempts after the first, with exponential backoff. */
  retryLimit?: number;
  /** First retry delay in seconds; doubled (with jitter) on each further attempt. */
  retryDelaySeconds?: number;
  /** Longest wait between two attempts, in seconds. */
  retryDelayMaxSeconds?: number;
  /** How often each instance checks the cron schedules (1 to 45 s). */
  cronCheckSeconds?: number;
  /** How often an idle worker looks for new jobs (at least 0.5 s). */
  pollingSeconds?: number;
  /** How long stop() waits for in-flight handlers before leaving their jobs to be retried. */
  stopTimeoutMs?: number;
}

const DEFAULTS = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3_600,
  cronCheckSeconds: 30,
  pollingSeconds: 2,
  stopTimeoutMs: 8_000,
};

function connectionOptions(connection: JobsConnection): ConstructorOptions {
  if (connection.kind === 'pglite') {
    // The same PGlite instance Drizzle uses: one connection, so pg-boss's statements queue
    // behind ours. pg-boss never closes it; the database owner does.
    return { db: fromPglite(connection.client), backend: 'pglite' };
  }
  return { connectionString: connection.connectionString, max: 4 };
}

/** Creates a queue once (with the retry policy); safe to call from several instances. */
function queueCreator(boss: PgBoss, settings: typeof DEFAULTS) {
  const queues = new Map<string, Promise<void>>();
  return (queue: string) => {
    let created = queues.get(queue);
    if (!created) {
      created = (async () => {
        if (await boss.getQueue(queue)) return;
        await boss.createQueue(queue, {
          retryLimit: settings.retryLimit,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: settings.retryDelayMaxSeconds,
        });
      })().catch((error: unknown) => {
        queues.delete(queue);
        throw error;
      });
      queues.set(queue, created);
    }
    return created;
  };
}

/** Only the options given: an explicit undefined would override the queue's policy. */
function sendOptionsFrom(jobOptions: JobOptions | undefined): SendOptions {
  const sendOptions: SendOptions = {};
  if (jobOptions?.singletonKey) sendOptions.singletonKey = jobOptions.singletonKey;
  if (jobOptions?.startAfter) sendOptions.startAfter = jobOptions.startAfter;
  if (jobOptions?.retryLimit !== undefined) sendOptions.retryLimit = jobOptions.retryLimit;
  return sendOptions;
}

/**
 * The job engine on pg-boss 12, on PostgreSQL or on the embedded PGlite: one code path.
 * Its schema is created or migrated by start(). Jobs are kept in the database, so work sent
 * by one instance is done by whichever instance is free, and a cron schedule sends one job
 * per occurrence however many instances run it.
 */
export async function startPgBossEngine(options: PgBossEngineOptions): Promise<JobEngine> {
  const settings = { ...DEFAULTS, ...options };
  const boss = new PgBoss({
    ...connectionOptions(options.connection),
    schema: PG_BOSS_SCHEMA,
    migrate: true,
    createSchema: true,
    cronMonitorIntervalSeconds: settings.cronCheckSeconds,
    cronWorkerIntervalSeconds: Math.min(settings.cronCheckSeconds, 5),
  });
  boss.on('error', (error: Error) => options.log.error({ err: error }, 'job engine error'));
  await boss.start();

  const ensureQueue = queueCreator(boss, settings);

  return {
    kind: 'pg-boss',
    async work<T extends object>(queue: string, handler: JobHandler<T>) {
      await ensureQueue(queue);
      await boss.work(
        queue,
        { includeMetadata: true, pollingIntervalSeconds: settings.pollingSeconds },
        async (jobs: JobWithMetadata<T>[]) => {
          for (const job of jobs) {
            try {
              await handler(job.data);
            } catch (error) {
              const final = job.retryCount >= job.retryLimit;
              // A job that keeps failing stays in the table, state `failed`, with this error.
              const log = final ? options.log.error : options.log.warn;
              log.call(
                options.log,
                { err: error, queue, jobId: job.id, attempt: job.retryCount + 1 },
                final ? 'job failed for good' : 'job failed; it will be retried',
              );
              throw error;
            }
          }
        },
      );
    },
    async send<T extends object>(queue: string, data: T, jobOptions?: JobOptions) {
      await ensureQueue(queue);
      return boss.send(queue, data, sendOptionsFrom(jobOptions));
    },
    async schedule(queue: string, cron: string) {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      // Graceful: no new jobs are fetched; in-flight handlers get stopTimeoutMs to finish.
      // A job still running after that stays active and is retried once it expires.
      await boss.stop({
        graceful: true,
        timeout: settings.stopTimeoutMs,
        close: options.connection.kind === 'postgres',
      });
    },
  };
}
