import { cp, mkdtemp, rm } from 'node:fs/promises';
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

/**
 * The migrated template the server tests' global setup made (pglite-template.ts), when
 * there is one: suites without that setup (the reliability suites) migrate from nothing.
 */
function template(name: 'pgliteTemplate' | 'postgresTemplate'): string | undefined {
  const value = inject(name) as string | undefined;
  return value || undefined;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl
    ? await createPostgresDatabase(adminUrl, template('postgresTemplate'))
    : null;
  const pgliteCopy = postgres ? undefined : template('pgliteTemplate');
  // openDatabase keeps PGlite's files in DATA_DIR/db.
  if (pgliteCopy) await cp(pgliteCopy, path.join(dataDir, 'db'), { recursive: true });
  const database = await openDatabase({ databaseUrl: postgres?.url, dataDir, poolSize: 5 });
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
