/**
 * LinkedIn's monthly API versions (`YYYYMM`, docs/network-facts.md, "LinkedIn"): each is
 * supported for at least a year, then sunset, after which every call naming it is answered
 * 426. The default is the newest version LinkedIn lists as active.
 */
export const LINKEDIN_DEFAULT_VERSION = '202607';

/** Sunset dates LinkedIn publishes in its migrations table, as checked on 2026-11-27. */
export const LINKEDIN_KNOWN_SUNSETS: Readonly<Record<string, string>> = {
  '202601': '2027-01-15',
  '202602': '2027-02-15',
  '202603': '2027-03-16',
};

/** How long before a sunset the server starts warning at start-up. */
export const SUNSET_WARNING_DAYS = 60;
const DAY_MS = 86_400_000;

export interface VersionSunset {
  date: Date;
  /** True when the version is not in the table: one year after its release, on the 15th. */
  estimated: boolean;
}

/** The version's sunset: the published date, or an estimate for a version not in the table. */
export function linkedInSunset(version: string): VersionSunset {
  const known = LINKEDIN_KNOWN_SUNSETS[version];
  if (known) return { date: new Date(`${known}T00:00:00Z`), estimated: false };
  const year = Number(version.slice(0, 4));
  const month = Number(version.slice(4, 6));
  return { date: new Date(Date.UTC(year + 1, month - 1, 15)), estimated: true };
}

/** True only for a version LinkedIn has published as sunset by `now` (the stand-in's rule). */
export function isKnownSunset(version: string, now: Date): boolean {
  const known = LINKEDIN_KNOWN_SUNSETS[version];
  return known !== undefined && new Date(`${known}T00:00:00Z`).getTime() <= now.getTime();
}

/**
 * The start-up warning for a configured version sunset within SUNSET_WARNING_DAYS, or
 * already past; null while it has longer to live.
 */
export function linkedInVersionWarning(version: string, now: Date): string | null {
  const sunset = linkedInSunset(version);
  const day = sunset.date.toISOString().slice(0, 10);
  const how = sunset.estimated ? ' (an estimate: one year after its release)' : '';
  const daysLeft = Math.ceil((sunset.date.getTime() - now.getTime()) / DAY_MS);
  if (daysLeft <= 0) {
    return `LINKEDIN_VERSION ${version} was sunset on ${day}${how}: LinkedIn answers 426 to every call naming it. Set LINKEDIN_VERSION to an active version (docs/network-facts.md).`;
  }
  if (daysLeft > SUNSET_WARNING_DAYS) return null;
  return `LINKEDIN_VERSION ${version} is sunset on ${day}${how}, in ${daysLeft} days: then LinkedIn answers 426 to every call. Set LINKEDIN_VERSION to a newer version (docs/network-facts.md).`;
}
