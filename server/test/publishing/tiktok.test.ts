import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createMediaLinks } from '../../src/social/media-links';
import { createNetworks } from '../../src/social/networks/registry';
import { tiktokProcessing } from '../../src/social/sandbox/networks';
import {
  connect,
  publicationsOf,
  scheduledPost,
  signedIn,
  standIn,
  startPublishingWorld,
  storedPng,
  type PublishingWorld,
} from '../support/publishing';

let world: PublishingWorld;
let imageUrl: string;

beforeAll(async () => {
  // No gap between posts here, so TikTok's own per-minute cap is what is tested.
  world = await startPublishingWorld({ PUBLISH_MIN_GAP_SECONDS: '0' });
  imageUrl = await storedPng(world, 1200, 1200, { r: 20, g: 90, b: 160 });
});
afterAll(() => world.close());
afterEach(() => {
  tiktokProcessing.checksProcessing = 0;
  tiktokProcessing.failNext = null;
});

const sweep = () => world.server.app.social.publisher.sweep();
const tiktok = () => standIn(world, 'tiktok');
const INIT = 'POST /v2/post/publish/content/init/';
const STATUS = 'POST /v2/post/publish/status/fetch/';
const initsFor = (captions: string[]) =>
  tiktok()
    .requestsTo(INIT)
    .filter((request) =>
      captions.includes(
        (request.json as { post_info?: { description?: string } }).post_info?.description ?? '',
      ),
    );

/** A whole minute far enough ahead that earlier tests' posts are out of every window. */
const nextSlot = () => {
  world.clock.advance(2 * 60 * 60_000);
  const at = world.clock.now();
  at.setUTCSeconds(0, 0);
  at.setTime(at.getTime() + 60_000);
  return at;
};

describe('publishing to TikTok', () => {
  it('connects with PKCE and keeps the rotated refresh token', async () => {
    const { client } = await signedIn(world);
    const { accounts } = await connect(client, 'tiktok');
    expect(accounts).toEqual([
      expect.objectContaining({ network: 'tiktok', display_name: 'Sandbox Bakery' }),
    ]);
    const exchange = tiktok().requestsTo('POST /v2/oauth/token/').at(-1);
    expect(exchange?.params.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
  });

  it('refreshes an expired token once and stores the rotated refresh token', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'tiktok');
    const refreshes = tiktok().refreshCount();
    tiktok().expireAccessTokens();
    const first = nextSlot();
    await scheduledPost(client, email, first, ['tiktok'], undefined, imageUrl);
    world.clock.set(first);
    await sweep();
    expect(tiktok().refreshCount()).toBe(refreshes + 1);
    // The old refresh token is dead now; only the stored new one can refresh again.
    tiktok().expireAccessTokens();
    const second = nextSlot();
    const { post } = await scheduledPost(client, email, second, ['tiktok'], undefined, imageUrl);
    world.clock.set(second);
    await sweep();
    expect(tiktok().refreshCount()).toBe(refreshes + 2);
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
  });

  it('asks creator_info, then posts the photo privately from a signed JPEG link, once', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'tiktok');
    const at = nextSlot();
    const { post, caption } = await scheduledPost(
      client,
      email,
      at,
      ['tiktok'],
      undefined,
      imageUrl,
    );
    world.clock.set(at);
    await sweep();
    const [published] = await publicationsOf(client, post.id);
    expect(published).toMatchObject({ state: 'published', error_class: null });
    expect(tiktok().ledger.filter((entry) => entry.text === caption)).toHaveLength(1);
    const [init] = initsFor([caption]);
    const body = init?.json as {
      post_info: { privacy_level: string };
      source_info: { photo_images: string[] };
    };
    // The sandbox app is unaudited: creator_info offers SELF_ONLY only, and that is what is sent.
    expect(body.post_info.privacy_level).toBe('SELF_ONLY');
    const link = new URL(body.source_info.photo_images[0] ?? '');
    const image = await fetch(new URL(`${link.pathname}${link.search}`, world.server.url));
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(tiktok().requestsTo('POST /v2/post/publish/creator_info/query/').length).toBeGreaterThan(
      0,
    );
  });

  it('keeps to 6 posts a minute on one account: the seventh waits, TikTok never refuses', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'tiktok');
    const at = nextSlot();
    const captions: string[] = [];
    const posts: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const { post, caption } = await scheduledPost(
        client,
        email,
        at,
        ['tiktok'],
        undefined,
        imageUrl,
      );
      captions.push(caption);
      posts.push(post.id);
    }
    world.clock.set(at);
    await sweep();
    expect(initsFor(captions)).toHaveLength(6);
    const states = await Promise.all(
      posts.map(async (id) => (await publicationsOf(client, id))[0]),
    );
    expect(states.filter((publication) => publication?.state === 'published')).toHaveLength(6);
    const waiting = states.find((publication) => publication?.state === 'retry_wait');
    expect(waiting?.next_attempt_at).toBe(new Date(at.getTime() + 60_000).toISOString());

    world.clock.advance(59_000);
    await sweep();
    expect(initsFor(captions)).toHaveLength(6);
    world.clock.advance(1_000);
    await sweep();
    expect(initsFor(captions)).toHaveLength(7);
    expect(tiktok().ledger.filter((entry) => captions.includes(entry.text))).toHaveLength(7);
  });
});

describe('a TikTok post without an image', () => {
  it('fails with the reason, before any call to TikTok', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'tiktok');
    const at = nextSlot();
    const { post, caption } = await scheduledPost(client, email, at, ['tiktok']);
    const accountChecks = tiktok().requestsTo('POST /v2/post/publish/creator_info/query/').length;
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]).toMatchObject({
      state: 'failed',
      error_class: 'content',
      error_message: 'TikTok posts need an image. Add one to the post.',
    });
    expect(tiktok().requestsTo('POST /v2/post/publish/creator_info/query/')).toHaveLength(
      accountChecks,
    );
    expect(initsFor([caption])).toHaveLength(0);
  });
});

describe('TikTok’s publish status', () => {
  /** A connected account and a photo post due at the next free slot. */
  async function duePhoto() {
    const { client, email } = await signedIn(world);
    await connect(client, 'tiktok');
    const at = nextSlot();
    const { post, caption } = await scheduledPost(
      client,
      email,
      at,
      ['tiktok'],
      undefined,
      imageUrl,
    );
    return { client, post, caption, at };
  }
  const stateOf = async (client: Awaited<ReturnType<typeof duePhoto>>['client'], id: string) =>
    (await publicationsOf(client, id))[0];

  it('records the post as published only once the status says PUBLISH_COMPLETE', async () => {
    tiktokProcessing.checksProcessing = 2;
    const { client, post, caption, at } = await duePhoto();
    world.clock.set(at);
    await sweep();
    expect((await stateOf(client, post.id))?.state).toBe('publishing');
    const checks = tiktok().requestsTo(STATUS).length;
    // Not asked again before the next check is due.
    world.clock.advance(30_000);
    await sweep();
    expect(tiktok().requestsTo(STATUS)).toHaveLength(checks);
    world.clock.advance(31_000);
    await sweep();
    expect(tiktok().requestsTo(STATUS)).toHaveLength(checks + 1);
    expect((await stateOf(client, post.id))?.state).toBe('publishing');
    world.clock.advance(61_000);
    await sweep();
    const entries = tiktok().ledger.filter((entry) => entry.text === caption);
    expect(entries).toHaveLength(1);
    expect(await stateOf(client, post.id)).toMatchObject({
      state: 'published',
      remote_url: `https://www.tiktok.com/@sandbox_bakery/photo/${entries[0]?.id}`,
    });
    expect(initsFor([caption])).toHaveLength(1);
  });

  it('a FAILED status fails the publication with TikTok’s fail_reason, without posting again', async () => {
    tiktokProcessing.checksProcessing = 1;
    tiktokProcessing.failNext = 'picture_size_check_failed';
    const { client, post, caption, at } = await duePhoto();
    world.clock.set(at);
    await sweep();
    expect((await stateOf(client, post.id))?.state).toBe('publishing');
    world.clock.advance(61_000);
    await sweep();
    expect(await stateOf(client, post.id)).toMatchObject({
      state: 'failed',
      error_class: 'content',
      error_message:
        'TikTok did not publish the post: the photo is larger than TikTok takes (picture_size_check_failed).',
    });
    world.clock.advance(60 * 60_000);
    await sweep();
    expect(initsFor([caption])).toHaveLength(1);
    expect(tiktok().ledger.filter((entry) => entry.text === caption)).toHaveLength(0);
  });

  it('a post left publishing with its publish_id is settled by the status, never sent again', async () => {
    const { client, post, caption, at } = await duePhoto();
    // The worker's status check never comes back, as if it died right after saving the id.
    tiktok().fail(STATUS, { kind: 'hang' });
    const checks = tiktok().requestsTo(STATUS).length;
    world.clock.set(at);
    const stalled = sweep();
    await expect.poll(() => tiktok().requestsTo(STATUS).length).toBe(checks + 1);
    expect((await stateOf(client, post.id))?.state).toBe('publishing');
    world.clock.advance(61_000);
    await sweep();
    expect((await stateOf(client, post.id))?.state).toBe('published');
    tiktok().release();
    await stalled;
    expect((await stateOf(client, post.id))?.state).toBe('published');
    expect(initsFor([caption])).toHaveLength(1);
    expect(tiktok().ledger.filter((entry) => entry.text === caption)).toHaveLength(1);
  });

  it('without a publish_id (the answer was lost), the post is unconfirmed, not sent again', async () => {
    const { client, post, caption, at } = await duePhoto();
    tiktok().fail(INIT, { kind: 'record_then_drop' });
    world.clock.set(at);
    await sweep();
    expect(await stateOf(client, post.id)).toMatchObject({
      state: 'unconfirmed',
      error_class: 'unknown_outcome',
    });
    world.clock.advance(60 * 60_000);
    await sweep();
    expect(initsFor([caption])).toHaveLength(1);
    expect(tiktok().ledger.filter((entry) => entry.text === caption)).toHaveLength(1);
  });
});

describe('a network without credentials', () => {
  it('says how to configure TikTok instead of offering Connect', () => {
    const config = loadConfig({});
    const networks = createNetworks(
      config,
      () => new Date(),
      false,
      createMediaLinks({
        tokenKey: Buffer.alloc(32),
        publicUrl: 'http://localhost',
        now: () => new Date(),
      }),
      () => Promise.resolve(null),
    );
    expect(networks.availability.find((network) => network.network === 'tiktok')).toMatchObject({
      configured: false,
      how_to_configure: expect.stringContaining('TIKTOK_CLIENT_KEY'),
    });
  });
});
