/**
 * "Try another version" asks a model for another post, not the same prompt again: each
 * version number past 0 names one angle, the same number always the same angle, so a
 * version can be written again and the next one differs (ADR 0057, update of 29 November
 * 2026). Every angle changes only the form; none allows a new claim, and the facts stay
 * word for word.
 */
export interface PostAngle {
  /** A stable name, for logs and tests. */
  id: string;
  /** The instruction, as the model reads it. */
  instruction: string;
}

const KEEP_FACTS = 'Add no claim the owner did not make and keep every fact word for word.';

/** Angles for news, offers, tips and the like: another opening, lead, call or tags. */
export const LIVELY_ANGLES: readonly PostAngle[] = [
  {
    id: 'question',
    instruction:
      'Open with one short question a customer might ask, answered by what the owner gave; the question itself states nothing new.',
  },
  {
    id: 'fact-first',
    instruction:
      'Open with the most concrete thing the owner gave (a name, a price, a date, a time or a place), exactly as written, then the rest.',
  },
  {
    id: 'customer-moment',
    instruction:
      'Open with one sentence on the moment a customer needs this, in general words; invent no person, event, quote, number or review.',
  },
  {
    id: 'behind-it',
    instruction:
      'Open with what is behind it as the owner described it (how it is made or done, who does it); if the owner said nothing about that, open with what the business does, in the owner’s words.',
  },
  {
    id: 'other-material',
    instruction:
      'Lead with a different part of the owner’s material than the obvious one: another fact of the request or, for an open request, another offering, difference or practical fact the request allows.',
  },
  {
    id: 'other-call',
    instruction:
      'End with a different call to action among those the owner gave (a phone, a link, the address, the opening hours, "drop in"); if the owner gave none, a plain neutral invitation.',
  },
];

/** Closures, bad news, emergencies and price rises: only the order or plainer words change. */
export const CALM_ANGLES: readonly PostAngle[] = [
  {
    id: 'calm-reorder',
    instruction:
      'Say the same facts in another order that still puts what customers must know first (for example what to do, then when), in plain and calm words.',
  },
  {
    id: 'calm-plainer',
    instruction:
      'Use plainer and shorter sentences than the first version would, in a calm tone, with the key facts first.',
  },
];

/** Another version's tags: still the rules' tags, not the first ones that come to mind. */
const OTHER_TAGS =
  'For the hashtags, pick a different set than the most obvious one, still fitting the rules above.';

/**
 * The angle of one version: none for version 0 (the plain default), else one of the kind's
 * angles in turn. A calm post never gets a hook, a question or a story.
 */
export function angleFor(variation: number, calm: boolean): PostAngle | null {
  if (!Number.isInteger(variation) || variation <= 0) return null;
  const angles = calm ? CALM_ANGLES : LIVELY_ANGLES;
  return angles[(variation - 1) % angles.length] ?? null;
}

/** The prompt's rule for one version; null for version 0. */
export function angleRule(
  variation: number,
  options: { calm: boolean; hashtags: boolean },
): string | null {
  const angle = angleFor(variation, options.calm);
  if (!angle) return null;
  const calm = options.calm ? ' No hook, no question, no story, no emoji.' : '';
  return [
    `This is another version of the post: write it differently from the plainest version, from this angle. ${angle.instruction}${calm}`,
    options.hashtags ? OTHER_TAGS : null,
    KEEP_FACTS,
  ]
    .filter((part): part is string => part !== null)
    .join(' ');
}
