import { eq } from 'drizzle-orm';
import type { OnboardingData } from '@contract/onboarding';
import type { Db } from './client';
import { businesses, onboarding, users } from './schema';
import type { NewUser } from './users';

export function onboardingRepository(db: Db) {
  return {
    async find(businessId: string): Promise<OnboardingData | undefined> {
      const rows = await db.select().from(onboarding).where(eq(onboarding.businessId, businessId));
      return rows[0]?.data;
    },

    /**
     * Saves the business's brand profile and the person's account fields in one
     * transaction: a failure part way leaves neither, so the account never disagrees with
     * its profile. A business name given also renames the business.
     */
    async save(
      where: { businessId: string; userId: string },
      data: OnboardingData,
      account: NewUser = {},
    ): Promise<void> {
      const { businessId, userId } = where;
      const updatedAt = new Date();
      await db.transaction(async (tx) => {
        await tx
          .insert(onboarding)
          .values({ businessId, data, updatedAt })
          .onConflictDoUpdate({ target: onboarding.businessId, set: { data, updatedAt } });
        const businessName = account.businessName?.trim();
        if (businessName) {
          await tx
            .update(businesses)
            .set({ name: businessName })
            .where(eq(businesses.id, businessId));
        }
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
