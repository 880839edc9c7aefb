import { describe, expect, it } from 'vitest';
import { describeLimit, platformLimits } from './platform-limits';

describe('platformLimits', () => {
  it("counts Instagram's tags and says when there are more than 5", () => {
    const [limit] = platformLimits({ caption: 'Fresh bread.', hashtags: '#a1 #b #c #d #e #f' }, [
      'instagram',
    ]);
    expect(limit).toMatchObject({ tags: 6, maxTags: 5, fits: false });
    expect(describeLimit(limit!)).toBe('Instagram: 32 of 2,200 characters, 6 of 5 hashtags');
  });

  it('counts X by weight and offers a shortened X version when the post is too long', () => {
    const caption = 'Our sourdough is proofed for two days. '.repeat(10).trim();
    const [limit] = platformLimits({ caption, hashtags: '#bread' }, ['x']);
    expect(limit?.fits).toBe(false);
    expect(limit?.length).toBeGreaterThan(280);
    expect(limit?.shortened?.caption.length).toBeLessThan(caption.length);
    expect(limit?.copyText.length).toBeLessThanOrEqual(280);
  });

  it('joins caption and hashtags the way each platform needs them', () => {
    const post = { caption: 'Hello.', hashtags: '#bakery' };
    const [instagram, x] = platformLimits(post, ['instagram', 'x']);
    expect(instagram?.copyText).toBe('Hello.\n\n#bakery');
    expect(x?.copyText).toBe('Hello.\n#bakery');
  });
});
