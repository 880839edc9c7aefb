import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@contract/posts';
import type { Db } from './client';
import {
  businessProfiles,
  businessSettings,
  memberships,
  notificationSettings,
  sentNotifications,
  users,
} from './schema';

/** A business whose weekly summary for one week is not handled yet, and its Owner. */
export interface WeeklySummaryOwner {
  key: string;
  businessId: string;
  userId: string;
  email: string | null;
}

/**
 * The zone the business's dates are read in, as businessTimeZoneOf reads it: Settings',
 * else the business profile's, else the default.
 */
const businessZone = sql<string>`coalesce(${businessSettings.timeZone},
  nullif(${businessProfiles.profile}->>'timeZone', ''), ${DEFAULT_TIME_ZONE})`;

/** Only owners who asked for the summary: no row a week for everyone else. */
const wantsSummary = and(
  eq(memberships.role, 'owner'),
  sql`${notificationSettings.settings}->>'emailNotifications' = 'true'`,
  sql`${notificationSettings.settings}->>'weeklyReport' = 'true'`,
  isNotNull(users.email),
);

/** Businesses whose Owner asked for the weekly summary, with the business's zone (ADR 0064). */
export function weeklySummaryRepository(db: Db) {
  /** The owners with their settings and zone, for a query to select from. */
  const withZones = <T extends Parameters<typeof db.select>[0]>(fields: NonNullable<T>) =>
    db
      .select(fields)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .leftJoin(businessSettings, eq(businessSettings.businessId, memberships.businessId))
      .leftJoin(businessProfiles, eq(businessProfiles.businessId, memberships.businessId));
  return {
    /** The zones of the owners who asked for the summary, each once. */
    async summaryZones(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ zone: businessZone })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .leftJoin(businessSettings, eq(businessSettings.businessId, memberships.businessId))
        .leftJoin(businessProfiles, eq(businessProfiles.businessId, memberships.businessId))
        .where(wantsSummary);
      return rows.map((row) => row.zone);
    },

    /** Owners in `zone` whose summary of `week` (its Monday) is not handled yet. */
    async ownersWithoutSummary(
      zone: string,
      week: string,
      limit: number,
    ): Promise<WeeklySummaryOwner[]> {
      const key = sql<string>`'weekly_summary:' || ${memberships.businessId} || ':' || ${week}`;
      return withZones({
        key,
        businessId: memberships.businessId,
        userId: users.id,
        email: users.email,
      })
        .where(
          and(
            wantsSummary,
            sql`${businessZone} = ${zone}`,
            sql`not exists (select 1 from ${sentNotifications} where ${sentNotifications.key} = ${key})`,
          ),
        )
        .limit(limit);
    },
  };
}
export type WeeklySummaryRepository = ReturnType<typeof weeklySummaryRepository>;
