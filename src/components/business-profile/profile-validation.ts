import {
  businessProfileSchema,
  type BusinessProfile,
  type Offering,
} from '@contract/business-profile';

/**
 * The profile's refusals by field: the issue's path joined with dots
 * ("offerings.2.price", "openingHours.weekly.friday.0.closes") to the contract's message.
 */
export type ProfileFieldErrors = Readonly<Record<string, string>>;

export const NO_ERRORS: ProfileFieldErrors = {};

const isBlankOffering = (offering: Offering) =>
  offering.name.trim() === '' &&
  offering.description.trim() === '' &&
  (offering.price ?? '').trim() === '';

/**
 * What the form holds, made ready to store: a blank product row (the one Enter adds last)
 * is dropped, an empty price is "not said", and empty lines of the lists go.
 */
export function tidyProfile(profile: BusinessProfile): BusinessProfile {
  return {
    ...profile,
    offerings: profile.offerings
      .filter((offering) => !isBlankOffering(offering))
      .map((offering) => ({
        ...offering,
        price: offering.price?.trim() ? offering.price : null,
      })),
    differences: profile.differences.filter((line) => line.trim() !== ''),
    avoid: profile.avoid.filter((item) => item.trim() !== ''),
  };
}

/** The first message for each field, keyed by its path, or none when the profile is valid. */
export function issuesByField(profile: BusinessProfile): ProfileFieldErrors {
  const parsed = businessProfileSchema.safeParse(profile);
  if (parsed.success) return NO_ERRORS;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Checks the form as it stands. Paths point at the rows the owner sees, so the indexes
 * of products are those on screen: a blank row is skipped, never renumbered away.
 */
export function validateProfile(profile: BusinessProfile): {
  errors: ProfileFieldErrors;
  tidy: BusinessProfile;
} {
  const shown: BusinessProfile = {
    ...tidyProfile(profile),
    offerings: profile.offerings.map((offering) => ({
      ...offering,
      price: offering.price?.trim() ? offering.price : null,
    })),
  };
  const blankRows = new Set(
    profile.offerings.flatMap((offering, index) => (isBlankOffering(offering) ? [index] : [])),
  );
  const errors = Object.fromEntries(
    Object.entries(issuesByField(shown)).filter(([path]) => {
      const row = /^offerings\.(\d+)\./.exec(path)?.[1];
      return row === undefined || !blankRows.has(Number(row));
    }),
  );
  return { errors, tidy: tidyProfile(profile) };
}

/** True when any refusal lies at or under the path. */
export function hasErrorUnder(errors: ProfileFieldErrors, path: string): boolean {
  return Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`));
}
