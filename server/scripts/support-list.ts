import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatSupportRequests } from '../src/account/support-inbox';
import { ConfigError, loadConfig } from '../src/config';
import { accountRepository } from '../src/db/account';
import { openDatabase, type Db } from '../src/db/client';
import { serverHoldsDataDir } from '../src/db/data-dir-owner';

/**
 * npm run support:list [-- --limit N]: prints the Support form's requests kept in the
 * database, newest first (50 unless --limit says otherwise), for the administrator of an
 * installation without SUPPORT_EMAIL, or to look one up. Reads the same settings as the
 * server (DATABASE_URL, else the embedded database under DATA_DIR).
 */

const DEFAULT_LIMIT = 50;

/** Writes the latest `limit` requests, as text, through `write`. */
export async function printSupportRequests(
  db: Db,
  limit: number,
  write: (text: string) => void,
): Promise<void> {
  write(formatSupportRequests(await accountRepository(db).latestSupportRequests(limit)));
}

function limitFrom(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { limit: { type: 'string' } } });
  const limit = values.limit === undefined ? DEFAULT_LIMIT : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1)
    throw new ConfigError('--limit must be a whole number above 0');
  return limit;
}

/** PostgreSQL's "undefined_table", as drizzle passes it on in the error's cause. */
function isMissingTable(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '42P01';
}

async function main(): Promise<void> {
  const config = loadConfig();
  const limit = limitFrom(process.argv.slice(2));
  if (!config.DATABASE_URL && (await serverHoldsDataDir(config.DATA_DIR))) {
    throw new ConfigError(
      `The server is running on the embedded database in ${config.DATA_DIR}, which one process at a time may open: stop it, then run support:list again (or use DATABASE_URL with PostgreSQL).`,
    );
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 1,
  });
  try {
    await printSupportRequests(database.db, limit, (text) => process.stdout.write(text));
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    // A read-only tool does not migrate: the server creates its tables when it first starts.
    throw new ConfigError(
      'This database has no support requests yet: the server has never started on it.',
    );
  } finally {
    await database.close();
  }
}

const invoked = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
if (import.meta.url === invoked) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
