import { z } from 'zod';
import { storableTextSchema } from './common';
import { timeOfDaySchema, weekdaySchema, websiteImportRequestSchema } from './website-import';

/**
 * What the business does, sells and how it runs, in the owner's words: the "Your business"
 * page and the wizard's optional last step. Every field is optional, so an empty profile is
 * valid and means "not said yet"; the writer and the planner draw on what is there and
 * never invent what is not (ADR 0051).
 */

export const BUSINESS_PROFILE_LIMITS = {
  whatYouDo: 160,
  offerings: 50,
  offeringName: 80,
  offeringDescription: 200,
  price: 24,
  differences: 3,
  difference: 140,
  address: 300,
  phone: 40,
  url: 2_048,
  closures: 30,
  closureNote: 120,
  languages: 3,
  avoid: 20,
  avoidItem: 80,
} as const;

/** The texts an owner sees when a value is refused, written once for every backend. */
export const BUSINESS_PROFILE_MESSAGES = {
  price: 'Write a price the way you would on a sign, like £3.50, 25 € or R950.',
  hoursOrder: 'Closing time must be after opening time (use 00:00 for midnight).',
  hoursOverlap: 'Two opening times on one day overlap.',
  closureOrder: 'A closure must end on or after the day it starts.',
  date: 'Dates are written as YYYY-MM-DD.',
  phone: 'A phone number holds digits, spaces and + ( ) - only.',
  url: 'Write the full address of the page, starting with https://',
  country: 'Pick a country from the list.',
  timeZone: 'Pick a time zone from the list.',
  language: 'Pick a language from the list.',
  offeringName: 'Every product or service needs a name.',
  season: 'Seasons are months from 1 to 12.',
  tooMany: (what: string, most: number) => `At most ${most} ${what}.`,
  saved: 'Your business details are saved.',
  notFound: 'No business profile yet.',
} as const;

const text = (max: number) =>
  storableTextSchema.trim().max(max, `must be at most ${max} characters`);

/**
 * A price as the owner writes it, kept verbatim so every post quotes it exactly: one
 * amount with digits, optionally a currency symbol or code before or after, and the
 * usual separators ("£3.50", "25 €", "1.250,00 €", "R950", "¥1,000", "USD 12", "from £40"),
 * a country's dollar ("R$ 45,00", "NZ$9.50") and local names ("kr 450", "80 zł", "1 299 Kč").
 */
export const PRICE_PATTERN =
  /^(?:from\s+)?(?:[A-Z]{1,3}\$\s?|[A-Z]{3}\s?|(?:kr|zł|Kč|Rp|RM)\s?|[^\s\d.,A-Za-z]{1,3}\s?|R\s?)?\d{1,3}(?:[.,\s]?\d{3})*(?:[.,]\d{1,2})?(?:\s?(?:[A-Z]{1,3}\$|[A-Z]{3}|kr|zł|Kč|Ft|lei|[^\s\d.,A-Za-z]{1,3}))?(?:\s?(?:each|pp|per (?:person|hour|night|day|kg|item)|\/\s?(?:h|hr|hour|night|day|kg|person)))?$/u;

export const priceSchema = storableTextSchema
  .trim()
  .max(BUSINESS_PROFILE_LIMITS.price, BUSINESS_PROFILE_MESSAGES.price)
  .regex(PRICE_PATTERN, BUSINESS_PROFILE_MESSAGES.price);

/** A month of the year, 1 (January) to 12 (December). */
export const monthSchema = z
  .number()
  .int()
  .min(1, BUSINESS_PROFILE_MESSAGES.season)
  .max(12, BUSINESS_PROFILE_MESSAGES.season);

export const offeringSchema = z.object({
  name: text(BUSINESS_PROFILE_LIMITS.offeringName).min(1, BUSINESS_PROFILE_MESSAGES.offeringName),
  /** One line in the owner's words; '' when not said. */
  description: text(BUSINESS_PROFILE_LIMITS.offeringDescription).default(''),
  /** As the owner writes it, never re-formatted; null when not said. */
  price: priceSchema.nullable().default(null),
  /** The months it is offered; empty means all year. */
  season: z.array(monthSchema).max(12).default([]),
});
export type Offering = z.infer<typeof offeringSchema>;
export type OfferingInput = z.input<typeof offeringSchema>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** "00:00" as a closing time is midnight at the end of the day. */
const closingMinutes = (time: string) => (time === '00:00' ? 24 * 60 : minutesOf(time));

export const profileOpeningPeriodSchema = z
  .object({ opens: timeOfDaySchema, closes: timeOfDaySchema })
  .refine((period) => closingMinutes(period.closes) > minutesOf(period.opens), {
    message: BUSINESS_PROFILE_MESSAGES.hoursOrder,
    path: ['closes'],
  });
export type ProfileOpeningPeriod = z.infer<typeof profileOpeningPeriodSchema>;

const dayPeriodsSchema = z
  .array(profileOpeningPeriodSchema)
  .max(4)
  .refine(
    (periods) => {
      const sorted = [...periods].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
      return sorted.every(
        (period, index) =>
          index === 0 || minutesOf(period.opens) >= closingMinutes(sorted[index - 1]!.closes),
      );
    },
    { message: BUSINESS_PROFILE_MESSAGES.hoursOverlap },
  );

/** A calendar date, "YYYY-MM-DD". */
export const isoDateSchema = z.iso.date(BUSINESS_PROFILE_MESSAGES.date);

export const closureSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    /** Why, in the owner's words ("Christmas break"); '' when not said. */
    note: text(BUSINESS_PROFILE_LIMITS.closureNote).default(''),
  })
  .refine((closure) => closure.to >= closure.from, {
    message: BUSINESS_PROFILE_MESSAGES.closureOrder,
    path: ['to'],
  });
export type Closure = z.infer<typeof closureSchema>;

export const openingHoursSchema = z.object({
  /** A weekday that is absent was not said; one with no periods is closed. */
  weekly: z.partialRecord(weekdaySchema, dayPeriodsSchema).default({}),
  /** Days or stretches the business is shut ("closed 24 Dec to 2 Jan"). */
  closures: z
    .array(closureSchema)
    .max(
      BUSINESS_PROFILE_LIMITS.closures,
      BUSINESS_PROFILE_MESSAGES.tooMany('closures', BUSINESS_PROFILE_LIMITS.closures),
    )
    .default([]),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** An ISO 3166-1 alpha-2 code, upper case ("GB"). */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, BUSINESS_PROFILE_MESSAGES.country);

/** An IANA time zone the runtime knows ("Europe/London"). */
export const timeZoneNameSchema = z
  .string()
  .trim()
  .min(1, BUSINESS_PROFILE_MESSAGES.timeZone)
  .max(64)
  .refine(isKnownTimeZone, BUSINESS_PROFILE_MESSAGES.timeZone);

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A primary language subtag, lower case ("pt"). */
export const languageCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}$/, BUSINESS_PROFILE_MESSAGES.language);

const phoneSchema = z
  .string()
  .trim()
  .max(BUSINESS_PROFILE_LIMITS.phone, BUSINESS_PROFILE_MESSAGES.phone)
  .regex(/^\+?[\d\s().-]{5,}$/, BUSINESS_PROFILE_MESSAGES.phone);

const linkSchema = z
  .string()
  .trim()
  .max(BUSINESS_PROFILE_LIMITS.url, BUSINESS_PROFILE_MESSAGES.url)
  .url(BUSINESS_PROFILE_MESSAGES.url)
  .refine((value) => /^https?:\/\//i.test(value), BUSINESS_PROFILE_MESSAGES.url);

export const businessProfileSchema = z.object({
  /** What the business does, kept verbatim ("upholstery and curtain making"); '' when not said. */
  whatYouDo: text(BUSINESS_PROFILE_LIMITS.whatYouDo).default(''),
  /** Products and services. */
  offerings: z
    .array(offeringSchema)
    .max(
      BUSINESS_PROFILE_LIMITS.offerings,
      BUSINESS_PROFILE_MESSAGES.tooMany('products and services', BUSINESS_PROFILE_LIMITS.offerings),
    )
    .default([]),
  /** What makes the business different: up to three short lines. */
  differences: z
    .array(text(BUSINESS_PROFILE_LIMITS.difference).min(1))
    .max(
      BUSINESS_PROFILE_LIMITS.differences,
      BUSINESS_PROFILE_MESSAGES.tooMany('lines', BUSINESS_PROFILE_LIMITS.differences),
    )
    .default([]),
  address: text(BUSINESS_PROFILE_LIMITS.address).default(''),
  phone: z.union([z.literal(''), phoneSchema]).default(''),
  /** Where customers book or order. */
  bookingUrl: z.union([z.literal(''), linkSchema]).default(''),
  openingHours: openingHoursSchema.default({ weekly: {}, closures: [] }),
  /** '' when not said: scheduling then falls back to what the browser says. */
  country: z.union([z.literal(''), countryCodeSchema]).default(''),
  /** '' when not said: scheduling then falls back to what the browser says. */
  timeZone: z.union([z.literal(''), timeZoneNameSchema]).default(''),
  /** The languages posts are written in, the first being the main one. */
  languages: z
    .array(languageCodeSchema)
    .max(
      BUSINESS_PROFILE_LIMITS.languages,
      BUSINESS_PROFILE_MESSAGES.tooMany('languages', BUSINESS_PROFILE_LIMITS.languages),
    )
    .default([]),
  /** Words or claims the writer must never use. */
  avoid: z
    .array(text(BUSINESS_PROFILE_LIMITS.avoidItem).min(1))
    .max(
      BUSINESS_PROFILE_LIMITS.avoid,
      BUSINESS_PROFILE_MESSAGES.tooMany('words or claims', BUSINESS_PROFILE_LIMITS.avoid),
    )
    .default([]),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;

/** The profile nobody has filled in yet. */
export const EMPTY_BUSINESS_PROFILE: BusinessProfile = businessProfileSchema.parse({});

/** True when the owner has said nothing the writer could use. */
export function isEmptyBusinessProfile(profile: BusinessProfile): boolean {
  return (
    profile.whatYouDo === '' &&
    profile.offerings.length === 0 &&
    profile.differences.length === 0 &&
    profile.address === '' &&
    profile.phone === '' &&
    profile.bookingUrl === '' &&
    Object.keys(profile.openingHours.weekly).length === 0 &&
    profile.openingHours.closures.length === 0 &&
    profile.country === '' &&
    profile.timeZone === '' &&
    profile.languages.length === 0 &&
    profile.avoid.length === 0
  );
}

/** GET and PUT /business-profile answer the signed-in owner's profile. */
export const businessProfileResponseSchema = z.object({
  profile: businessProfileSchema,
  /** When it was last saved; null when it never was. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BusinessProfileResponse = z.infer<typeof businessProfileResponseSchema>;

/** PUT /business-profile replaces the whole profile. */
export const saveBusinessProfileRequestSchema = businessProfileSchema;

/** POST /business-profile/website-import reads the owner's page and proposes values. */
export const businessWebsiteImportRequestSchema = websiteImportRequestSchema;
