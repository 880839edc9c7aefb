import { eq } from 'drizzle-orm';
import { businessProfileSchema, type BusinessProfile } from '@contract/business-profile';
import type { Db } from './client';
import { businessProfiles } from './schema';

/** A stored profile, read back through the contract. */
export interface StoredBusinessProfile {
  profile: BusinessProfile;
  updatedAt: Date;
}

/**
 * The owner's business profile (ADR 0051), one row per user. Every read parses the
 * stored JSON with the contract, so a row written under older rules still answers a
 * profile of today's shape (new fields take their defaults).
 */
export function businessProfileRepository(db: Db) {
  return {
    async find(businessId: string): Promise<StoredBusinessProfile | undefined> {
      const [row] = await db
        .select({ profile: businessProfiles.profile, updatedAt: businessProfiles.updatedAt })
        .from(businessProfiles)
        .where(eq(businessProfiles.businessId, businessId));
      if (!row) return undefined;
      return { profile: businessProfileSchema.parse(row.profile), updatedAt: row.updatedAt };
    },

    /** Replaces the whole profile. */
    async save(businessId: string, profile: BusinessProfile): Promise<StoredBusinessProfile> {
      const updatedAt = new Date();
      await db
        .insert(businessProfiles)
        .values({ businessId, profile, updatedAt })
        .onConflictDoUpdate({ target: businessProfiles.businessId, set: { profile, updatedAt } });
      return { profile, updatedAt };
    },
  };
}
export type BusinessProfileRepository = ReturnType<typeof businessProfileRepository>;
