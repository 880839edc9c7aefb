/** The zones the runtime lists for a country (Intl Locale Info); empty where it cannot say. */
export function zonesOfCountry(country: string): string[] {
  if (!/^[A-Z]{2}$/.test(country)) return [];
  try {
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & {
      getTimeZones?: () => string[] | undefined;
      timeZones?: string[];
    };
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/**
 * The time zone a business in the country and city most likely keeps: the country's only
 * zone, or the one named after the city ("Lisbon" in Portugal is Europe/Lisbon, "Madeira"
 * Atlantic/Madeira). Null when the country spans zones and the city names none of them:
 * then the owner picks, nothing is guessed.
 */
export function proposeTimeZone(country: string, city: string): string | null {
  const zones = zonesOfCountry(country);
  if (zones.length === 1) return zones[0] ?? null;
  const wanted = plain(city);
  if (!wanted) return null;
  return (
    zones.find((zone) => {
      const place = plain(zone.split('/').at(-1)?.replace(/_/g, ' ') ?? '');
      return place !== '' && (wanted === place || wanted.split(' ').includes(place));
    }) ?? null
  );
}
