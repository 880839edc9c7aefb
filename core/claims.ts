/**
 * Promises a post may make only when the owner's own words make them (writer rule 2, ADR 0012):
 * an offer, a discount, anything free, delivery, booking, a reservation, a trial, a
 * consultation, a demo, a guarantee or new patients. Shared by the offline writer's
 * tests and the checks of model output.
 */
export const CLAIMS = {
  offer: /\boffer(?:s|ing)?\b|\bdeal(?:s)?\b|\bpromo(?:tion)?s?\b|\bsale\b/iu,
  discount: /\bdiscount(?:s|ed)?\b|\b\d+\s?%\s?off\b|\bhalf[- ]price\b|\bsave\s+\d/iu,
  free: /(?<![\p{L}-])free(?![\p{L}-])|\bcomplimentary\b|\bon the house\b/iu,
  delivery: /\bdeliver(?:y|ies|s|ed|ing)?\b|\bdelivered\b|\bshipping\b/iu,
  booking:
    /\bbook(?:ing|ings|ed)?\s+(?:a|an|your|now|online|today|in|ahead|early|yours)\b|\bbooking(?:s)?\b|\bappointments?\b/iu,
  reservation: /\breserv(?:e|ation|ations|ed|ing)\b/iu,
  trial: /\btrial(?:s)?\b|\btaster (?:class|session)\b/iu,
  consultation: /\bconsultation(?:s)?\b/iu,
  demo: /\bdemo(?:s)?\b|\bdemonstration\b/iu,
  guarantee: /\bguarantee(?:s|d)?\b|\bwarrant(?:y|ies)\b|\bmoney[- ]back\b/iu,
  newPatients: /\bnew patients?\b|\baccepting patients\b/iu,
} as const;

export type Claim = keyof typeof CLAIMS;

export function claimsIn(text: string): Set<Claim> {
  const found = new Set<Claim>();
  for (const [claim, pattern] of Object.entries(CLAIMS) as [Claim, RegExp][]) {
    if (pattern.test(text)) found.add(claim);
  }
  return found;
}

/** Claims the post makes that the owner's words do not. */
export function inventedClaims(ownerWords: string, post: string): Claim[] {
  const allowed = claimsIn(ownerWords);
  return [...claimsIn(post)].filter((claim) => !allowed.has(claim));
}
