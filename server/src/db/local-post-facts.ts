import { eq } from 'drizzle-orm';
import { businessProfileSchema } from '@contract/business-profile';
import type { Db } from './client';
import { businessProfiles, drafts, planSlots } from './schema';

/** What a local post needs beyond the text and the image, read with the post. */
export interface LocalPostFacts {
  /** From the post's plan slot: an owner's date is an event; null for any other post. */
  kind: 'event' | 'offer' | null;
  /** The post's title, the event's or offer's title on Google. */
  title: string;
  /** The slot's day (YYYY-MM-DD); null when the post has none. */
  date: string | null;
  /** The business profile's booking link; null when it has none. */
  bookingUrl: string | null;
}

/** The plan slot kinds that are a dated happening on Google: an owner's date, an offer. */
const KIND_OF_SLOT: Record<string, LocalPostFacts['kind']> = { own_date: 'event', offer: 'offer' };

/**
 * What a Google Business Profile local post needs beside its text (ADR 0065): the post's
 * title, its plan slot's kind and day (a post written for a plan's event or offer), and the
 * business profile's booking link.
 */
export function localPostFactsRepository(db: Db) {
  return {
    async localPostFacts(postId: string): Promise<LocalPostFacts | null> {
      const [post] = await db
        .select({ title: drafts.title, business: drafts.businessId })
        .from(drafts)
        .where(eq(drafts.id, postId));
      if (!post) return null;
      const [slot] = await db
        .select({ kind: planSlots.kind, date: planSlots.date })
        .from(planSlots)
        .where(eq(planSlots.draftId, postId))
        .limit(1);
      const [profile] = await db
        .select({ profile: businessProfiles.profile })
        .from(businessProfiles)
        .where(eq(businessProfiles.businessId, post.business));
      const parsed = profile ? businessProfileSchema.safeParse(profile.profile) : null;
      const kind = slot ? (KIND_OF_SLOT[slot.kind] ?? null) : null;
      return {
        kind,
        title: post.title,
        date: kind && slot ? slot.date : null,
        bookingUrl: parsed?.success && parsed.data.bookingUrl ? parsed.data.bookingUrl : null,
      };
    },
  };
}
export type LocalPostFactsRepository = ReturnType<typeof localPostFactsRepository>;
