import type { JobEngine, JobHandler, JobOptions } from './job-engine';

export interface InlineJobEngine extends JobEngine {
  /** Resolves once every job sent so far (and every job those jobs sent) has run. */
  drain(): Promise<void>;
  /** Runs a scheduled queue now, as its cron would. */
  runScheduled(queue: string): Promise<void>;
}

/**
 * Jobs run in this process on the next turn of the event loop, without retries or delays
 * (`startAfter` is ignored). For tests and for code that must run without a database-backed
 * queue; the server itself runs pg-boss.
 */
export function createInlineJobEngine(): InlineJobEngine {
  const handlers = new Map<string, JobHandler<object>>();
  const scheduled = new Set<string>();
  const running = new Set<Promise<void>>();
  const activeKeys = new Set<string>();
  let nextId = 1;
  let stopped = false;

  const run = (queue: string, data: object, key: string | undefined): Promise<void> => {
    const handler = handlers.get(queue);
    if (!handler) return Promise.reject(new Error(`No handler for the queue ${queue}`));
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => handler(data))
      .catch(() => undefined)
      .finally(() => {
        running.delete(job);
        if (key) activeKeys.delete(key);
      });
    running.add(job);
    return job;
  };

  return {
    kind: 'inline',
    work<T extends object>(queue: string, handler: JobHandler<T>) {
      handlers.set(queue, handler as JobHandler<object>);
      return Promise.resolve();
    },
    send<T extends object>(queue: string, data: T, options?: JobOptions) {
      if (stopped) return Promise.reject(new Error('The job engine has stopped'));
      const key = options?.singletonKey ? `${queue}:${options.singletonKey}` : undefined;
      if (key && activeKeys.has(key)) return Promise.resolve(null);
      if (key) activeKeys.add(key);
      void run(queue, data, key);
      return Promise.resolve(String(nextId++));
    },
    schedule(queue: string) {
      scheduled.add(queue);
      return Promise.resolve();
    },
    async runScheduled(queue: string) {
      if (!scheduled.has(queue)) throw new Error(`The queue ${queue} has no schedule`);
      await run(queue, {}, undefined);
    },
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async stop() {
      stopped = true;
      await Promise.all([...running]);
    },
  };
}
