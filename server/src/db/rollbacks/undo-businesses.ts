import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';

const BUSINESSES_MIGRATION = '0012_businesses_own_the_data';

/** A script of statements as drizzle-kit writes them, split at its breakpoints. */
async function statementsOf(tag: string): Promise<string[]> {
  const script = await readFile(new URL(`./${tag}.down.sql`, import.meta.url), 'utf8');
  return script.split('--> statement-breakpoint');
}

/** When each applied migration was written (drizzle keeps the journal's `when` per row). */
async function appliedMigrationTimes(database: Database): Promise<Set<number>> {
  // PGlite's and node-postgres' results both carry the rows in `rows`.
  const applied = (await database.db.execute(
    sql`select created_at from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { created_at: string | number }[] };
  return new Set(applied.rows.map((row) => Number(row.created_at)));
}

/**
 * The way back from migration 0012 (ADR 0061): the migrations applied after it are undone first,
 * newest first, each by its own `<tag>.down.sql` beside this file (one missing stops
 * everything before a change); then the business keys are renamed back to user keys,
 * businesses and memberships dropped, and the migrations from 0012 on forgotten, all in
 * one transaction. The SQL refuses (and nothing changes) once a business has a second
 * member or is not one person's own: only a backup restores that.
 */
export async function undoBusinessesMigration(database: Database): Promise<void> {
  const journal = JSON.parse(
    await readFile(new URL('../migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  const entry = journal.entries.find((candidate) => candidate.tag === BUSINESSES_MIGRATION);
  if (!entry) throw new Error(`${BUSINESSES_MIGRATION} is not in the migrations journal`);
  const appliedAt = await appliedMigrationTimes(database);
  const undone = journal.entries
    .filter((candidate) => candidate.when >= entry.when && appliedAt.has(candidate.when))
    .sort((a, b) => b.when - a.when);
  const scripts = await Promise.all(undone.map((migration) => statementsOf(migration.tag)));
  try {
    await database.db.transaction(async (tx) => {
      for (const statement of scripts.flat()) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at >= ${entry.when}`,
      );
    });
  } catch (error) {
    // The driver's error names the whole script; the database's own sentence says why.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Error(cause instanceof Error ? cause.message : String(cause), { cause: error });
  }
}
