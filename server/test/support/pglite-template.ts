import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly migrated PGlite data directory to copy; empty on PostgreSQL. */
    pgliteTemplate: string;
    /** A freshly migrated PostgreSQL database to create from; empty on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * Runs once before the server tests: the migrations once, into a database that every test
 * database is then a copy of, so no test file migrates from nothing (the suite opens about
 * a hundred databases; docs/decisions/0053-ci-time.md has the figures).
 *
 * - PGlite: initdb and the migrations in a data directory, closed cleanly; each test
 *   database copies the directory (a file copy, cheaper than PGlite's own dump and load).
 * - PostgreSQL: a database migrated once, with no connection left open, that each test
 *   database names in `CREATE DATABASE … TEMPLATE`.
 *
 * Each test database still runs the migrations itself, which finds nothing to do: the
 * template is built from the same migrations in this run.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `smart_suite_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    await database.migrate();
    await database.close();
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', name);
    return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const directory = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-template-'));
  const database = await openDatabase({ dataDir: directory });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', path.join(directory, 'db'));
  project.provide('postgresTemplate', '');
  return () => rm(directory, { recursive: true, force: true });
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
