import type { LocalPostFacts } from '../../db/local-post-facts';

/**
 * A post as a Google Business Profile local post (docs/network-facts.md, "Google Business
 * Profile"): "What's new" (STANDARD) unless the post is a planned event or offer, whose day
 * becomes the event's schedule; a Book button to the business profile's booking link.
 */

export type { LocalPostFacts };

export const LOCAL_POST_SUMMARY_MAX = 1500;
/** Google cuts an event's title at 58 characters; we cut at a word before that. */
const EVENT_TITLE_MAX = 58;

export type TopicType = 'STANDARD' | 'EVENT' | 'OFFER';

export const topicTypeOf = (facts: LocalPostFacts | null | undefined): TopicType => {
  if (!facts?.kind || !facts.date) return 'STANDARD';
  return facts.kind === 'offer' ? 'OFFER' : 'EVENT';
};

/** At most 58 characters, cut at a space when there is one. */
export function eventTitle(title: string): string {
  const trimmed = title.trim() || 'Event';
  if (trimmed.length <= EVENT_TITLE_MAX) return trimmed;
  const cut = trimmed.slice(0, EVENT_TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const googleDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
};

/** The LocalPost body for `summary`, with the photo Google fetches from `imageUrl`. */
export function localPostBody(
  summary: string,
  facts: LocalPostFacts | null | undefined,
  imageUrl: string | null,
): Record<string, unknown> {
  const topicType = topicTypeOf(facts);
  const body: Record<string, unknown> = { summary, topicType };
  if (facts?.date && topicType !== 'STANDARD') {
    const day = googleDate(facts.date);
    body.event = {
      title: eventTitle(facts.title),
      schedule: { startDate: day, endDate: day },
    };
  }
  if (facts?.bookingUrl) {
    // Google ignores a button on an offer: an offer links to where it is redeemed instead.
    if (topicType === 'OFFER') body.offer = { redeemOnlineUrl: facts.bookingUrl };
    else body.callToAction = { actionType: 'BOOK', url: facts.bookingUrl };
  }
  if (imageUrl) body.media = [{ mediaFormat: 'PHOTO', sourceUrl: imageUrl }];
  return body;
}
