import type { SlotKind } from './plan-types';

/**
 * Sentences a planned post can add when the writer's own ones were already used this month:
 * a line that carries the kind of post on, and a call to action. Each is checked against the
 * plan like any other sentence, so none appears twice.
 */
const FOLLOW_UPS: Record<SlotKind, readonly string[]> = {
  own_date: [
    'Put it in your diary now so it does not slip by.',
    'Tell a friend who would not want to miss it.',
    'Questions about it? Ask us and we will answer.',
  ],
  offer: [
    'It runs for a short time only, so do not leave it too late.',
    'Mention this post when you visit.',
    'Share it with someone who would love it too.',
  ],
  holiday: [
    'Whatever your plans, we hope it is a good one.',
    'Check our hours before you set off.',
    'We will be back to our usual hours straight after.',
  ],
  seasonal: [
    'It only comes round once a year, so make the most of it.',
    'The season changes what we make, and we love that.',
    'Come and see what the new season has brought.',
  ],
  tip: [
    'Try it this week and tell us how it went.',
    'Save this post for the next time you need it.',
    'Got a question of your own? Send it our way.',
    'Small changes like this make the biggest difference.',
  ],
  behind_the_scenes: [
    'It is the part most people never get to see.',
    'There is a lot of care in the bits you do not see.',
    'Ask us about it next time you drop in.',
    'This is the work we are proudest of.',
  ],
  spotlight: [
    'Ask for it by name next time you visit.',
    'Once you try it, you will see why.',
    'It is the one our regulars tell their friends about.',
    'Have you tried it yet? Let us know what you think.',
  ],
  community: [
    'None of this happens without you.',
    'Tag us in your photos so we can say thanks.',
    'We are lucky to have neighbours like you.',
    'Keep the stories coming: we read every one.',
  ],
};

export function followUpsFor(kind: SlotKind | undefined): readonly string[] {
  return FOLLOW_UPS[kind ?? 'tip'];
}
