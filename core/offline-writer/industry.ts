import { INDUSTRIES } from '@contract/constants';

export type Industry = (typeof INDUSTRIES)[number];

const lower = (text: string) => text.toLocaleLowerCase('en-US');

/** The profile's industry when product.md §9 lists it; 'Other' for anything else. */
export function resolveIndustry(industry: string): Industry {
  return INDUSTRIES.find((known) => lower(known) === lower(industry.trim())) ?? 'Other';
}
