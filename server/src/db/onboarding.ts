import { eq } from 'drizzle-orm';
import type { OnboardingData } from '@contract/onboarding';
import type { Db } from './client';
import { onboarding, users } from './schema';
import type { NewUser } from './users';

export function onboardingRepository(db: Db) {
  return {
    async find(userId: string): Promise<OnboardingData | undefined> {
      const rows = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
      return rows[0]?.data;
    },

    /**
     * Saves the brand profile and the account's business fields in one transaction: a
     * failure part way leaves neither, so the account never disagrees with its profile.
     */
    async save(userId: string, data: OnboardingData, account: NewUser = {}): Promise<void> {
      const updatedAt = new Date();
      await db.transaction(async (tx) => {
        await tx
          .insert(onboarding)
          .values({ userId, data, updatedAt })
          .onConflictDoUpdate({ target: onboarding.userId, set: { data, updatedAt } });
        if (Object.keys(account).length === 0) return;
        const updated = await tx
          .update(users)
          .set(account)
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        if (updated.length === 0) throw new Error('Update found no user');
      });
    },
  };
}
export type OnboardingRepository = ReturnType<typeof onboardingRepository>;
