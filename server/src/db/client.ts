import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { schema, type Schema } from './schema';

/** One query surface for both engines: every repository is written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * How the job engine reaches the same database: the very PGlite instance Drizzle uses
 * (one process, one connection), or the PostgreSQL server by its URL (a pool of its own).
 */
export type JobsConnection =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; connectionString: string };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobsConnection: JobsConnection;
  /** Applies the migrations not yet applied (the tests may name a folder holding fewer). */
  migrate(folder?: string): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /**
   * PGlite only: a dump (`dumpDataDir`) of a migrated data directory that a new one starts
   * from instead of running initdb. The server tests start every database from one.
   */
  startFrom?: Blob;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite under DATA_DIR/db. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(path.join(options.dataDir, 'db'), options.startFrom);
}

async function openPglite(directory: string, startFrom: Blob | undefined): Promise<Database> {
  await mkdir(directory, { recursive: true });
  const client = await PGlite.create({ dataDir: directory, loadDataDir: startFrom });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    jobsConnection: { kind: 'pglite', client },
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string, max: number): Database {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (the database restarting) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    jobsConnection: { kind: 'postgres', connectionString },
    migrate: (folder = migrationsFolder) => migrateNodePg(db, { migrationsFolder: folder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
