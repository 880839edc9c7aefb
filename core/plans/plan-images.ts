import { monthImages, type ImageLayout } from '../image-layouts';
import { datesIn } from './own-dates';
import type { PlannedSlot } from './plan-types';

type ImageSlot = Pick<PlannedSlot, 'kind' | 'date' | 'brief'>;

/** How one planned post's image looks beside the month's others (ADR 0059). */
export interface PlanImageLook {
  layout: ImageLayout;
  /** The owner's photo it draws, one of theirs taken in turn; null for none. */
  photoUrl: string | null;
  /** YYYY-MM-DD for an event card: the day the brief names, else the post's own day. */
  eventDate: string;
}

/** The day a dated post is about: "Open day (20 March)" is about the 20th, posted earlier. */
export function eventDateOf(slot: Pick<PlannedSlot, 'date' | 'brief'>): string {
  const month = slot.date.slice(0, 7);
  const named = datesIn(slot.brief, Number(slot.date.slice(0, 4)));
  return named.find((date) => date.startsWith(month)) ?? slot.date;
}

/**
 * The look of the post at `position` among the month's slots (in their order): its layout
 * chosen against its neighbours', and the owner's photos shared out in turn.
 */
export function planImageLook(
  slots: readonly ImageSlot[],
  position: number,
  photos: readonly string[],
): PlanImageLook {
  const slot = slots[position];
  const image = monthImages(slots, photos.length)[position];
  if (!slot || !image) return { layout: 'brand', photoUrl: null, eventDate: '' };
  return {
    layout: image.layout,
    photoUrl: image.photoIndex === null ? null : (photos[image.photoIndex] ?? null),
    eventDate: eventDateOf(slot),
  };
}
