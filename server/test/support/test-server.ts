import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { JobEngine } from '../../src/jobs/job-engine';
import { startPgBossEngine, type JobLogger } from '../../src/jobs/pg-boss-engine';
import { createLocalDiskStorage } from '../../src/storage/local-disk';
import type { Storage } from '../../src/storage/storage';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  config: Config;
  storage: Storage;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  storage?: Storage;
  overrides?: Partial<
    Pick<
      AppDependencies,
      | 'verifyGoogle'
      | 'verifyFacebook'
      | 'logger'
      | 'now'
      | 'mailer'
      | 'publishJitter'
      | 'writer'
      | 'websiteLoopbackTargetsForTests'
    >
  >;
  /** Run jobs on pg-boss over the test database (as main.ts does) instead of inline. */
  pgBoss?: { log?: JobLogger };
  /** Test-only routes (e.g. one that shows request.ip), added before the server listens. */
  beforeListen?: (app: FastifyInstance) => void;
  /** The loopback port to listen on (known ahead, e.g. for PUBLIC_URL); a free one otherwise. */
  port?: number;
}

const silentJobLog: JobLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** Limits high enough that only the tests about limits ever meet them. */
const GENEROUS_LIMITS = {
  AUTH_RATE_LIMIT: '10000',
  AUTH_EMAIL_RATE_LIMIT: '10000',
  UPLOAD_RATE_LIMIT: '10000',
  AI_RATE_LIMIT: '10000',
  APPROVAL_LINK_RATE_LIMIT: '10000',
  ACCOUNT_EMAILS_PER_HOUR: '10000',
  FAILED_SIGN_INS_PER_HOUR: '10000',
};

/** The real server on a free loopback port, over a fresh database and storage. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDatabase = await createTestDatabase();
  let config: Config;
  let storage: Storage;
  let app: FastifyInstance;
  let jobs: JobEngine | undefined;
  try {
    config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: testDatabase.dataDir,
      ...GENEROUS_LIMITS,
      ...options.env,
    });
    storage =
      options.storage ?? (await createLocalDiskStorage(path.join(testDatabase.dataDir, 'media')));
    if (options.pgBoss) {
      jobs = await startPgBossEngine({
        connection: testDatabase.database.jobsConnection,
        log: options.pgBoss.log ?? silentJobLog,
        retryDelaySeconds: 1,
        pollingSeconds: 0.5,
      });
    }
    app = await buildApp({
      config,
      database: testDatabase.database,
      storage,
      jobs,
      ...options.overrides,
    });
  } catch (error) {
    await jobs?.stop();
    await testDatabase.dispose();
    throw error;
  }
  options.beforeListen?.(app);
  try {
    await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  } catch (error) {
    // A port asked for may have been taken meanwhile: nothing is left running for a retry.
    await app.close();
    await jobs?.stop();
    await testDatabase.dispose();
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    config,
    storage,
    testDatabase,
    close: async () => {
      await app.close();
      await jobs?.stop();
      await testDatabase.dispose();
    },
  };
}
