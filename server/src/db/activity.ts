import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { activity, drafts } from './schema';

export type ActivityRow = typeof activity.$inferSelect;
export type NewActivity = Omit<typeof activity.$inferInsert, 'id' | 'at'>;

export interface ActivityPage {
  /** Only entries written before this instant; the newest when absent. */
  before?: Date;
  limit: number;
}

/** A business's log of who did what: written once, read newest first. */
export function activityRepository(db: Db) {
  const page = (where: ReturnType<typeof and>, { before, limit }: ActivityPage) =>
    db
      .select()
      .from(activity)
      .where(before ? and(where, lt(activity.at, before)) : where)
      .orderBy(desc(activity.at), desc(activity.id))
      .limit(limit);

  return {
    async add(entry: NewActivity): Promise<void> {
      // The database's clock at the statement: entries written one after another keep their order.
      await db.insert(activity).values({ ...entry, at: sql`clock_timestamp()` });
    },

    /**
     * One statement for the publisher: the post's title as it is now is the subject, so
     * settling a publication costs one insert and no read.
     */
    async addPublished(fields: {
      businessId: string;
      postId: string;
      actorLabel: string;
      detail: string;
    }): Promise<void> {
      await db.execute(sql`
        insert into ${activity} (business_id, at, actor_label, action, post_id, subject, detail)
        select ${fields.businessId}, clock_timestamp(), ${fields.actorLabel}, 'published',
          ${fields.postId}, coalesce((select ${drafts.title} from ${drafts} where ${drafts.id} = ${fields.postId}), ''),
          ${fields.detail}`);
    },

    ofBusiness(businessId: string, options: ActivityPage): Promise<ActivityRow[]> {
      return page(eq(activity.businessId, businessId), options);
    },

    ofPost(businessId: string, postId: string, options: ActivityPage): Promise<ActivityRow[]> {
      return page(and(eq(activity.businessId, businessId), eq(activity.postId, postId)), options);
    },
  };
}
export type ActivityRepository = ReturnType<typeof activityRepository>;
