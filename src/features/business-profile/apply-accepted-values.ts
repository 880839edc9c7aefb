import {
  BUSINESS_PROFILE_LIMITS,
  type BusinessProfile,
  type Offering,
} from '@contract/business-profile';

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The first list, then what the second adds that the first lacks, up to `most`. */
function union<T>(first: T[], second: T[], same: (a: T, b: T) => boolean, most: number): T[] {
  const added = second.filter((item) => !first.some((kept) => same(kept, item)));
  return [...first, ...added].slice(0, Math.max(most, first.length));
}

const isBlank = (offering: Offering) => offering.name.trim() === '';

/**
 * Puts values the owner accepted (from "Fill in from my website") into the form. A text
 * field takes the accepted value; a list keeps what the owner already has and adds what
 * is new (a product of the same name is not added twice); accepted opening hours replace
 * those of the same weekday, and closures are added. Nothing is saved: the owner still
 * reviews the form and presses Save.
 */
export function applyAcceptedValues(
  current: BusinessProfile,
  accepted: Partial<BusinessProfile>,
): BusinessProfile {
  const next: BusinessProfile = { ...current };
  for (const key of [
    'whatYouDo',
    'address',
    'phone',
    'bookingUrl',
    'country',
    'timeZone',
  ] as const) {
    const value = accepted[key];
    if (value !== undefined) next[key] = value;
  }
  if (accepted.offerings) {
    next.offerings = union(
      current.offerings.filter((offering) => !isBlank(offering)),
      accepted.offerings,
      (a, b) => sameText(a.name, b.name),
      BUSINESS_PROFILE_LIMITS.offerings,
    );
  }
  if (accepted.differences) {
    next.differences = union(
      current.differences.filter(Boolean),
      accepted.differences,
      sameText,
      BUSINESS_PROFILE_LIMITS.differences,
    );
  }
  if (accepted.languages) {
    next.languages = union(
      current.languages,
      accepted.languages,
      (a, b) => a === b,
      BUSINESS_PROFILE_LIMITS.languages,
    );
  }
  if (accepted.avoid) {
    next.avoid = union(current.avoid, accepted.avoid, sameText, BUSINESS_PROFILE_LIMITS.avoid);
  }
  if (accepted.openingHours) {
    next.openingHours = {
      weekly: { ...current.openingHours.weekly, ...accepted.openingHours.weekly },
      closures: union(
        current.openingHours.closures,
        accepted.openingHours.closures,
        (a, b) => a.from === b.from && a.to === b.to,
        BUSINESS_PROFILE_LIMITS.closures,
      ),
    };
  }
  return next;
}
