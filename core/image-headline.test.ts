import { describe, expect, it } from 'vitest';
import { headlineFromTitle, imageHeadline, MAX_IMAGE_HEADLINE_LENGTH } from './image-headline';

describe('headlineFromTitle', () => {
  it('keeps a title of headline length as it is', () => {
    expect(headlineFromTitle('Fresh sourdough every Saturday')).toBe(
      'Fresh sourdough every Saturday',
    );
  });

  it('drops an ellipsis a title was cut with, keeping whole words', () => {
    expect(headlineFromTitle('Tick season is here: check your dog after every…')).toBe(
      'Tick season is here: check your dog after every',
    );
  });

  it('shortens a long title to its first clause, never with an ellipsis', () => {
    const title =
      'Spring open house on Saturday 12 April — meet the whole team, try the new menu and bring the kids along for games';
    const headline = headlineFromTitle(title);
    expect(headline).toBe('Spring open house on Saturday 12 April');
    expect(headline).not.toContain('…');
  });

  it('cuts a title without clauses at a whole word, without a dangling joiner', () => {
    const title = Array.from({ length: 20 }, (_, index) => `word${index}`).join(' ') + ' and more';
    const headline = headlineFromTitle(title);
    expect([...headline].length).toBeLessThanOrEqual(MAX_IMAGE_HEADLINE_LENGTH);
    expect(title.startsWith(headline)).toBe(true);
    expect(headline).toMatch(/word\d+$/);
  });

  it('leaves hashtags and markup off the image', () => {
    expect(headlineFromTitle('<b>Open late</b> tonight #OpenLate')).toBe('Open late tonight');
  });
});

describe('imageHeadline', () => {
  it('prints the post title when there is one', () => {
    expect(
      imageHeadline({
        title: 'Tick checks after every walk',
        description: 'post about tick season',
        onboarding: null,
      }),
    ).toBe('Tick checks after every walk');
  });

  it('writes a title-length headline from a long request, never the paragraph itself', () => {
    const description =
      'Please write a post telling people that we are closed on Monday 3 June for staff training. We reopen on Tuesday at 9am as usual. Emergencies: call 0113 496 0000. Thanks to everyone for understanding, and see you soon!';
    const headline = imageHeadline({ title: '', description, onboarding: null });
    expect(headline.length).toBeGreaterThan(0);
    expect([...headline].length).toBeLessThanOrEqual(MAX_IMAGE_HEADLINE_LENGTH);
    expect(headline).not.toBe(description);
    expect(headline).not.toContain('…');
  });
});
