import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { writePost } from '@core/offline-writer/write-post';
import { sampleOnboardingData } from '@contract/samples';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { imageRequest, textRequest } from './support/generation-requests';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let sequence = 0;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn() {
  const client = new TestClient(server.url);
  const email = `gen-${Date.now()}-${(sequence += 1)}@example.com`;
  await client.signUp(email);
  return { client, email };
}

async function uploadLogo(
  client: TestClient,
  email: string,
  color: { r: number; g: number; b: number },
) {
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }));
  form.append('user_email', email);
  form.append('file_type', 'logo');
  return expectSuccess(await client.postForm('/api/upload', form), endpoints.upload.response).url;
}

async function fetchImage(client: TestClient, url: string) {
  const answer = await fetch(`${client.baseUrl}${url}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/jpeg');
  return Buffer.from(await answer.arrayBuffer());
}

describe('POST /api/generate-brand-aware-content (offline writer)', () => {
  it('answers the offline writer’s post for the brand', async () => {
    const { client, email } = await signedIn();
    const profile = sampleOnboardingData();
    const answer = expectSuccess(
      await client.post('/api/generate-brand-aware-content', textRequest(email, profile)),
      endpoints.generateBrandAwareContent.response,
    );
    // Without a version number the server picks one and says which.
    expect(answer.variation).toEqual(expect.any(Number));
    const expected = writePost({
      description: 'Fresh sourdough this Saturday',
      onboarding: profile,
      titleGeneration: true,
      seoEnabled: false,
      trendingEnabled: false,
      captionGeneration: true,
      captionLength: 'medium',
      hashtagGeneration: true,
      variation: answer.variation,
    });
    expect(answer).toEqual({
      ...expected,
      variation: answer.variation,
      written_by: { by: 'offline' },
      needs_detail: false,
    });
    // The brand is named in its tags: the caption speaks for the owner, not about them.
    expect(answer.hashtags).toMatch(/#GoldenCrust/);
  });

  it('gives the same post for the same version and another post for the next', async () => {
    const { client, email } = await signedIn();
    const profile = sampleOnboardingData();
    const ask = async (variation: number) =>
      expectSuccess(
        await client.post('/api/generate-brand-aware-content', {
          ...textRequest(email, profile),
          variation,
        }),
        endpoints.generateBrandAwareContent.response,
      );
    const first = await ask(41);
    expect(first.variation).toBe(41);
    expect(await ask(41)).toEqual(first);
    const next = await ask(42);
    expect(next.variation).toBe(42);
    expect(next).not.toEqual(first);
    expect(next.caption).not.toBe(first.caption);
  });

  it('refuses a version number that is not a whole number from 0', async () => {
    const { client, email } = await signedIn();
    const answer = await client.post('/api/generate-brand-aware-content', {
      ...textRequest(email, sampleOnboardingData()),
      variation: -1,
    });
    expect(answer.status).toBe(400);
  });

  it('writes from the stored profile when the request carries none', async () => {
    const { client, email } = await signedIn();
    const profile = sampleOnboardingData({ business: { name: 'Crumb & Co', city: 'Leeds' } });
    await client.post('/api/onboarding', { user_email: email, onboarding_data: profile });
    const answer = expectSuccess(
      await client.post('/api/generate-brand-aware-content', textRequest(email, null)),
      endpoints.generateBrandAwareContent.response,
    );
    // The post the writer writes from the stored profile, whichever version was picked.
    const fromStored = writePost({
      description: 'Fresh sourdough this Saturday',
      onboarding: profile,
      titleGeneration: true,
      seoEnabled: false,
      trendingEnabled: false,
      captionGeneration: true,
      captionLength: 'medium',
      hashtagGeneration: true,
      variation: answer.variation,
    });
    expect(answer).toEqual({
      ...fromStored,
      variation: answer.variation,
      written_by: { by: 'offline' },
      needs_detail: false,
    });
    expect(answer.hashtags).toMatch(/#CrumbCo/);
  });

  it('adds an X version when X is selected and the long caption does not fit it', async () => {
    const { client, email } = await signedIn();
    const profile = sampleOnboardingData({ contentPrefs: { platforms: ['instagram', 'x'] } });
    const answer = expectSuccess(
      await client.post(
        '/api/generate-brand-aware-content',
        textRequest(email, profile, { captionLength: 'long' }),
      ),
      endpoints.generateBrandAwareContent.response,
    );
    // Longer than X takes, so X gets a version of its own.
    expect(answer.caption.length).toBeGreaterThan(280);
    expect(answer.variants?.x?.caption.length).toBeLessThan(280);
  });

  it('asks for a detail when a vague request has nothing to write from', async () => {
    const { client, email } = await signedIn();
    // A trade the writer does not know, and no business profile: nothing to feature.
    const profile = sampleOnboardingData({ business: { name: 'Kettle & Co', industry: 'Other' } });
    const write = async (postDesc: string) =>
      expectSuccess(
        await client.post(
          '/api/generate-brand-aware-content',
          textRequest(email, profile, { post_desc: postDesc, variation: 2 }),
        ),
        endpoints.generateBrandAwareContent.response,
      );
    const vague = await write('remind people we exist');
    expect(vague.needs_detail).toBe(true);
    // Neither an echo of the request nor filler: only what the owner said about the business.
    expect(vague.caption).not.toContain('remind people');
    expect((await write('Our Sourdough loaf, three-day ferment, £3.50')).needs_detail).toBe(false);
  });

  it('answers 401 without a session and 403 for another user’s e-mail', async () => {
    const anonymous = new TestClient(server.url);
    const body = textRequest('ann@example.com', sampleOnboardingData());
    expect(
      expectFailure(await anonymous.post('/api/generate-brand-aware-content', body), 401),
    ).toBe('Please log in again.');
    const { client } = await signedIn();
    expect(expectFailure(await client.post('/api/generate-brand-aware-content', body), 403)).toBe(
      "You can only access your own account's data.",
    );
  });

  it('answers 400 for a blank description', async () => {
    const { client, email } = await signedIn();
    const answer = await client.post(
      '/api/generate-brand-aware-content',
      textRequest(email, null, { post_desc: '  ' }),
    );
    expect(expectFailure(answer, 400)).toBe('post_desc: Please enter a post description.');
  });
});

describe('POST /api/generate-combined-brand-image (offline renderer)', () => {
  it('stores a 1080x1080 JPEG and answers its /media URL and what was drawn', async () => {
    const { client, email } = await signedIn();
    const answer = expectSuccess(
      await client.post(
        '/api/generate-combined-brand-image',
        imageRequest(email, sampleOnboardingData()),
      ),
      endpoints.generateCombinedBrandImage.response,
    );
    expect(answer.image_url).toMatch(/^\/media\/[0-9a-f-]{36}\.jpg$/);
    expect(answer.image_prompt).toContain('Croissant sale all weekend');
    const metadata = await sharp(await fetchImage(client, answer.image_url)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1080, 1080]);
  });

  it('prints the post title on the image, not the request', async () => {
    const { client, email } = await signedIn();
    const answer = expectSuccess(
      await client.post(
        '/api/generate-combined-brand-image',
        imageRequest(email, null, {
          post_desc: 'post about tick season',
          headline: 'Check your dog for ticks after every walk',
        }),
      ),
      endpoints.generateCombinedBrandImage.response,
    );
    expect(answer.image_prompt).toContain("'Check your dog for ticks after every walk'");
    expect(answer.image_prompt).not.toContain('post about tick season');
  });

  it('writes a title-length headline when no title is sent, never the paragraph', async () => {
    const { client, email } = await signedIn();
    const request =
      'Please write a post telling people that we are closed on Monday 3 June for staff training. We reopen on Tuesday at 9am as usual. Emergencies: call 0113 496 0000. Thanks to everyone for understanding!';
    const answer = expectSuccess(
      await client.post(
        '/api/generate-combined-brand-image',
        imageRequest(email, null, { post_desc: request }),
      ),
      endpoints.generateCombinedBrandImage.response,
    );
    const printed = /for '([^']*)'/u.exec(answer.image_prompt ?? '')?.[1] ?? '';
    expect(printed.length).toBeGreaterThan(0);
    expect(printed.length).toBeLessThanOrEqual(80);
    expect(printed).not.toContain('…');
    // The words come from the offline writer's title; the paragraph itself never appears.
    expect(printed).not.toBe(request);
    expect(answer.image_prompt).not.toContain('Emergencies');
  });

  it('draws 2048x2048 for quality high', async () => {
    const { client, email } = await signedIn();
    const answer = expectSuccess(
      await client.post(
        '/api/generate-combined-brand-image',
        imageRequest(email, null, { quality: 'high' }),
      ),
      endpoints.generateCombinedBrandImage.response,
    );
    const metadata = await sharp(await fetchImage(client, answer.image_url)).metadata();
    expect([metadata.width, metadata.height]).toEqual([2048, 2048]);
  });

  it('uses the user’s own logo, and ignores another user’s and any outside URL', async () => {
    const { client, email } = await signedIn();
    const other = await signedIn();
    const ownLogo = await uploadLogo(client, email, { r: 0, g: 160, b: 0 });
    const othersLogo = await uploadLogo(other.client, other.email, { r: 0, g: 160, b: 0 });
    let outsideHits = 0;
    const outside: Server = createServer((_request, response) => {
      outsideHits += 1;
      response.end();
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    const outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}/logo.png`;
    try {
      const render = async (logoUrl: string | null) => {
        const profile = sampleOnboardingData({
          brandAssets: { logoUrl, photos: logoUrl ? [logoUrl] : [] },
        });
        const answer = expectSuccess(
          await client.post(
            '/api/generate-combined-brand-image',
            imageRequest(email, profile, {
              use_logo_integration: true,
              use_brand_photo_reference: true,
            }),
          ),
          endpoints.generateCombinedBrandImage.response,
        );
        return fetchImage(client, answer.image_url);
      };
      const without = await render(null);
      const withOwn = await render(ownLogo);
      const withOthers = await render(othersLogo);
      const withOutside = await render(outsideUrl);
      expect(withOwn.equals(without)).toBe(false);
      expect(withOthers.equals(without)).toBe(true);
      expect(withOutside.equals(without)).toBe(true);
      expect(outsideHits).toBe(0);
    } finally {
      await new Promise((resolve) => outside.close(resolve));
    }
  });
});

describe('POST /api/generate-content (anonymous)', () => {
  it('writes a post without a session, with an image when asked', async () => {
    const anonymous = new TestClient(server.url);
    const body = {
      business_desc: 'A family bakery in Portland',
      post_desc: 'Fresh sourdough this Saturday',
      titleGeneration: true,
      seoEnabled: false,
      trendingEnabled: false,
      captionGeneration: true,
      captionLength: 'short',
      imageGeneration: true,
      hashtagGeneration: true,
    };
    const answer = expectSuccess(
      await anonymous.post('/api/generate-content', body),
      endpoints.generateContent.response,
    );
    expect(answer.caption.length).toBeGreaterThan(0);
    expect(answer.image_url).toMatch(/^\/media\//);
    await fetchImage(anonymous, answer.image_url ?? '');
    const textOnly = expectSuccess(
      await anonymous.post('/api/generate-content', { ...body, imageGeneration: false }),
      endpoints.generateContent.response,
    );
    expect(textOnly.image_url).toBeNull();
    expect(textOnly.needs_detail).toBe(false);
  });

  it('asks a visitor for a detail, and draws no image, when there is nothing to write from', async () => {
    const anonymous = new TestClient(server.url);
    const answer = expectSuccess(
      await anonymous.post('/api/generate-content', {
        business_desc: 'Kettle & Co',
        post_desc: 'remind people we exist',
        titleGeneration: true,
        seoEnabled: false,
        trendingEnabled: false,
        captionGeneration: true,
        captionLength: 'medium',
        imageGeneration: true,
        hashtagGeneration: true,
      }),
      endpoints.generateContent.response,
    );
    expect(answer.needs_detail).toBe(true);
    expect(answer.image_url).toBeNull();
  });
});

describe('generation rate limit', () => {
  it('answers 429 with Retry-After past AI_RATE_LIMIT a minute', async () => {
    const limited = await startTestServer({ env: { AI_RATE_LIMIT: '2' } });
    try {
      const client = new TestClient(limited.url);
      const email = `limited-${Date.now()}@example.com`;
      await client.signUp(email);
      const body = textRequest(email, sampleOnboardingData());
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await client.post('/api/generate-brand-aware-content', body)).status).toBe(200);
      }
      const refused = await client.post('/api/generate-brand-aware-content', body);
      expect(expectFailure(refused, 429)).toBe(
        'Too many requests. Please wait a minute and try again.',
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
