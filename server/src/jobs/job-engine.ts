/**
 * The one interface routes and services use to run work later or on a schedule.
 * In production it is backed by pg-boss (on PostgreSQL or, through its PGlite adapter, on
 * the embedded database); tests may use the inline engine, which runs jobs in-process.
 */
export interface JobOptions {
  /** At most one queued or active job with this key per queue. */
  singletonKey?: string;
  /** Not before this instant. */
  startAfter?: Date;
  /** Attempts after the first; the engine's default (with backoff) when unset. */
  retryLimit?: number;
}

export type JobHandler<T extends object> = (data: T) => Promise<void>;

export interface JobEngine {
  readonly kind: 'pg-boss' | 'inline';
  /** Registers the handler for a queue on this instance (creating the queue when missing). */
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Enqueues one job; the job's id, or null when a singleton with its key is already queued. */
  send<T extends object>(queue: string, data: T, options?: JobOptions): Promise<string | null>;
  /** Runs the queue on a cron schedule (UTC), once per schedule across all instances. */
  schedule(queue: string, cron: string): Promise<void>;
  /** Stops taking jobs; in-flight handlers finish (or their jobs return to the queue). */
  stop(): Promise<void>;
}
