import type { z } from 'zod';
import {
  businessProfileSchema,
  countryCodeSchema,
  languageCodeSchema,
  offeringSchema,
  openingHoursSchema,
  type BusinessProfile,
  type Offering,
} from '@contract/business-profile';
import type {
  ProposalSource,
  ProposedPrice,
  WebsiteProposal,
  WeeklyHours,
} from '@contract/website-import';

/** What the owner accepted from their website, field by field; nothing else is touched. */
export interface AcceptedWebsiteValues {
  profile: Partial<BusinessProfile>;
  businessName?: string;
  logoUrl?: string;
  colors?: string[];
}

export const TEXT_FIELDS = [
  'businessName',
  'whatYouDo',
  'address',
  'phone',
  'bookingUrl',
  'country',
  'language',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export interface ReviewedValue<T> {
  value: T;
  accepted: boolean;
  source: ProposalSource;
}

export interface ReviewedProduct {
  name: string;
  description: string;
  price: string;
  accepted: boolean;
  source: ProposalSource;
}

export interface ReviewState {
  text: Partial<Record<TextField, ReviewedValue<string>>>;
  openingHours: ReviewedValue<WeeklyHours> | null;
  products: ReviewedProduct[];
  /** The logo candidate chosen, or null for none. */
  logoUrl: string | null;
  colors: ReviewedValue<string>[];
}

/** A price as the page wrote it, its currency code after: "4.20 GBP". */
export function priceText(price: ProposedPrice | null): string {
  if (!price) return '';
  return price.currency ? `${price.amount} ${price.currency}` : price.amount;
}

/**
 * Every proposed value starts ticked: the owner sees all of them in one review before
 * any is used, unticks what is wrong, and still saves the profile themselves afterwards.
 */
export function initialReview(proposal: WebsiteProposal): ReviewState {
  const text: ReviewState['text'] = {};
  const add = (field: TextField, proposed: { value: string; source: ProposalSource } | null) => {
    if (proposed) text[field] = { value: proposed.value, source: proposed.source, accepted: true };
  };
  add('businessName', proposal.businessName);
  add('whatYouDo', proposal.description);
  add(
    'address',
    proposal.address && {
      value: proposal.address.value.formatted,
      source: proposal.address.source,
    },
  );
  add('phone', proposal.phone);
  add('bookingUrl', proposal.bookingUrl);
  add(
    'country',
    proposal.country && {
      value: /^[a-z]{2}$/i.test(proposal.country.value)
        ? proposal.country.value.toUpperCase()
        : proposal.country.value,
      source: proposal.country.source,
    },
  );
  add('language', proposal.language);
  return {
    text,
    openingHours: proposal.openingHours && { ...proposal.openingHours, accepted: true },
    products: proposal.products.map((product) => ({
      name: product.name,
      description: product.description ?? '',
      price: priceText(product.price),
      accepted: true,
      source: product.source,
    })),
    logoUrl: proposal.logoCandidates[0]?.url ?? null,
    colors: proposal.colorCandidates.map((color) => ({ ...color, accepted: true })),
  };
}

const PROFILE_FIELD_SCHEMAS = {
  whatYouDo: businessProfileSchema.shape.whatYouDo,
  address: businessProfileSchema.shape.address,
  phone: businessProfileSchema.shape.phone,
  bookingUrl: businessProfileSchema.shape.bookingUrl,
  country: countryCodeSchema,
  language: languageCodeSchema,
} as const;

/** The first message of a refusal. */
const messageOf = (error: z.ZodError) => error.issues[0]?.message ?? 'This value cannot be used.';

export interface ReviewOutcome {
  accepted: AcceptedWebsiteValues;
  /** Field problems, by text field name or `product-<index>` / `openingHours`. */
  problems: Record<string, string>;
}

function acceptedProfileText(state: ReviewState, outcome: ReviewOutcome): void {
  const profile = outcome.accepted.profile;
  for (const field of Object.keys(
    PROFILE_FIELD_SCHEMAS,
  ) as (keyof typeof PROFILE_FIELD_SCHEMAS)[]) {
    const reviewed = state.text[field];
    if (!reviewed?.accepted) continue;
    const parsed = PROFILE_FIELD_SCHEMAS[field].safeParse(reviewed.value);
    if (!parsed.success) {
      outcome.problems[field] = messageOf(parsed.error);
    } else if (field === 'language') {
      profile.languages = [parsed.data];
    } else {
      profile[field] = parsed.data;
    }
  }
}

function acceptedOfferings(state: ReviewState, outcome: ReviewOutcome): void {
  const offerings: Offering[] = [];
  state.products.forEach((product, index) => {
    if (!product.accepted) return;
    const parsed = offeringSchema.safeParse({
      name: product.name,
      description: product.description,
      price: product.price.trim() === '' ? null : product.price,
    });
    if (parsed.success) offerings.push(parsed.data);
    else outcome.problems[`product-${index}`] = messageOf(parsed.error);
  });
  if (offerings.length > 0) outcome.accepted.profile.offerings = offerings;
}

/** The values the owner ticked, checked against the profile's contract. */
export function acceptedValues(state: ReviewState): ReviewOutcome {
  const outcome: ReviewOutcome = { accepted: { profile: {} }, problems: {} };
  const name = state.text.businessName;
  if (name?.accepted) {
    if (name.value.trim()) outcome.accepted.businessName = name.value.trim();
    else outcome.problems['businessName'] = 'Write a name or untick it.';
  }
  acceptedProfileText(state, outcome);
  acceptedOfferings(state, outcome);
  if (state.openingHours?.accepted) {
    const parsed = openingHoursSchema.safeParse({ weekly: state.openingHours.value, closures: [] });
    if (parsed.success) outcome.accepted.profile.openingHours = parsed.data;
    else outcome.problems['openingHours'] = messageOf(parsed.error);
  }
  if (state.logoUrl) outcome.accepted.logoUrl = state.logoUrl;
  const colors = state.colors.filter((color) => color.accepted).map((color) => color.value);
  if (colors.length > 0) outcome.accepted.colors = colors;
  return outcome;
}

/** How many values are ticked, for the accept button's label. */
export function acceptedCount(state: ReviewState): number {
  return (
    Object.values(state.text).filter((value) => value.accepted).length +
    (state.openingHours?.accepted ? 1 : 0) +
    state.products.filter((product) => product.accepted).length +
    (state.logoUrl ? 1 : 0) +
    state.colors.filter((color) => color.accepted).length
  );
}
