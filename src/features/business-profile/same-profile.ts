import type { BusinessProfile } from '@contract/business-profile';
import { WEEKDAYS } from '@contract/website-import';
import { tidyProfile } from '@/components/business-profile';

/** The profile as it would be stored, weekdays in their order, as text to compare. */
function canonical(profile: BusinessProfile): string {
  const tidy = tidyProfile(profile);
  const weekly = WEEKDAYS.flatMap((day) => {
    const periods = tidy.openingHours.weekly[day];
    return periods ? [[day, periods] as const] : [];
  });
  return JSON.stringify({ ...tidy, openingHours: { ...tidy.openingHours, weekly } });
}

/** True when saving the form would store nothing new. */
export function sameProfile(a: BusinessProfile, b: BusinessProfile): boolean {
  return canonical(a) === canonical(b);
}
