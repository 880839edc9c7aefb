import type { BusinessProfile } from '@contract/business-profile';
import type { OnboardingData } from '@contract/onboarding';
import type { PlanSettingsInput } from '@contract/plans';
import type { PlanContext } from './plan-month';
import type { PlanSettings } from './plan-types';
import { publicHolidays } from './public-holidays';
import { planLanguageOf } from './plan-language';

/** The industry a month is planned for when neither the brand profile nor the account names one. */
export const FALLBACK_PLAN_INDUSTRY = 'Other';

/** The owner a month is planned for: the brand profile first, then the account's own fields. */
export interface PlanOwner {
  profile: OnboardingData | null;
  industry?: string | null;
  businessName?: string | null;
  /** The business profile (what you do, sell, hours, closures); null when never saved. */
  business?: BusinessProfile | null;
}

/** What `planMonth` is asked for a plan request: the owner's settings and their business. */
export function planRequest(
  input: PlanSettingsInput,
  owner: PlanOwner,
): { settings: PlanSettings; context: PlanContext } {
  return {
    settings: {
      month: input.month,
      count: input.count,
      platforms: input.platforms,
      postingTimes: input.posting_times,
      ownDates: input.own_dates,
      country: input.country,
      ...(input.kind_weights ? { kindWeights: input.kind_weights } : {}),
      ...(input.post_again ? { postAgain: input.post_again } : {}),
    },
    context: {
      industry: owner.profile?.business.industry ?? owner.industry ?? FALLBACK_PLAN_INDUSTRY,
      businessName: owner.profile?.business.name ?? owner.businessName ?? '',
      // Holidays are named in the language the month is planned in.
      holidays: publicHolidays(
        input.country,
        Number(input.month.slice(0, 4)),
        planLanguageOf(owner.business?.languages),
      ),
      business: owner.business ?? null,
    },
  };
}
