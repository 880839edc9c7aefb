import { normalSentence } from './variety';
import type { SlotKind } from './plan-types';

/**
 * The one call to action a planned post ends with, by what the post asks of the reader.
 * They promise nothing the owner has not said (no prices, times or awards), so any
 * business of any trade can publish them. Each is checked against the plan like any
 * other sentence, so none appears twice in a month.
 */
export type CallKind =
  | 'deadline'
  | 'event'
  | 'offer'
  | 'holiday'
  | 'seasonal'
  | 'tip'
  | 'behind_the_scenes'
  | 'spotlight'
  | 'community';

export const CALLS_TO_ACTION: Record<CallKind, readonly string[]> = {
  deadline: [
    'Get your order in before then so you are not left out.',
    'Do not leave it to the last minute: get in touch today.',
    'Send us a message to get yours sorted in time.',
    'Share this with anyone who will want to be in time.',
  ],
  event: [
    'We would love to see you there.',
    'Put it in your diary now so it does not slip by.',
    'Bring a friend along.',
    'Tell a friend who would not want to miss it.',
  ],
  offer: [
    'Mention this post when you visit.',
    'Do not leave it too late.',
    'Share it with someone who would love it too.',
    'Ask us if you would like to know more.',
  ],
  holiday: [
    'Check our hours before you set off.',
    'Tell us how you are spending the day.',
    'Share this with someone you are celebrating with.',
  ],
  seasonal: [
    'Tell us what you look forward to most this time of year.',
    // Not "come and see what the new season has brought": that claims new stock, which a
    // repair shop or a clinic does not have (writer rule 2, ADR 0012).
    'Tell us how you are making the most of the season.',
    'Share your favourite thing about the season below.',
    'Come in out of the weather and say hello.',
  ],
  tip: [
    'Try it this week and tell us how it went.',
    'Save this post for the next time you need it.',
    'Share it with a friend who would find it useful.',
    'Got a question of your own? Send it our way.',
    'Which tip should we share next? Let us know.',
    'Tell us your own tip in the comments.',
    'Ask us next time you visit and we will happily explain.',
  ],
  behind_the_scenes: [
    'Want to know more? Just ask.',
    'Curious about a step? Ask and we will tell you more.',
    'Want to see more of this? Let us know.',
    'Tell us which part you would like to see next.',
    'Ask us about it next time you are in.',
    'Tell us what you would like us to show you next.',
    'Questions about how we do it? Ask away in the comments.',
    'Share this with someone who loves to know how things are made.',
  ],
  spotlight: [
    'Ask for it by name next time you visit.',
    'Tell us what you think in the comments.',
    'Tag someone it would suit.',
    'Tell us your favourite in the comments.',
    'Come and see for yourself.',
    'Questions about it? Send us a message.',
    'Share this with someone who should know about it.',
    'Want to know more? Get in touch.',
  ],
  community: [
    'Tag us in your photos so we can say thanks.',
    'Keep the stories coming: we read every one.',
    'Tell us what you would like to see more of.',
    'Share this with a neighbour who would like it.',
    'Tell us in the comments what keeps you coming back.',
    'Say hello next time you are passing.',
  ],
};

/** When a kind's own calls are all used this month: calls that suit any post. */
export const ANY_CALL: readonly string[] = [
  'Let us know what you think.',
  'Share this with someone who would like it.',
  'Say hello next time you are in.',
  'Follow along for more like this.',
];

/** Every call to action above, as the variety rules compare sentences. */
export const KNOWN_CALLS = new Set(
  [...Object.values(CALLS_TO_ACTION), ANY_CALL].flatMap((lines) =>
    lines.flatMap(sentencesOf).map(normalSentence),
  ),
);

function sentencesOf(line: string): string[] {
  return line.match(/[^.!?]+[.!?]/gu)?.map((part) => part.trim()) ?? [line];
}

/** Warm lines of thanks and of the day itself: what a thanks or holiday post says. */
export const WARM_LINES: Partial<Record<SlotKind, readonly string[]>> = {
  community: [
    'None of this happens without you.',
    'We are lucky to have neighbours like you.',
    'Every visit and every kind word means a lot.',
    'Here is to many more months together.',
    'Thank you for choosing local.',
  ],
  holiday: [
    'Whatever your plans, we hope it is a good one.',
    'Enjoy the day, however you spend it.',
    'We hope you get some time with the people who matter.',
  ],
};

const DEADLINE =
  /\b(?:close|closes|closing|by|until|till|deadline|last (?:day|orders?|chance)|ends?|order|orders|pre-?orders?|sign[- ]?ups?|register|registration|apply)\b/iu;
const OFFER =
  /\b(?:\d+\s?%|off|sale|discount|offer|deal|free|half price|2 for 1|bogof|voucher|coupon)\b/iu;

/**
 * What the owner's own date asks of the reader: to be in time for a deadline ("pre-orders
 * close 12 Feb at 6pm"), to take up an offer, or to come to an event.
 */
export function ownDateCall(brief: string, kind: SlotKind): CallKind {
  if (DEADLINE.test(brief)) return 'deadline';
  if (kind === 'offer' || OFFER.test(brief)) return 'offer';
  return 'event';
}

/** Which calls to action suit a slot. */
export function callKindOf(kind: SlotKind | undefined, brief: string): CallKind {
  if (kind === 'own_date' || kind === 'offer') return ownDateCall(brief, kind);
  return kind ?? 'tip';
}
