import { eq } from 'drizzle-orm';
import type { OnboardingData } from '@contract/onboarding';
import type { Db } from './client';
import { onboarding } from './schema';

export function onboardingRepository(db: Db) {
  return {
    async find(userId: string): Promise<OnboardingData | undefined> {
      const rows = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
      return rows[0]?.data;
    },

    async save(userId: string, data: OnboardingData): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(onboarding)
        .values({ userId, data, updatedAt })
        .onConflictDoUpdate({ target: onboarding.userId, set: { data, updatedAt } });
    },
  };
}
export type OnboardingRepository = ReturnType<typeof onboardingRepository>;
