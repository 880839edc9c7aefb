import type { FastifyBaseLogger } from 'fastify';
import { buildApp, loggerOptions } from './app';
import { addressForPeople, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { holdDataDir } from './db/data-dir-owner';
import { startPgBossEngine, type JobLogger } from './jobs/pg-boss-engine';
import { logStream } from './log-format';
import { installProcessGuards } from './process-guards';
import { createStorage } from './storage/create-storage';

const SHUTDOWN_GRACE_MS = 10_000;
/** How long the listener stays open after a stop signal, answering with Connection: close. */
const DRAIN_MS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the config, migrates, listens; on SIGTERM or SIGINT finishes in-flight requests
 * and closes. Resolves with the address it listens on.
 */
async function main(): Promise<string> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  // The embedded database is this process's alone while it runs: say so to the tools that
  // would open it too (server/scripts/support-list.ts).
  const releaseDataDir =
    database.kind === 'pglite' ? await holdDataDir(config.DATA_DIR) : async () => undefined;
  await database.migrate();
  const storage = await createStorage(config);
  // The engine starts first (the app registers its jobs on it) and logs through the app's
  // logger once there is one; its schema is created or migrated here.
  const target: { log?: FastifyBaseLogger } = {};
  const jobLog: JobLogger = {
    info: (object, message) => target.log?.info(object, message),
    warn: (object, message) => target.log?.warn(object, message),
    error: (object, message) =>
      target.log ? target.log.error(object, message) : console.error(message),
  };
  const jobs = await startPgBossEngine({
    connection: database.jobsConnection,
    log: jobLog,
    cronCheckSeconds: config.JOBS_CRON_CHECK_SECONDS,
  });
  // Through process.stdout, like console output: the lines keep their order (pino's own
  // writer is asynchronous, so the start-up lines came after the address printed last).
  // Pretty on a terminal, JSON otherwise (LOG_FORMAT forces either).
  const app = await buildApp({
    config,
    database,
    storage,
    jobs,
    logger: loggerOptions(config.LOG_LEVEL, logStream(config.LOG_FORMAT, process.stdout)),
  });
  target.log = app.log;

  let closing = false;
  /** Drains and exits with `exitCode` once done: 0 on a stop signal, 1 after a crash. */
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // Connections the kernel already queued are accepted and served, not reset.
      app.beginDraining();
      await sleep(DRAIN_MS);
      // Connections whose last response has gone are closed as soon as they are idle.
      const idleCloser = setInterval(() => app.server.closeIdleConnections(), 50);
      await app.close();
      clearInterval(idleCloser);
      // In-flight jobs finish (or go back to the queue) before the database goes.
      await jobs.stop();
      await database.close();
      await releaseDataDir();
      process.exit(exitCode);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  installProcessGuards({ log: app.log, stop: () => void shutdown('uncaughtException', 1) });

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { database: database.kind, storage: storage.kind, mailer: app.mailer.kind },
    'ready',
  );
  const bound = app.server.address();
  return addressForPeople(
    config.HOST,
    typeof bound === 'object' && bound ? bound.port : config.PORT,
  );
}

/** The address once listening; `npm start` (scripts/start.mjs) prints it last. */
export const started: Promise<string> = main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
