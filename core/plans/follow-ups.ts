import type { SlotKind } from './plan-types';

/**
 * Lines that carry a planned post on after its brief: what the kind of post says next, and
 * a call to action. They promise nothing the owner has not said (no prices, times or
 * awards), so any business of any trade can publish them. Each is checked against the
 * plan like any other sentence, so none appears twice in a month.
 */
const FOLLOW_UPS: Record<SlotKind, readonly string[]> = {
  own_date: [
    'Put it in your diary now so it does not slip by.',
    'Tell a friend who would not want to miss it.',
    'Questions about it? Ask us and we will answer.',
    'We would love to see you there.',
    'Share this with someone who should know.',
  ],
  offer: [
    'It runs for a short time only, so do not leave it too late.',
    'Mention this post when you visit.',
    'Share it with someone who would love it too.',
    'Ask us if you would like to know more.',
  ],
  holiday: [
    'Whatever your plans, we hope it is a good one.',
    'Check our hours before you set off.',
    'Enjoy the day, however you spend it.',
    'We hope you get some time with the people who matter.',
    'Have a lovely long weekend if you get one.',
  ],
  seasonal: [
    'It only comes round once a year, so make the most of it.',
    'The season changes how we work, and we love that.',
    'Come and see what the new season has brought.',
    'Tell us what you look forward to most this time of year.',
    'New season, fresh ideas, same care.',
  ],
  tip: [
    'Try it this week and tell us how it went.',
    'Save this post for the next time you need it.',
    'Got a question of your own? Send it our way.',
    'Small changes like this make the biggest difference.',
    'Ask us next time you visit and we will happily show you.',
    'There is no silly question, so ask away in the comments.',
    'Share it with a friend who would find it useful.',
    'We are always glad to talk it through.',
    'Everyone starts somewhere, and we are here to help.',
    'Which tip should we share next? Let us know.',
  ],
  behind_the_scenes: [
    'It is the part most people never get to see.',
    'There is a lot of care in the bits you do not see.',
    'Want to know more? Just ask.',
    'This is the work we are proudest of.',
    'No shortcuts, just patience and practice.',
    'It takes time, and we would not have it any other way.',
    'Curious about a step? Ask and we will tell you more.',
    'Every day starts the same way, and we like it like that.',
    'We love showing people how it is done.',
    'Want to see more of this? Let us know.',
  ],
  spotlight: [
    'Ask for this one by name next time you visit.',
    'Try it once and you will see why.',
    'Our regulars tell their friends about this one.',
    'Tried it yet? Let us know what you think.',
    'Tag someone who needs to try it.',
    'This one never stays around for long.',
    'Simple, honest and done with care.',
    'Tell us your favourite in the comments.',
    'We think this one deserves a moment of its own.',
    'Come and see for yourself.',
  ],
  community: [
    'None of this happens without you.',
    'Tag us in your photos so we can say thanks.',
    'We are lucky to have neighbours like you.',
    'Keep the stories coming: we read every one.',
    'Every visit and every kind word means a lot.',
    'Here is to many more months together.',
    'Thank you for choosing local.',
  ],
};

/**
 * Lines about the slot's own subject ("{thing}": the trade's croissants, strength plan or
 * valuation), for the everyday kinds: a month mentions each subject several times, and
 * these let it say something different each time without repeating a sentence.
 */
const SUBJECT_LINES: readonly string[] = [
  'Ask us about the {thing} next time you are in.',
  'Tell us how you like your {thing}.',
  'Questions about the {thing}? Ask us anytime.',
  'Come and try the {thing} for yourself.',
  'Tag a friend who would love the {thing}.',
  'The {thing}: one of our favourite things to share.',
  'What would you like to see next about the {thing}? Tell us below.',
  'We never get tired of talking about the {thing}.',
];

const EVERYDAY = new Set<SlotKind>([
  'tip',
  'behind_the_scenes',
  'spotlight',
  'seasonal',
  'community',
]);

/** Lines that only follow a real tip: after a question they would answer nothing. */
const AFTER_A_TIP = new Set([
  'Try it this week and tell us how it went.',
  'Save this post for the next time you need it.',
  'Small changes like this make the biggest difference.',
  'Share it with a friend who would find it useful.',
]);

export function followUpsFor(
  kind: SlotKind | undefined,
  subject: string | null = null,
  briefAsks = false,
): string[] {
  const own = FOLLOW_UPS[kind ?? 'tip'].filter((line) => !briefAsks || !AFTER_A_TIP.has(line));
  if (!subject || !EVERYDAY.has(kind ?? 'tip')) return own;
  return [...own, ...SUBJECT_LINES.map((line) => line.replace('{thing}', subject))];
}
