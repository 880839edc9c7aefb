import { readdir } from 'node:fs/promises';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { drafts, onboarding, passwords, sessions, uploads, users } from '../../../src/db/schema';

/**
 * Everything the server stores, as one string: every row of every table in a fixed
 * order. Two equal snapshots mean no request in between changed stored data.
 */
export async function databaseSnapshot(db: Db): Promise<string> {
  const tables = {
    users: await db.select().from(users).orderBy(asc(users.id)),
    passwords: await db.select().from(passwords).orderBy(asc(passwords.userId)),
    sessions: await db.select().from(sessions).orderBy(asc(sessions.tokenHash)),
    onboarding: await db.select().from(onboarding).orderBy(asc(onboarding.businessId)),
    uploads: await db.select().from(uploads).orderBy(asc(uploads.key)),
    drafts: await db.select().from(drafts).orderBy(asc(drafts.id)),
  };
  return JSON.stringify(tables);
}

/** The stored media files (temporary files included: a failed write must leave none). */
export async function mediaFiles(directory: string): Promise<string[]> {
  try {
    return (await readdir(directory)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
