import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { createPostgresDatabase } from './postgres-database';

export { createPostgresDatabase };

/**
 * The database a test file runs against: a fresh PGlite in a temporary directory, or,
 * when TEST_DATABASE_URL names a PostgreSQL server, a fresh database created on it.
 * Both run the real migrations.
 */
export interface TestDatabase {
  database: Database;
  dataDir: string;
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

export const testDatabaseKind = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

/** The migrated data directory the server tests' global setup dumped, when there is one. */
async function pgliteTemplate(): Promise<Blob | undefined> {
  // Suites without that setup (the reliability suites) start from initdb.
  const file = inject('pgliteTemplate') as string | undefined;
  return file ? new Blob([await readFile(file)]) : undefined;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const database = await openDatabase({
    databaseUrl: postgres?.url,
    dataDir,
    poolSize: 5,
    startFrom: postgres ? undefined : await pgliteTemplate(),
  });
  await database.migrate();
  return {
    database,
    dataDir,
    databaseUrl: postgres?.url,
    dispose: async () => {
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
