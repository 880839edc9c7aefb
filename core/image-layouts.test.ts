import { describe, expect, it } from 'vitest';
import {
  IMAGE_LAYOUTS,
  PHOTO_LAYOUTS,
  chooseImageLayout,
  monthImages,
  type ImageLayout,
} from './image-layouts';
import { planMonth } from './plans/plan-month';
import { eventDateOf, planImageLook } from './plans/plan-images';
import { SLOT_KINDS, type SlotKind } from './plans/plan-types';
import { publicHolidays } from './plans/public-holidays';

const EVERY_DAY = { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } };

/** A month of one post a day, as the planner lays it out for a trade. */
function plannedMonth(industry: string, country: string, ownDates = '') {
  return planMonth(
    {
      month: '2027-03',
      count: 30,
      platforms: ['instagram'],
      postingTimes: EVERY_DAY,
      ownDates,
      country,
    },
    {
      industry,
      businessName: 'Corner Shop',
      holidays: publicHolidays(country, 2027),
    },
  );
}

/** A reproducible run of kinds: the same seed gives the same month. */
function shuffledKinds(seed: number, count: number): SlotKind[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return SLOT_KINDS[state % SLOT_KINDS.length] ?? 'tip';
  });
}

const neighboursDiffer = (layouts: readonly ImageLayout[]) =>
  layouts.every((layout, index) => index === 0 || layout !== layouts[index - 1]);

describe('a month of images', () => {
  it.each([
    ['Bakery', 'GB', '20 Mar: Spring open day, 10% off all week'],
    ['Fitness', 'US', ''],
    ['Dog grooming', 'DE', '6 Mar: Closed for training\n27 Mar: Puppy morning'],
    ['Bike repair', 'JP', ''],
  ])('never puts one layout on two neighbouring days (%s, %s)', (industry, country, own) => {
    const slots = plannedMonth(industry, country, own);
    expect(slots).toHaveLength(30);
    for (const photoCount of [0, 1, 3]) {
      const layouts = monthImages(slots, photoCount).map((image) => image.layout);
      expect(neighboursDiffer(layouts)).toBe(true);
    }
  });

  it('keeps neighbours apart for any run of kinds, with photos or without', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const slots = shuffledKinds(seed, 30).map((kind) => ({ kind }));
      for (const photoCount of [0, 2]) {
        const layouts = monthImages(slots, photoCount).map((image) => image.layout);
        expect(neighboursDiffer(layouts)).toBe(true);
      }
    }
  });

  it('looks like a month: at least four layouts, none on more than half the days', () => {
    const slots = plannedMonth('Bakery', 'GB', '20 Mar: Spring open day, 10% off all week');
    for (const photoCount of [0, 2]) {
      const layouts = monthImages(slots, photoCount).map((image) => image.layout);
      const counts = new Map<ImageLayout, number>();
      for (const layout of layouts) counts.set(layout, (counts.get(layout) ?? 0) + 1);
      expect(counts.size).toBeGreaterThanOrEqual(4);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(15);
    }
  });

  it('uses the owner’s photos in turn, and draws photo layouts only when there are some', () => {
    const slots = plannedMonth('Bakery', 'GB');
    const withPhotos = monthImages(slots, 3);
    const used = withPhotos.flatMap((image) =>
      image.photoIndex === null ? [] : [image.photoIndex],
    );
    expect(used.length).toBeGreaterThan(5);
    expect(used.slice(0, 6)).toEqual([0, 1, 2, 0, 1, 2]);
    for (const image of withPhotos) {
      expect(image.photoIndex !== null).toBe(PHOTO_LAYOUTS.has(image.layout));
    }
    const without = monthImages(slots, 0);
    expect(without.some((image) => PHOTO_LAYOUTS.has(image.layout))).toBe(false);
    expect(without.every((image) => image.photoIndex === null)).toBe(true);
  });
});

describe('chooseImageLayout', () => {
  const choice = { dayIndex: 0, previous: null, next: null, hasPhotos: true } as const;

  it('gives each kind its own look when the neighbours allow', () => {
    expect(chooseImageLayout({ ...choice, kind: 'tip' })).toBe('quote');
    expect(chooseImageLayout({ ...choice, kind: 'spotlight' })).toBe('product');
    expect(chooseImageLayout({ ...choice, kind: 'behind_the_scenes' })).toBe('photo');
    expect(chooseImageLayout({ ...choice, kind: 'offer' })).toBe('announcement');
    expect(chooseImageLayout({ ...choice, kind: 'own_date' })).toBe('event');
    expect(chooseImageLayout({ ...choice, kind: 'holiday' })).toBe('event');
  });

  it('takes neither neighbour’s layout', () => {
    for (const kind of SLOT_KINDS) {
      for (const previous of IMAGE_LAYOUTS) {
        for (const next of IMAGE_LAYOUTS) {
          for (const hasPhotos of [true, false]) {
            const layout = chooseImageLayout({ kind, dayIndex: 3, previous, next, hasPhotos });
            expect(layout).not.toBe(previous);
            expect(layout).not.toBe(next);
            if (!hasPhotos) expect(PHOTO_LAYOUTS.has(layout)).toBe(false);
          }
        }
      }
    }
  });

  it('puts a date block only on a dated post', () => {
    for (const kind of ['tip', 'spotlight', 'community', 'seasonal'] as const) {
      for (let dayIndex = 0; dayIndex < 30; dayIndex += 1) {
        const layout = chooseImageLayout({
          kind,
          dayIndex,
          previous: 'quote',
          next: 'brand',
          hasPhotos: false,
        });
        expect(layout).not.toBe('event');
      }
    }
  });
});

describe('planImageLook', () => {
  it('dates an event card by the day its brief names, not the day it is posted', () => {
    expect(eventDateOf({ date: '2027-03-17', brief: 'Spring open day (20 March)' })).toBe(
      '2027-03-20',
    );
    expect(eventDateOf({ date: '2027-03-16', brief: "St Patrick's Day falls on 17 March" })).toBe(
      '2027-03-17',
    );
    expect(eventDateOf({ date: '2027-03-05', brief: 'Open late all week' })).toBe('2027-03-05');
  });

  it('names the owner’s photo the post draws', () => {
    const slots = plannedMonth('Bakery', 'GB');
    const photos = ['/media/a.jpg', '/media/b.jpg'];
    const looks = slots.map((_, position) => planImageLook(slots, position, photos));
    const drawn = looks.filter((look) => look.photoUrl !== null);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((look) => PHOTO_LAYOUTS.has(look.layout))).toBe(true);
    expect(new Set(drawn.map((look) => look.photoUrl))).toEqual(new Set(photos));
  });
});
