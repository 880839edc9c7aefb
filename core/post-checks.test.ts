// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OnboardingData } from '@contract/onboarding';
import { hashtagCountRange, postProblems } from './post-checks';
import type { PostRequest, WrittenPost } from './post-writer';

function profile(changes: Partial<OnboardingData['contentPrefs']> = {}): OnboardingData {
  return {
    business: { name: 'Golden Crust', industry: 'Bakery', city: 'Portland', employees: '2-5' },
    brandAssets: { logoUrl: null, colors: [], photos: [], tagline: '', samplePosts: [] },
    contentPrefs: {
      platforms: [],
      postsPerMonth: 12,
      postLength: 'Medium',
      aiVisuals: true,
      hashtagStyle: 'Minimal',
      ...changes,
    },
  };
}

const request = (changes: Partial<PostRequest> = {}): PostRequest => ({
  description: 'Fresh sourdough',
  onboarding: profile(),
  titleGeneration: true,
  seoEnabled: false,
  trendingEnabled: false,
  captionGeneration: true,
  captionLength: 'short',
  hashtagGeneration: true,
  ...changes,
});

const good: WrittenPost = {
  title: 'Fresh sourdough',
  caption: 'Golden Crust in Portland: Fresh sourdough today. Pop in early.',
  hashtags: '#sourdough #GoldenCrust #bakery',
};

const all = (problems: { hard: string[]; style: string[] }) => [
  ...problems.hard,
  ...problems.style,
];

describe('postProblems', () => {
  it('finds nothing wrong with a good post', () => {
    expect(postProblems(good, request())).toEqual({ hard: [], style: [] });
  });

  it.each([
    ['an HTML tag', { caption: `${good.caption} <img src=x onerror=alert(1)>` }, /contains HTML/],
    [
      'a placeholder',
      { caption: 'Golden Crust: [Business Name] sale. Pop in.' },
      /placeholder "\[Business Name\]"/,
    ],
    ['a title over 80 characters', { title: 'x '.repeat(41) }, /title has 82 characters/],
    [
      'a malformed hashtag',
      { hashtags: '#sourdough #fresh-bread #bakery' },
      /Malformed hashtags: #fresh-bread/,
    ],
    ['a repeated hashtag', { hashtags: '#bakery #Bakery #bread' }, /repeated/],
    ['an empty caption', { caption: '' }, /caption is empty/],
    [
      'an invented promise',
      { caption: 'Golden Crust: fresh sourdough. Book a free consultation today.' },
      /promises what the owner did not write: free, booking, consultation/,
    ],
  ])('reports %s as a hard problem', (_label, change, problem) => {
    expect(postProblems({ ...good, ...change }, request()).hard.join('\n')).toMatch(problem);
  });

  it.each([
    [
      'a caption out of its band',
      { caption: `Golden Crust. ${'More. '.repeat(3)}` },
      /short caption has 1 to 2 sentences/,
    ],
    [
      'a caption that does not name the brand',
      { caption: 'Fresh sourdough today.' },
      /does not name the business/,
    ],
    [
      'too many hashtags for the style',
      { hashtags: '#a #b #c #d #e #f' },
      /6 hashtags, not 3 to 5/,
    ],
  ])('notes %s as style only', (_label, change, note) => {
    const problems = postProblems({ ...good, ...change }, request());
    expect(problems.style.join('\n')).toMatch(note);
    expect(problems.hard).toEqual([]);
  });

  it('reports a fact of the request the caption leaves out', () => {
    const closure = request({
      description: 'Closed 24 to 27 December. Emergencies: call 0118 496 0555.',
    });
    const dropped = {
      ...good,
      caption: 'Golden Crust is closed over Christmas. Call the front desk.',
    };
    expect(postProblems(dropped, closure).hard.join('\n')).toMatch(/"0118 496 0555"/u);
    const kept = {
      ...good,
      caption: 'Golden Crust is closed 24 to 27 December. Emergencies: call 0118 496 0555.',
    };
    expect(postProblems(kept, closure).hard).toEqual([]);
  });

  it('lets the owner’s own words make a promise', () => {
    const offer = request({ description: 'Free coffee with every loaf on Friday' });
    const post = { ...good, caption: 'Golden Crust: free coffee with every loaf on Friday.' };
    expect(postProblems(post, offer).hard).toEqual([]);
  });

  it('reports a field that was switched off but came back', () => {
    expect(postProblems(good, request({ titleGeneration: false })).hard).toContain(
      'The title was switched off but is not empty.',
    );
  });

  it('notes a Trending post without emoji, as style', () => {
    const trending = request({ onboarding: profile({ hashtagStyle: 'Trending' }) });
    const tags = { hashtags: '#a #b #c #d #e #f' };
    expect(postProblems({ ...good, ...tags }, trending).style).toContain(
      'A Trending post has no emoji in its caption.',
    );
    expect(
      all(postProblems({ ...good, ...tags, caption: `${good.caption} 🍞` }, trending)),
    ).toEqual([]);
  });

  it('accepts a post too long for X only with an X version that fits', () => {
    const withX = request({ onboarding: profile({ platforms: ['x'] }) });
    const long = { ...good, caption: `Golden Crust: ${'抹茶'.repeat(70)}.` };
    expect(postProblems(long, withX).hard).toContain('The post does not fit X.');
    const variant = { caption: 'Golden Crust: 抹茶.', hashtags: '#bakery' };
    expect(postProblems({ ...long, variants: { x: variant } }, withX).hard).toEqual([]);
  });
});

describe('hashtagCountRange', () => {
  it('is the style’s band, capped by Instagram', () => {
    expect(
      hashtagCountRange(request({ onboarding: profile({ hashtagStyle: 'Moderate' }) })),
    ).toEqual({ min: 6, max: 10 });
    expect(
      hashtagCountRange(
        request({ onboarding: profile({ hashtagStyle: 'Moderate', platforms: ['instagram'] }) }),
      ),
    ).toEqual({ min: 5, max: 5 });
    expect(hashtagCountRange(request({ onboarding: null }))).toEqual({ min: 6, max: 10 });
  });
});
