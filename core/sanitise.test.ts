// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fitToPlatforms } from './platform-rules';
import { sanitise } from './sanitise';

describe('sanitise', () => {
  it('strips HTML tags and control characters from model output', () => {
    const clean = sanitise({
      title: '<h1>Fresh</h1> bread\u0007 today',
      caption:
        'Cupcakes <img src=x onerror=alert(1)> on Friday!\u202E\r\n\r\n\r\n<script>steal()</script>See you.',
      hashtags: '#cupcakes <b>#friday</b>',
    });
    expect(clean).toEqual({
      title: 'Fresh bread today',
      caption: 'Cupcakes on Friday!\n\nSee you.',
      hashtags: '#cupcakes #friday',
    });
  });

  it('normalises hashtags: well-formed, unique ignoring case, in their order', () => {
    expect(
      sanitise({
        title: '',
        caption: '',
        hashtags: '#Bakery, bakery #fresh-bread🔥 #2025 #BREAD #bread',
      }).hashtags,
    ).toBe('#Bakery #freshbread #BREAD');
  });

  it('keeps a title on one line of at most 80 characters, cut at a word', () => {
    const title = sanitise({
      title:
        'An unusually long headline\nthat a model wrote about sourdough loaves and croissants and cakes',
      caption: '',
      hashtags: '',
    }).title;
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).not.toContain('\n');
    expect(title).toMatch(/ \w+…$/);
  });

  it('cleans a variant too, and fitToPlatforms after it replaces the variant anyway', () => {
    const clean = sanitise({
      title: 'T',
      caption: 'Short.',
      hashtags: '#a',
      variants: { x: { caption: '<b>x</b>', hashtags: '#x🔥' } },
    });
    expect(clean.variants).toEqual({ x: { caption: 'x', hashtags: '#x' } });
    expect(fitToPlatforms(clean, ['x']).variants).toBeUndefined();
  });

  it('leaves good text alone, emoji and line breaks included', () => {
    const post = {
      title: 'Fresh bread 🍞',
      caption: 'Fresh bread! 🍞\n— Team Crumb',
      hashtags: '#bread #GoldenCrust',
    };
    expect(sanitise(post)).toEqual(post);
  });
});
