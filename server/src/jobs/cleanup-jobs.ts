import type { Repositories } from '../db/repositories';
import type { Storage } from '../storage/storage';
import type { JobEngine } from './job-engine';
import type { JobLogger } from './pg-boss-engine';

export const CLEANUP_QUEUES = {
  /**
   * Expired sessions (and ended rate-limit windows, and redirect sign-ins never completed):
   * rows nobody can use any more.
   */
  sessions: 'cleanup-sessions',
  /** Uploaded files nothing refers to a week after upload, and expired anonymous images. */
  media: 'cleanup-media',
} as const;

export interface CleanupJobOptions {
  jobs: JobEngine;
  repos: Repositories;
  storage: Storage;
  log: JobLogger;
  /** The cron (UTC) both cleanups run on. */
  cron: string;
  /** The current time; tests move it forward. */
  now?: () => Date;
}

/** Registers the two cleanup jobs and their schedule; run once per schedule across instances. */
export async function registerCleanupJobs(options: CleanupJobOptions): Promise<void> {
  const { jobs, repos, storage, log } = options;
  const now = options.now ?? (() => new Date());

  await jobs.work(CLEANUP_QUEUES.sessions, async () => {
    const at = now();
    const sessions = await repos.sessions.deleteExpired(at);
    const rateLimits = await repos.rateLimits.deleteExpired(at);
    const loginRedirects = await repos.loginRedirects.deleteExpired(at);
    log.info({ sessions, rateLimits, loginRedirects }, 'expired sessions deleted');
  });

  await jobs.work(CLEANUP_QUEUES.media, async () => {
    // The rows go first, in one statement that re-checks nothing refers to them; then the
    // bytes. A file whose delete fails is logged: its row is gone, so nothing serves it.
    let deleted = 0;
    for (;;) {
      const keys = await repos.uploads.deleteUnreferenced(now());
      if (keys.length === 0) break;
      const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
      results.forEach((result, index) => {
        if (result.status === 'rejected') {
          log.warn(
            { err: result.reason, key: keys[index] },
            'an unreferenced file was not deleted',
          );
        }
      });
      deleted += keys.length;
    }
    log.info({ files: deleted }, 'unreferenced media deleted');
  });

  await jobs.schedule(CLEANUP_QUEUES.sessions, options.cron);
  await jobs.schedule(CLEANUP_QUEUES.media, options.cron);
}
