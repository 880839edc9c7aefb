import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { MetricValues, SnapshotAge } from '@contract/analytics';
import type { Network } from '@contract/integrations';
import type { PublicationWithReading } from '@core/analytics';
import type { PublishedResult } from '@core/plans/learn-from-results';
import type { SlotKind } from '@core/plans/plan-types';
import type { Db } from './client';
import {
  drafts,
  followerSnapshots,
  metricSnapshots,
  planSlots,
  publications,
  socialAccounts,
} from './schema';

/** A published post on one account, as the metric reads need it. */
export interface PublishedForMetrics {
  publicationId: string;
  businessId: string;
  accountId: string;
  network: Network;
  remoteId: string;
  publishedAt: Date;
  /** The ages already read. */
  takenAges: SnapshotAge[];
}

/** One published post with its newest reading, for the Analytics page. */
export interface PublishedWithReading {
  postId: string;
  title: string;
  network: Network;
  accountName: string;
  publishedAt: Date;
  url: string | null;
  metrics: MetricValues | null;
  note: string | null;
  readAt: Date | null;
}

/** Published posts to read and their snapshots, only ever added to. */
function postSnapshotRepository(db: Db) {
  return {
    /** Published posts on connected accounts whose newest age to read has come. */
    async publishedSince(since: Date): Promise<PublishedForMetrics[]> {
      const rows = await db
        .select({
          publicationId: publications.id,
          businessId: publications.businessId,
          accountId: publications.accountId,
          network: publications.network,
          remoteId: publications.remoteId,
          publishedAt: publications.publishStartedAt,
          // Qualified by hand: in a one-table select the columns are written bare, and a
          // bare "id" in the subquery would be the snapshot's own, matching nothing.
          takenAges: sql<SnapshotAge[] | null>`(
            select array_agg(taken.age) from ${metricSnapshots} taken
            where taken.publication_id = ${publications}.id)`,
        })
        .from(publications)
        .where(
          and(
            eq(publications.state, 'published'),
            isNotNull(publications.remoteId),
            isNotNull(publications.accountId),
            gt(publications.publishStartedAt, since),
          ),
        );
      return rows.flatMap((row) =>
        row.accountId && row.remoteId && row.publishedAt
          ? [
              {
                ...row,
                accountId: row.accountId,
                remoteId: row.remoteId,
                publishedAt: row.publishedAt,
                takenAges: row.takenAges ?? [],
              },
            ]
          : [],
      );
    },

    /** False when this age was already read (the first reading stays). */
    async addSnapshot(snapshot: {
      publicationId: string;
      businessId: string;
      network: Network;
      age: SnapshotAge;
      metrics: MetricValues;
      note: string | null;
      takenAt: Date;
    }): Promise<boolean> {
      const added = await db
        .insert(metricSnapshots)
        .values(snapshot)
        .onConflictDoNothing()
        .returning({ id: metricSnapshots.id });
      return added.length > 0;
    },

    /** Every snapshot of one publication, oldest first (tests and the data export read it). */
    async snapshotsOf(publicationIds: string[]) {
      if (publicationIds.length === 0) return [];
      return db
        .select()
        .from(metricSnapshots)
        .where(inArray(metricSnapshots.publicationId, publicationIds))
        .orderBy(metricSnapshots.takenAt);
    },
  };
}

/** Accounts' daily follower readings, only ever added to. */
function followerSnapshotRepository(db: Db) {
  return {
    /** Connected accounts with no follower reading on `day` yet. */
    async accountsWithoutFollowers(day: string) {
      return db
        .select()
        .from(socialAccounts)
        .where(
          and(
            eq(socialAccounts.status, 'connected'),
            sql`not exists (select 1 from ${followerSnapshots}
              where ${followerSnapshots.accountId} = ${socialAccounts.id}
              and ${followerSnapshots.day} = ${day})`,
          ),
        );
    },

    async addFollowers(reading: {
      accountId: string;
      businessId: string;
      network: Network;
      day: string;
      followers: number | null;
      takenAt: Date;
    }): Promise<boolean> {
      const added = await db
        .insert(followerSnapshots)
        .values(reading)
        .onConflictDoNothing()
        .returning({ id: followerSnapshots.id });
      return added.length > 0;
    },

    /** The owner's follower readings since `since`, with the account's name. */
    async followerReadings(businessId: string, since: Date) {
      return db
        .select({
          accountId: followerSnapshots.accountId,
          network: followerSnapshots.network,
          accountName: socialAccounts.displayName,
          followers: followerSnapshots.followers,
          readAt: followerSnapshots.takenAt,
        })
        .from(followerSnapshots)
        .innerJoin(socialAccounts, eq(socialAccounts.id, followerSnapshots.accountId))
        .where(
          and(eq(followerSnapshots.businessId, businessId), gt(followerSnapshots.takenAt, since)),
        );
    },
  };
}

/** Each of the owner's publications with its newest reading (by when it was read). */
function newestReadings(db: Db, businessId: string) {
  return db
    .selectDistinctOn([metricSnapshots.publicationId], {
      publicationId: metricSnapshots.publicationId,
      metrics: metricSnapshots.metrics,
      note: metricSnapshots.note,
      takenAt: metricSnapshots.takenAt,
    })
    .from(metricSnapshots)
    .where(eq(metricSnapshots.businessId, businessId))
    .orderBy(metricSnapshots.publicationId, desc(metricSnapshots.takenAt))
    .as('latest');
}

/** What the Analytics page reads: published posts with their newest reading. */
function analyticsReadRepository(db: Db) {
  return {
    /** The owner's published posts since `since`, each with its newest reading. */
    async publishedWithReadings(businessId: string, since: Date): Promise<PublishedWithReading[]> {
      const latest = newestReadings(db, businessId);
      const rows = await db
        .select({
          postId: publications.postId,
          title: drafts.title,
          network: publications.network,
          accountName: publications.accountName,
          publishedAt: publications.publishStartedAt,
          url: publications.remoteUrl,
          metrics: latest.metrics,
          note: latest.note,
          readAt: latest.takenAt,
        })
        .from(publications)
        .innerJoin(drafts, eq(drafts.id, publications.postId))
        .leftJoin(latest, eq(latest.publicationId, publications.id))
        .where(
          and(
            eq(publications.businessId, businessId),
            eq(publications.state, 'published'),
            gt(publications.publishStartedAt, since),
          ),
        );
      return rows.flatMap((row) =>
        row.publishedAt ? [{ ...row, publishedAt: row.publishedAt }] : [],
      );
    },

    async publishedCount(businessId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(publications)
        .where(and(eq(publications.businessId, businessId), eq(publications.state, 'published')));
      return row?.count ?? 0;
    },
  };
}

/** What a post's Results panel reads: its publications with their newest reading. */
function postResultsReadRepository(db: Db) {
  return {
    /**
     * One post's publications, each with its newest reading (by when it was read), for
     * the post's Results panel; the owner's only.
     */
    async publicationsWithReading(
      businessId: string,
      postId: string,
    ): Promise<PublicationWithReading[]> {
      const latest = db
        .selectDistinctOn([metricSnapshots.publicationId], {
          publicationId: metricSnapshots.publicationId,
          age: metricSnapshots.age,
          metrics: metricSnapshots.metrics,
          note: metricSnapshots.note,
          takenAt: metricSnapshots.takenAt,
        })
        .from(metricSnapshots)
        .innerJoin(publications, eq(publications.id, metricSnapshots.publicationId))
        .where(and(eq(publications.postId, postId), eq(metricSnapshots.businessId, businessId)))
        .orderBy(metricSnapshots.publicationId, desc(metricSnapshots.takenAt))
        .as('latest');
      const rows = await db
        .select({
          publicationId: publications.id,
          network: publications.network,
          accountName: publications.accountName,
          state: publications.state,
          publishStartedAt: publications.publishStartedAt,
          url: publications.remoteUrl,
          age: latest.age,
          metrics: latest.metrics,
          note: latest.note,
          readAt: latest.takenAt,
        })
        .from(publications)
        .leftJoin(latest, eq(latest.publicationId, publications.id))
        .where(and(eq(publications.businessId, businessId), eq(publications.postId, postId)));
      return rows.map((row) => ({
        publicationId: row.publicationId,
        network: row.network,
        accountName: row.accountName,
        state: row.state,
        // Only a publication that went out has a publishing time to show.
        publishedAt: row.state === 'published' ? row.publishStartedAt : null,
        url: row.url,
        reading:
          row.age && row.metrics && row.readAt
            ? { age: row.age, metrics: row.metrics, note: row.note, readAt: row.readAt }
            : null,
      }));
    },
  };
}

/** What the month planner learns from (core/plans/learn-from-results.ts). */
function planLearningReadRepository(db: Db) {
  return {
    /**
     * The owner's published posts since `since`, one row per publication with its newest
     * reading (null when none was read yet) and the plan's kind of the post when a plan
     * wrote it.
     */
    async resultsForPlanning(businessId: string, since: Date): Promise<PublishedResult[]> {
      const latest = newestReadings(db, businessId);
      const rows = await db
        .select({
          postId: publications.postId,
          title: drafts.title,
          network: publications.network,
          publishedAt: publications.publishStartedAt,
          metrics: latest.metrics,
          // A post is written for one slot at most (plan_slots.draft_id); any one decides otherwise.
          kind: sql<SlotKind | null>`(
            select slot.kind from ${planSlots} slot
            where slot.draft_id = ${publications}.post_id
            order by slot.id limit 1)`,
        })
        .from(publications)
        .innerJoin(drafts, eq(drafts.id, publications.postId))
        .leftJoin(latest, eq(latest.publicationId, publications.id))
        .where(
          and(
            eq(publications.businessId, businessId),
            eq(publications.state, 'published'),
            gt(publications.publishStartedAt, since),
          ),
        );
      return rows.flatMap((row) =>
        row.publishedAt
          ? [{ ...row, publishedAt: row.publishedAt, metrics: row.metrics ?? null }]
          : [],
      );
    },
  };
}

/**
 * The snapshots of posts' numbers and of accounts' followers (ADR 0060): rows are only
 * added (a reading already taken for an age, or a day, is kept and the new one dropped).
 */
export function metricsRepository(db: Db) {
  return {
    ...postSnapshotRepository(db),
    ...followerSnapshotRepository(db),
    ...analyticsReadRepository(db),
    ...postResultsReadRepository(db),
    ...planLearningReadRepository(db),
  };
}
export type MetricsRepository = ReturnType<typeof metricsRepository>;
