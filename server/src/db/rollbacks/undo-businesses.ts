import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';

const BUSINESSES_MIGRATION = '0012_businesses_own_the_data';

/**
 * The way back from migration 0012 (ADR 0061): renames the business keys back to user
 * keys, drops businesses and memberships, and forgets the migration was applied, all in
 * one transaction. The SQL refuses (and nothing changes) once a business has a second
 * member or is not one person's own: only a backup restores that.
 */
export async function undoBusinessesMigration(database: Database): Promise<void> {
  const script = await readFile(
    new URL(`./${BUSINESSES_MIGRATION}.down.sql`, import.meta.url),
    'utf8',
  );
  const journal = JSON.parse(
    await readFile(new URL('../migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  const entry = journal.entries.find((candidate) => candidate.tag === BUSINESSES_MIGRATION);
  if (!entry) throw new Error(`${BUSINESSES_MIGRATION} is not in the migrations journal`);
  const statements = script.split('--> statement-breakpoint');
  try {
    await database.db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${entry.when}`,
      );
    });
  } catch (error) {
    // The driver's error names the whole script; the database's own sentence says why.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Error(cause instanceof Error ? cause.message : String(cause), { cause: error });
  }
}
