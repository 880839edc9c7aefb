import type { BusinessProfile, Offering, OpeningHours } from '@contract/business-profile';
import { MONTH_NAMES } from '@core/schedule/month-names';

/**
 * The owner's business profile as the model reads it: data, every text the owner typed
 * quoted with JSON.stringify, never instructions. An open request ("post something for
 * summer") is written from it, so the post says what the business really sells.
 */

/** Enough offerings to choose from without filling a small model's context. */
const MAX_OFFERINGS = 20;

const wordsOf = (text: string) => text.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];

/** The offerings the request names first, then the others, at most MAX_OFFERINGS. */
function offeringsToShow(offerings: readonly Offering[], request: string): Offering[] {
  const asked = new Set(wordsOf(request).filter((word) => word.length > 3));
  const named = (offering: Offering) =>
    wordsOf(`${offering.name} ${offering.description}`).some((word) => asked.has(word));
  return [...offerings.filter(named), ...offerings.filter((offering) => !named(offering))].slice(
    0,
    MAX_OFFERINGS,
  );
}

/** One offering as a JSON object: the owner's words and price verbatim, its months named. */
function offeringData(offering: Offering): string {
  return JSON.stringify({
    name: offering.name,
    ...(offering.description ? { description: offering.description } : {}),
    ...(offering.price ? { price: offering.price } : {}),
    offered:
      offering.season.length === 0
        ? 'all year'
        : offering.season.map((month) => MONTH_NAMES[month - 1] ?? '').join(', '),
  });
}

/** "monday 07:30-17:00; sunday closed", from checked times only. */
function weeklyHours(hours: OpeningHours): string | null {
  const days = Object.entries(hours.weekly).map(([day, periods]) =>
    periods.length === 0
      ? `${day} closed`
      : `${day} ${periods.map((period) => `${period.opens}-${period.closes}`).join(', ')}`,
  );
  return days.length ? days.join('; ') : null;
}

const list = (label: string, items: readonly string[]) =>
  items.length ? [`${label}:`, ...items.map((item) => `- ${item}`)] : [];

/** The profile's lines for the prompt; empty when the owner has said nothing yet. */
export function businessMaterialLines(
  business: BusinessProfile | null | undefined,
  request: string,
): string[] {
  if (!business) return [];
  const practical = [
    business.address ? `address ${JSON.stringify(business.address)}` : null,
    business.phone ? `phone ${JSON.stringify(business.phone)}` : null,
    business.bookingUrl ? `booking or ordering link ${JSON.stringify(business.bookingUrl)}` : null,
    weeklyHours(business.openingHours)
      ? `opening hours ${JSON.stringify(weeklyHours(business.openingHours))}`
      : null,
    ...business.openingHours.closures.map(
      (closure) =>
        `closed ${closure.from} to ${closure.to}${closure.note ? ` ${JSON.stringify(closure.note)}` : ''}`,
    ),
  ].filter((item): item is string => item !== null);
  return [
    ...(business.whatYouDo
      ? [`What the business does (the owner's words): ${JSON.stringify(business.whatYouDo)}`]
      : []),
    ...list(
      "Products and services (the owner's words; names and prices exactly as written)",
      offeringsToShow(business.offerings, request).map(offeringData),
    ),
    ...list(
      'What makes the business different',
      business.differences.map((difference) => JSON.stringify(difference)),
    ),
    ...list('Practical facts', practical),
    ...list(
      'Words and claims the owner never wants in a post',
      business.avoid.map((item) => JSON.stringify(item)),
    ),
  ];
}

/** True when the profile holds something a post could be written about. */
export function hasPostMaterial(business: BusinessProfile | null | undefined): boolean {
  return Boolean(
    business &&
    (business.whatYouDo || business.offerings.length > 0 || business.differences.length > 0),
  );
}

/** How an open request uses the material, and how a precise one may. */
export function materialRule(open: boolean): string {
  return open
    ? 'The request is open: pick one offering, difference or practical fact from the business material above (the one the request names, else one offered in the season or month the request names, never one out of season) and write about it. Claim nothing the material does not say; names and prices exactly as written.'
    : 'Use the business material above only where it serves the message (a phone, link, address or opening hours for the call to action); do not add offerings the message is not about. Claim nothing the material does not say.';
}
