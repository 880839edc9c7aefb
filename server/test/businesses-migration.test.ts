import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client';
import { undoBusinessesMigration } from '../src/db/rollbacks/undo-businesses';
import { createPostgresDatabase } from './support/postgres-database';

/** The tables of a business's work: 0012 moves them from the user to the business. */
const BUSINESS_TABLES = [
  'onboarding',
  'business_profiles',
  'business_settings',
  'uploads',
  'drafts',
  'plans',
  'social_accounts',
  'social_connections',
  'publications',
  'metric_snapshots',
  'follower_snapshots',
  'ai_settings',
  'ai_usage',
  'billing_accounts',
] as const;

/** Tables of the person: they keep their user key. */
const PERSON_TABLES = ['passwords', 'sessions', 'notification_settings', 'sent_notifications'];

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * A migrations folder holding only the migrations before `idx` (12: before 0012, as a
 * database had them; 13: up to 0012, the state its down step starts from).
 */
async function migrationsBefore(idx = 12): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-migrations-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: Array<{ idx: number }>;
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < idx);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/** A database of its own (never the suite's migrated template), on the suite's engine. */
async function emptyDatabase(): Promise<Database> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-migration-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const database = await openDatabase({ databaseUrl: postgres?.url, dataDir, poolSize: 2 });
  cleanups.push(async () => {
    await database.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return database;
}

async function rows<T>(database: Database, query: string): Promise<T[]> {
  // PGlite's and node-postgres' results both carry the rows in `rows`.
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** One row of every kind for a user, in the shape of 0011 (keyed by user_id). */
async function seedUser(database: Database, id: string, user: string, n: number) {
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  const uuid = (tail: number) => `${id.slice(0, 24)}${String(tail).padStart(12, '0')}`;
  await run(
    `insert into users (id, email, name, business_name) values ('${id}', '${user}@example.com', ${n === 1 ? "'Alice', 'Golden Crust'" : "'Bob', null"})`,
  );
  await run(`insert into passwords (user_id, hash) values ('${id}', 'hash-${n}')`);
  await run(
    `insert into sessions (token_hash, user_id, expires_at) values ('token-${n}', '${id}', now() + interval '1 day')`,
  );
  await run(`insert into onboarding (user_id, data) values ('${id}', '{"n": ${n}}')`);
  await run(`insert into business_profiles (user_id, profile) values ('${id}', '{"n": ${n}}')`);
  await run(`insert into business_settings (user_id, time_zone) values ('${id}', 'Europe/Paris')`);
  await run(
    `insert into uploads (key, user_id, kind, filename, content_type, size) values ('file-${n}', '${id}', 'logo', 'logo.png', 'image/png', 10)`,
  );
  await run(
    `insert into drafts (id, user_id, title, caption, hashtags, generation_params, original_post_desc) values ('${uuid(1)}', '${id}', 'Post ${n}', 'c', '', '{}', '')`,
  );
  await run(
    `insert into plans (id, user_id, month, time_zone) values ('${uuid(2)}', '${id}', '2026-12', 'Europe/Paris')`,
  );
  await run(
    `insert into plan_slots (plan_id, position, date, time, platforms, kind, brief, draft_id) values ('${uuid(2)}', 0, '2026-12-01', '09:00', '["instagram"]', 'offer', 'b', '${uuid(1)}')`,
  );
  await run(
    `insert into social_accounts (id, user_id, network, remote_id, display_name, sandbox, access_token) values ('${uuid(3)}', '${id}', 'instagram', 'remote-${n}', 'Shop ${n}', true, 'sealed')`,
  );
  await run(
    `insert into social_connections (user_id, network, state_hash, expires_at) values ('${id}', 'instagram', 'state-${n}', now())`,
  );
  await run(
    `insert into publications (id, user_id, post_id, account_id, network, account_name, sandbox, publish_at) values ('${uuid(4)}', '${id}', '${uuid(1)}', '${uuid(3)}', 'instagram', 'Shop ${n}', true, now())`,
  );
  await run(
    `insert into metric_snapshots (publication_id, user_id, network, age, metrics, taken_at) values ('${uuid(4)}', '${id}', 'instagram', '1h', '{}', now())`,
  );
  await run(
    `insert into follower_snapshots (account_id, user_id, network, day, followers, taken_at) values ('${uuid(3)}', '${id}', 'instagram', '2026-11-29', ${n * 10}, now())`,
  );
  await run(
    `insert into ai_settings (user_id, writer, provider, base_url, text_model, image_model, text_daily_limit, image_daily_limit) values ('${id}', 'offline', 'openai', 'https://api.example', 't', 'i', 5, 5)`,
  );
  await run(
    `insert into ai_usage (user_id, day, kind, calls) values ('${id}', '2026-11-29', 'text', ${n})`,
  );
  await run(`insert into billing_accounts (user_id, posts_used) values ('${id}', ${n})`);
  await run(`insert into notification_settings (user_id, settings) values ('${id}', '{}')`);
  await run(
    `insert into sent_notifications (key, user_id, kind, emailed) values ('event-${n}', '${id}', 'post_failed', true)`,
  );
}

/** What a database holds and how it is shaped, to compare before and after a round trip. */
async function picture(database: Database) {
  const shape = await rows(
    database,
    `select table_name, column_name, data_type, is_nullable from information_schema.columns
     where table_schema = 'public' order by table_name, column_name`,
  );
  const constraints = await rows(
    database,
    `select conname, pg_get_constraintdef(oid) as definition from pg_constraint
     where connamespace = 'public'::regnamespace order by conname`,
  );
  const indexes = await rows(
    database,
    `select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
  );
  const data: Record<string, unknown[]> = {};
  for (const table of [...BUSINESS_TABLES, ...PERSON_TABLES, 'users', 'plan_slots']) {
    data[table] = await rows(database, `select * from ${table} order by 1, 2`);
  }
  return { shape, constraints, indexes, data };
}

async function databaseAt0011WithTwoUsers(): Promise<Database> {
  const database = await emptyDatabase();
  await database.migrate(await migrationsBefore());
  await seedUser(database, ALICE, 'alice', 1);
  await seedUser(database, BOB, 'bob', 2);
  return database;
}

describe('migration 0012: businesses own the data', () => {
  it('makes each user the Owner of a business sharing their id, holding every row of theirs', async () => {
    const database = await databaseAt0011WithTwoUsers();
    await database.migrate();

    expect(await rows(database, 'select id, name from businesses order by id')).toEqual([
      { id: ALICE, name: 'Golden Crust' },
      { id: BOB, name: 'Bob' },
    ]);
    expect(
      await rows(database, 'select business_id, user_id, role from memberships order by user_id'),
    ).toEqual([
      { business_id: ALICE, user_id: ALICE, role: 'owner' },
      { business_id: BOB, user_id: BOB, role: 'owner' },
    ]);
    for (const table of BUSINESS_TABLES) {
      const keys = await rows<{ business_id: string }>(
        database,
        `select business_id from ${table} order by business_id`,
      );
      expect(keys, table).toEqual([{ business_id: ALICE }, { business_id: BOB }]);
    }
    expect(
      await rows(database, 'select user_id, business_id from sessions order by user_id'),
    ).toEqual([
      { user_id: ALICE, business_id: ALICE },
      { user_id: BOB, business_id: BOB },
    ]);
    // Deleting a business takes its work with it; its owner's person rows stay.
    await database.db.execute(sql.raw(`delete from businesses where id = '${BOB}'`));
    expect(await rows(database, `select id from drafts where business_id = '${BOB}'`)).toEqual([]);
    expect(
      await rows(database, `select user_id from passwords where user_id = '${BOB}'`),
    ).toHaveLength(1);
  }, 60_000);

  it('keeps one Owner per business and only the four roles', async () => {
    const database = await databaseAt0011WithTwoUsers();
    await database.migrate();
    const add = (role: string) =>
      database.db.execute(
        sql.raw(
          `insert into memberships (business_id, user_id, role) values ('${ALICE}', '${BOB}', '${role}')`,
        ),
      );
    await expect(add('owner')).rejects.toThrow();
    await expect(add('boss')).rejects.toThrow();
    await add('editor');
  }, 60_000);

  it('is undone to the previous shape and data, and can be applied again', async () => {
    const database = await databaseAt0011WithTwoUsers();
    const before = await picture(database);
    // Every migration applied: those after 0012 are undone first, newest first.
    await database.migrate();
    await undoBusinessesMigration(database);
    expect(await picture(database)).toEqual(before);
    await database.migrate();
    expect(await rows(database, 'select id from businesses')).toHaveLength(2);
  }, 60_000);

  it('refuses to be undone once a business has a second member, changing nothing', async () => {
    const database = await databaseAt0011WithTwoUsers();
    await database.migrate();
    await database.db.execute(
      sql.raw(
        `insert into memberships (business_id, user_id, role) values ('${ALICE}', '${BOB}', 'editor')`,
      ),
    );
    const migrated = await picture(database);
    await expect(undoBusinessesMigration(database)).rejects.toThrow(
      'Cannot undo businesses: a business has more than one member. Restore a backup instead.',
    );
    expect(await picture(database)).toEqual(migrated);
  }, 60_000);

  it('refuses to be undone when a business is not its owner’s own', async () => {
    const database = await databaseAt0011WithTwoUsers();
    await database.migrate();
    await database.db.execute(sql.raw(`insert into businesses (name) values ('Second shop')`));
    await expect(undoBusinessesMigration(database)).rejects.toThrow(
      "Cannot undo businesses: a business is not its owner's own. Restore a backup instead.",
    );
  }, 60_000);
});
