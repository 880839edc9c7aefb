import type { SlotKind } from './plans/plan-types';

/**
 * The looks a post image can take (ADR 0059):
 * - photo: the owner's photo full bleed, a light scrim only behind the headline;
 * - product: the owner's photo cropped close, framed on the brand colour, headline below;
 * - quote: a tip or a thank-you as a quotation on a pale card;
 * - announcement: news on the full brand colour, large and loud;
 * - event: a date block (month and day) beside the headline;
 * - brand: the headline on the brand background, as compose draws it by default.
 */
export const IMAGE_LAYOUTS = [
  'photo',
  'product',
  'quote',
  'announcement',
  'event',
  'brand',
] as const;
export type ImageLayout = (typeof IMAGE_LAYOUTS)[number];

/** The layouts that draw the owner's photo: without one they are never chosen. */
export const PHOTO_LAYOUTS: ReadonlySet<ImageLayout> = new Set(['photo', 'product']);

/** What suits each kind of post, best first; the rest of IMAGE_LAYOUTS follow when needed. */
const SUITED: Record<SlotKind, readonly ImageLayout[]> = {
  own_date: ['event', 'announcement', 'photo'],
  offer: ['announcement', 'product', 'brand'],
  holiday: ['event', 'photo', 'brand'],
  seasonal: ['photo', 'announcement', 'brand'],
  tip: ['quote', 'brand', 'photo'],
  behind_the_scenes: ['photo', 'product', 'brand'],
  spotlight: ['product', 'photo', 'announcement'],
  community: ['quote', 'photo', 'brand'],
};

/** Layouts that only make sense for a dated post: a date block on a tip would mislead. */
const DATED_ONLY: ReadonlySet<ImageLayout> = new Set(['event']);
const DATED_KINDS: ReadonlySet<SlotKind> = new Set(['own_date', 'holiday']);

const isLayout = (layout: ImageLayout | undefined): layout is ImageLayout => layout !== undefined;

export interface LayoutChoice {
  kind: SlotKind;
  /** The post's place in the month (0 for the first post): spreads equal kinds apart. */
  dayIndex: number;
  /** The layouts of the posts on the days either side; null where there is none yet. */
  previous: ImageLayout | null;
  next: ImageLayout | null;
  hasPhotos: boolean;
}

/**
 * The layout of one post: the best suited to its kind that neither neighbour has. The
 * day's index swaps a kind's first two choices every other week and rotates the start among
 * the rest, so a month of tips does not settle on one card.
 */
export function chooseImageLayout(choice: LayoutChoice): ImageLayout {
  const { kind, dayIndex, previous, next, hasPhotos } = choice;
  const drawable = (layout: ImageLayout) =>
    (hasPhotos || !PHOTO_LAYOUTS.has(layout)) && (DATED_KINDS.has(kind) || !DATED_ONLY.has(layout));
  const drawn = SUITED[kind].filter(drawable);
  // Every other week a kind leads with its second choice: a month of tips is not one card.
  const swap = !DATED_KINDS.has(kind) && Math.floor(dayIndex / 7) % 2 === 1 && drawn.length > 1;
  const suited = swap ? [drawn[1], drawn[0], ...drawn.slice(2)].filter(isLayout) : drawn;
  const others = IMAGE_LAYOUTS.filter((layout) => drawable(layout) && !suited.includes(layout));
  const start = others.length ? dayIndex % others.length : 0;
  const fallbacks = [...others.slice(start), ...others.slice(0, start)];
  const free = (layout: ImageLayout) => layout !== previous && layout !== next;
  const [best, ...rest] = suited;
  // The best suited, unless a neighbour has it; then the next suited from a place the day
  // chooses, so two tips three days apart do not both take the same second choice.
  if (best && free(best)) return best;
  const turn = rest.length ? dayIndex % rest.length : 0;
  const ordered = [...rest.slice(turn), ...rest.slice(0, turn), ...fallbacks];
  return ordered.find(free) ?? best ?? 'brand';
}

export interface MonthImageSlot {
  kind: SlotKind;
}

export interface MonthImage {
  layout: ImageLayout;
  /** Which of the owner's photos the image draws (cycling through them); null for none. */
  photoIndex: number | null;
}

/**
 * The images of a month's posts, in their order: each layout chosen against the one before
 * it (the one after is not chosen yet), and the owner's photos taken in turn so a month
 * with several photos does not show the same one twice running.
 */
export function monthImages(slots: readonly MonthImageSlot[], photoCount: number): MonthImage[] {
  const images: MonthImage[] = [];
  let photosUsed = 0;
  for (const [dayIndex, slot] of slots.entries()) {
    const layout = chooseImageLayout({
      kind: slot.kind,
      dayIndex,
      previous: images.at(-1)?.layout ?? null,
      next: null,
      hasPhotos: photoCount > 0,
    });
    const usesPhoto = PHOTO_LAYOUTS.has(layout);
    images.push({ layout, photoIndex: usesPhoto ? photosUsed % photoCount : null });
    if (usesPhoto) photosUsed += 1;
  }
  return images;
}
