import { z } from 'zod';
import { hexColorSchema } from './common';

/**
 * "Fill in from my website": what the server proposes after reading the owner's page.
 * Every field says where it was read, so the owner can review, edit and accept it field
 * by field; nothing here is saved until they do.
 */

/** The most products and services a proposal lists, as many as a profile holds. */
export const MAX_PROPOSED_PRODUCTS = 50;
/** The most logo candidates a proposal lists. */
export const MAX_LOGO_CANDIDATES = 5;
/** The most colour candidates a proposal lists. */
export const MAX_COLOR_CANDIDATES = 6;

/** The texts an owner sees when a page cannot be read, written once for every backend. */
export const WEBSITE_IMPORT_MESSAGES = {
  notAnAddress: "That doesn't look like a website address.",
  notHttp: 'Only http and https website addresses can be read.',
  notPublic: 'That address is not a public website.',
  unreachable: "We couldn't reach that website. Check the address and try again.",
  tooSlow: 'The website took too long to answer.',
  pageTooLarge: 'The page is too large to read.',
  imageTooLarge: 'The image is too large to read.',
  tooManyRedirects: 'The website sent us on to too many other addresses.',
  errorStatus: 'The website answered with an error instead of a page.',
  notAPage: 'That address is not a web page.',
  notAnImage: 'That address is not an image.',
  foundLittle: "We couldn't find much on that page — fill it in yourself.",
  logoNotCopied: "We couldn't copy that logo from your website. Upload it yourself instead.",
  tooManyImports:
    'You have read a lot of pages this hour. Try again later, or fill it in yourself.',
} as const;

/**
 * Where a value was read, in the order it is trusted: schema.org JSON-LD, Open Graph,
 * Twitter card tags, the page's own markup (title, meta description, `lang`, icons,
 * theme colour), a link on the page, the logo's pixels.
 */
export const PROPOSAL_SOURCES = [
  'json-ld',
  'open-graph',
  'twitter-card',
  'meta',
  'page-link',
  'logo',
] as const;
export const proposalSourceSchema = z.enum(PROPOSAL_SOURCES);
export type ProposalSource = z.infer<typeof proposalSourceSchema>;

const proposed = <T extends z.ZodType>(value: T) =>
  z.object({ value, source: proposalSourceSchema });

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

/** A time of day, 24-hour "HH:MM". */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are written as HH:MM, 00:00 to 23:59');

/** One stretch of opening on a day; a `closes` before `opens` runs past midnight. */
export const openingPeriodSchema = z.object({ opens: timeOfDaySchema, closes: timeOfDaySchema });
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

/**
 * Opening hours per weekday. A day that is absent was not said; a day with no periods
 * is closed.
 */
export const weeklyHoursSchema = z.partialRecord(weekdaySchema, z.array(openingPeriodSchema));
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const proposedPriceSchema = z.object({
  /** The amount as the page wrote it ("3.50"), never re-formatted. */
  amount: z.string().min(1),
  /** An ISO 4217 code when the page gave one. */
  currency: z.string().nullable(),
});
export type ProposedPrice = z.infer<typeof proposedPriceSchema>;

export const proposedProductSchema = z.object({
  name: z.string().min(1),
  description: z.string().nullable(),
  price: proposedPriceSchema.nullable(),
  source: proposalSourceSchema,
});
export type ProposedProduct = z.infer<typeof proposedProductSchema>;

export const proposedAddressSchema = z.object({
  street: z.string().nullable(),
  locality: z.string().nullable(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  /** The parts joined in the page's order, or the address as one text when it had no parts. */
  formatted: z.string().min(1),
});
export type ProposedAddress = z.infer<typeof proposedAddressSchema>;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x', 'tiktok'] as const;
export const socialNetworkSchema = z.enum(SOCIAL_NETWORKS);
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

export const proposedSocialProfileSchema = z.object({
  network: socialNetworkSchema,
  url: z.url(),
  source: proposalSourceSchema,
});
export type ProposedSocialProfile = z.infer<typeof proposedSocialProfileSchema>;

export const LOGO_CANDIDATE_KINDS = ['logo', 'apple-touch-icon', 'icon', 'share-image'] as const;

export const logoCandidateSchema = z.object({
  url: z.url(),
  kind: z.enum(LOGO_CANDIDATE_KINDS),
  source: proposalSourceSchema,
  /** Set when the image was fetched and its bytes read as an image of this size. */
  image: z
    .object({
      format: z.string(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    })
    .nullable(),
});
export type LogoCandidate = z.infer<typeof logoCandidateSchema>;

export const colorCandidateSchema = z.object({
  value: hexColorSchema,
  source: proposalSourceSchema,
});
export type ColorCandidate = z.infer<typeof colorCandidateSchema>;

export const websiteProposalSchema = z.object({
  /** The page that was read, after any redirects. */
  pageUrl: z.url(),
  businessName: proposed(z.string().min(1)).nullable(),
  /** What the business does, as the page words it. */
  description: proposed(z.string().min(1)).nullable(),
  products: z.array(proposedProductSchema).max(MAX_PROPOSED_PRODUCTS),
  address: proposed(proposedAddressSchema).nullable(),
  phone: proposed(z.string().min(1)).nullable(),
  /** Where customers book or order. */
  bookingUrl: proposed(z.url()).nullable(),
  openingHours: proposed(weeklyHoursSchema).nullable(),
  /** An ISO 3166-1 alpha-2 code when the page gave one, else the country as written. */
  country: proposed(z.string().min(1)).nullable(),
  /** The primary language subtag, lower case ("pt"). */
  language: proposed(z.string().min(1)).nullable(),
  socialProfiles: z.array(proposedSocialProfileSchema),
  logoCandidates: z.array(logoCandidateSchema).max(MAX_LOGO_CANDIDATES),
  colorCandidates: z.array(colorCandidateSchema).max(MAX_COLOR_CANDIDATES),
  /** True when the page held too little to be worth reviewing (`foundLittle` message). */
  foundLittle: z.boolean(),
});
export type WebsiteProposal = z.infer<typeof websiteProposalSchema>;

/** What the owner typed; the server adds https:// when they left the scheme out. */
export const websiteImportRequestSchema = z.object({
  url: z.string().trim().min(1, WEBSITE_IMPORT_MESSAGES.notAnAddress).max(2_000),
});
export type WebsiteImportRequest = z.infer<typeof websiteImportRequestSchema>;

/** A logo candidate the owner chose, to be copied into the owner's own media. */
export const websiteLogoRequestSchema = z.object({
  url: z.string().trim().min(1, WEBSITE_IMPORT_MESSAGES.notAnImage).max(2_000),
});
export type WebsiteLogoRequest = z.infer<typeof websiteLogoRequestSchema>;
