import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite data directory; empty on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Runs once before the server tests: initdb and the migrations once, dumped to a file that
 * every test database then starts from (initdb alone takes seconds on WebAssembly, and the
 * suite opens about a hundred databases). Each database still runs the migrations itself,
 * which finds nothing to do: the template is built from the same migrations in this run.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const directory = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-template-'));
  const database = await openDatabase({ dataDir: directory });
  await database.migrate();
  await database.close();
  const client = await PGlite.create({ dataDir: path.join(directory, 'db') });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(directory, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(directory, { recursive: true, force: true });
}
